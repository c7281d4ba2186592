import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { Helpline } from "~/content/helplines";

/** The panel's words in the page's language (app/content/<locale>/helplines.ts, read by the route's loader). */
export interface HelplinesContent {
  heading: string;
  intro: string;
  helplines: readonly Helpline[];
  emergency: string;
}

/**
 * "Need to talk to someone?": children's helplines by country. Always on the letter page, under the form and under
 * every thank-you screen alike, so that it appearing reveals nothing about any letter to an adult nearby. The
 * numbers and organisations are the same in every language; only the words around them are translated.
 */
export function HelplinesPanel({ content }: { content: HelplinesContent }) {
  const id = useId();
  return (
    <aside aria-labelledby={id} data-testid="helplines" className="mt-8 rounded-2xl bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-base font-bold text-pine-dark">
        {content.heading}
      </h2>
      <p className="mt-1 text-ink-muted">{content.intro}</p>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {content.helplines.map(({ place, organisation, number, dial, note }) => (
          <li key={`${place}-${number}`}>
            {/* The order and punctuation around the names are the language's (French puts a space before ":"). */}
            <Trans>
              <span className="font-semibold">{place}:</span> {organisation},{" "}
              <a href={`tel:${dial}`} className="whitespace-nowrap font-semibold text-pine-dark underline underline-offset-2">
                {number}
              </a>{" "}
              <span className="text-ink-muted">({note})</span>
            </Trans>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-ink-muted">{content.emergency}</p>
    </aside>
  );
}
