import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { data } from "react-router";
import { Art } from "~/components/ui/art";
import { Button, buttonVariants } from "~/components/ui/button";
import { CircleAlert, Pause, Play, RotateCcw } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { printedParagraphs } from "~/features/letter/print/letter-pdf.server";
import { chooseVoice, sentencesOf } from "~/features/letter/read-aloud";
import { composeReply } from "~/features/letter/reply/reply-content.server";
import { LOCALE_TAGS } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { cn } from "~/lib/cn";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/letters-reply";

const TITLES = {
  found: msg`Santa's letter, read aloud`,
  gone: msg`This letter has gone`,
  invalid: msg`This link is not valid`,
} as const;

// Never cached, never indexed: the page is one family's letter.
const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * The private link in every reply opens Santa's letter here and reads it aloud with the device's own voice (issue 37).
 * It shows exactly the reply that was sent (the same composition as the email and its PDF: nothing the child wrote but
 * the first name), while the letter is kept; after that, or for a letter whose reply was never sent, it says kindly
 * that the letter has gone.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const services = await getServices();
  const found = token ? await services.letters.letterForListenToken(token) : ({ state: "invalid" } as const);
  if (found.state !== "found") return data({ result: found.state }, { status: found.state === "invalid" ? 400 : 200, headers: HEADERS });
  const { letter, context, options } = await services.replyFor(found.row);
  const content = composeReply(letter, context, options);
  const paragraphs = [...printedParagraphs(content).map((p) => p.text), ...content.signature.split("\n")];
  return data({ result: "found" as const, childName: letter.childName, heading: content.heading, tag: LOCALE_TAGS[content.locale], paragraphs }, { headers: HEADERS });
}

export const headers: Route.HeadersFunction = () => HEADERS;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const i18n = metaI18n(matches);
  return noIndexMeta(i18n._(d ? TITLES[d.result] : TITLES.found), i18n._(msg`Santa's reply to a letter, read aloud by your device.`));
};

type Speech = "unknown" | "ready" | "none";

/** Reads `sentences` one after another with the device's voice for `tag`, remembering where it stopped. */
function useReader(sentences: readonly string[], tag: string) {
  const [speech, setSpeech] = useState<Speech>("unknown");
  const [current, setCurrent] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const voice = useRef<SpeechSynthesisVoice | null>(null);
  const stopped = useRef(true);
  const next = useRef(0);

  useEffect(() => {
    const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;
    if (!synth || typeof SpeechSynthesisUtterance === "undefined") return setSpeech("none");
    // Voices arrive late in some browsers: look now, when they change, and give up after two seconds.
    const look = () => {
      voice.current = chooseVoice(synth.getVoices(), tag);
      if (voice.current) setSpeech("ready");
      return Boolean(voice.current);
    };
    if (look()) return;
    synth.addEventListener?.("voiceschanged", look);
    const timer = setTimeout(() => !look() && setSpeech("none"), 2000);
    return () => {
      clearTimeout(timer);
      synth.removeEventListener?.("voiceschanged", look);
      synth.cancel();
    };
  }, [tag]);

  const speakFrom = (index: number) => {
    const synth = window.speechSynthesis;
    if (index >= sentences.length) {
      stopped.current = true;
      setPlaying(false);
      setCurrent(null);
      next.current = 0;
      return;
    }
    const utterance = new SpeechSynthesisUtterance(sentences[index]!);
    utterance.lang = tag;
    if (voice.current) utterance.voice = voice.current;
    utterance.rate = 0.92;
    utterance.onstart = () => setCurrent(index);
    utterance.onend = () => {
      if (stopped.current) return;
      next.current = index + 1;
      speakFrom(index + 1);
    };
    synth.speak(utterance);
  };
  return {
    speech,
    current,
    playing,
    play() {
      stopped.current = false;
      setPlaying(true);
      speakFrom(next.current);
    },
    pause() {
      stopped.current = true;
      setPlaying(false);
      // Cancelling is dependable where pause() is not; the sentence being read starts again on "Carry on".
      next.current = current ?? next.current;
      window.speechSynthesis.cancel();
    },
    restart() {
      stopped.current = true;
      window.speechSynthesis.cancel();
      next.current = 0;
      setCurrent(null);
      stopped.current = false;
      setPlaying(true);
      speakFrom(0);
    },
  };
}

