import { Plural, Trans } from "@lingui/react/macro";
import { PartyPopper } from "~/components/ui/icons";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { THANK_YOU_MS } from "./letter-rules";

/** Shown after a letter is safely at the North Pole; the form comes back after THANK_YOU_MS. */
export function ThankYou({ childName, replyNote, onDone }: { childName: string; replyNote: string; onDone?: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const seconds = THANK_YOU_MS / 1000;
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div data-testid="letter-thank-you" className="rounded-3xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200 sm:p-12">
      <PartyPopper aria-hidden="true" className="mx-auto size-16 text-christmas-red" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-5 text-3xl font-bold text-christmas-red focus:outline-none">
        <Trans>Thank you, {childName}!</Trans>
      </h2>
      <p className="mt-4 text-lg">
        <Trans>Your letter is safely at the North Pole.</Trans> {replyNote}
      </p>
      <p className="mt-2 text-ink-muted">
        <Trans>Ask a grown-up to check their email, and the spam folder too.</Trans>
      </p>
      {onDone ? (
        <>
          <p className="mt-6 text-sm text-ink-muted">
            <Plural value={seconds} one="A fresh letter will be ready in # second." other="A fresh letter will be ready in # seconds." />
          </p>
          <Button className="mt-4" variant="outline" onClick={onDone}>
            <Trans>Write another letter now</Trans>
          </Button>
        </>
      ) : null}
    </div>
  );
}
