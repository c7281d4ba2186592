import { randomUUID } from "node:crypto";
import { rateLimitAddress } from "./client-address.server";
import type { LetterAnswer, LetterRejection } from "~/features/letter/letter-outcome";
import { REPLY_WAIT_MS } from "~/features/letter/letter-rules";
import { emailKey as canonicalEmailKey } from "~/features/letter/email-address";
import { validateLetter, type LetterInput } from "~/features/letter/letter-schema";
import { readLetterIn, storedReading } from "~/features/letter/reply/reply-languages.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import type { Db } from "../db/database.server";
import type { Logger } from "../logger.server";
import { metrics } from "../metrics.server";
import type { LetterRow, OutboxWorker, SendReservation } from "../mail/outbox-worker.server";
import { admitRecipient, takeToken, type RecipientAdmission } from "./rate-limit.server";
import { letterToRow } from "./letter-row.server";
import { hashKey, verifyDeletionToken, verifyLetterToken } from "./tokens.server";

export interface LetterLimits {
  perIp: number;
  ipWindowMs: number;
  /** IPv6 visitors are counted by network: this many leading bits (client-address.server.ts). */
  ipv6PrefixBits?: number;
  perRecipient: number;
  recipientWindowMs: number;
  /** Letters to one address in 24 hours beyond which none is answered (abuse). */
  recipientDailyCap: number;
}

/** Who sent a letter: their address (for its limit), the honeypot's value, and the page's idempotency key. */
export interface SubmitFrom {
  ip: string;
  honeypot: string;
  idempotencyKey?: string;
  /** The locale of the page the letter was written on: it is read, and answered, in that language. */
  locale?: Locale;
}

/** The answer to a letter whose reply went out at once. */
function sentAnswer(letterId: string): SubmitResult {
  return { status: 201, body: { letterId, success: true, status: "sent" } };
}

const isSentAnswer = (answer: SubmitResult) => answer.status === 201 && "status" in answer.body && answer.body.status === "sent";

/** What the letter's transaction did: refused by the address's limit, held, or admitted (and maybe claimed to send now). */
type Saved =
  | { kind: "held"; volume?: true }
  | { kind: "admitted"; recipient: RecipientAdmission; claimed?: LetterRow };

/** Why a letter past the address's ceiling is held (admin `held` shows it beside harm signs). */
export const MANY_LETTERS_HELD_REASON = "many_letters_to_address";

/** A request repeating a key another request has already claimed. */
class RepeatedSubmission extends Error {}

/** The sender's address has sent its limit of letters: the transaction rolls back (with the key it claimed). */
class RateLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super("rate limited");
  }
}

/** How often a repeated request looks for the first request's answer. */
const REPEAT_POLL_MS = 100;

export interface SubmitResult {
  status: number;
  body: LetterAnswer | LetterRejection;
  headers?: Record<string, string>;
  /** The answer given before to a letter with the same idempotency key: nothing new was stored. */
  repeated?: boolean;
}