function ReadAloud({ childName, heading, paragraphs, tag }: { childName: string; heading: string; paragraphs: string[]; tag: string }) {
  const { i18n } = useLingui();
  const split = useMemo(() => paragraphs.map((p) => sentencesOf(p)), [paragraphs]);
  const sentences = useMemo(() => split.flat(), [split]);
  const reader = useReader(sentences, tag);
  const language = useMemo(() => new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? tag, [tag]);
  let n = -1;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <Art name="santaWave" eager className="mx-auto h-28 w-auto" />
        <p className="mt-4 font-display text-lg font-bold text-pine">
          <Trans>A letter from Santa for {childName}</Trans>
        </p>
        <h1 className="mt-1 text-3xl font-bold text-christmas-red sm:text-4xl">{i18n._(TITLES.found)}</h1>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3" data-testid="read-aloud-controls">
        {reader.speech === "none" ? (
          <p className="rounded-2xl bg-gold-light px-5 py-4 text-center text-ink ring-1 ring-gold" data-testid="no-voice" role="status">
            <Trans>This device has no voice for reading {language} aloud. You can read Santa&apos;s letter together instead: it is just below.</Trans>
          </p>
        ) : reader.playing ? (
          <Button size="lg" onClick={reader.pause}>
            <Pause aria-hidden="true" /> <Trans>Pause</Trans>
          </Button>
        ) : (
          <Button size="lg" onClick={reader.play} disabled={reader.speech !== "ready"}>
            <Play aria-hidden="true" /> {reader.current === null ? <Trans>Read it aloud</Trans> : <Trans>Carry on</Trans>}
          </Button>
        )}
        {reader.speech === "ready" && reader.current !== null ? (
          <Button size="lg" variant="outline" onClick={reader.restart}>
            <RotateCcw aria-hidden="true" /> <Trans>Start again</Trans>
          </Button>
        ) : null}
      </div>
      <article lang={tag} className="letter-paper mt-8 rounded-3xl p-6 text-lg leading-relaxed shadow-lg ring-1 ring-slate-200 sm:p-10" data-testid="read-aloud-letter">
        <p className="mb-4 font-display text-2xl font-bold text-christmas-red">{heading}</p>
        {split.map((parts, i) => (
          <p key={i} className={cn("mb-4", i >= paragraphs.length - 2 && "font-display text-xl text-christmas-red")}>
            {parts.map((sentence) => {
              n += 1;
              const here = n === reader.current;
              return (
                <span key={n} data-sentence={n} aria-current={here ? "true" : undefined} className={cn("rounded transition-colors", here && "bg-gold-light ring-2 ring-gold")}>
                  {sentence}{" "}
                </span>
              );
            })}
          </p>
        ))}
      </article>
    </div>
  );
}

export default function LetterReply({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  if (loaderData.result === "found") return <ReadAloud {...loaderData} />;
  const gone = loaderData.result === "gone";
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      {gone ? <Art name="envelopeReindeer" eager className="mx-auto h-28 w-auto" /> : <CircleAlert aria-hidden="true" className="mx-auto size-16 text-christmas-red" />}
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{i18n._(TITLES[loaderData.result])}</h1>
      <p className="mt-4 text-lg text-ink-muted">
        {gone ? (
          <Trans>
            Santa&apos;s letter is no longer kept at the North Pole: letters and their replies are deleted for good after a while, or sooner when a
            family asks. We hope you kept the email and its letter to print.
          </Trans>
        ) : (
          <Trans>Please use the link exactly as it appears in Santa&apos;s email. If you copied it by hand, part of it may be missing.</Trans>
        )}
      </p>
      <p className="mt-8">
        <Link to={PATHS.home} className={buttonVariants({ variant: "outline" })}>
          <Trans>Return to Home</Trans>
        </Link>
      </p>
    </div>
  );
}
