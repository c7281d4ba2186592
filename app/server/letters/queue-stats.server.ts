import { sql } from "kysely";
import type { Db } from "../db/database.server";
import { REPLY_STATUSES, type ReplyStatus } from "../db/schema.server";
import { PROVIDER_REFUSAL_PREFIX } from "../mail/outbox-worker.server";

export interface QueueStats {
  lettersTotal: number;
  lettersToday: number;
  byStatus: Record<ReplyStatus, number>;
  /** The most common last error among each state's replies, with how many have it (states with errors only). */
  topError: Partial<Record<ReplyStatus, { error: string; count: number }>>;
  /** Replies waiting to be retried because the mail provider refused them (quota, policy, account), whatever its words. */
  providerRefusals: number;
  /** Replies waiting to go out: pending, retrying or being sent. */
  queueDepth: number;
  /** Age of the oldest reply still waiting, in seconds (0 when none is). */
  oldestPendingSeconds: number;
}

/** Counts for the operator (`npm run admin -- stats`) and for /metrics. */
export async function queueStats(db: Db, now: number = Date.now()): Promise<QueueStats> {
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const rows = await db.kysely
    .selectFrom("santa_letters")
    .select(["reply_status", (eb) => eb.fn.countAll().as("n")])
    .groupBy("reply_status")
    .execute();
  const byStatus = Object.fromEntries(REPLY_STATUSES.map((s) => [s, 0])) as Record<ReplyStatus, number>;
  for (const r of rows) byStatus[r.reply_status] = Number(r.n);
  const errors = await db.kysely
    .selectFrom("santa_letters")
    .select(["reply_status", "reply_last_error", (eb) => eb.fn.countAll().as("n")])
    .where("reply_last_error", "is not", null)
    .groupBy(["reply_status", "reply_last_error"])
    .execute();
  const topError: QueueStats["topError"] = {};
  let providerRefusals = 0;
  for (const e of errors) {
    if (e.reply_status === "retry" && e.reply_last_error!.startsWith(PROVIDER_REFUSAL_PREFIX)) providerRefusals += Number(e.n);
    const count = Number(e.n);
    const current = topError[e.reply_status];
    if (!current || count > current.count || (count === current.count && e.reply_last_error! < current.error)) topError[e.reply_status] = { error: e.reply_last_error!, count };
  }
  const today = await db.kysely
    .selectFrom("santa_letters")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("created_at", ">=", startOfDay.getTime())
    .executeTakeFirstOrThrow();
  const oldest = await db.kysely
    .selectFrom("santa_letters")
    .select(sql<number | null>`min(created_at)`.as("oldest"))
    .where("reply_status", "in", ["pending", "retry", "sending"])
    .executeTakeFirstOrThrow();
  return {
    lettersTotal: Object.values(byStatus).reduce((a, b) => a + b, 0),
    lettersToday: Number(today.n),
    byStatus,
    topError,
    providerRefusals,
    queueDepth: byStatus.pending + byStatus.retry + byStatus.sending,
    oldestPendingSeconds: oldest.oldest === null ? 0 : Math.max(0, Math.round((now - Number(oldest.oldest)) / 1000)),
  };
}
