import { Plural, Trans } from "@lingui/react/macro";
import { Art } from "~/components/ui/art";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { THANK_YOU_MS } from "./letter-rules";
import { SendCeremony } from "./send-ceremony";

/** Shown after a letter is safely at the North Pole; the form comes back after THANK_YOU_MS. */
export function ThankYou({
  childName,
  replyNote,
  onDone,
}: {
  childName: string;
  replyNote: string;
  onDone?: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const seconds = THANK_YOU_MS / 1000;
  const left = useSecondsLeft(seconds, Boolean(onDone));
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    // A postcard from the North Pole: airmail edge, Santa on the stamp, and the reindeer already off with the letter.
    <div
      data-testid="letter-thank-you"
      className="postcard-edge rounded-3xl p-2 shadow-lg"
    >
      <div className="relative rounded-2xl bg-white px-6 pb-8 pt-6 text-center sm:px-12 sm:pb-12">
        <div
          aria-hidden="true"
          className="absolute right-4 top-4 rotate-3 rounded-sm border-2 border-dashed border-christmas-red/60 bg-gold-light p-1 sm:right-6 sm:top-6"
        >
          <Art name="santaWave" className="h-14 w-auto sm:h-16" />
        </div>
        {/* The send-off plays in the drawing's own box, then the drawing's reindeer takes the letter (still under
            reduced motion: the drawing alone). */}
        <div className="relative mx-auto h-28 w-[10.5rem] overflow-visible sm:h-32 sm:w-48">
          <SendCeremony />
          <Art
            name="envelopeReindeer"
            eager
            className="reindeer-arriving relative h-full w-auto"
          />
        </div>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-5 text-3xl font-bold text-christmas-red focus:outline-none"
        >
          <Trans>Thank you, {childName}!</Trans>
        </h2>
        <p className="mt-4 text-lg">
          <Trans>Your letter is safely at the North Pole.</Trans> {replyNote}
        </p>
        <p className="mt-2 text-ink-muted">
          <Trans>
            Ask a grown-up to check their email, and the spam folder too.
          </Trans>
        </p>
        {onDone ? (
          <>
            {/* The countdown is seen ticking; it is said once (the sentence), not every second. */}
            <p className="mt-6 flex items-center justify-center gap-3 text-ink-muted">
              <span
                aria-hidden="true"
                data-testid="thank-you-countdown"
                className="grid size-12 place-items-center rounded-full border-4 border-gold bg-gold-light font-display text-2xl font-bold text-ink tabular-nums"
              >
                {left}
              </span>
              <span>
                <Plural
                  value={seconds}
                  one="A fresh letter will be ready in # second."
                  other="A fresh letter will be ready in # seconds."
                />
              </span>
            </p>
            <Button className="mt-4" variant="outline" onClick={onDone}>
              <Trans>Write another letter now</Trans>
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** Whole seconds left of `seconds`, counted down from when the thank-you appeared (a still number when not counting). */
function useSecondsLeft(seconds: number, counting: boolean): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!counting) return;
    const started = Date.now();
    const timer = setInterval(
      () =>
        setLeft(
          Math.max(0, seconds - Math.floor((Date.now() - started) / 1000)),
        ),
      250,
    );
    return () => clearInterval(timer);
  }, [seconds, counting]);
  return left;
}
