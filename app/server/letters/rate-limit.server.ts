import { sql, type Kysely, type Transaction } from "kysely";
import type { Dialect } from "../db/database.server";
import type { Database } from "../db/schema.server";
import { nextReplySlot } from "./recipient-schedule";

export interface LimitResult {
  allowed: boolean;
  /** When refused: milliseconds until the oldest counted event leaves the window. */
  retryAfterMs: number;
}

/**
 * Counts one event in `bucket` if fewer than `max` happened in the last `windowMs`; kept in the database so
 * the limit holds across every server process. One conditional INSERT (atomic on SQLite, which serialises
 * writers; on PostgreSQL a transaction-scoped advisory lock on the bucket serialises concurrent callers).
 */
export async function takeToken(
  db: Kysely<Database> | Transaction<Database>,
  dialect: Dialect,
  bucket: string,
  max: number,
  windowMs: number,
  now: number,
): Promise<LimitResult> {
  const since = now - windowMs;
  const run = async (q: Kysely<Database> | Transaction<Database>) => {
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(q);
    const inserted = await sql<{ at: number }>`
      insert into rate_limit_hits (bucket, at)
      select ${bucket}, ${now}
       where (select count(*) from rate_limit_hits where bucket = ${bucket} and at > ${since}) < ${max}
      returning at`.execute(q);
    if (inserted.rows.length > 0) return { allowed: true, retryAfterMs: 0 };
    const oldest = await q
      .selectFrom("rate_limit_hits")
      .select((eb) => eb.fn.min("at").as("oldest"))
      .where("bucket", "=", bucket)
      .where("at", ">", since)
      .executeTakeFirst();
    const oldestAt = Number(oldest?.oldest ?? now);
    return { allowed: false, retryAfterMs: Math.max(1000, oldestAt + windowMs - now) };
  };
  // The advisory lock lives as long as a transaction: open one unless the caller already did.
  if (dialect === "postgres" && !("isTransaction" in db && db.isTransaction)) {
    return (db as Kysely<Database>).transaction().execute(run);
  }
  return run(db);
}

export type RecipientAdmission =
  | { capped: true }
  | { capped: false; hold: true }
  | { capped: false; hold?: false; replyAt: number; ownDelay: boolean };

/** The daily cap's window: a visitor's letters to one address are counted over this long. */
export const DAILY_CAP_WINDOW_MS = 86_400_000;

/** Letters to one address in 24 hours, from every visitor together, past which a letter is held for a person. */
export const ADDRESS_CEILING_FACTOR = 3;

/**
 * Admits one more letter to a parent's address, inside the caller's transaction (the letter is inserted in it).
 * - The daily cap counts this visitor's letters to this address (`visitorBucket`): a stranger writing to a family's
 *   address cannot use up the family's own letters, and a refusal tells the visitor only about their own letters.
 * - Past ADDRESS_CEILING_FACTOR times the cap from everyone together, a letter is held for a person rather than
 *   refused or sent (abuse of one inbox, or a big family): nothing is lost, nothing more reaches that inbox unread.
 * - Otherwise its reply gets the earliest slot that keeps `max` replies per `windowMs` to the address. `ownDelay`
 *   says whether this visitor's own letters alone fill that window, so only then may the answer say when.
 * On PostgreSQL an advisory lock on the address serialises concurrent letters to it.
 */
export async function admitRecipient(
  trx: Transaction<Database>,
  dialect: Dialect,
  bucket: string,
  visitorBucket: string,
  emailKey: string,
  limits: { max: number; windowMs: number; dailyCap: number },
  now: number,
): Promise<RecipientAdmission> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
  const dayAgo = now - DAILY_CAP_WINDOW_MS;
  const visitorHits = await trx.selectFrom("rate_limit_hits").select("at").where("bucket", "=", visitorBucket).where("at", ">", dayAgo).execute();
  if (visitorHits.length >= limits.dailyCap) return { capped: true };
  const { n } = await trx
    .selectFrom("santa_letters")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("parent_email_key", "=", emailKey)
    .where("created_at", ">", dayAgo)
    .executeTakeFirstOrThrow();
  await trx.insertInto("rate_limit_hits").values({ bucket: visitorBucket, at: now }).execute();
  if (Number(n) >= limits.dailyCap * ADDRESS_CEILING_FACTOR) return { capped: false, hold: true };
  const hits = await trx.selectFrom("rate_limit_hits").select("at").where("bucket", "=", bucket).where("at", ">", now - limits.windowMs).execute();
  const replyAt = nextReplySlot(hits.map((h) => Number(h.at)), limits.max, limits.windowMs, now);
  await trx.insertInto("rate_limit_hits").values({ bucket, at: replyAt }).execute();
  const ownInWindow = visitorHits.filter((h) => Number(h.at) > now - limits.windowMs).length;
  return { capped: false, replyAt, ownDelay: ownInWindow >= limits.max };
}
