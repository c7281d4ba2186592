import type { MessageDescriptor } from "@lingui/core";
import type { AnalyticsEvent } from "~/lib/analytics";
import type { LetterIssue } from "./letter-schema";
import {
  NOTICE_DESCRIPTIONS,
  NOTICE_TITLES,
  THANK_YOU_LINES,
  delayedRecipientRate,
  refusedMessage,
  rejectionMessage,
  thankYouRecipientRate,
} from "./letter-words";

/** What the letter endpoint answers once the letter is saved. */
export type LetterAnswer =
  | { letterId: string; success: true; status: "sent" }
  | {
      letterId: string;
      success: false;
      status: "queued";
      /**
       * Why the reply waits longer than usual: the mail service refuses mail for now, this address had its replies
       * for today, or sending it straight away failed (the outbox sends it instead).
       */
      delay?: "mail_service" | "recipient_rate" | "reply_failed";
      /** When a reply delayed by the address's limit will be sent (ms since 1970). */
      replyAt?: number;
    }
  | {
      letterId: string;
      success: false;
      status: "refused";
      error?: string;
      /** Why no reply will come, for the page to say in its own language: the address's daily cap, or the mail server. */
      reason?: "recipient_cap" | "mail_server";
      /** The daily cap, when that is the reason. */
      cap?: number;
    };

/** What it answers when the letter was not saved. */
export interface LetterRejection {
  saved: false;
  kind: "validation" | "rate_limited" | "too_large" | "spam" | "save_failed" | "cross_site" | "unsupported_type";
  error: string;
}

/** Everything that can come back from sending a letter, as the browser sees it. */
export type LetterOutcome =
  | { kind: "answer"; answer: LetterAnswer }
  | { kind: "rejected"; rejection: LetterRejection; issue?: LetterIssue; retryAfterSeconds?: number }
  | { kind: "network" }
  | { kind: "unexpected" };

export interface LetterNotice {
  tone: "success" | "info" | "error";
  /** Shown with `i18n._(…)` in the page's language (letter-words.ts). */
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** The letter is safely at the North Pole and a reply will come: show the thank-you screen. */
  saved: boolean;
  /** The field the family should change (the reason is shown beside it), when there is one. */
  field?: "parentEmail";
  /**
   * No answer came back, so the letter may or may not have arrived: the form stays as it is, offers to try again,
   * and the retry carries the same idempotency key (it can never become a second letter).
   */
  retry: boolean;
  /** What the thank-you screen says about the reply (only when `saved`). */
  thankYou: MessageDescriptor | null;
  event: AnalyticsEvent;
  /** A short code for analytics: never anything the family typed. */
  reason: string;
}

/** Whether an answer means the letter is saved and Santa's reply will come (the thank-you screen's promise). */
export function replyWillCome(body: LetterAnswer | LetterRejection): body is LetterAnswer {
  return "letterId" in body && body.status !== "refused";
}

/** Whole hours until a scheduled reply (at least 1): 12 or more reads as "tomorrow". */
export function hoursUntil(replyAt: number, now: number): number {
  return Math.max(1, Math.round((replyAt - now) / 3_600_000));
}

