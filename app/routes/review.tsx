import { data } from "react-router";
import { ConsoleShell, waited, DoneNotice, doneMessage } from "~/features/review/console-shell";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { heldQueue } from "~/server/review/held-letters.server";
import { openEscalations } from "~/server/review/review-work.server";
import { requireReviewer, REVIEW_HEADERS } from "~/server/review/review-auth.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/review";

const DONE = {
  released: "Done: the reviewed reply is on its way. It repeats nothing the child wrote.",
  ordinary: "Done: marked a false alarm; the ordinary reply is on its way.",
  dismissed: "Done: dismissed. No reply will be sent.",
  "not-held": "Nothing changed: that letter had already been decided.",
} as const;

/** The queue of held letters, oldest first: language, age, wait and why, but no letter's text until it is opened. */
export async function loader({ request }: Route.LoaderArgs) {
  const { reviewer, csrf, services } = await requireReviewer(request, await getServices());
  const queue = await heldQueue(services.db.kysely);
  const escalated = new Set((await openEscalations(services.db.kysely)).map((e) => e.id));
  return data({ reviewer, csrf, queue: queue.map((l) => ({ ...l, escalated: escalated.has(l.id) })), now: Date.now(), done: doneMessage(request, DONE) }, { headers: REVIEW_HEADERS });
}

export const headers: Route.HeadersFunction = () => REVIEW_HEADERS;

export const meta: Route.MetaFunction = () => noIndexMeta("Held letters · Reviewer console", "Letters held for a person to review.");

export default function ReviewQueue({ loaderData }: Route.ComponentProps) {
  const { reviewer, csrf, queue, now, done } = loaderData;
  return (
    <ConsoleShell email={reviewer.email} role={reviewer.role} csrf={csrf}>
      <h1 className="text-3xl font-bold text-ink">Held letters</h1>
      <DoneNotice message={done} />
      <p className="mt-4 max-w-prose text-ink-muted">
        Each letter below was held because its reading found signs that a child may be at risk, or because it is written in a language the site
        cannot read. Families are promised a reply within 24 hours: oldest first. Opening a letter is recorded. A letter escalated to a lead
        is theirs to decide{reviewer.role === "lead" ? " (you are a lead)" : ""}.
      </p>
      {queue.length === 0 ? (
        <p className="mt-8 text-lg text-ink">No letters are waiting. Thank you.</p>
      ) : (
        <table className="mt-8 w-full border-collapse text-left">
          <caption className="sr-only">Held letters, oldest first</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              <th scope="col" className="py-2 pr-4">Waiting</th>
              <th scope="col" className="py-2 pr-4">Language</th>
              <th scope="col" className="py-2 pr-4">Age</th>
              <th scope="col" className="py-2 pr-4">Held for</th>
              <th scope="col" className="py-2">
                <span className="sr-only">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.map((letter) => (
              <tr key={letter.id} className="border-b border-slate-200" data-testid="held-letter">
                <td className="py-3 pr-4">{waited(letter.createdAt, now)}</td>
                <td className="py-3 pr-4">{letter.locale}</td>
                <td className="py-3 pr-4">{letter.age ?? "not given"}</td>
                <td className="py-3 pr-4">
                  {letter.reasons.join(", ") || "not recorded"}
                  {letter.escalated ? <strong className="ml-2 rounded bg-gold-light px-1.5 text-ink">escalated: a lead decides</strong> : null}
                </td>
                <td className="py-3">
                  <a href={`${PATHS.reviewLetters}/${letter.id}`} className="font-semibold text-christmas-red-dark underline">
                    Open letter<span className="sr-only"> waiting {waited(letter.createdAt, now)}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ConsoleShell>
  );
}
