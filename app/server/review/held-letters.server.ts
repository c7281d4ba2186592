import type { Kysely } from "kysely";
import { readingFromStore, readLetterIn } from "~/features/letter/reply/reply-languages.server";
import type { Database } from "../db/schema.server";
import { localeOfRow } from "../services.server";
import type { ReviewDecision } from "~/features/review/review-decisions";

export { REVIEW_DECISIONS, type ReviewDecision } from "~/features/review/review-decisions";

/**
 * How a stored letter was read when it arrived (what held it, the words that showed it); a letter from before readings
 * were kept is read again by today's rules.
 */
export const readingOfRow = (r: { reading?: string | null; locale: string; wish_list: string | null; message_to_santa: string | null }) =>
  readingFromStore(r.reading) ?? readLetterIn(localeOfRow(r), { wishList: r.wish_list, messageToSanta: r.message_to_santa });

/** The queue: held letters, oldest first, without their text (a letter is shown in full only when opened). */
export async function heldQueue(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("santa_letters")
    .select(["id", "created_at", "locale", "age", "held_reasons"])
    .where("reply_status", "=", "held")
    .orderBy("created_at")
    .execute();
  return rows.map((r) => ({ id: r.id, createdAt: Number(r.created_at), locale: localeOfRow(r), age: r.age, reasons: (r.held_reasons ?? "").split(",").filter(Boolean) }));
}

const signAndWords = (e: { label: string; phrase: string }) => ({ label: e.label, phrase: e.phrase });

/**
 * One held letter in full, with why it was held: the signs and the exact words that showed them, as the letter was
 * read when it arrived (a letter from before readings were kept is read again by today's rules).
 */
export async function heldLetter(db: Kysely<Database>, id: string) {
  const r = await db.selectFrom("santa_letters").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) return null;
  const locale = localeOfRow(r);
  const reading = readingOfRow(r);
  return {
    id: r.id,
    held: r.reply_status === "held",
    status: r.reply_status,
    outcome: r.review_outcome ?? null,
    createdAt: Number(r.created_at),
    locale,
    childName: r.child_name,
    age: r.age,
    cityCountry: r.city_country,
    parentEmail: r.parent_email,
    wishList: r.wish_list,
    message: r.message_to_santa,
    reasons: (r.held_reasons ?? "").split(",").filter(Boolean),
    evidence: reading.evidence.harm.map(signAndWords),
    /** Words that looked like harm in a passage the concern model read as plainly happy: not held (ADR 022). */
    setAside: (reading.evidence.setAside ?? []).map(signAndWords),
  };
}

/**
 * Records a decision on a held letter. Only a letter still held changes, so a second click, a second reviewer or a
 * retried request is answered "not-held" and does nothing twice.
 */
export async function decideHeld(db: Kysely<Database>, id: string, decision: ReviewDecision, now = Date.now()): Promise<"done" | "not-held" | "missing"> {
  const result = await db
    .updateTable("santa_letters")
    .set(
      decision === "dismissed"
        ? { reply_status: "dismissed", reply_next_attempt_at: null, reviewed_at: now, review_outcome: "dismissed" }
        : { reply_status: "pending", reply_next_attempt_at: now, reply_queued_at: now, reviewed_at: now, review_outcome: decision },
    )
    .where("id", "=", id)
    .where("reply_status", "=", "held")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return "done";
  const row = await db.selectFrom("santa_letters").select("id").where("id", "=", id).executeTakeFirst();
  return row ? "not-held" : "missing";
}
