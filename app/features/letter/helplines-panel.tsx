import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { Helpline } from "~/content/helplines";

/** The panel's words in the page's language (app/content/<locale>/helplines.ts, read by the route's loader). */
export interface HelplinesContent {
  heading: string;
  intro: string;
  /** The language's list, nearest country first (HELPLINE_ORDER). */
  helplines: readonly Helpline[];
  /** The summary of the closed list of the other countries' lines. */
  more: string;
  emergency: string;
}

/**
 * "Need to talk to someone?": children's helplines by country. Always on the letter page, under the form and under
 * every thank-you screen alike, so that it appearing reveals nothing about any letter to an adult nearby. Calm and
 * short: the language's nearest country's lines show at once, every other country's are one tap away in a native
 * <details> (which opens without the page's script, and keeps its lines in the page for search and screen readers).
 */
export function HelplinesPanel({ content }: { content: HelplinesContent }) {
  const id = useId();
  const first = content.helplines[0]?.country;
  // The nearest country's lines (Italy and Brazil have two, the United States two), then everyone else's.
  const split = content.helplines.findIndex((h) => h.country !== first);
  const near = split === -1 ? content.helplines : content.helplines.slice(0, split);
  const others = split === -1 ? [] : content.helplines.slice(split);
  return (
    <aside aria-labelledby={id} data-testid="helplines" className="rounded-2xl bg-white p-5 text-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-base font-bold text-pine-dark">
        {content.heading}
      </h2>
      <p className="mt-1 text-ink-muted">{content.intro}</p>
      <ul className="mt-3 grid gap-2" data-testid="helplines-near">
        {near.map((line) => (
          <HelplineItem key={`${line.place}-${line.number}`} line={line} />
        ))}
      </ul>
      {others.length > 0 ? (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg font-semibold text-pine-dark underline-offset-2 hover:underline [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none">
              ›
            </span>
            {content.more}
          </summary>
          <ul className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {others.map((line) => (
              <HelplineItem key={`${line.place}-${line.number}`} line={line} />
            ))}
          </ul>
        </details>
      ) : null}
      <p className="mt-3 text-ink-muted">{content.emergency}</p>
    </aside>
  );
}

function HelplineItem({ line: { place, organisation, number, dial, note } }: { line: Helpline }) {
  return (
    <li>
      {/* The order and punctuation around the names are the language's (French puts a space before ":"). */}
      <Trans>
        <span className="font-semibold">{place}:</span> {organisation},{" "}
        <a href={`tel:${dial}`} className="whitespace-nowrap font-semibold text-pine-dark underline underline-offset-2">
          {number}
        </a>{" "}
        <span className="text-ink-muted">({note})</span>
      </Trans>
    </li>
  );
}