/** The spec's outcome table (sections 7 and 8) as one pure function. */
export function letterNotice(outcome: LetterOutcome, now: number = Date.now()): LetterNotice {
  switch (outcome.kind) {
    case "answer": {
      const { answer } = outcome;
      if (answer.status === "sent") {
        return {
          tone: "success",
          title: NOTICE_TITLES.sent,
          description: NOTICE_DESCRIPTIONS.sent,
          saved: true,
          retry: false,
          thankYou: THANK_YOU_LINES.sent,
          event: "santa_reply_email_sent",
          reason: "sent",
        };
      }
      if (answer.status === "queued") {
        const base = { tone: "info", title: NOTICE_TITLES.received, saved: true, retry: false, event: "santa_reply_email_failed" } as const;
        if (answer.delay === "reply_failed") {
          // The spec's "call throws" case: saved, and the reply step failed (the outbox sends the reply).
          return {
            ...base,
            title: NOTICE_TITLES.delivered,
            description: NOTICE_DESCRIPTIONS.replyStepFailed,
            thankYou: THANK_YOU_LINES.queued,
            event: "santa_reply_email_exception",
            reason: "reply_failed",
          };
        }
        if (answer.delay === "mail_service") {
          return { ...base, description: NOTICE_DESCRIPTIONS.delayedMailService, thankYou: THANK_YOU_LINES.delayedMailService, reason: "delayed_mail_service" };
        }
        if (answer.delay === "recipient_rate" && answer.replyAt) {
          const hours = hoursUntil(answer.replyAt, now);
          return { ...base, description: delayedRecipientRate(hours), thankYou: thankYouRecipientRate(hours), reason: "delayed_recipient_rate" };
        }
        return { ...base, description: NOTICE_DESCRIPTIONS.queued, thankYou: THANK_YOU_LINES.queued, reason: "queued" };
      }
      return {
        tone: "info",
        title: NOTICE_TITLES.received,
        description: refusedMessage(answer.error, answer),
        // Saved, but no reply will come: the form stays filled in with the reason beside the address.
        saved: false,
        field: "parentEmail",
        retry: false,
        thankYou: null,
        event: "santa_reply_email_failed",
        reason: "refused",
      };
    }
    case "rejected": {
      const { rejection, issue, retryAfterSeconds } = outcome;
      return {
        tone: "error",
        title: NOTICE_TITLES.failed,
        description: rejectionMessage({ kind: rejection.kind, issue, retryAfterSeconds }),
        saved: false,
        retry: false,
        thankYou: null,
        event: "santa_letter_error",
        reason: rejection.kind,
      };
    }
    case "network":
      return {
        tone: "error",
        title: NOTICE_TITLES.notDelivered,
        description: NOTICE_DESCRIPTIONS.notDelivered,
        saved: false,
        retry: true,
        thankYou: null,
        event: "santa_letter_error",
        reason: "network",
      };
    case "unexpected":
      return {
        tone: "error",
        title: NOTICE_TITLES.failed,
        description: NOTICE_DESCRIPTIONS.unexpected,
        saved: false,
        retry: true,
        thankYou: null,
        event: "santa_letter_error",
        reason: "unexpected",
      };
  }
}

/** A Retry-After header's seconds, when it is a plain number of seconds. */
export function retryAfterSeconds(header: string | null | undefined): number | undefined {
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * Reads the endpoint's JSON answer (and its Retry-After header, which says how long a rate limit lasts) into an
 * outcome; anything unrecognised is "unexpected".
 */
export function outcomeFromResponse(status: number, body: unknown, retryAfter?: string | null): LetterOutcome {
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    if (typeof b.letterId === "string" && typeof b.success === "boolean") {
      if (b.success === true && b.status === "sent") return { kind: "answer", answer: { letterId: b.letterId, success: true, status: "sent" } };
      if (b.success === false && b.status === "queued") {
        const delay = b.delay === "mail_service" || b.delay === "recipient_rate" || b.delay === "reply_failed" ? b.delay : undefined;
        const replyAt = typeof b.replyAt === "number" && Number.isFinite(b.replyAt) ? b.replyAt : undefined;
        return { kind: "answer", answer: { letterId: b.letterId, success: false, status: "queued", ...(delay ? { delay } : {}), ...(replyAt ? { replyAt } : {}) } };
      }
      if (b.success === false && b.status === "refused") {
        return {
          kind: "answer",
          answer: {
            letterId: b.letterId,
            success: false,
            status: "refused",
            error: typeof b.error === "string" ? b.error : undefined,
            ...(b.reason === "recipient_cap" || b.reason === "mail_server" ? { reason: b.reason } : {}),
            ...(typeof b.cap === "number" ? { cap: b.cap } : {}),
          },
        };
      }
    }
    if (b.saved === false && typeof b.error === "string" && typeof b.kind === "string" && status >= 400) {
      const seconds = retryAfterSeconds(retryAfter);
      return {
        kind: "rejected",
        rejection: { saved: false, kind: b.kind as LetterRejection["kind"], error: b.error },
        ...(seconds !== undefined ? { retryAfterSeconds: seconds } : {}),
      };
    }
  }
  return { kind: "unexpected" };
}
