import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { AGE_MAX, AGE_MIN } from "./letter-rules";
import type { LetterIssue } from "./letter-schema";

/**
 * What the letter page says about a letter's problems and outcomes, in the page's language (ADR 016): message
 * descriptors, shown with `i18n._(…)`. The server answers in English with a kind (letter-rules.ts, the server's
 * reasons); the page never shows that English, it words the kind here. Each English message is the server's or
 * the spec's text word for word, so the English page reads exactly as before (letter-words.test.ts pins that).
 */

/** A problem the letter's own rules found (letter-schema.ts), beside its field or in the toast. */
export function issueMessage(issue: LetterIssue): MessageDescriptor {
  switch (issue.code) {
    case "required":
      return msg`Please fill in all required fields`;
    case "invalidEmail":
      return msg`Please enter a valid email address`;
    case "age":
      return msg`Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}`;
    case "tooLong": {
      const { max } = issue;
      if (issue.field === "childName") return msg`Your name can be at most ${max} characters`;
      if (issue.field === "cityCountry") return msg`City and country can be at most ${max} characters`;
      if (issue.field === "wishList") return msg`Wish list can be at most ${max} characters`;
      return msg`Message to Santa can be at most ${max} characters`;
    }
    case "controlCharacters":
      if (issue.field === "childName") return msg`Your name contains characters that cannot be sent`;
      if (issue.field === "cityCountry") return msg`City and country contains characters that cannot be sent`;
      if (issue.field === "wishList") return msg`Wish list contains characters that cannot be sent`;
      return msg`Message to Santa contains characters that cannot be sent`;
  }
}

/** The toasts' titles (spec sections 7 and 8). */
export const NOTICE_TITLES = {
  sent: msg`Ho Ho Ho! Letter Received & Reply Sent!`,
  received: msg`Letter Received!`,
  delivered: msg`Letter Delivered!`,
  failed: msg`Oops! Something went wrong`,
  notDelivered: msg`Your letter has not reached the North Pole yet`,
} as const;

export const NOTICE_DESCRIPTIONS = {
  sent: msg`Santa's reply is on its way to the parent email. Please check your inbox, and the spam folder too.`,
  queued: msg`Your letter is saved at the North Pole. Santa's reply will be sent shortly to the parent email. Please check your inbox and spam folder.`,
  delayedMailService: msg`Your letter is saved at the North Pole. Santa's reply is delayed because our mail service is not sending just now; it will go to the parent email as soon as it can. Please check the inbox and spam folder later.`,
  replyStepFailed: msg`Your letter was delivered to the North Pole and Santa will reply soon. Please check the parent email, and the spam folder too.`,
  notDelivered: msg`We could not reach the North Pole just now, so your letter is still here, just as you wrote it. Check the internet connection and press “Try again”. Santa will only ever get it once.`,
  unexpected: msg`An unexpected error occurred`,
} as const;

/** This address has had its replies for today: when the reply to this letter will come instead. */
export function delayedRecipientRate(hours: number): MessageDescriptor {
  if (hours >= 12) {
    return msg`Your letter is saved at the North Pole. Santa has already written to this email address several times today, so his reply to this letter will arrive tomorrow. Please check the inbox and spam folder then.`;
  }
  return msg`Your letter is saved at the North Pole. Santa has already written to this email address several times today, so his reply to this letter will arrive ${plural(hours, { one: "in about an hour", other: "in about # hours" })}. Please check the inbox and spam folder then.`;
}

/** What the thank-you screen says about the reply. */
export const THANK_YOU_LINES = {
  sent: msg`Santa's reply is already on its way to the grown-up's inbox.`,
  queued: msg`Santa's reply will follow very soon.`,
  delayedMailService: msg`Santa's reply is delayed a little, and will follow as soon as the North Pole's mail is moving again.`,
} as const;

export function thankYouRecipientRate(hours: number): MessageDescriptor {
  if (hours >= 12) return msg`Santa's reply will arrive tomorrow.`;
  return msg`Santa's reply will arrive ${plural(hours, { one: "in about an hour", other: "in about # hours" })}.`;
}

/**
 * Why a saved letter gets no reply (the server's "refused" answer). The server gives no kind here, only its English
 * reason, so the page recognises the per-address limit by its figure; any other reason is the mail server refusing
 * the address, the only other refusal there is.
 */
export function refusedMessage(error: string | undefined, why?: { reason?: "recipient_cap" | "mail_server"; cap?: number }): MessageDescriptor {
  const reason = error?.trim() ?? "";
  if (reason === "" && !why?.reason) return msg`Error: Unknown email error`;
  // The server names the reason; an older server's English text is read for its cap.
  const cap = why?.reason === "recipient_cap" && why.cap !== undefined ? why.cap : Number(/\b(\d+) letters have already been sent\b/.exec(reason)?.[1] ?? Number.NaN);
  if (why?.reason !== "mail_server" && Number.isInteger(cap)) {
    return msg`Error: Your letter is saved, but ${cap} letters have already been sent to Santa with this email address today, which is as many as Santa answers for one address in a day. No reply will be sent to this letter.`;
  }
  return msg`Error: Your letter is saved, but the mail server would not accept the parent email address. Please check it and write again.`;
}

/** What the server's refusal means: what a letter that was not saved says, by the answer's kind. */
export interface RejectionDetail {
  kind: "validation" | "rate_limited" | "too_large" | "spam" | "save_failed" | "cross_site" | "unsupported_type";
  /** For a validation refusal: what the letter's own rules say, when the page could tell (the same schema). */
  issue?: LetterIssue;
  /** For a rate limit: the server's Retry-After, in seconds. */
  retryAfterSeconds?: number;
}

export function rejectionMessage({ kind, issue, retryAfterSeconds }: RejectionDetail): MessageDescriptor {
  switch (kind) {
    case "validation":
      // The page checks the letter with the same rules before sending, so without an issue it is the request itself.
      return issue ? issueMessage(issue) : msg`This letter could not be read. Please try again.`;
    case "rate_limited": {
      if (retryAfterSeconds === undefined) {
        return msg`Failed to save letter: So many letters have come from your network that the elves need a short rest. Please try again in a few minutes.`;
      }
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      return msg`Failed to save letter: So many letters have come from your network that the elves need a short rest. Please try again in ${plural(minutes, { one: "# minute", other: "# minutes" })}.`;
    }
    case "too_large":
      return msg`Failed to save letter: This letter is too long to carry. Please make it a little shorter.`;
    case "spam":
      return msg`Failed to save letter: This letter could not be sent. Please try again.`;
    case "cross_site":
      return msg`Failed to save letter: Letters can only be sent from the letter page of this website.`;
    case "unsupported_type":
      return msg`Failed to save letter: This letter could not be read: it must be sent as a form or as JSON.`;
    case "save_failed":
      return msg`Failed to save letter: the North Pole mailroom could not store it just now. Please try again in a minute.`;
    default:
      return NOTICE_DESCRIPTIONS.unexpected;
  }
}
