import { setupI18n, type MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { letterNotice, outcomeFromResponse, replyWillCome, retryAfterSeconds } from "./letter-outcome";
import { LETTER_TOASTS } from "./letter-rules";

// The notices are message descriptors: read here as the English page shows them.
const english = setupI18n({ locale: "en", messages: { en: {} } });
const say = (descriptor: MessageDescriptor | null) => (descriptor ? english._(descriptor) : "");

describe("letterNotice: the spec's outcome table", () => {
  it("sent: 'Ho Ho Ho! Letter Received & Reply Sent!' and the thank-you screen", () => {
    const n = letterNotice(outcomeFromResponse(201, { letterId: "a", success: true, status: "sent" }));
    expect(say(n.title)).toBe("Ho Ho Ho! Letter Received & Reply Sent!");
    expect(say(n.description)).toMatch(/check.*spam/i);
    expect(n.saved).toBe(true);
    expect(n.event).toBe("santa_reply_email_sent");
  });
  it("not sent yet: 'Letter Received!' saved, reply shortly, check spam", () => {
    const n = letterNotice(outcomeFromResponse(202, { letterId: "a", success: false, status: "queued" }));
    expect(say(n.title)).toBe("Letter Received!");
    expect(say(n.description)).toMatch(/saved/);
    expect(say(n.description)).toMatch(/shortly/);
    expect(say(n.description)).toMatch(/spam/);
    expect(n.event).toBe("santa_reply_email_failed");
  });
  it("refused: 'Letter Received!' with 'Error: ' plus the reason (worded by the page), or 'Unknown email error'", () => {
    const refusedBy = (error: string) => letterNotice(outcomeFromResponse(200, { letterId: "a", success: false, status: "refused", error }));
    const n = refusedBy("Your letter is saved, but 3 letters have already been sent to Santa with this email address today, which is as many as Santa answers for one address in a day. No reply will be sent to this letter.");
    expect(say(n.title)).toBe("Letter Received!");
    expect(say(n.description)).toMatch(/^Error: Your letter is saved, but 3 letters have already been sent/);
    expect(say(refusedBy("Mailbox unavailable").description)).toMatch(/^Error: .*the mail server would not accept the parent email address/);
    expect(say(refusedBy("").description)).toBe("Error: Unknown email error");
  });
  it("refused: no thank-you screen (no reply will come); the reason goes beside the parent email; a new key next time", () => {
    const n = letterNotice(outcomeFromResponse(200, { letterId: "a", success: false, status: "refused", error: "Check the address" }));
    expect(n.saved).toBe(false);
    expect(n.field).toBe("parentEmail");
    expect(n.retry).toBe(false);
    expect(replyWillCome({ letterId: "a", success: false, status: "refused" })).toBe(false);
    expect(replyWillCome({ letterId: "a", success: false, status: "queued" })).toBe(true);
    expect(replyWillCome({ saved: false, kind: "spam", error: "x" })).toBe(false);
  });
  it("saved, then the reply step failed (the spec's 'call throws'): delivered, Santa will reply soon, check spam", () => {
    const n = letterNotice(outcomeFromResponse(202, { letterId: "a", success: false, status: "queued", delay: "reply_failed" }));
    expect(say(n.title)).toBe("Letter Delivered!");
    expect(say(n.description)).toMatch(/delivered/);
    expect(say(n.description)).toMatch(/reply soon/);
    expect(say(n.description)).toMatch(/spam/);
    expect(n.saved).toBe(true);
    expect(n.event).toBe("santa_reply_email_exception");
  });
  it("no answer at all (offline, server unreachable): never 'delivered'; the form stays and offers to retry with the same key", () => {
    const n = letterNotice({ kind: "network" });
    expect(say(n.title)).toMatch(/not reached the North Pole yet/);
    expect(say(n.description)).not.toMatch(/delivered|will reply/i);
    expect(n.saved).toBe(false);
    expect(n.retry).toBe(true);
    expect(letterNotice({ kind: "unexpected" }).retry).toBe(true);
    expect(letterNotice(outcomeFromResponse(429, { saved: false, kind: "rate_limited", error: "wait" })).retry).toBe(false);
  });
  it("save failed: destructive 'Oops! Something went wrong' with 'Failed to save letter: ' plus the reason", () => {
    const n = letterNotice(outcomeFromResponse(500, { saved: false, kind: "save_failed", error: "the database is busy" }));
    expect(n.tone).toBe("error");
    expect(say(n.title)).toBe("Oops! Something went wrong");
    expect(say(n.description)).toBe("Failed to save letter: the North Pole mailroom could not store it just now. Please try again in a minute.");
    expect(n.saved).toBe(false);
    expect(n.event).toBe("santa_letter_error");
  });
  it("validation: the same toast style with the spec's message, from the rule the page found", () => {
    const rejection = { saved: false, kind: "validation", error: "Please enter a valid email address" } as const;
    const n = letterNotice({ kind: "rejected", rejection, issue: { code: "invalidEmail" } });
    expect(say(n.title)).toBe(LETTER_TOASTS.saveFailed.title);
    expect(say(n.description)).toBe("Please enter a valid email address");
    // Without a rule (the request itself could not be read), never the server's English.
    expect(say(letterNotice(outcomeFromResponse(400, rejection)).description)).toBe("This letter could not be read. Please try again.");
  });
  it("rate limited: says how many minutes from the Retry-After header", () => {
    const body = { saved: false, kind: "rate_limited", error: "wait" };
    expect(say(letterNotice(outcomeFromResponse(429, body, "540")).description)).toMatch(/Please try again in 9 minutes\.$/);
    expect(say(letterNotice(outcomeFromResponse(429, body, "30")).description)).toMatch(/Please try again in 1 minute\.$/);
    expect(say(letterNotice(outcomeFromResponse(429, body)).description)).toMatch(/Please try again in a few minutes\.$/);
    expect(retryAfterSeconds("abc")).toBeUndefined();
    expect(retryAfterSeconds("12")).toBe(12);
  });
  it("delayed by the mail service: saved, and told plainly the reply is delayed, never to check the address", () => {
    const n = letterNotice(outcomeFromResponse(202, { letterId: "a", success: false, status: "queued", delay: "mail_service" }));
    expect(say(n.title)).toBe("Letter Received!");
    expect(say(n.description)).toMatch(/delayed/);
    expect(say(n.description)).not.toMatch(/check the parent email address|check it/i);
    expect(say(n.thankYou)).toMatch(/delayed/);
    expect(n.saved).toBe(true);
  });
  it("delayed by the address's limit: says when the reply comes", () => {
    const now = Date.UTC(2026, 11, 10, 18);
    const tomorrow = letterNotice(outcomeFromResponse(202, { letterId: "a", success: false, status: "queued", delay: "recipient_rate", replyAt: now + 20 * 3_600_000 }), now);
    expect(say(tomorrow.description)).toMatch(/will arrive tomorrow/);
    expect(say(tomorrow.thankYou)).toBe("Santa's reply will arrive tomorrow.");
    const soon = letterNotice(outcomeFromResponse(202, { letterId: "a", success: false, status: "queued", delay: "recipient_rate", replyAt: now + 3 * 3_600_000 }), now);
    expect(say(soon.description)).toMatch(/in about 3 hours/);
  });
  it("anything else: 'An unexpected error occurred'", () => {
    for (const body of [null, "oops", { hello: 1 }, { letterId: 5, success: true }]) {
      expect(say(letterNotice(outcomeFromResponse(500, body)).description)).toBe("An unexpected error occurred");
    }
  });
});
