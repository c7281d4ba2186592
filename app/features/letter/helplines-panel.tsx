import { useId } from "react";
import { HELPLINES, HELPLINES_EMERGENCY, HELPLINES_HEADING, HELPLINES_INTRO } from "~/content/helplines";

/**
 * "Need to talk to someone?": children's helplines by country. Always on the letter page, under the form and under
 * every thank-you screen alike, so that it appearing reveals nothing about any letter to an adult nearby.
 */
export function HelplinesPanel() {
  const id = useId();
  return (
    <aside aria-labelledby={id} data-testid="helplines" className="mt-8 rounded-2xl bg-white p-5 text-sm shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-base font-bold text-pine-dark">
        {HELPLINES_HEADING}
      </h2>
      <p className="mt-1 text-ink-muted">{HELPLINES_INTRO}</p>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {HELPLINES.map((h) => (
          <li key={`${h.place}-${h.number}`}>
            <span className="font-semibold">{h.place}:</span> {h.organisation},{" "}
            <a href={`tel:${h.dial}`} className="whitespace-nowrap font-semibold text-pine-dark underline underline-offset-2">
              {h.number}
            </a>{" "}
            <span className="text-ink-muted">({h.note})</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-ink-muted">{HELPLINES_EMERGENCY}</p>
    </aside>
  );
}
