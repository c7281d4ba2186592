import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LETTER_KEY_TTL_MS } from "~/features/letter/letter-rules";
import type { Services } from "~/server/services.server";
import { BACKENDS } from "../support/databases";
import { servicesHarness } from "../support/services-harness";

/**
 * Issue 21: the page sends one idempotency key per composed letter, and retries with it when no answer came
 * back. However often it arrives, on whichever server process, it is one letter with one reply.
 */
const letter = (email: string) => ({ childName: "Noor", age: "6", cityCountry: "Leiden", parentEmail: email, wishList: "A kite", messageToSanta: "Hello!", beenGood: "on" });
const uniqueEmail = () => `parent-${randomUUID().slice(0, 8)}@example.com`;
const newKey = () => randomUUID().replaceAll("-", "");

describe.each(BACKENDS)("a letter sent again with its key on %s", (backend) => {
  const harness = servicesHarness(backend);
  const { start, sink } = harness;
  const lettersTo = (s: Services, email: string) => s.db.kysely.selectFrom("santa_letters").select("id").where("parent_email", "=", email).execute();
  const from = (idempotencyKey?: string, ip = "203.0.113.21") => ({ ip, honeypot: "", idempotencyKey });


  it("answers a repeated key with the first answer: one letter, one reply, and the repeat is not counted against the limit", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: "1" });
    const email = uniqueEmail();
    const key = newKey();
    const first = await s.letters.submit(letter(email), from(key));
    expect(first).toMatchObject({ status: 201, body: { success: true, status: "sent" } });
    const again = await s.letters.submit(letter(email), from(key));
    expect(again).toMatchObject({ status: 201, body: first.body, repeated: true });
    expect(await lettersTo(s, email)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(email)).toHaveLength(1);
    // The address's one letter is used: a new letter (a new key) is limited, the repeat above was not counted.
    expect((await s.letters.submit(letter(email), from(newKey()))).status).toBe(429);
  });

  it("a new key is a new letter, and a key reused with another family's address is not their letter", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url });
    const email = uniqueEmail();
    const key = newKey();
    const a = await s.letters.submit(letter(email), from(key));
    const b = await s.letters.submit(letter(email), from(newKey()));
    const other = await s.letters.submit(letter(uniqueEmail()), from(key));
    const ids = [a, b, other].map((r) => (r.body as { letterId: string }).letterId);
    expect(new Set(ids).size).toBe(3);
    expect(await lettersTo(s, email)).toHaveLength(2);
  });

  it("is remembered across processes: another server answers the repeat from the database", async () => {
    const smtp = await sink();
    const a = await start({ SMTP_URL: smtp.url });
    const email = uniqueEmail();
    const key = newKey();
    const first = await a.letters.submit(letter(email), from(key));
    await harness.stop(a);
    const b = await start({ SMTP_URL: smtp.url });
    expect(await b.letters.submit(letter(email), from(key))).toMatchObject({ status: first.status, body: first.body, repeated: true });
    expect(await lettersTo(b, email)).toHaveLength(1);
  });

  it("a retry that arrives while the first request still waits for its reply waits for it and gets the same answer", async () => {
    const smtp = await sink();
    smtp.delayMs = 1500;
    const s = await start({ SMTP_URL: smtp.url });
    const email = uniqueEmail();
    const key = newKey();
    const first = s.letters.submit(letter(email), from(key));
    await new Promise((r) => setTimeout(r, 300));
    const retry = await s.letters.submit(letter(email), from(key));
    expect(retry.body).toEqual((await first).body);
    expect(retry.body).toMatchObject({ success: true, status: "sent" });
    expect(await lettersTo(s, email)).toHaveLength(1);
  });

  // Two servers writing at once means PostgreSQL (two in-process SQLite connections would block each other on
  // one thread, which no deployment does); the tests above cover SQLite across processes.
  it.runIf(backend === "postgres")("two servers given the same letter at the same moment store it once and give both the same answer", async () => {
    const smtp = await sink();
    const a = await start({ SMTP_URL: smtp.url });
    const b = await start({ SMTP_URL: smtp.url });
    for (let round = 0; round < 5; round++) {
      const email = uniqueEmail();
      const key = newKey();
      const [x, y] = await Promise.all([a.letters.submit(letter(email), from(key)), b.letters.submit(letter(email), from(key))]);
      expect(x.body).toEqual(y.body);
      expect("letterId" in x.body).toBe(true);
      expect(await lettersTo(a, email)).toHaveLength(1);
    }
  });

  it("when the first request's process died before answering, the repeat says what is true: saved, reply queued", async () => {
    const s = await start();
    const email = uniqueEmail();
    const key = newKey();
    const first = await s.letters.submit(letter(email), from(key));
    const letterId = (first.body as { letterId: string }).letterId;
    // As if the process died after the insert, before the reply went out and before the answer was kept.
    await s.db.kysely.updateTable("letter_submissions").set({ status: null, answer: null }).where("letter_id", "=", letterId).execute();
    await s.db.kysely.updateTable("santa_letters").set({ reply_status: "pending" }).where("id", "=", letterId).execute();
    const repeat = await s.letters.submit(letter(email), from(key));
    expect(repeat).toMatchObject({ status: 202, body: { letterId, success: false, status: "queued" }, repeated: true });
  }, 15_000);

  it("a reply sent at once is the key's answer from the letter's own row: nothing more is written for the key", async () => {
    const s = await start();
    const email = uniqueEmail();
    const key = newKey();
    const first = await s.letters.submit(letter(email), from(key));
    expect(first).toMatchObject({ status: 201, body: { success: true, status: "sent" } });
    const letterId = (first.body as { letterId: string }).letterId;
    expect(await s.db.kysely.selectFrom("letter_submissions").select(["status", "answer"]).where("letter_id", "=", letterId).executeTakeFirst()).toEqual({ status: null, answer: null });
    const started = Date.now();
    const repeat = await s.letters.submit(letter(email), from(key));
    expect(repeat).toEqual({ ...first, repeated: true });
    // Answered from the row, not after waiting out the first request's deadline.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("a letter that was not saved (refused by a limit) can be sent again with the same key once the limit allows", async () => {
    const s = await start({ RATE_LIMIT_PER_IP: "1" });
    const key = newKey();
    expect((await s.letters.submit(letter(uniqueEmail()), from(newKey(), "198.51.100.9"))).body).toHaveProperty("letterId");
    const email = uniqueEmail();
    expect((await s.letters.submit(letter(email), from(key, "198.51.100.9"))).status).toBe(429);
    const later = await s.letters.submit(letter(email), from(key, "198.51.100.10"));
    expect(later.body).toHaveProperty("letterId");
    expect(later.repeated).toBeUndefined();
  });

  it("forgets keys after a day, with the retention purge", async () => {
    const s = await start();
    const key = newKey();
    const first = await s.letters.submit(letter(uniqueEmail()), from(key));
    const letterId = (first.body as { letterId: string }).letterId;
    await s.db.kysely.updateTable("letter_submissions").set({ created_at: Date.now() - LETTER_KEY_TTL_MS - 1000 }).where("letter_id", "=", letterId).execute();
    await s.worker.purge();
    expect(await s.db.kysely.selectFrom("letter_submissions").select("key").where("letter_id", "=", letterId).execute()).toEqual([]);
  });
});
