import { data, redirect } from "react-router";
import { ConfirmedAction, NoteField } from "~/features/review/confirmed-action";
import { ConsoleShell, highlight, waited, DoneNotice, doneMessage } from "~/features/review/console-shell";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { ESCALATION_OUTCOMES, isEscalationOutcome, REVIEW_DECISIONS, type ReviewDecision } from "~/features/review/review-decisions";
import { decideHeld, heldLetter } from "~/server/review/held-letters.server";
import { requireCsrf, requireReviewer, REVIEW_HEADERS, type SignedIn } from "~/server/review/review-auth.server";
import {
  addNote,
  escalate,
  escalationOf,
  markSample,
  MISSED_ACTION,
  noteKey,
  notesOf,
  noteText,
  recordOutcome,
  sampleOf,
} from "~/server/review/review-work.server";
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
    question: "Is this a false alarm? The ordinary reply names the recognized wishes and repeats nothing the child wrote.",
    audit: "ordinary-reply",
  },
  dismissed: {
    button: "Dismiss (no reply)",
    question: "Dismiss this letter? No reply is sent; the letter is deleted with the retention period.",
    audit: "dismiss",
  },
};

/** What the page says after an action on it. */
const DONE = {
  note: "Note saved.",
  escalated: "Escalated: a lead will look at this letter and decide it.",
  outcome: "Outcome recorded. Decide the reply below when it is time.",
  repeat: "Nothing changed: that was already done.",
} as const;

const isDecision = (value: unknown): value is ReviewDecision => typeof value === "string" && (REVIEW_DECISIONS as readonly string[]).includes(value);

const refuse = (status: number, message: string) => new Response(message, { status, headers: REVIEW_HEADERS });
const missing = () => refuse(404, "No such letter: it may have been deleted.");

/**
 * Opening a letter shows it in full, with its notes, its escalation and its place in the daily sample; the audit trail
 * records who opened it and when. Only letters a reviewer has reason to read open: held, decided by a person, or drawn
 * for the sample; any other letter id is "not found", whatever it names.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { reviewer, csrf, services, store } = await requireReviewer(request, await getServices());
  const db = services.db.kysely;
  const letter = await heldLetter(db, params.id);
  const sample = letter ? await sampleOf(db, letter.id) : null;
  if (!letter || (!letter.held && letter.outcome === null && !sample)) throw missing();
  await store.audit({ actor: reviewer.email, action: "open", letterId: letter.id });
  return data(
    {
      reviewer,
      csrf,
      letter,
      notes: await notesOf(db, letter.id),
      escalation: await escalationOf(db, letter.id),
      sample,
      noteKey: noteKey(),
      now: Date.now(),
      done: doneMessage(request, DONE),
    },
    { headers: REVIEW_HEADERS },
  );
}

/** The letter page again, saying what was done. */
const back = (id: string, done: keyof typeof DONE) => redirect(`${PATHS.reviewLetters}/${id}?done=${done}`, { headers: REVIEW_HEADERS });

