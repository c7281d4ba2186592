import { randomInt, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { readingFromStore } from "~/features/letter/reply/reply-languages.server";
import type { EscalationOutcome } from "~/features/review/review-decisions";

export { ESCALATION_OUTCOMES, isEscalationOutcome, type EscalationOutcome } from "~/features/review/review-decisions";

/**
 * The reviewers' work beyond a decision (issue 34): notes on a letter, escalation to a lead and the lead's outcome,
 * the daily second look at replied letters, and the queue's health for `stats` and /metrics. Every write here is
 * conditional, so a double click, a retried post or two servers doing the same thing is one change.
 */

/** The share of each day's replied letters drawn for the second look, unless REVIEW_SAMPLE_PERCENT says otherwise. */
export const DEFAULT_REVIEW_SAMPLE_PERCENT = 2;
/** A note or an escalation's reason: plain text, at most this long. */
export const NOTE_MAX_LENGTH = 2000;
/** A held letter waiting longer than this is warned about in the log, every hour (families are promised 24 hours). */
export const HELD_WARNING_MS = 12 * 3_600_000;
export const REVIEW_WATCH_EVERY_MS = 3_600_000;
/** The sample's verdicts: "missed" means the letter should have been held. */
export type SampleVerdict = "fine" | "missed";

/** A note's text, trimmed, or why it cannot be saved. */
export function noteText(value: unknown): { ok: true; text: string } | { ok: false; error: string } {
  const text = typeof value === "string" ? value.replace(/\r\n/g, "\n").trim() : "";
  if (!text) return { ok: false, error: "Write the note first." };
  if (text.length > NOTE_MAX_LENGTH) return { ok: false, error: `A note can be at most ${NOTE_MAX_LENGTH} characters (this one has ${text.length}).` };
  return { ok: true, text };
}

/** A one-time key for a note form: the note's id, so posting the same form twice saves one note. */
export const noteKey = () => randomUUID();
const isNoteKey = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

const letterExists = async (db: Kysely<Database>, id: string) => Boolean(await db.selectFrom("santa_letters").select("id").where("id", "=", id).executeTakeFirst());

/** Saves a note once per key; "repeat" when that key was saved already (a double post). */
export async function addNote(db: Kysely<Database>, note: { key: string; letterId: string; author: string; body: string }, now = Date.now()): Promise<"done" | "repeat" | "missing"> {
  if (!isNoteKey(note.key)) throw new Error("A note needs the key its form was given.");
  if (!(await letterExists(db, note.letterId))) return "missing";
  const result = await db
    .insertInto("review_notes")
    .values({ id: note.key, letter_id: note.letterId, author: note.author, at: now, body: note.body })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? "done" : "repeat";
}

export async function notesOf(db: Kysely<Database>, letterId: string) {
  const rows = await db.selectFrom("review_notes").select(["author", "at", "body"]).where("letter_id", "=", letterId).orderBy("at").orderBy("id").execute();
  return rows.map((r) => ({ ...r, at: Number(r.at) }));
}

/** Passes a held letter to a lead with a note; only once, and only while it is held. */
export async function escalate(db: Kysely<Database>, e: { letterId: string; by: string; note: string }, now = Date.now()): Promise<"done" | "already" | "not-held" | "missing"> {
  const letter = await db.selectFrom("santa_letters").select("reply_status").where("id", "=", e.letterId).executeTakeFirst();
  if (!letter) return "missing";
  if (letter.reply_status !== "held") return "not-held";
  const result = await db
    .insertInto("review_escalations")
    .values({ letter_id: e.letterId, escalated_by: e.by, escalated_at: now, note: e.note, outcome: null, outcome_by: null, outcome_at: null })
    .onConflict((oc) => oc.column("letter_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? "done" : "already";
}

/** A lead's record of what was done about an escalated letter; once. (Who may call this is the caller's check.) */
export async function recordOutcome(db: Kysely<Database>, o: { letterId: string; by: string; outcome: EscalationOutcome }, now = Date.now()): Promise<"done" | "already" | "not-escalated"> {
  const result = await db
    .updateTable("review_escalations")
    .set({ outcome: o.outcome, outcome_by: o.by, outcome_at: now })
    .where("letter_id", "=", o.letterId)
    .where("outcome", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return "done";
  const row = await db.selectFrom("review_escalations").select("letter_id").where("letter_id", "=", o.letterId).executeTakeFirst();
  return row ? "already" : "not-escalated";
}

export async function escalationOf(db: Kysely<Database>, letterId: string) {
  const r = await db.selectFrom("review_escalations").selectAll().where("letter_id", "=", letterId).executeTakeFirst();
  if (!r) return null;
  return {
    by: r.escalated_by,
    at: Number(r.escalated_at),
    note: r.note,
    outcome: (r.outcome as EscalationOutcome | null) ?? null,
    outcomeBy: r.outcome_by,
    outcomeAt: r.outcome_at === null ? null : Number(r.outcome_at),
  };
}

/** Letters escalated to a lead and still waiting for its outcome, oldest first. */
export async function openEscalations(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("review_escalations")
    .innerJoin("santa_letters", "santa_letters.id", "review_escalations.letter_id")
    .select(["review_escalations.letter_id", "review_escalations.escalated_by", "review_escalations.escalated_at", "santa_letters.locale", "santa_letters.age", "santa_letters.reply_status"])
    .where("review_escalations.outcome", "is", null)
    .orderBy("review_escalations.escalated_at")
    .execute();
  return rows.map((r) => ({ id: r.letter_id, by: r.escalated_by, at: Number(r.escalated_at), locale: r.locale, age: r.age, held: r.reply_status === "held" }));
}

/** The UTC day of a moment, as the sample names it. */
export const sampleDay = (at: number) => new Date(at).toISOString().slice(0, 10);
/** How many of `replied` letters a day's sample takes: `percent` of them, at least one when there are any. */
export const sampleSize = (replied: number, percent: number) => (replied === 0 || percent <= 0 ? 0 : Math.min(replied, Math.max(1, Math.ceil((replied * percent) / 100))));

/**
 * Draws the day's sample once: `percent` of the letters whose ordinary reply was sent the day before (UTC), at random,
 * none a person had already reviewed, and besides them every such letter whose reading set a phrase aside (words that
 * look like harm in a passage the concern model read as plainly happy, ADR 022): those are the answered letters nearest
 * the line. Whichever server or request gets there first draws it; the others find the day's row and draw nothing.
 */
export async function drawDailySample(db: Kysely<Database>, percent: number, now = Date.now(), pick: (n: number) => number = randomInt): Promise<{ day: string; drawn: number; replied: number } | null> {
  const day = sampleDay(now);
  const end = Date.parse(`${day}T00:00:00Z`);
  const start = end - 86_400_000;
  return db.transaction().execute(async (tx) => {
    const taken = await tx.insertInto("review_sample_days").values({ day, drawn_at: now, replied: 0, drawn: 0 }).onConflict((oc) => oc.column("day").doNothing()).executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 0n) !== 1) return null;
    const replied = await tx
      .selectFrom("santa_letters")
      .select(["id", "reading"])
      .where("reply_status", "=", "sent")
      .where("reviewed_at", "is", null)
      .where("reply_sent_at", ">=", start)
      .where("reply_sent_at", "<", end)
      .orderBy("id")
      .execute();
    const setAside = (r: (typeof replied)[number]) => (readingFromStore(r.reading)?.evidence.setAside?.length ?? 0) > 0;
    const nearest = replied.filter(setAside).map((r) => r.id);
    const ids = replied.filter((r) => !setAside(r)).map((r) => r.id);
    const size = Math.min(ids.length, sampleSize(replied.length, percent));
    // A partial Fisher–Yates shuffle: the first `size` places get a uniformly random choice of the letters.
    for (let i = 0; i < size; i++) {
      const j = i + pick(ids.length - i);
      [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    }
    const chosen = [...nearest, ...ids.slice(0, size)];
    if (chosen.length > 0) {
      await tx
        .insertInto("review_samples")
        .values(chosen.map((id) => ({ letter_id: id, day, verdict: null, verdict_by: null, verdict_at: null })))
        .onConflict((oc) => oc.column("letter_id").doNothing())
        .execute();
    }
    await tx.updateTable("review_sample_days").set({ replied: replied.length, drawn: chosen.length }).where("day", "=", day).execute();
    return { day, drawn: chosen.length, replied: replied.length };
  });
}

/** The sample's letters still kept, those waiting for a look first, then the newest days. */
export async function sampleList(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("review_samples")
    .innerJoin("santa_letters", "santa_letters.id", "review_samples.letter_id")
    .select(["review_samples.letter_id", "review_samples.day", "review_samples.verdict", "review_samples.verdict_by", "santa_letters.locale", "santa_letters.age", "santa_letters.reply_sent_at"])
    .orderBy(sql`case when review_samples.verdict is null then 0 else 1 end`)
    .orderBy("review_samples.day", "desc")
    .orderBy("santa_letters.reply_sent_at")
    .execute();
  return rows.map((r) => ({ id: r.letter_id, day: r.day, verdict: r.verdict, verdictBy: r.verdict_by, locale: r.locale, age: r.age, sentAt: r.reply_sent_at === null ? null : Number(r.reply_sent_at) }));
}

export async function sampleOf(db: Kysely<Database>, letterId: string) {
  const r = await db.selectFrom("review_samples").selectAll().where("letter_id", "=", letterId).executeTakeFirst();
  return r ? { day: r.day, verdict: r.verdict, verdictBy: r.verdict_by } : null;
}

/** A reviewer's verdict on a sampled letter; once. "missed" keeps it as a missed example (until its retention ends). */
export async function markSample(db: Kysely<Database>, v: { letterId: string; by: string; verdict: SampleVerdict }, now = Date.now()): Promise<"done" | "already" | "not-sampled"> {
  const result = await db
    .updateTable("review_samples")
    .set({ verdict: v.verdict, verdict_by: v.by, verdict_at: now })
    .where("letter_id", "=", v.letterId)
    .where("verdict", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return "done";
  return (await sampleOf(db, v.letterId)) ? "already" : "not-sampled";
}

/** The audit action that marks a sampled letter missed: the count of misses is read from the trail, which outlives letters. */
export const MISSED_ACTION = "sample-missed";

export interface ReviewHealth {
  held: number;
  /** Age of the oldest held letter, in seconds (0 when none is held). */
  oldestHeldSeconds: number;
  /** Held letters waiting longer than HELD_WARNING_MS. */
  heldOverWarning: number;
  escalationsOpen: number;
  /** Held letters decided since midnight (server time), by outcome. */
  decidedToday: { released: number; ordinary: number; dismissed: number };
  sampleWaiting: number;
  /** Sampled letters ever marked "should have been held" (from the audit trail). */
  missed: number;
}

/** The queue's health, for `npm run admin -- stats`, /metrics and the hourly warning. */
export async function reviewHealth(db: Kysely<Database>, now = Date.now()): Promise<ReviewHealth> {
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const held = await db
    .selectFrom("santa_letters")
    .select([(eb) => eb.fn.countAll().as("n"), sql<number | null>`min(created_at)`.as("oldest")])
    .where("reply_status", "=", "held")
    .executeTakeFirstOrThrow();
  const over = await db
    .selectFrom("santa_letters")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("reply_status", "=", "held")
    .where("created_at", "<", now - HELD_WARNING_MS)
    .executeTakeFirstOrThrow();
  const decided = await db
    .selectFrom("santa_letters")
    .select(["review_outcome", (eb) => eb.fn.countAll().as("n")])
    .where("reviewed_at", ">=", startOfDay.getTime())
    .groupBy("review_outcome")
    .execute();
  const escalations = await db.selectFrom("review_escalations").select((eb) => eb.fn.countAll().as("n")).where("outcome", "is", null).executeTakeFirstOrThrow();
  const sample = await db.selectFrom("review_samples").select((eb) => eb.fn.countAll().as("n")).where("verdict", "is", null).executeTakeFirstOrThrow();
  const missed = await db.selectFrom("review_audit").select((eb) => eb.fn.countAll().as("n")).where("action", "=", MISSED_ACTION).executeTakeFirstOrThrow();
  const decidedToday = { released: 0, ordinary: 0, dismissed: 0 };
  for (const d of decided) if (d.review_outcome) decidedToday[d.review_outcome] = Number(d.n);
  return {
    held: Number(held.n),
    oldestHeldSeconds: held.oldest === null ? 0 : Math.max(0, Math.round((now - Number(held.oldest)) / 1000)),
    heldOverWarning: Number(over.n),
    escalationsOpen: Number(escalations.n),
    decidedToday,
    sampleWaiting: Number(sample.n),
    missed: Number(missed.n),
  };
}

/** The hourly log line when held letters wait too long; null when none does. */
export function longWaitWarning(health: ReviewHealth): { fields: Record<string, number>; message: string } | null {
  if (health.heldOverWarning === 0) return null;
  const hours = Math.floor(health.oldestHeldSeconds / 3600);
  return {
    fields: { heldOverWarning: health.heldOverWarning, held: health.held, oldestHeldHours: hours },
    message: `${health.heldOverWarning} held letter${health.heldOverWarning === 1 ? " has" : "s have"} waited more than ${HELD_WARNING_MS / 3_600_000} hours for a reviewer (the oldest ${hours} h); families are promised a reply within 24 hours: /review`,
  };
}

/**
 * One pass of the hourly watch: draws the day's sample (once a day, whichever server is first) and warns when held
 * letters wait too long. Errors are logged, never thrown: the watch must not stop the server.
 */
export async function reviewWatch(db: Kysely<Database>, logger: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void; error(obj: object, msg: string): void }, samplePercent: number, now = Date.now()) {
  try {
    if (samplePercent > 0) {
      const drawn = await drawDailySample(db, samplePercent, now);
      if (drawn && drawn.drawn > 0) logger.info(drawn, `Drew ${drawn.drawn} of yesterday's ${drawn.replied} replied letters for a second look at /review/sample`);
    }
    const warning = longWaitWarning(await reviewHealth(db, now));
    if (warning) logger.warn(warning.fields, warning.message);
  } catch (error) {
    logger.error({ err: error }, "The review watch (daily sample, long waits) failed; it runs again in an hour");
  }
}

/** Runs the watch now and every hour; returns what stops it. */
export function startReviewWatch(db: Kysely<Database>, logger: Parameters<typeof reviewWatch>[1], samplePercent: number): () => void {
  void reviewWatch(db, logger, samplePercent);
  const timer = setInterval(() => void reviewWatch(db, logger, samplePercent), REVIEW_WATCH_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
