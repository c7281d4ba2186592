import { sql, type Updateable } from "kysely";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { LETTER_KEY_TTL_MS } from "~/features/letter/letter-rules";
import type { RandomSource } from "~/lib/random";
import type { Db } from "../db/database.server";
import type { SantaLettersTable } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { metrics } from "../metrics.server";
import { retryDelayMs } from "./backoff";
import { classifyMailError } from "./mail-errors";
import { describeMailError, type MailMessage, type MailTransport } from "./mail-transport.server";
import { replyMessageId } from "./mime.server";

export type LetterRow = Omit<SantaLettersTable, "reply_attempts" | "locale"> & { reply_attempts: number; locale: string };

/** A sending slot taken for one letter about to be saved (OutboxWorker.reserveSend). */
export interface SendReservation {
  /** The reply columns of a letter saved already claimed by this process, under a lease like claimDue's. */
  claimedColumns(now: number): { reply_status: "sending"; reply_lease_owner: string; reply_lease_until: number };
  /** Sends the reply of the letter saved with `claimedColumns`, waiting at most `waitMs` ("queued" if slower). */
  deliver(row: LetterRow, waitMs: number): Promise<DeliveryOutcome>;
  /** Gives the slot back (the letter was not saved claimed). */
  release(): void;
}

/** What became of one attempt to deliver a reply ("delayed": the mail provider is refusing our mail for now). */
export type DeliveryOutcome = "sent" | "queued" | "delayed" | "dead";

/** Written before the error of a reply the provider refused, so stats can tell the provider's refusals apart. */
export const PROVIDER_REFUSAL_PREFIX = "provider refusing: ";
/** A provider refusal is logged at most once in this long (every reply fails alike until it is fixed). */
const PROVIDER_LOG_EVERY_MS = 60_000;

/** A worker's lease owner name: this host, this process and a nonce ("host:pid:nonce"), which deadOwnerOnThisHost reads. */
export function workerOwner(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Whether a lease owner ("host:pid:nonce", as workerOwner names workers) was a process on this host that has
 * since died: its claimed replies are orphans now, and need not wait for their lease to run out.
 */
export function deadOwnerOnThisHost(owner: string, host: string, isAlive: (pid: number) => boolean): boolean {
  const [ownerHost, pidText] = owner.split(":");
  const pid = Number(pidText);
  return ownerHost === host && Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isAlive(pid);
}

/** Whether a process with this pid runs on this machine (signal 0 checks without signalling). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface OutboxOptions {
  /** Unique per process, "host:pid:nonce": whose lease a claimed reply is under. */
  owner: string;
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this long since the letter arrived, a reply that still fails is dead-lettered. */
  giveUpAfterMs: number;
  /** A claimed reply is another worker's to take if its sender has not finished by then (crashed). */
  leaseMs: number;
  pollMs: number;
  batchSize: number;
  retentionDays: number;
  purgeEveryMs: number;
  /** Rate-limit rows older than this are purged. */
  rateLimitHorizonMs: number;
  now?: () => number;
  random?: RandomSource;
}

/**
 * The transactional outbox's sender. Letters are saved with reply_status 'pending'; this worker claims due
 * replies under a lease (one UPDATE … RETURNING, with FOR UPDATE SKIP LOCKED on PostgreSQL, so two servers
 * never send the same reply), sends them, and marks them sent only after the mail server accepted them.
 * Failures retry with exponential backoff and jitter; only a refusal of the one recipient is dead-lettered at once
 * (mail-errors.ts). At most the transport's pool size is in flight, and a lease is renewed while its send runs.
 */