/**
 * Every action is confirmed (its question's "Yes" posts `confirm=yes`) and changes something only once: a second click,
 * a retried post or a second reviewer finds it done and changes nothing. A lead decides an escalated letter and records
 * its outcome; a reviewer's post of either is refused (403).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const signedIn = await requireReviewer(request, await getServices());
  const form = await request.formData();
  requireCsrf(signedIn, form);
  if (form.get("confirm") !== "yes") return data({ error: "Choose one of the actions and confirm it." }, { status: 400, headers: REVIEW_HEADERS });
  const db = signedIn.services.db.kysely;
  const { email, role } = signedIn.reviewer;
  const audit = (action: string, detail?: string) => signedIn.store.audit({ actor: email, action, letterId: params.id, detail });
  switch (form.get("intent")) {
    case "decide": {
      const decision = form.get("decision");
      if (!isDecision(decision)) return data({ error: "Choose one of the actions and confirm it." }, { status: 400, headers: REVIEW_HEADERS });
      await requireLeadIfEscalated(signedIn, params.id);
      const result = await decideHeld(db, params.id, decision);
      if (result === "missing") throw missing();
      if (result === "done") await audit(DECISIONS[decision].audit);
      throw redirect(`${PATHS.review}?done=${result === "done" ? decision : "not-held"}`, { headers: REVIEW_HEADERS });
    }
    case "note": {
      const text = noteText(form.get("note"));
      if (!text.ok) return data({ error: text.error }, { status: 400, headers: REVIEW_HEADERS });
      const key = String(form.get("key") ?? "");
      const result = await addNote(db, { key, letterId: params.id, author: email, body: text.text }).catch(() => "bad-key" as const);
      if (result === "bad-key") return data({ error: "This form has expired. Reload the page and write the note again." }, { status: 400, headers: REVIEW_HEADERS });
      if (result === "missing") throw missing();
      // The trail records that a note was written, never its words: audit rows outlive the letter.
      if (result === "done") await audit("note");
      throw back(params.id, result === "done" ? "note" : "repeat");
    }
    case "escalate": {
      const text = noteText(form.get("note"));
      if (!text.ok) return data({ error: `Say why a lead should look at it. ${text.error}` }, { status: 400, headers: REVIEW_HEADERS });
      const result = await escalate(db, { letterId: params.id, by: email, note: text.text });
      if (result === "missing") throw missing();
      if (result === "not-held") return data({ error: "Only a held letter can be escalated; this one has been decided." }, { status: 409, headers: REVIEW_HEADERS });
      if (result === "done") await audit("escalate");
      throw back(params.id, result === "done" ? "escalated" : "repeat");
    }
    case "outcome": {
      if (role !== "lead") throw refuse(403, "Only a lead records what was done about an escalated letter.");
      const outcome = form.get("outcome");
      if (!isEscalationOutcome(outcome)) return data({ error: "Choose what was done." }, { status: 400, headers: REVIEW_HEADERS });
      const result = await recordOutcome(db, { letterId: params.id, by: email, outcome });
      if (result === "not-escalated") return data({ error: "This letter was not escalated." }, { status: 409, headers: REVIEW_HEADERS });
      if (result === "done") await audit("escalation-outcome", outcome);
      throw back(params.id, result === "done" ? "outcome" : "repeat");
    }
    case "verdict": {
      const verdict = form.get("verdict");
      if (verdict !== "fine" && verdict !== "missed") return data({ error: "Choose one of the answers and confirm it." }, { status: 400, headers: REVIEW_HEADERS });
      const result = await markSample(db, { letterId: params.id, by: email, verdict });
      if (result === "not-sampled") return data({ error: "This letter is not in the sample." }, { status: 409, headers: REVIEW_HEADERS });
      if (result === "done") await audit(verdict === "missed" ? MISSED_ACTION : "sample-fine");
      throw redirect(`${PATHS.reviewSample}?done=${result === "done" ? verdict : "repeat"}`, { headers: REVIEW_HEADERS });
    }
    default:
      return data({ error: "Choose one of the actions and confirm it." }, { status: 400, headers: REVIEW_HEADERS });
  }
}

/** An escalated letter waiting for its outcome is a lead's to decide. */
async function requireLeadIfEscalated(signedIn: SignedIn, letterId: string) {
  const escalation = await escalationOf(signedIn.services.db.kysely, letterId);
  if (escalation && escalation.outcome === null && signedIn.reviewer.role !== "lead") {
    throw refuse(403, "This letter has been escalated: a lead decides it.");
  }
}

export const headers: Route.HeadersFunction = () => REVIEW_HEADERS;

export const meta: Route.MetaFunction = () => noIndexMeta("A letter · Reviewer console", "One letter for review.");

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

