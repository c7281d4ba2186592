import type { AnalyticsEvent } from "~/lib/analytics";
import { LETTER_TOASTS } from "./letter-rules";

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
  | { letterId: string; success: false; status: "refused"; error?: string };

/** What it answers when the letter was not saved. */
export interface LetterRejection {
  saved: false;
  kind: "validation" | "rate_limited" | "too_large" | "spam" | "save_failed" | "cross_site" | "unsupported_type";
  error: string;
}

/** Everything that can come back from sending a letter, as the browser sees it. */
export type LetterOutcome =
  | { kind: "answer"; answer: LetterAnswer }
  | { kind: "rejected"; rejection: LetterRejection }
  | { kind: "network" }
  | { kind: "unexpected" };

export interface LetterNotice {
  tone: "success" | "info" | "error";
  title: string;
  description: string;
  /** The letter is safely at the North Pole and a reply will come: show the thank-you screen. */
  saved: boolean;
  /** The field the family should change (the reason is shown beside it), when there is one. */
  field?: "parentEmail";
  /**
   * No answer came back, so the letter may or may not have arrived: the form stays as it is, offers to try again,
   * and the retry carries the same idempotency key (it can never become a second letter).
   */
  retry: boolean;
  /** What the thank-you screen says about the reply. */
  thankYou: string;
  event: AnalyticsEvent;
  /** A short code for analytics: never anything the family typed. */
  reason: string;
}

export const THANK_YOU_LINES = {
  sent: "Santa's reply is already on its way to the grown-up's inbox.",
  queued: "Santa's reply will follow very soon.",
  delayedMailService: "Santa's reply is delayed a little, and will follow as soon as the North Pole's mail is moving again.",
  delayedRecipientRate: (when: string) => `Santa's reply will arrive ${when}.`,
} as const;

/** Whether an answer means the letter is saved and Santa's reply will come (the thank-you screen's promise). */
export function replyWillCome(body: LetterAnswer | LetterRejection): body is LetterAnswer {
  return "letterId" in body && body.status !== "refused";
}

/** When a scheduled reply comes, in words: "tomorrow", or "in about N hours" when that is sooner. */
export function replyWhen(replyAt: number, now: number): string {
  const hours = Math.max(1, Math.round((replyAt - now) / 3_600_000));
  return hours >= 12 ? "tomorrow" : hours === 1 ? "in about an hour" : `in about ${hours} hours`;
}

/** The spec's outcome table (sections 7 and 8) as one pure function. */
export function letterNotice(outcome: LetterOutcome, now: number = Date.now()): LetterNotice {
  switch (outcome.kind) {
    case "answer": {
      const { answer } = outcome;
      if (answer.status === "sent") {
        return { tone: "success", ...LETTER_TOASTS.sent, saved: true, retry: false, thankYou: THANK_YOU_LINES.sent, event: "santa_reply_email_sent", reason: "sent" };
      }
      if (answer.status === "queued") {
        const base = { tone: "info", saved: true, retry: false, event: "santa_reply_email_failed" } as const;
        if (answer.delay === "reply_failed") {
          // The spec's "call throws" case: saved, and the reply step failed (the outbox sends the reply).
          return { ...base, ...LETTER_TOASTS.replyStepFailed, thankYou: THANK_YOU_LINES.queued, event: "santa_reply_email_exception", reason: "reply_failed" };
        }
        if (answer.delay === "mail_service") {
          return { ...base, ...LETTER_TOASTS.delayedMailService, thankYou: THANK_YOU_LINES.delayedMailService, reason: "delayed_mail_service" };
        }
        if (answer.delay === "recipient_rate" && answer.replyAt) {
          const when = replyWhen(answer.replyAt, now);
          return {
            ...base,
            title: LETTER_TOASTS.delayedRecipientRate.title,
            description: LETTER_TOASTS.delayedRecipientRate.description(when),
            thankYou: THANK_YOU_LINES.delayedRecipientRate(when),
            reason: "delayed_recipient_rate",
          };
        }
        return { ...base, ...LETTER_TOASTS.queued, thankYou: THANK_YOU_LINES.queued, reason: "queued" };
      }
      return {
        tone: "info",
        title: LETTER_TOASTS.refused.title,
        description: LETTER_TOASTS.refused.prefix + (answer.error?.trim() || LETTER_TOASTS.refused.unknown),
        // Saved, but no reply will come: the form stays filled in with the reason beside the address.
        saved: false,
        field: "parentEmail",
        retry: false,
        thankYou: "",
        event: "santa_reply_email_failed",
        reason: "refused",
      };
    }
    case "rejected": {
      const { rejection } = outcome;
      const description = rejection.kind === "validation" ? rejection.error : LETTER_TOASTS.saveFailed.prefix + rejection.error;
      return { tone: "error", title: LETTER_TOASTS.saveFailed.title, description, saved: false, retry: false, thankYou: "", event: "santa_letter_error", reason: rejection.kind };
    }
    case "network":
      return { tone: "error", ...LETTER_TOASTS.notDelivered, saved: false, retry: true, thankYou: "", event: "santa_letter_error", reason: "network" };
    case "unexpected":
      return { tone: "error", ...LETTER_TOASTS.unexpected, saved: false, retry: true, thankYou: "", event: "santa_letter_error", reason: "unexpected" };
  }
}

/** Reads the endpoint's JSON answer into an outcome; anything unrecognised is "unexpected". */
export function outcomeFromResponse(status: number, body: unknown): LetterOutcome {
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
          answer: { letterId: b.letterId, success: false, status: "refused", error: typeof b.error === "string" ? b.error : undefined },
        };
      }
    }
    if (b.saved === false && typeof b.error === "string" && typeof b.kind === "string" && status >= 400) {
      return { kind: "rejected", rejection: { saved: false, kind: b.kind as LetterRejection["kind"], error: b.error } };
    }
  }
  return { kind: "unexpected" };
}