export const LETTER_REASONS = {
  spam: "This letter could not be sent. Please try again.",
  rateLimited: (minutes: number) =>
    `So many letters have come from your network that the elves need a short rest. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  saveFailed: "the North Pole mailroom could not store it just now. Please try again in a minute.",
  recipientCap: (cap: number) =>
    `Your letter is saved, but ${cap} letters have already been sent to Santa with this email address today, which is as many as Santa answers for one address in a day. No reply will be sent to this letter.`,
  refusedByMailServer:
    "Your letter is saved, but the mail server would not accept the parent email address. Please check it and write again.",
} as const;

/** Saving letters, queueing and waiting for their replies, and deleting them on a parent's request. */
export class LetterService {
  constructor(
    private readonly db: Db,
    private readonly worker: OutboxWorker,
    private readonly signingKey: Buffer,
    private readonly limits: LetterLimits,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The whole letter flow: honeypot, validation, per-address limit, then the letter and its pending reply in
   * one insert, then up to REPLY_WAIT_MS for the reply to go out. Never throws: every outcome is an answer.
   */
  async submit(input: LetterInput, from: SubmitFrom): Promise<SubmitResult> {
    const result = await this.submitLetter(input, from);
    if (result.repeated) metrics().lettersRepeated.inc();
    else if ("letterId" in result.body) metrics().lettersReceived.inc();
    else metrics().lettersRejected.inc({ reason: result.body.kind });
    return result;
  }

  private async submitLetter(input: LetterInput, { ip, honeypot, idempotencyKey, locale = DEFAULT_LOCALE }: SubmitFrom): Promise<SubmitResult> {
    if (honeypot.trim() !== "") {
      this.logger.warn("Letter refused: honeypot field filled");
      return { status: 400, body: { saved: false, kind: "spam", error: LETTER_REASONS.spam } };
    }
    const validation = validateLetter(input);
    if (!validation.ok) return { status: 400, body: { saved: false, kind: "validation", error: validation.message } };
    const letter = validation.letter;
    // One key per mailbox (lowercased, +tag and Gmail dots dropped): the limit and find/delete use it.
    const emailKey = canonicalEmailKey(letter.parentEmail)!;
    // A repeated key is the same letter sent again: it gets the first answer, and no limit counts it (it is claimed
    // first in the letter's transaction below, where a repeat finds it and rolls back). The key is bound to the
    // address, so a key reused for another family's address is a different letter.
    const submissionKey = idempotencyKey ? hashKey(this.signingKey, "letter", `${idempotencyKey}\n${emailKey}`) : undefined;

    // Read before anything is stored: a letter showing signs of harm is held for a person, never auto-answered.
    const reading = readLetterIn(locale, letter);

    const letterId = randomUUID();
    const now = this.now();
    // A sending slot free right now lets the letter be saved already claimed for its reply (no second write to
    // claim it); without one, it is saved pending and deliverNow waits for a slot.
    const slot = reading.held ? null : this.worker.reserveSend();
    let saved: Saved;
    try {
      const row = {
        id: letterId,
        ...letterToRow(letter, this.db),
        parent_email_key: emailKey,
        created_at: now,
        locale,
        // Kept with the letter: the reply is composed from this reading, not from a second one.
        reading: storedReading(reading),
      };
      // One transaction, one commit: the address's limit, the idempotency key, the recipient's limit and the letter.
      // A letter refused by a limit or lost to a failure leaves nothing behind, not even a counted hit.
      // Who the per-visitor limits count: an IPv4 address or an IPv6 network.
      const visitor = rateLimitAddress(ip, this.limits.ipv6PrefixBits);
      saved = await this.db.kysely.transaction().execute(async (trx): Promise<Saved> => {
        if (submissionKey) {
          // Claimed in the letter's own transaction: the key exists exactly when its letter does. A request
          // with the same key that got here first (another process, or a retry racing the original) wins.
          const claimed = await trx
            .insertInto("letter_submissions")
            .values({ key: submissionKey, letter_id: letterId, status: null, answer: null, created_at: now })
            .onConflict((oc) => oc.column("key").doNothing())
            .executeTakeFirst();
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) throw new RepeatedSubmission();
        }
        const ipLimit = await takeToken(trx, this.db.dialect, hashKey(this.signingKey, "ip", visitor), this.limits.perIp, this.limits.ipWindowMs, now);
        // Thrown, not returned, so the key claimed above is rolled back: a refused letter leaves no key.
        if (!ipLimit.allowed) throw new RateLimited(ipLimit.retryAfterMs);
        if (reading.held) {
          // Stored, nothing sent, and no reply counted against the address.
          await trx
            .insertInto("santa_letters")
            .values({ ...row, reply_status: "held", reply_next_attempt_at: null, reply_last_error: null, held_reasons: reading.harm.join(",") })
            .execute();
          return { kind: "held" };
        }
        const recipient = await admitRecipient(trx, this.db.dialect, hashKey(this.signingKey, "to", emailKey), hashKey(this.signingKey, "cap", `${visitor} ${emailKey}`), emailKey, {
          max: this.limits.perRecipient,
          windowMs: this.limits.recipientWindowMs,
          dailyCap: this.limits.recipientDailyCap,
        }, now);
        const insert = trx.insertInto("santa_letters");
        if (!recipient.capped && recipient.hold) {
          // Many letters to one address today from several visitors: a person looks before anything more is sent.
          await insert.values({ ...row, reply_status: "held", reply_next_attempt_at: null, reply_last_error: null, held_reasons: MANY_LETTERS_HELD_REASON }).execute();
          return { kind: "held", volume: true };
        }
        if (recipient.capped) {
          await insert.values({ ...row, reply_status: "refused", reply_next_attempt_at: null, reply_last_error: "daily letter cap for this address" }).execute();
          return { kind: "admitted", recipient };
        }
        const later = recipient.replyAt > now;
        // Sent now by this request itself (the background worker only steps in if this process dies first), or by
        // the worker when the address's limit allows.
        const values = { ...row, reply_last_error: null, reply_next_attempt_at: later ? recipient.replyAt : now + REPLY_WAIT_MS + 1000 };
        if (slot && !later) {
          const claimed = await insert.values({ ...values, ...slot.claimedColumns(now) }).returningAll().executeTakeFirstOrThrow();
          return { kind: "admitted", recipient, claimed: { ...claimed, reply_attempts: Number(claimed.reply_attempts) } };
        }
        await insert.values({ ...values, reply_status: "pending" }).execute();
        return { kind: "admitted", recipient };
      });
    } catch (error) {
      slot?.release();
      if (error instanceof RateLimited) {
        const seconds = Math.ceil(error.retryAfterMs / 1000);
        return {
          status: 429,
          headers: { "Retry-After": String(seconds) },
          body: { saved: false, kind: "rate_limited", error: LETTER_REASONS.rateLimited(Math.ceil(seconds / 60)) },
        };
      }
      const earlier = error instanceof RepeatedSubmission && submissionKey ? await this.earlierAnswer(submissionKey).catch(() => null) : null;
      if (earlier) return earlier;
      this.logger.error({ err: error }, "Letter could not be saved");
      return { status: 500, body: { saved: false, kind: "save_failed", error: LETTER_REASONS.saveFailed } };
    }
    // The slot goes with the claimed reply; otherwise it is given back before any wait for another.
    if (!(saved.kind === "admitted" && saved.claimed)) slot?.release();

    const answer = await this.answerFor(letterId, saved, reading.harm, slot);
    // A reply sent at once is the common answer, and the letter's row already says so (reply_status 'sent'):
    // earlierAnswer reads it from there, so only the other answers are written back for the key.
    if (submissionKey && !isSentAnswer(answer)) {
      await this.db.kysely
        .updateTable("letter_submissions")
        .set({ status: answer.status, answer: JSON.stringify(answer.body) })
        .where("key", "=", submissionKey)
        .execute()
        .catch((error: unknown) => this.logger.error({ err: error, letterId }, "A letter's answer could not be kept for its idempotency key"));
    }
    return answer;
  }

  /** The answer for a letter just saved: held, capped, scheduled for later, or its reply sent (or queued). */
  private async answerFor(letterId: string, saved: Saved, harm: readonly string[], slot: SendReservation | null): Promise<SubmitResult> {
    if (saved.kind === "held") {
      // The family sees the same "Letter Received!" as for a queued reply: nothing alarming to an adult standing
      // beside the child.
      metrics().lettersHeld.inc();
      if (saved.volume) this.logger.warn({ letterId }, "Letter held for review: many letters to its address today from several visitors. Review it with `npm run admin -- held`");
      else this.logger.warn({ letterId, signs: harm }, "Letter held for review: it shows signs that a child may be at risk. Review it with `npm run admin -- held`");
      return { status: 202, body: { letterId, success: false, status: "queued" } };
    }
    const admission = saved.recipient;
    if (admission.capped) {
      return {
        status: 200,
        body: { letterId, success: false, status: "refused", error: LETTER_REASONS.recipientCap(this.limits.recipientDailyCap), reason: "recipient_cap", cap: this.limits.recipientDailyCap },
      };
    }
    if (admission.hold) return { status: 202, body: { letterId, success: false, status: "queued" } };
    if (admission.replyAt > this.now()) {
      // This address has had its replies for now: the worker sends this one when the limit allows. Only a visitor
      // whose own letters filled the window is told when; anyone else gets the plain "queued" that a slow mail
      // server also gives, which says nothing about other people's letters to that address.
      if (!admission.ownDelay) return { status: 202, body: { letterId, success: false, status: "queued" } };
      return { status: 202, body: { letterId, success: false, status: "queued", delay: "recipient_rate", replyAt: admission.replyAt } };
    }
    let outcome;
    try {
      outcome = saved.claimed && slot ? await slot.deliver(saved.claimed, REPLY_WAIT_MS) : await this.worker.deliverNow(letterId, REPLY_WAIT_MS);
    } catch (error) {
      // The letter and its pending reply are saved; the worker will pick the reply up. The family sees the
      // spec's "call throws" message: delivered, and Santa will reply soon.
      this.logger.error({ err: error, letterId }, "Immediate delivery failed; the reply stays queued");
      this.worker.kick();
      return { status: 202, body: { letterId, success: false, status: "queued", delay: "reply_failed" } };
    }
    if (outcome === "sent") return sentAnswer(letterId);
    if (outcome === "delayed") {
      // The mail provider is refusing our mail: the reply waits and retries; the family is told it is delayed.
      this.worker.kick();
      return { status: 202, body: { letterId, success: false, status: "queued", delay: "mail_service" } };
    }
    if (outcome === "dead") return { status: 200, body: { letterId, success: false, status: "refused", error: LETTER_REASONS.refusedByMailServer, reason: "mail_server" } };
    this.worker.kick();
    return { status: 202, body: { letterId, success: false, status: "queued" } };
  }

  /**
   * The answer already given to a letter with this key, or null if there is none. A first request still
   * waiting for its reply is waited for (up to REPLY_WAIT_MS and a second); if it is still waiting then (or
   * its process died), the letter is saved and its reply pending, and that is the answer.
   */
  private async earlierAnswer(key: string): Promise<SubmitResult | null> {
    const deadline = this.now() + REPLY_WAIT_MS + 1000;
    for (;;) {
      const row = await this.db.kysely
        .selectFrom("letter_submissions")
        .leftJoin("santa_letters", "santa_letters.id", "letter_submissions.letter_id")
        .select(["letter_submissions.letter_id", "letter_submissions.status", "letter_submissions.answer", "santa_letters.reply_status"])
        .where("letter_submissions.key", "=", key)
        .executeTakeFirst();
      if (!row) return null;
      if (row.answer !== null && row.status !== null) return { status: Number(row.status), body: JSON.parse(row.answer) as LetterAnswer, repeated: true };
      if (row.reply_status === "sent") return { ...sentAnswer(row.letter_id), repeated: true };
      if (this.now() >= deadline) return { status: 202, body: { letterId: row.letter_id, success: false, status: "queued" }, repeated: true };
      await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    }
  }


  /**
   * What a deletion link names, without deleting it: opening the link (GET or HEAD, as mail scanners and link
   * previews do) must never delete; only the page's button does.
   */
  async letterForToken(token: string): Promise<{ state: "found"; childName: string; createdAt: number } | { state: "gone" | "invalid" }> {
    const id = verifyDeletionToken(this.signingKey, token);
    if (!id) return { state: "invalid" };
    const row = await this.db.kysely.selectFrom("santa_letters").select(["child_name", "created_at"]).where("id", "=", id).executeTakeFirst();
    return row ? { state: "found", childName: row.child_name, createdAt: Number(row.created_at) } : { state: "gone" };
  }

  /**
   * The stored letter a reply's read-aloud link names, for the page that reads it (issue 37): "gone" once it is
   * deleted or its retention has ended, and for a letter whose reply was never sent (held, or dismissed by a person):
   * that page shows nothing a reply did not.
   */
  async letterForListenToken(token: string): Promise<{ state: "found"; row: LetterRow } | { state: "gone" | "invalid" }> {
    const id = verifyLetterToken(this.signingKey, "listen-reply", token);
    if (!id) return { state: "invalid" };
    const row = await this.db.kysely.selectFrom("santa_letters").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row || row.reply_status === "held" || row.reply_status === "dismissed") return { state: "gone" };
    return { state: "found", row: row as LetterRow };
  }

  /** Deletes the letter a deletion link names (the deletion page's button). */
  async deleteByToken(token: string): Promise<"deleted" | "gone" | "invalid"> {
    const id = verifyDeletionToken(this.signingKey, token);
    if (!id) return "invalid";
    const result = await this.db.kysely.deleteFrom("santa_letters").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? "deleted" : "gone";
  }
}