/** Words the reading found, each with its sign ("threat: “would kill me”"); nothing when there are none. */
function EvidenceList({ id, title, note, items, className }: { id: string; title: string; note?: string; items: { label: string; phrase: string }[]; className: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={`mt-6 rounded-xl p-4 ${className}`}>
      <h2 id={id} className="font-bold text-ink">
        {title}
      </h2>
      {note ? <p className="mt-1 text-ink">{note}</p> : null}
      <ul className="mt-2 list-disc pl-6 text-ink">
        {items.map((e, i) => (
          <li key={i}>
            {e.label}: &ldquo;{e.phrase}&rdquo;
          </li>
        ))}
      </ul>
    </section>
  );
}

const when = (at: number) => new Date(at).toISOString().slice(0, 16).replace("T", " ") + " UTC";

export default function ReviewLetter({ loaderData, actionData }: Route.ComponentProps) {
  const { reviewer, csrf, letter, notes, escalation, sample, noteKey: key, now, done } = loaderData;
  const phrases = [...letter.evidence, ...letter.setAside].map((e) => e.phrase);
  const isLead = reviewer.role === "lead";
  const escalationOpen = escalation !== null && escalation.outcome === null;
  return (
    <ConsoleShell email={reviewer.email} role={reviewer.role} csrf={csrf}>
      <p>
        <a href={sample && !letter.held ? PATHS.reviewSample : PATHS.review} className="font-semibold text-christmas-red-dark underline">
          {sample && !letter.held ? "Back to the sample" : "Back to the queue"}
        </a>
      </p>
      <DoneNotice message={done} />
      <h1 className="mt-4 text-3xl font-bold text-ink">
        Letter from {letter.childName}
        {letter.age === null ? "" : `, ${letter.age}`}
      </h1>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-ink">
        <dt className="font-semibold">{letter.held ? "Waiting" : "Written"}</dt>
        <dd>{letter.held ? waited(letter.createdAt, now) : `${waited(letter.createdAt, now)} ago`}</dd>
        <dt className="font-semibold">Page language</dt>
        <dd>{letter.locale}</dd>
        <dt className="font-semibold">Place</dt>
        <dd>{letter.cityCountry ?? "not given"}</dd>
        <dt className="font-semibold">Parent&apos;s address</dt>
        <dd>{letter.parentEmail}</dd>
        <dt className="font-semibold">Held for</dt>
        <dd>{letter.reasons.join(", ") || (letter.held ? "not recorded" : "not held: answered with the ordinary reply")}</dd>
      </dl>
      <EvidenceList id="why-heading" title="Why it was held" items={letter.evidence} className="bg-slate-100" />
      <EvidenceList
        id="set-aside-heading"
        title="Set aside by the reading"
        note="These words look like harm, but the concern model read the passage around them as plainly happy, so the letter was answered. Please read it."
        items={letter.setAside}
        className="bg-amber-50"
      />
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

      {escalation ? (
        <section aria-labelledby="escalation-heading" className="mt-8 rounded-xl border-2 border-gold-dark p-4">
          <h2 id="escalation-heading" className="text-xl font-bold text-ink">
            Escalated to a lead
          </h2>
          <p className="mt-2 text-ink">
            By {escalation.by}, {when(escalation.at)}:
          </p>
          <p className="mt-1 whitespace-pre-wrap text-ink">{escalation.note}</p>
          {escalation.outcome ? (
            <p className="mt-3 font-semibold text-ink">
              Outcome: {ESCALATION_OUTCOMES[escalation.outcome]} ({escalation.outcomeBy}, {escalation.outcomeAt ? when(escalation.outcomeAt) : ""})
            </p>
          ) : isLead ? (
            <div className="mt-4">
              <ConfirmedAction id="outcome" button="Record the outcome" question="What was done about this letter?" yes="Yes: record the outcome" csrf={csrf} fields={{ intent: "outcome" }}>
                <fieldset className="mt-2">
                  <legend className="sr-only">Outcome</legend>
                  {Object.entries(ESCALATION_OUTCOMES).map(([value, label]) => (
                    <label key={value} className="mt-1 flex items-center gap-2 text-ink">
                      <input type="radio" name="outcome" value={value} required /> {label}
                    </label>
                  ))}
                </fieldset>
              </ConfirmedAction>
            </div>
          ) : (
            <p className="mt-3 text-ink">Waiting for a lead. A lead records what was done and decides the reply.</p>
          )}
        </section>
      ) : null}

      {sample ? (
        <section aria-labelledby="sample-heading" className="mt-8 border-t border-slate-300 pt-6">
          <h2 id="sample-heading" className="text-xl font-bold text-ink">
            Second look (sample of {sample.day})
          </h2>
          {sample.verdict ? (
            <p className="mt-2 text-ink">
              Looked at by {sample.verdictBy}: {sample.verdict === "missed" ? "should have been held" : "the reply was right"}.
            </p>
          ) : (
            <div className="mt-4 space-y-3">
              <p className="text-ink">This letter was answered with the ordinary reply. Should it have been held for a person?</p>
              <ConfirmedAction id="fine" button="The reply was right" question="Mark this letter as answered rightly?" yes="Yes: the reply was right" csrf={csrf} fields={{ intent: "verdict", verdict: "fine" }} />
              <ConfirmedAction
                id="missed"
                button="Should have been held"
                question="Mark this letter as one the reading missed? It is kept as a missed example until its retention ends. If the child may be at risk now, escalate it to a lead as well."
                yes="Yes: should have been held"
                csrf={csrf}
                fields={{ intent: "verdict", verdict: "missed" }}
              />
            </div>
          )}
        </section>
      ) : null}

      {letter.held ? (
        <section aria-labelledby="decide-heading" className="mt-8 border-t border-slate-300 pt-6">
          <h2 id="decide-heading" className="text-xl font-bold text-ink">
            Decide
          </h2>
          {escalationOpen && !isLead ? (
            <p className="mt-2 text-ink">This letter has been escalated: a lead decides it.</p>
          ) : (
            <div className="mt-4 space-y-3">
              {REVIEW_DECISIONS.map((d) => (
                <ConfirmedAction key={d} id={d} button={DECISIONS[d].button} question={DECISIONS[d].question} yes={`Yes: ${DECISIONS[d].button.toLowerCase()}`} csrf={csrf} fields={{ intent: "decide", decision: d }} />
              ))}
            </div>
          )}
          {!escalation ? (
            <div className="mt-3">
              <ConfirmedAction
                id="escalate"
                button="Escalate to a lead"
                question="Pass this letter to a lead? A lead then decides it and records what was done (for example a referral to the authorities)."
                yes="Yes: escalate to a lead"
                csrf={csrf}
                fields={{ intent: "escalate" }}
              >
                <NoteField id="escalate-note" label="Why a lead should look at it" required />
              </ConfirmedAction>
            </div>
          ) : null}
        </section>
      ) : (
        <p className="mt-8 text-ink">
          {letter.outcome ? `This letter has been decided (${letter.outcome}).` : `This letter was answered without being held (${letter.status}).`}
        </p>
      )}

      <section aria-labelledby="notes-heading" className="mt-8 border-t border-slate-300 pt-6">
        <h2 id="notes-heading" className="text-xl font-bold text-ink">
          Notes
        </h2>
        {notes.length === 0 ? (
          <p className="mt-2 text-ink-muted">No notes yet.</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {notes.map((n, i) => (
              <li key={i} className="rounded-lg bg-slate-100 p-3 text-ink">
                <p className="text-sm font-semibold">
                  {n.author}, {when(n.at)}
                </p>
                <p className="mt-1 whitespace-pre-wrap">{n.body}</p>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <ConfirmedAction id="note" button="Add a note" question="Save this note with the letter? Notes are deleted with the letter." yes="Yes: save the note" csrf={csrf} fields={{ intent: "note", key }}>
            <NoteField id="note-text" label="Note" required />
          </ConfirmedAction>
        </div>
      </section>
      {actionData?.error ? (
        <p role="alert" className="mt-4 font-semibold text-christmas-red-dark">
          {actionData.error}
        </p>
      ) : null}
    </ConsoleShell>
  );
}
