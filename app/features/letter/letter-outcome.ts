import type { AnalyticsEvent } from "~/lib/analytics";
import { LETTER_TOASTS } from "./letter-rules";

/** What the letter endpoint answers once the letter is saved. */
export type LetterAnswer =
  | { letterId: string; success: true; status: "sent" }
  | { letterId: string; success: false; status: "queued" }
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
  /** The letter is safely at the North Pole: show the thank-you screen. */
  saved: boolean;
  event: AnalyticsEvent;
  /** A short code for analytics: never anything the family typed. */
  reason: string;
}

/** The spec's outcome table (sections 7 and 8) as one pure function. */
export function letterNotice(outcome: LetterOutcome): LetterNotice {
  switch (outcome.kind) {
    case "answer": {
      const { answer } = outcome;
      if (answer.status === "sent") {
        return { tone: "success", ...LETTER_TOASTS.sent, saved: true, event: "santa_reply_email_sent", reason: "sent" };
      }
      if (answer.status === "queued") {
        return { tone: "info", ...LETTER_TOASTS.queued, saved: true, event: "santa_reply_email_failed", reason: "queued" };
      }
      return {
        tone: "info",
        title: LETTER_TOASTS.refused.title,
        description: LETTER_TOASTS.refused.prefix + (answer.error?.trim() || LETTER_TOASTS.refused.unknown),
        saved: true,
        event: "santa_reply_email_failed",
        reason: "refused",
      };
    }
    case "rejected": {
      const { rejection } = outcome;
      const description = rejection.kind === "validation" ? rejection.error : LETTER_TOASTS.saveFailed.prefix + rejection.error;
      return { tone: "error", title: LETTER_TOASTS.saveFailed.title, description, saved: false, event: "santa_letter_error", reason: rejection.kind };
    }
    case "network":
      return { tone: "info", ...LETTER_TOASTS.networkError, saved: false, event: "santa_reply_email_exception", reason: "network" };
    case "unexpected":
      return { tone: "error", ...LETTER_TOASTS.unexpected, saved: false, event: "santa_letter_error", reason: "unexpected" };
  }
}

/** Reads the endpoint's JSON answer into an outcome; anything unrecognised is "unexpected". */
export function outcomeFromResponse(status: number, body: unknown): LetterOutcome {
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    if (typeof b.letterId === "string" && typeof b.success === "boolean") {
      if (b.success === true && b.status === "sent") return { kind: "answer", answer: { letterId: b.letterId, success: true, status: "sent" } };
      if (b.success === false && b.status === "queued") return { kind: "answer", answer: { letterId: b.letterId, success: false, status: "queued" } };
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
