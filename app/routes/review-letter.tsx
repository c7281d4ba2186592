import { data, redirect } from "react-router";
import { ConsoleShell, highlight, waited } from "~/features/review/console-shell";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { REVIEW_DECISIONS, type ReviewDecision } from "~/features/review/review-decisions";
import { decideHeld, heldLetter } from "~/server/review/held-letters.server";
import { requireCsrf, requireReviewer, REVIEW_HEADERS } from "~/server/review/review-auth.server";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/review-letter";

/** Each decision: its button, the question that confirms it, and its line in the audit trail. */
const DECISIONS: Record<ReviewDecision, { button: string; question: string; audit: string }> = {
  released: {
    button: "Send the reviewed reply",
    question: "Send the reviewed reply? It is warm and general and repeats nothing the child wrote.",
    audit: "release",
  },
  ordinary: {
    button: "False alarm: send the ordinary reply",
    question: "Is this a false alarm? The ordinary reply names the recognised wishes and repeats nothing the child wrote.",
    audit: "ordinary-reply",
  },
  dismissed: {
    button: "Dismiss (no reply)",
    question: "Dismiss this letter? No reply is sent; the letter is deleted with the retention period.",
    audit: "dismiss",
  },
};

const isDecision = (value: unknown): value is ReviewDecision => typeof value === "string" && (REVIEW_DECISIONS as readonly string[]).includes(value);

/** Opening a letter shows it in full, and the audit trail records who opened it and when. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { reviewer, csrf, services, store } = await requireReviewer(request, await getServices());
  const letter = await heldLetter(services.db.kysely, params.id);
  if (!letter) throw new Response("No such letter: it may have been deleted.", { status: 404, headers: REVIEW_HEADERS });
  await store.audit({ actor: reviewer.email, action: "open", letterId: letter.id });
  return data({ reviewer, csrf, letter, now: Date.now() }, { headers: REVIEW_HEADERS });
}

/**
 * A decision, confirmed: each action's button opens its question (a disclosure, no script needed) and only the
 * question's "Yes" posts, with `confirm`. Only a letter still held changes, so a double click or a second reviewer is
 * one action.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const signedIn = await requireReviewer(request, await getServices());
  const form = await request.formData();
  requireCsrf(signedIn, form);
  const decision = form.get("decision");
  if (!isDecision(decision) || form.get("confirm") !== "yes") return data({ error: "Choose one of the actions and confirm it." }, { status: 400, headers: REVIEW_HEADERS });
  const result = await decideHeld(signedIn.services.db.kysely, params.id, decision);
  if (result === "missing") throw new Response("No such letter: it may have been deleted.", { status: 404, headers: REVIEW_HEADERS });
  if (result === "done") await signedIn.store.audit({ actor: signedIn.reviewer.email, action: DECISIONS[decision].audit, letterId: params.id });
  throw redirect(`${PATHS.review}?done=${result === "done" ? decision : "not-held"}`, { headers: REVIEW_HEADERS });
}

export const headers: Route.HeadersFunction = () => REVIEW_HEADERS;

export const meta: Route.MetaFunction = () => noIndexMeta("A held letter · Reviewer console", "One held letter.");

function Highlighted({ text, phrases }: { text: string | null; phrases: string[] }) {
  if (!text) return <p className="text-ink-muted">(empty)</p>;
  return (
    <p className="whitespace-pre-wrap text-lg text-ink">
      {highlight(text, phrases).map((part, i) =>
        part.match ? (
          <mark key={i} className="rounded bg-gold-light px-0.5 font-semibold text-ink ring-1 ring-gold-dark">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

export default function ReviewLetter({ loaderData, actionData }: Route.ComponentProps) {
  const { reviewer, csrf, letter, now } = loaderData;
  const phrases = letter.evidence.map((e) => e.phrase);
  return (
    <ConsoleShell email={reviewer.email} role={reviewer.role} csrf={csrf}>
      <p>
        <a href={PATHS.review} className="font-semibold text-christmas-red-dark underline">
          Back to the queue
        </a>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">
        Letter from {letter.childName}
        {letter.age === null ? "" : `, ${letter.age}`}
      </h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-ink">
        <dt className="font-semibold">Waiting</dt>
        <dd>{waited(letter.createdAt, now)}</dd>
        <dt className="font-semibold">Page language</dt>
        <dd>{letter.locale}</dd>
        <dt className="font-semibold">Place</dt>
        <dd>{letter.cityCountry ?? "not given"}</dd>
        <dt className="font-semibold">Parent&apos;s address</dt>
        <dd>{letter.parentEmail}</dd>
        <dt className="font-semibold">Held for</dt>
        <dd>{letter.reasons.join(", ") || "not recorded"}</dd>
      </dl>
      {letter.evidence.length > 0 ? (
        <section aria-labelledby="why-heading" className="mt-6 rounded-xl bg-slate-100 p-4">
          <h2 id="why-heading" className="font-bold text-ink">
            Why it was held
          </h2>
          <ul className="mt-2 list-disc pl-6 text-ink">
            {letter.evidence.map((e, i) => (
              <li key={i}>
                {e.label}: &ldquo;{e.phrase}&rdquo;
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="wishes-heading" className="mt-6">
        <h2 id="wishes-heading" className="text-xl font-bold text-ink">
          Wish list
        </h2>
        <Highlighted text={letter.wishList} phrases={phrases} />
      </section>
      <section aria-labelledby="message-heading" className="mt-6">
        <h2 id="message-heading" className="text-xl font-bold text-ink">
          Message
        </h2>
        <Highlighted text={letter.message} phrases={phrases} />
      </section>
      <section aria-labelledby="decide-heading" className="mt-10 border-t border-slate-300 pt-6">
        <h2 id="decide-heading" className="text-xl font-bold text-ink">
          Decide
        </h2>
        {!letter.held ? (
          <p className="mt-2 text-ink">This letter has been decided already ({letter.outcome ?? letter.status}).</p>
        ) : (
          <div className="mt-4 space-y-3">
            {REVIEW_DECISIONS.map((d) => (
              <details key={d} className="rounded-xl border-2 border-christmas-red p-3 open:bg-christmas-red-light">
                <summary className="cursor-pointer font-semibold text-christmas-red-dark">{DECISIONS[d].button}</summary>
                <form method="post" className="mt-3">
                  <p className="text-ink" id={`confirm-${d}`}>
                    {DECISIONS[d].question}
                  </p>
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="decision" value={d} />
                  <input type="hidden" name="confirm" value="yes" />
                  <button type="submit" aria-describedby={`confirm-${d}`} className="mt-3 rounded-full bg-christmas-red px-5 py-2 font-bold text-white hover:bg-christmas-red-dark">
                    Yes: {DECISIONS[d].button.toLowerCase()}
                  </button>
                </form>
              </details>
            ))}
          </div>
        )}
        {actionData?.error ? <p role="alert" className="mt-4 font-semibold text-christmas-red-dark">{actionData.error}</p> : null}
      </section>
    </ConsoleShell>
  );
}
