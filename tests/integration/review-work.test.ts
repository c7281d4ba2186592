import { beforeAll, describe, expect, it } from "vitest";
import { decideHeld, heldLetter } from "~/server/review/held-letters.server";
import { ReviewerStore } from "~/server/review/reviewers.server";
import {
  addNote,
  DEFAULT_REVIEW_SAMPLE_PERCENT,
  drawDailySample,
  escalate,
  escalationOf,
  HELD_WARNING_MS,
  markSample,
  MISSED_ACTION,
  noteKey,
  notesOf,
  openEscalations,
  recordOutcome,
  reviewHealth,
  reviewWatch,
  sampleList,
} from "~/server/review/review-work.server";
import type { Services } from "~/server/services.server";
import { readLetterIn, storedReading } from "~/features/letter/reply/reply-languages.server";
import { sharedServices } from "../support/services-harness";
import { BACKENDS } from "../support/databases";

const DAY = 86_400_000;

describe.each(BACKENDS)("notes, escalations, the daily sample and the queue's health on %s", (backend) => {
  const shared = sharedServices(backend);
  let services: Services;
  let store: ReviewerStore;
  const letter = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    child_name: "Ida",
    age: 9,
    city_country: null,
    parent_email: "p@example.com",
    parent_email_key: "p@example.com",
    wish_list: "a kite",
    message_to_santa: "private words",
    been_good: services.db.bool(true),
    created_at: Date.now() - 60_000,
    reply_status: "held" as const,
    reply_next_attempt_at: null,
    reply_last_error: null,
    locale: "en",
    ...over,
  });
  beforeAll(() => {
    services = shared.services;
    store = new ReviewerStore(services.db.kysely);
  });

  it("a note is saved once per form, and notes go with their letter while the trail stays", async () => {
    const k = services.db.kysely;
    await k.insertInto("santa_letters").values(letter("note-1")).execute();
    const key = noteKey();
    expect(await addNote(k, { key, letterId: "note-1", author: "a@example.org", body: "Called the lead." })).toBe("done");
    expect(await addNote(k, { key, letterId: "note-1", author: "a@example.org", body: "Called the lead." })).toBe("repeat");
    expect(await addNote(k, { key: noteKey(), letterId: "nope", author: "a@example.org", body: "x" })).toBe("missing");
    await expect(addNote(k, { key: "not-a-key", letterId: "note-1", author: "a@example.org", body: "x" })).rejects.toThrow();
    expect((await notesOf(k, "note-1")).map((n) => n.body)).toEqual(["Called the lead."]);
    await store.audit({ actor: "a@example.org", action: "note", letterId: "note-1" });
    await k.deleteFrom("santa_letters").where("id", "=", "note-1").execute();
    expect(await notesOf(k, "note-1")).toEqual([]);
    expect((await store.auditSince(0)).filter((r) => r.letter_id === "note-1").map((r) => r.action)).toEqual(["note"]);
  });

  it("a held letter is escalated once, a lead's outcome is recorded once, and a decided letter cannot be escalated", async () => {
    const k = services.db.kysely;
    await k.insertInto("santa_letters").values([letter("esc-1"), letter("esc-2")]).execute();
    expect(await escalate(k, { letterId: "esc-1", by: "r@example.org", note: "Names a stepfather." })).toBe("done");
    expect(await escalate(k, { letterId: "esc-1", by: "other@example.org", note: "again" })).toBe("already");
    expect(await escalate(k, { letterId: "nope", by: "r@example.org", note: "x" })).toBe("missing");
    expect(await decideHeld(k, "esc-2", "dismissed")).toBe("done");
    expect(await escalate(k, { letterId: "esc-2", by: "r@example.org", note: "x" })).toBe("not-held");
    expect((await openEscalations(k)).map((e) => e.id)).toEqual(["esc-1"]);
    expect((await reviewHealth(k)).escalationsOpen).toBe(1);
    expect(await recordOutcome(k, { letterId: "esc-1", by: "lead@example.org", outcome: "referred-child-services" })).toBe("done");
    expect(await recordOutcome(k, { letterId: "esc-1", by: "lead@example.org", outcome: "no-action" })).toBe("already");
    expect(await recordOutcome(k, { letterId: "esc-2", by: "lead@example.org", outcome: "no-action" })).toBe("not-escalated");
    expect(await escalationOf(k, "esc-1")).toMatchObject({ by: "r@example.org", note: "Names a stepfather.", outcome: "referred-child-services", outcomeBy: "lead@example.org" });
    expect(await openEscalations(k)).toEqual([]);
  });

  it("draws each day's sample once: the share asked of yesterday's ordinary replies, at least one, none a person reviewed", async () => {
    const k = services.db.kysely;
    const now = Date.parse("2026-12-10T09:00:00Z");
    const yesterday = Date.parse("2026-12-09T12:00:00Z");
    const sent = (id: string, at: number, over: Record<string, unknown> = {}) => letter(id, { reply_status: "sent", reply_sent_at: at, created_at: at - 60_000, ...over });
    await k
      .insertInto("santa_letters")
      .values([
        ...Array.from({ length: 120 }, (_, i) => sent(`s-${String(i).padStart(3, "0")}`, yesterday + i)),
        sent("s-reviewed", yesterday, { reviewed_at: yesterday, review_outcome: "ordinary" }),
        sent("s-today", now - 1000),
        sent("s-older", yesterday - DAY),
      ])
      .execute();
    const first = await drawDailySample(k, DEFAULT_REVIEW_SAMPLE_PERCENT, now);
    expect(first).toEqual({ day: "2026-12-10", replied: 120, drawn: 3 });
    expect(await drawDailySample(k, DEFAULT_REVIEW_SAMPLE_PERCENT, now + 3_600_000)).toBeNull();
    const list = await sampleList(k);
    expect(list).toHaveLength(3);
    expect(list.every((s) => /^s-\d{3}$/.test(s.id) && s.day === "2026-12-10" && s.verdict === null)).toBe(true);
    // The next day draws from its own yesterday: one letter, at least one of any.
    expect(await drawDailySample(k, DEFAULT_REVIEW_SAMPLE_PERCENT, now + DAY)).toEqual({ day: "2026-12-11", replied: 1, drawn: 1 });

    const [a, b] = list;
    expect(await markSample(k, { letterId: a!.id, by: "r@example.org", verdict: "missed" })).toBe("done");
    expect(await markSample(k, { letterId: a!.id, by: "r@example.org", verdict: "fine" })).toBe("already");
    expect(await markSample(k, { letterId: b!.id, by: "r@example.org", verdict: "fine" })).toBe("done");
    expect(await markSample(k, { letterId: "s-older", by: "r@example.org", verdict: "fine" })).toBe("not-sampled");
    await store.audit({ actor: "r@example.org", action: MISSED_ACTION, letterId: a!.id });
    const health = await reviewHealth(k);
    expect(health.sampleWaiting).toBe(2);
    expect(health.missed).toBe(1);
    // The missed example goes with its letter; the count, from the trail, stays.
    await k.deleteFrom("santa_letters").where("id", "=", a!.id).execute();
    expect((await sampleList(k)).map((s) => s.id)).not.toContain(a!.id);
    expect((await reviewHealth(k)).missed).toBe(1);
  });

  it("always takes into the sample a replied letter whose reading set a phrase aside, besides the random share", async () => {
    const k = services.db.kysely;
    const now = Date.parse("2026-12-20T09:00:00Z");
    const yesterday = Date.parse("2026-12-19T12:00:00Z");
    const play = { wishList: "a football", messageToSanta: "Dear Santa, my big sister said she would kill me because I ate her chocolate haha. We made biscuits and a snowman!" };
    const plain = { wishList: "a kite", messageToSanta: "I love snow." };
    const sent = (id: string, text: typeof play, i: number) =>
      letter(id, { reply_status: "sent", reply_sent_at: yesterday + i, created_at: yesterday - 60_000, wish_list: text.wishList, message_to_santa: text.messageToSanta, reading: storedReading(readLetterIn("en", text)) });
    await k
      .insertInto("santa_letters")
      .values([...Array.from({ length: 60 }, (_, i) => sent(`p-${String(i).padStart(2, "0")}`, plain, i)), sent("p-set-aside", play, 61)])
      .execute();
    expect(await drawDailySample(k, DEFAULT_REVIEW_SAMPLE_PERCENT, now)).toEqual({ day: "2026-12-20", replied: 61, drawn: 3 });
    const day = (await sampleList(k)).filter((s) => s.day === "2026-12-20").map((s) => s.id);
    expect(day).toContain("p-set-aside");
    expect(day.filter((id) => id !== "p-set-aside")).toHaveLength(2);
    // The reviewer's page shows what was set aside, and nothing for a plain letter.
    expect((await heldLetter(k, "p-set-aside"))?.setAside).toEqual([{ label: "threat", phrase: "would kill me" }]);
    expect((await heldLetter(k, "p-00"))?.setAside).toEqual([]);
  });

  it("counts held letters, the oldest wait and today's decisions, and the hourly watch warns past 12 hours", async () => {
    const k = services.db.kysely;
    await k.deleteFrom("santa_letters").execute();
    const now = Date.now();
    await k
      .insertInto("santa_letters")
      .values([letter("h-old", { created_at: now - HELD_WARNING_MS - 3_600_000 }), letter("h-new", { created_at: now - 60_000 }), letter("h-done")])
      .execute();
    expect(await decideHeld(k, "h-done", "ordinary", now)).toBe("done");
    const health = await reviewHealth(k, now);
    expect(health).toMatchObject({ held: 2, heldOverWarning: 1, decidedToday: { released: 0, ordinary: 1, dismissed: 0 } });
    expect(health.oldestHeldSeconds).toBeGreaterThanOrEqual(13 * 3600);
    const lines: { level: string; msg: string }[] = [];
    const logger = { warn: (_: object, msg: string) => lines.push({ level: "warn", msg }), info: (_: object, msg: string) => lines.push({ level: "info", msg }), error: (_: object, msg: string) => lines.push({ level: "error", msg }) };
    await reviewWatch(k, logger, 0, now);
    expect(lines).toEqual([{ level: "warn", msg: expect.stringContaining("1 held letter has waited more than 12 hours") }]);
    await decideHeld(k, "h-old", "released", now);
    lines.length = 0;
    await reviewWatch(k, logger, 0, now);
    expect(lines).toEqual([]);
  });
});
