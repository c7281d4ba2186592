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

export type RecipientAdmission = { capped: true } | { capped: false; replyAt: number };

/**
 * Admits one more letter to a parent's address, inside the caller's transaction (the letter is inserted in it):
 * refused outright past `dailyCap` letters in 24 hours (abuse); otherwise its reply gets the earliest slot that
 * keeps `max` replies per `windowMs` (now, or later when the address has had its replies). On PostgreSQL an
 * advisory lock on the bucket serialises concurrent letters to one address.
 */
export async function admitRecipient(
  trx: Transaction<Database>,
  dialect: Dialect,
  bucket: string,
  emailKey: string,
  limits: { max: number; windowMs: number; dailyCap: number },
  now: number,
): Promise<RecipientAdmission> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
  const { n } = await trx
    .selectFrom("santa_letters")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("parent_email_key", "=", emailKey)
    .where("created_at", ">", now - 86_400_000)
    .executeTakeFirstOrThrow();
  if (Number(n) >= limits.dailyCap) return { capped: true };
  const hits = await trx.selectFrom("rate_limit_hits").select("at").where("bucket", "=", bucket).where("at", ">", now - limits.windowMs).execute();
  const replyAt = nextReplySlot(hits.map((h) => Number(h.at)), limits.max, limits.windowMs, now);
  await trx.insertInto("rate_limit_hits").values({ bucket, at: replyAt }).execute();
  return { capped: false, replyAt };
}