export class OutboxWorker {
  private running = false;
  private loopPromise: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Replies claimed and not yet finished; never more than the transport sends at once. */
  private sending = 0;
  private readonly slotWaiters = new Set<() => void>();
  /** Since when the mail provider has refused our mail (cleared by the next reply it accepts). */
  private providerRefusal: { since: number; loggedAt: number } | undefined;
  private lastPurge = 0;
  private readonly now: () => number;
  private readonly random: RandomSource;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly compose: (row: LetterRow) => Promise<MailMessage>,
    private readonly logger: Logger,
    private readonly options: OutboxOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopPromise = this.loop();
  }

  /** Stops polling and waits for replies being sent right now to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loopPromise;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Whether the mail provider is refusing our mail right now (for /healthz). */
  providerRefusing(): boolean {
    return this.providerRefusal !== undefined;
  }

  /** Wakes the loop now (a letter just arrived, or a test wants a pass). */
  kick(): void {
    this.wake?.();
  }

  /**
   * Sends one just-saved letter's reply now, waiting at most `waitMs` for the outcome. If the mail server is
   * slow, the answer is "queued" and the send carries on; if it is down, the reply waits for a retry.
   */
  async deliverNow(letterId: string, waitMs: number): Promise<DeliveryOutcome> {
    const deadline = Date.now() + waitMs;
    // Every connection busy for the whole wait: leave it to the worker rather than queue it where its lease could
    // run out. The slot, once taken, is given back by process() when the claimed reply is done.
    if (!(await this.takeSlot(deadline))) return "queued";
    let row: LetterRow | undefined;
    try {
      const now = this.now();
      const claimed = await sql<LetterRow>`
        update santa_letters
           set reply_status = 'sending', reply_lease_owner = ${this.options.owner}, reply_lease_until = ${now + this.options.leaseMs}
         where id = ${letterId} and reply_status = 'pending'
        returning *`.execute(this.db.kysely);
      row = claimed.rows[0];
    } finally {
      if (!row) this.releaseSlots(1);
    }
    if (!row) return "queued";
    return this.deliverClaimed(row, Math.max(0, deadline - Date.now()));
  }

  /**
   * A sending slot, if one is free right now (no waiting), for a letter about to be saved: saved with the
   * reservation's `claimedColumns`, it is already this process's to send (no second write to claim it), and
   * `deliver` sends it. A letter not saved that way gives the slot back with `release` (safe to call again, and a
   * no-op once `deliver` has the slot). The slot protocol lives here; the letter service only holds the reservation.
   */
  reserveSend(): SendReservation | null {
    if (this.sending >= this.transport.maxInFlight) return null;
    this.sending++;
    let held = true;
    return {
      claimedColumns: (now) => ({ reply_status: "sending", reply_lease_owner: this.options.owner, reply_lease_until: now + this.options.leaseMs }),
      deliver: (row, waitMs) => {
        if (!held) throw new Error("This send reservation was already used or released");
        // The slot goes with the reply: process() gives it back when the send is done.
        held = false;
        return this.deliverClaimed(row, waitMs);
      },
      release: () => {
        if (!held) return;
        held = false;
        this.releaseSlots(1);
      },
    };
  }

  /**
   * Sends a reply this process has claimed (its slot taken), waiting at most `waitMs` for the outcome: "queued"
   * if the mail server is slower than that (the send carries on).
   */
  private async deliverClaimed(row: LetterRow, waitMs: number): Promise<DeliveryOutcome> {
    const delivery = this.track(this.process(row));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<DeliveryOutcome>((resolve) => {
      timer = setTimeout(() => resolve("queued"), waitMs);
    });
    try {
      return await Promise.race([delivery, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Takes one sending slot, waiting for one to free up until `deadline`; false if none did. */
  private async takeSlot(deadline: number): Promise<boolean> {
    while (this.sending >= this.transport.maxInFlight) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.slotWaiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        this.slotWaiters.add(done);
      });
    }
    this.sending++;
    return true;
  }

  /** Gives back sending slots and wakes whoever waits for one (they check again). */
  private releaseSlots(count: number): void {
    this.sending -= count;
    for (const wake of [...this.slotWaiters]) wake();
  }

  /** One pass: claims the replies that are due and sends them. Returns how many it handled. */
  async runOnce(): Promise<number> {
    const free = this.transport.maxInFlight - this.sending;
    if (free <= 0) return 0;
    this.sending += free;
    let rows: LetterRow[] = [];
    try {
      rows = await this.claimDue(Math.min(free, this.options.batchSize));
    } finally {
      // Give back the slots reserved for replies that were not there to claim.
      this.releaseSlots(free - rows.length);
    }
    await Promise.all(rows.map((row) => this.track(this.process(row))));
    return rows.length;
  }

  /** Deletes letters past the retention period, and old rate-limit records. Returns letters deleted. */
  async purge(): Promise<number> {
    const now = this.now();
    const cutoff = now - this.options.retentionDays * 86_400_000;
    const sent = await this.db.kysely.deleteFrom("santa_letters").where("reply_status", "=", "sent").where("reply_sent_at", "<", cutoff).executeTakeFirst();
    const unsent = await this.db.kysely
      .deleteFrom("santa_letters")
      .where("reply_status", "in", ["dead", "refused"])
      .where("created_at", "<", cutoff)
      .executeTakeFirst();
    // Held letters are kept until a person reviews them; a dismissed one then follows the same retention.
    const dismissed = await this.db.kysely
      .deleteFrom("santa_letters")
      .where("reply_status", "=", "dismissed")
      .where("reviewed_at", "<", cutoff)
      .executeTakeFirst();
    await this.db.kysely.deleteFrom("rate_limit_hits").where("at", "<", now - this.options.rateLimitHorizonMs).execute();
    await this.db.kysely.deleteFrom("letter_submissions").where("created_at", "<", now - LETTER_KEY_TTL_MS).execute();
    this.lastPurge = now;
    const deleted = Number(sent.numDeletedRows) + Number(unsent.numDeletedRows) + Number(dismissed.numDeletedRows);
    if (deleted > 0) this.logger.info({ deleted }, "Retention purge deleted old letters");
    return deleted;
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  /**
   * Replies a dead process on this machine had claimed (killed mid-send, say) are taken back at start-up rather than
   * after their lease: their lease is ended now, and this pass claims them like any due reply.
   */
  private async reclaimOrphans(): Promise<void> {
    const host = this.options.owner.split(":")[0]!;
    const claimed = await this.db.kysely
      .selectFrom("santa_letters")
      .select(["id", "reply_lease_owner"])
      .where("reply_status", "=", "sending")
      .where("reply_lease_owner", "like", `${host}:%`)
      .execute();
    const orphans = claimed.filter((r) => r.reply_lease_owner && deadOwnerOnThisHost(r.reply_lease_owner, host, processAlive));
    if (orphans.length === 0) return;
    await this.db.kysely
      .updateTable("santa_letters")
      .set({ reply_lease_until: 0 })
      .where("reply_status", "=", "sending")
      .where("id", "in", orphans.map((r) => r.id))
      .execute();
    this.logger.warn({ replies: orphans.length }, "Took back replies a stopped process on this machine was sending; they go again now");
  }

  private async loop(): Promise<void> {
    await this.reclaimOrphans().catch((error: unknown) => this.logger.error({ err: error }, "Could not take back orphaned replies; their leases will run out"));
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.runOnce();
        if (this.now() - this.lastPurge >= this.options.purgeEveryMs) await this.purge();
      } catch (error) {
        this.logger.error({ err: error }, "Outbox pass failed; will try again");
      }
      if (!this.running) break;
      // Something was sent: there may be more waiting (a backlog after an outage), so go again at once.
      if (handled === 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.options.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }

  private async claimDue(limit: number): Promise<LetterRow[]> {
    const now = this.now();
    const lock = this.db.dialect === "postgres" ? sql`for update skip locked` : sql``;
    const result = await sql<LetterRow>`
      update santa_letters
         set reply_status = 'sending', reply_lease_owner = ${this.options.owner}, reply_lease_until = ${now + this.options.leaseMs}
       where id in (
         select id from santa_letters
          where (reply_status in ('pending', 'retry') and reply_next_attempt_at <= ${now})
             or (reply_status = 'sending' and reply_lease_until < ${now})
          order by reply_next_attempt_at
          limit ${limit}
          ${lock})
      returning *`.execute(this.db.kysely);
    return result.rows;
  }

  /** Sends one claimed reply, renewing its lease while the send is in progress; frees its slot when done. */
  private async process(row: LetterRow): Promise<DeliveryOutcome> {
    const renew = setInterval(() => {
      void this.db.kysely
        .updateTable("santa_letters")
        .set({ reply_lease_until: this.now() + this.options.leaseMs })
        .where("id", "=", row.id)
        .where("reply_status", "=", "sending")
        .where("reply_lease_owner", "=", this.options.owner)
        .execute()
        .catch((error: unknown) => this.logger.warn({ err: error, letterId: row.id }, "Could not renew a reply's lease"));
    }, Math.max(50, Math.floor(this.options.leaseMs / 3)));
    try {
      return await this.send(row);
    } finally {
      clearInterval(renew);
      this.releaseSlots(1);
    }
  }

  private async send(row: LetterRow): Promise<DeliveryOutcome> {
    const attempts = Number(row.reply_attempts) + 1;
    // Only the worker holding the lease may record the outcome.
    const mine = (values: Updateable<SantaLettersTable>) =>
      this.db.kysely
        .updateTable("santa_letters")
        .set(values)
        .where("id", "=", row.id)
        .where("reply_lease_owner", "=", this.options.owner)
        .execute();
    try {
      const composed = await this.compose(row);
      const { messageId } = await this.transport.send({ ...composed, messageId: replyMessageId(row.id, composed.from) });
      const recorded = await mine({
          reply_status: "sent",
          reply_attempts: attempts,
          reply_sent_at: this.now(),
          reply_message_id: messageId,
          reply_last_error: null,
          reply_lease_owner: null,
          reply_lease_until: null,
          reply_next_attempt_at: null,
        });
      metrics().repliesSent.inc();
      if (this.providerRefusal) {
        this.logger.info({ refusingForMs: this.now() - this.providerRefusal.since }, "The mail provider is accepting mail again");
        this.providerRefusal = undefined;
      }
      if (recorded.every((r) => Number(r.numUpdatedRows) === 0)) {
        // The mail went out, but the row was deleted meanwhile (deletion link, operator) or this worker's lease
        // ran out and another worker took it: say so, since the other worker may send it again.
        this.logger.warn({ letterId: row.id, attempts }, "Reply sent, but this worker no longer held the letter's lease");
      }
      this.logger.info({ letterId: row.id, attempts }, "Reply sent");
      return "sent";
    } catch (error) {
      const now = this.now();
      const failure = classifyMailError(error);
      const described = describeMailError(error);
      const lastError = failure === "provider" ? `${PROVIDER_REFUSAL_PREFIX}${described}` : described;
      if (failure === "provider") this.noteProviderRefusal(now, described);
      const queuedAt = Number(row.reply_queued_at ?? row.created_at);
      // Only a refusal of this one recipient gives up at once; anything else retries until the letter is too old.
      const giveUp = failure === "recipient" || now - queuedAt >= this.options.giveUpAfterMs;
      if (giveUp) {
        await mine({
            reply_status: "dead",
            reply_attempts: attempts,
            reply_last_error: lastError,
            reply_lease_owner: null,
            reply_lease_until: null,
            reply_next_attempt_at: null,
          });
        metrics().repliesDead.inc();
        this.logger.warn({ letterId: row.id, attempts, error: lastError }, "Reply dead-lettered");
        return "dead";
      }
      const next = now + retryDelayMs(attempts, this.options.retryBaseMs, this.options.retryMaxMs, this.random);
      await mine({
          reply_status: "retry",
          reply_attempts: attempts,
          reply_last_error: lastError,
          reply_lease_owner: null,
          reply_lease_until: null,
          reply_next_attempt_at: next,
        });
      metrics().repliesFailed.inc();
      this.logger.warn({ letterId: row.id, attempts, retryInMs: next - now, error: lastError }, "Reply not sent; will retry");
      return failure === "provider" ? "delayed" : "queued";
    }
  }

  private noteProviderRefusal(now: number, error: string): void {
    this.providerRefusal ??= { since: now, loggedAt: 0 };
    if (now - this.providerRefusal.loggedAt < PROVIDER_LOG_EVERY_MS) return;
    this.providerRefusal.loggedAt = now;
    this.logger.error(
      { error, refusingForMs: now - this.providerRefusal.since },
      "The mail provider is refusing our mail (not the recipients): replies stay queued and retry. Check SMTP_URL, the account, its sending quota and its policy",
    );
  }
}
