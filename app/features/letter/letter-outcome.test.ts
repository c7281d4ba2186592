import { describe, expect, it } from "vitest";
import { letterNotice, outcomeFromResponse, replyWillCome } from "./letter-outcome";
import { LETTER_TOASTS } from "./letter-rules";

describe("letterNotice: the spec's outcome table", () => {
  it("sent: 'Ho Ho Ho! Letter Received & Reply Sent!' and the thank-you screen", () => {
    const n = letterNotice(outcomeFromResponse(201, { letterId: "a", success: true, status: "sent" }));
    expect(n.title).toBe("Ho Ho Ho! Letter Received & Reply Sent!");
    expect(n.description).toMatch(/check.*spam/i);
    expect(n.saved).toBe(true);
    expect(n.event).toBe("santa_reply_email_sent");
  });
  it("not sent yet: 'Letter Received!' saved, reply shortly, check spam", () => {
    const n = letterNotice(outcomeFromResponse(202, { letterId: "a", success: false, status: "queued" }));
    expect(n.title).toBe("Letter Received!");
    expect(n.description).toMatch(/saved/);
    expect(n.description).toMatch(/shortly/);
    expect(n.description).toMatch(/spam/);
    expect(n.event).toBe("santa_reply_email_failed");
  });
  it("refused: 'Letter Received!' with 'Error: ' plus the reason, or 'Unknown email error'", () => {
    const n = letterNotice(outcomeFromResponse(200, { letterId: "a", success: false, status: "refused", error: "Too many replies today" }));
    expect(n.title).toBe("Letter Received!");
    expect(n.description).toBe("Error: Too many replies today");
    const unknown = letterNotice(outcomeFromResponse(200, { letterId: "a", success: false, status: "refused", error: "" }));
    expect(unknown.description).toBe("Error: Unknown email error");
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
    expect(n.title).toBe("Letter Delivered!");
    expect(n.description).toMatch(/delivered/);
    expect(n.description).toMatch(/reply soon/);
    expect(n.description).toMatch(/spam/);
    expect(n.saved).toBe(true);
    expect(n.event).toBe("santa_reply_email_exception");
  });
  it("no answer at all (offline, server unreachable): never 'delivered'; the form stays and offers to retry with the same key", () => {
    const n = letterNotice({ kind: "network" });
    expect(n.title).toMatch(/not reached the North Pole yet/);
    expect(n.description).not.toMatch(/delivered|will reply/i);
    expect(n.saved).toBe(false);
    expect(n.retry).toBe(true);
    expect(letterNotice({ kind: "unexpected" }).retry).toBe(true);
    expect(letterNotice(outcomeFromResponse(429, { saved: false, kind: "rate_limited", error: "wait" })).retry).toBe(false);
  });
  it("save failed: destructive 'Oops! Something went wrong' with 'Failed to save letter: ' plus the reason", () => {
    const n = letterNotice(outcomeFromResponse(500, { saved: false, kind: "save_failed", error: "the database is busy" }));
    expect(n.tone).toBe("error");
    expect(n.title).toBe("Oops! Something went wrong");
    expect(n.description).toBe("Failed to save letter: the database is busy");
    expect(n.saved).toBe(false);
    expect(n.event).toBe("santa_letter_error");
  });
  it("validation: the same toast style with the spec's message", () => {
    const n = letterNotice(outcomeFromResponse(400, { saved: false, kind: "validation", error: "Please enter a valid email address" }));
    expect(n.title).toBe(LETTER_TOASTS.saveFailed.title);
    expect(n.description).toBe("Please enter a valid email address");
  });
  it("delayed by the mail service: saved, and told plainly the reply is delayed, never to check the address", () => {
    const n = letterNotice(outcomeFromResponse(202, { letterId: "a", success: false, status: "queued", delay: "mail_service" }));
    expect(n.title).toBe("Letter Received!");
    expect(n.description).toMatch(/delayed/);
    expect(n.description).not.toMatch(/check the parent email address|check it/i);
    expect(n.thankYou).toMatch(/delayed/);
    expect(n.saved).toBe(true);
  });
  it("delayed by the address's limit: says when the reply comes", () => {
    const now = Date.UTC(2026, 11, 10, 18);
    const tomorrow = letterNotice(outcomeFromResponse(202, { letterId: "a", success: false, status: "queued", delay: "recipient_rate", replyAt: now + 20 * 3_600_000 }), now);
    expect(tomorrow.description).toMatch(/will arrive tomorrow/);
    expect(tomorrow.thankYou).toBe("Santa's reply will arrive tomorrow.");
    const soon = letterNotice(outcomeFromResponse(202, { letterId: "a", success: false, status: "queued", delay: "recipient_rate", replyAt: now + 3 * 3_600_000 }), now);
    expect(soon.description).toMatch(/in about 3 hours/);
  });
  it("anything else: 'An unexpected error occurred'", () => {
    for (const body of [null, "oops", { hello: 1 }, { letterId: 5, success: true }]) {
      expect(letterNotice(outcomeFromResponse(500, body)).description).toBe("An unexpected error occurred");
    }
  });
});
