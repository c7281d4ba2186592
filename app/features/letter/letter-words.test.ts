import { setupI18n, type MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { REQUEST_ERRORS } from "~/server/letters/letter-request.server";
import { LETTER_REASONS } from "~/server/letters/letter-service.server";
import { LETTER_LIMITS, LETTER_MESSAGES, LETTER_TOASTS } from "./letter-rules";
import { FIELD_LABELS, validateLetter } from "./letter-schema";
import { NOTICE_DESCRIPTIONS, NOTICE_TITLES, THANK_YOU_LINES, delayedRecipientRate, issueMessage, refusedMessage, rejectionMessage } from "./letter-words";

// The page words every answer itself (in its language); in English it must read exactly as the spec and the server.
const english = setupI18n({ locale: "en", messages: { en: {} } });
const say = (descriptor: MessageDescriptor) => english._(descriptor);
const good = { childName: "Emma", parentEmail: "mum@example.com", beenGood: true };

describe("letter words in English: the spec's and the server's text, word for word", () => {
  it("the toasts", () => {
    expect(say(NOTICE_TITLES.sent)).toBe(LETTER_TOASTS.sent.title);
    expect(say(NOTICE_DESCRIPTIONS.sent)).toBe(LETTER_TOASTS.sent.description);
    expect(say(NOTICE_TITLES.received)).toBe(LETTER_TOASTS.queued.title);
    expect(say(NOTICE_DESCRIPTIONS.queued)).toBe(LETTER_TOASTS.queued.description);
    expect(say(NOTICE_DESCRIPTIONS.delayedMailService)).toBe(LETTER_TOASTS.delayedMailService.description);
    expect(say(delayedRecipientRate(20))).toBe(LETTER_TOASTS.delayedRecipientRate.description("tomorrow"));
    expect(say(delayedRecipientRate(1))).toBe(LETTER_TOASTS.delayedRecipientRate.description("in about an hour"));
    expect(say(delayedRecipientRate(5))).toBe(LETTER_TOASTS.delayedRecipientRate.description("in about 5 hours"));
    expect(say(NOTICE_TITLES.delivered)).toBe(LETTER_TOASTS.replyStepFailed.title);
    expect(say(NOTICE_DESCRIPTIONS.replyStepFailed)).toBe(LETTER_TOASTS.replyStepFailed.description);
    expect(say(NOTICE_TITLES.failed)).toBe(LETTER_TOASTS.saveFailed.title);
    expect(say(NOTICE_TITLES.notDelivered)).toBe(LETTER_TOASTS.notDelivered.title);
    expect(say(NOTICE_DESCRIPTIONS.notDelivered)).toBe(LETTER_TOASTS.notDelivered.description);
    expect(say(NOTICE_DESCRIPTIONS.unexpected)).toBe(LETTER_TOASTS.unexpected.description);
    expect(say(THANK_YOU_LINES.queued)).toBe("Santa's reply will follow very soon.");
  });

  it("every rule the schema can break", () => {
    const cases: Record<string, unknown>[] = [
      { ...good, childName: " " },
      { ...good, parentEmail: "mum at example" },
      { ...good, age: "19" },
      ...(Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]).flatMap((field) => [
        { ...good, [field]: "x".repeat(LETTER_LIMITS[field] + 1) },
        { ...good, [field]: "x\u0000y" },
      ]),
    ];
    const messages = new Set<string>();
    for (const input of cases) {
      const result = validateLetter(input);
      if (result.ok) throw new Error(`expected a problem with ${JSON.stringify(input).slice(0, 60)}`);
      expect(say(issueMessage(result.issue))).toBe(result.message);
      messages.add(result.message);
    }
    expect(messages).toContain(LETTER_MESSAGES.required);
    expect(messages).toContain(LETTER_MESSAGES.invalidEmail);
    expect(messages).toContain(LETTER_MESSAGES.age);
    expect(messages.size).toBe(3 + 2 * Object.keys(FIELD_LABELS).length);
  });

  it("the server's reasons for a letter it did not save, by kind", () => {
    const failed = (reason: string) => `${LETTER_TOASTS.saveFailed.prefix}${reason}`;
    expect(say(rejectionMessage({ kind: "spam" }))).toBe(failed(LETTER_REASONS.spam));
    expect(say(rejectionMessage({ kind: "save_failed" }))).toBe(failed(LETTER_REASONS.saveFailed));
    expect(say(rejectionMessage({ kind: "rate_limited", retryAfterSeconds: 60 }))).toBe(failed(LETTER_REASONS.rateLimited(1)));
    expect(say(rejectionMessage({ kind: "rate_limited", retryAfterSeconds: 7 * 60 - 20 }))).toBe(failed(LETTER_REASONS.rateLimited(7)));
    expect(say(rejectionMessage({ kind: "too_large" }))).toBe(failed(REQUEST_ERRORS.tooLarge));
    expect(say(rejectionMessage({ kind: "cross_site" }))).toBe(failed(REQUEST_ERRORS.crossSite));
    expect(say(rejectionMessage({ kind: "unsupported_type" }))).toBe(failed(REQUEST_ERRORS.unsupportedType));
    expect(say(rejectionMessage({ kind: "validation" }))).toBe(REQUEST_ERRORS.unreadable);
  });

  it("the server's reasons for a saved letter that gets no reply", () => {
    const error = (reason: string) => `${LETTER_TOASTS.refused.prefix}${reason}`;
    expect(say(refusedMessage(LETTER_REASONS.recipientCap(5)))).toBe(error(LETTER_REASONS.recipientCap(5)));
    expect(say(refusedMessage(LETTER_REASONS.refusedByMailServer))).toBe(error(LETTER_REASONS.refusedByMailServer));
    expect(say(refusedMessage(undefined))).toBe(error(LETTER_TOASTS.refused.unknown));
    expect(say(refusedMessage("any text", { reason: "recipient_cap", cap: 4 }))).toBe(error(LETTER_REASONS.recipientCap(4)));
    expect(say(refusedMessage("3 letters have already been sent", { reason: "mail_server" }))).toBe(error(LETTER_REASONS.refusedByMailServer));
  });
});
