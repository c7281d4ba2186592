import { sql, type Kysely, type Transaction } from "kysely";
import type { Dialect } from "../db/database.server";
import type { Database } from "../db/schema.server";

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
