import type { SendReservation } from "~/server/mail/outbox-worker.server";
import { SMTP_MAX_CONNECTIONS } from "~/server/mail/mail-transport.server";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";
import { createServices, DELETE_LETTER_PATH, type Services } from "~/server/services.server";
import { BACKENDS } from "../support/databases";
import { freePort } from "../support/app-server";
import { servicesHarness, silent } from "../support/services-harness";
import { simpleParser } from "mailparser";
import { extractText, getDocumentProxy } from "unpdf";
import { plainTextPart } from "../support/smtp-sink";
import { printedParagraphs } from "~/features/letter/print/letter-pdf.server";
import { composeReply } from "~/features/letter/reply/reply-content.server";

const letter = (email: string, extra: Record<string, unknown> = {}) => ({
  childName: "Emma",
  age: "7",
  cityCountry: "Bergen, Norway",
  parentEmail: email,
  wishList: "A red bicycle\nA book about dinosaurs",
  messageToSanta: "Say hello to Rudolph!",
  beenGood: "on",
  ...extra,
});
const from = { ip: "203.0.113.7", honeypot: "" };
const uniqueEmail = () => `parent-${randomUUID().slice(0, 8)}@example.com`;

describe.each(BACKENDS)("letters and replies on %s", (backend) => {
  const harness = servicesHarness(backend);
  const { start, stop, sink } = harness;
  const row = (s: Services, id: string) => s.db.kysely.selectFrom("santa_letters").selectAll().where("id", "=", id).executeTakeFirst();

  it("stores a letter and Santa's reply arrives at the parent's address", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url });
    const email = uniqueEmail();
    const answer = await s.letters.submit(letter(email), from);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, status: "sent" });
    const id = (answer.body as { letterId: string }).letterId;
    expect(await row(s, id)).toMatchObject({ child_name: "Emma", age: 7, city_country: "Bergen, Norway", parent_email: email, reply_status: "sent" });
    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("A letter from Santa for Emma");
    expect(mails[0]!.from).toBe("santa@north-pole.test");
    const text = plainTextPart(mails[0]!.raw);
    expect(text).toContain("Dear Emma,");
    // Santa names the wishes by what he recognises, never in the child's words.
    expect(text).toContain("a bike and some books");
    expect(text).not.toContain("A red bicycle");
    // Santa's letter to print rides along as a PDF, with the same words (Bergen is in Norway: A4).
    const parsed = await simpleParser(mails[0]!.raw);
    const pdf = parsed.attachments.find((a) => a.contentType === "application/pdf")!;
    expect(pdf.filename).toBe("letter-from-santa-emma.pdf");
    const doc = await getDocumentProxy(new Uint8Array(pdf.content));
    const printed = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, " ");
    expect(printed).toContain("Dear Emma,");
    expect(printed).toContain("a bike and some books");
    expect(printed).not.toContain("A red bicycle");
    expect((await doc.getPage(1)).view.slice(2).map(Math.round)).toEqual([595, 842]);
  });

  it("reserves a sending slot for a letter about to be saved: none when all are busy, given back once, and a letter saved without one still goes", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url });
    const reservations: SendReservation[] = [];
    for (let r = s.worker.reserveSend(); r; r = s.worker.reserveSend()) reservations.push(r);
    expect(reservations).toHaveLength(SMTP_MAX_CONNECTIONS);
    // Given back twice, a slot is freed once.
    reservations[0]!.release();
    reservations[0]!.release();
    expect(() => reservations[0]!.deliver({} as never, 10)).toThrow(/already used or released/);
    reservations[0] = s.worker.reserveSend()!;
    expect(reservations[0]).not.toBeNull();
    expect(s.worker.reserveSend()).toBeNull();
    // Every slot taken: the letter is saved pending and its reply waits for one, which a release frees.
    const email = uniqueEmail();
    const pending = s.letters.submit(letter(email), { ...from, ip: "198.51.100.31" });
    setTimeout(() => reservations[0]!.release(), 100);
    expect((await pending).body).toMatchObject({ success: true });
    expect(smtp.to(email)).toHaveLength(1);
    for (const r of reservations.slice(1)) r.release();
    const again = s.worker.reserveSend();
    expect(again).not.toBeNull();
    again!.release();
  });

  it("stores the page's locale with the letter and links the reply to that language's pages; anything else is English", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url });
    const email = uniqueEmail();
    const answer = await s.letters.submit(letter(email), { ...from, locale: "fr" });
    const id = (answer.body as { letterId: string }).letterId;
    expect((await row(s, id))?.locale).toBe("fr");
    const text = plainTextPart(smtp.to(email)[0]!.raw);
    expect(text).toContain("https://north-pole.test/fr/letters/delete?token=");
    expect(text).toContain("https://north-pole.test/fr/nice-list");
    const other = uniqueEmail();
    const english = await s.letters.submit(letter(other), from);
    expect((await row(s, (english.body as { letterId: string }).letterId))?.locale).toBe("en");
  });

  it("with the mail server down, keeps the letter, answers 'queued', and sends exactly once when it returns", async () => {
    const port = await freePort();
    const s = await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const email = uniqueEmail();
    const answer = await s.letters.submit(letter(email), from);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ success: false, status: "queued" });
    const id = (answer.body as { letterId: string }).letterId;
    expect((await row(s, id))?.reply_status).toBe("retry");
    const smtp = await sink({ port });
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.to(email)).toHaveLength(1);
    await expect.poll(async () => (await row(s, id))?.reply_status).toBe("sent");
  });

  it("dead-letters a reply the mail server refuses with 550", async () => {
    const smtp = await sink();
    const email = uniqueEmail();
    smtp.reject.add(email);
    const s = await start({ SMTP_URL: smtp.url });
    const answer = await s.letters.submit(letter(email), from);
    expect(answer.body).toMatchObject({ success: false, status: "refused", reason: "mail_server" });
    const stored = await row(s, (answer.body as { letterId: string }).letterId);
    expect(stored?.reply_status).toBe("dead");
    expect(stored?.reply_last_error).toMatch(/550/);
    expect(smtp.messages).toHaveLength(0);
  });

  it.each([
    ["a 554 at the greeting", { stage: "connect", code: 554, message: "mail.example ESMTP not accepting messages" }],
    ["a 5.4.5 quota answer", { stage: "data", code: 554, message: "5.4.5 Daily sending quota exceeded" }],
    ["a 5.7.1 policy answer", { stage: "mail", code: 550, message: "5.7.1 Sending blocked by policy" }],
    ["a 421", { stage: "mail", code: 421, message: "4.7.0 Too many connections, try later" }],
  ] as const)("keeps every reply queued while the provider refuses all mail (%s), tells the family it is delayed, and sends it once fixed", async (_what, refusal) => {
    const smtp = await sink();
    smtp.refuseAll = { ...refusal };
    const s = await start({ SMTP_URL: smtp.url, REPLY_RETRY_BASE_MS: "100000" });
    const email = uniqueEmail();
    const answer = await s.letters.submit(letter(email), from);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ success: false, status: "queued", delay: "mail_service" });
    const id = (answer.body as { letterId: string }).letterId;
    const stored = await row(s, id);
    expect(stored?.reply_status).toBe("retry");
    expect(stored?.reply_last_error).toMatch(new RegExp(`^provider refusing: SMTP ${refusal.code}`));
    expect(s.worker.providerRefusing()).toBe(true);
    const { health } = await import("~/server/services.server");
    expect((await health(s)).mail).toBe("failing");
    // The operator fixes the account: the reply goes out, once, and the provider is fine again.
    smtp.refuseAll = undefined;
    await s.db.kysely.updateTable("santa_letters").set({ reply_next_attempt_at: Date.now() }).where("id", "=", id).execute();
    s.worker.kick();
    await expect.poll(async () => (await row(s, id))?.reply_status).toBe("sent");
    expect(smtp.to(email)).toHaveLength(1);
    expect(s.worker.providerRefusing()).toBe(false);
  });

  it("keeps retrying, not dead-lettering, while the mail server refuses our password (535)", async () => {
    const smtp = await sink({ password: "the-right-password" });
    const email = uniqueEmail();
    const wrong = await start({ SMTP_URL: `smtp://santa:wrong@127.0.0.1:${smtp.port}`, REPLY_RETRY_BASE_MS: "100000" });
    const answer = await wrong.letters.submit(letter(email), from);
    expect(answer.body).toMatchObject({ success: false, status: "queued" });
    const id = (answer.body as { letterId: string }).letterId;
    const stored = await row(wrong, id);
    expect(stored?.reply_status).toBe("retry");
    expect(stored?.reply_last_error).toMatch(/535/);
    await stop(wrong);
    // The operator fixes SMTP_URL and restarts: the reply goes out.
    const fixed = await start({ SMTP_URL: smtp.url });
    await fixed.db.kysely.updateTable("santa_letters").set({ reply_next_attempt_at: Date.now() }).where("id", "=", id).execute();
    await smtp.waitFor(1);
    expect(smtp.to(email)).toHaveLength(1);
    await expect.poll(async () => (await row(fixed, id))?.reply_status).toBe("sent");
  });

  it("a reply the operator re-queues gets a fresh give-up clock, so one more outage does not dead-letter it", async () => {
    const port = await freePort();
    const s = await start({ SMTP_URL: `smtp://127.0.0.1:${port}`, REPLY_RETRY_BASE_MS: "100000" });
    const id = randomUUID();
    const threeDaysAgo = Date.now() - 3 * 86_400_000;
    const email = uniqueEmail();
    await s.db.kysely
      .insertInto("santa_letters")
      .values({ id, child_name: "Olaf", age: null, city_country: null, parent_email: email, parent_email_key: email, wish_list: null, message_to_santa: null, been_good: s.db.bool(true), created_at: threeDaysAgo, reply_status: "dead", reply_next_attempt_at: null, reply_last_error: "SMTP 550" })
      .execute();
    const { runAdmin } = await import("~/server/admin/admin-cli.server");
    const quiet = { out: () => {}, err: () => {}, confirm: async () => true };
    expect(await runAdmin(["retry"], parseEnv({ ...harness.db.env }), quiet, silent)).toBe(0);
    // The mail server is still down: the worker tries, fails, and schedules another try instead of giving up.
    await expect.poll(async () => (await row(s, id))?.reply_attempts, { timeout: 10_000 }).toBe(1);
    expect((await row(s, id))?.reply_status).toBe("retry");
  });

  it("two workers over one database deliver 200 replies exactly once", async () => {
    const smtp = await sink();
    const a = await start({ SMTP_URL: smtp.url, REPLY_POLL_MS: "20" });
    const now = Date.now();
    const ids = Array.from({ length: 200 }, () => randomUUID());
    await a.db.kysely
      .insertInto("santa_letters")
      .values(
        ids.map((id, i) => ({
          id,
          child_name: `Child ${i}`,
          age: null,
          city_country: null,
          parent_email: `bulk-${i}-${id.slice(0, 6)}@example.com`,
          parent_email_key: `bulk-${i}-${id.slice(0, 6)}@example.com`,
          wish_list: null,
          message_to_santa: null,
          been_good: a.db.bool(true),
          created_at: now,
          reply_status: "pending" as const,
          reply_next_attempt_at: now,
          reply_last_error: null,
        })),
      )
      .execute();
    await start({ SMTP_URL: smtp.url, REPLY_POLL_MS: "20" });
    await smtp.waitFor(200, 60_000);
    await new Promise((r) => setTimeout(r, 500));
    const recipients = smtp.messages.map((m) => m.to[0]);
    expect(recipients).toHaveLength(200);
    expect(new Set(recipients).size).toBe(200);
    const statuses = await a.db.kysely.selectFrom("santa_letters").select("reply_status").where("id", "in", ids).execute();
    expect(statuses.every((r) => r.reply_status === "sent")).toBe(true);
  }, 90_000);

  it("keeps a reply's lease alive while its send is in progress, so no other server can take it over", async () => {
    const smtp = await sink();
    smtp.delayMs = 2500;
    const env = parseEnv({ ...harness.db.env, SITE_URL: "https://north-pole.test", SMTP_URL: smtp.url, REPLY_POLL_MS: "50" });
    const s = await createServices(env, silent, { leaseMs: 400 });
    harness.track(s);
    const email = uniqueEmail();
    // Not awaited: the request waits for its own send, and this test watches the row meanwhile.
    const answer = s.letters.submit(letter(email), from);
    await expect.poll(async () => (await s.db.kysely.selectFrom("santa_letters").select("reply_status").where("parent_email", "=", email).executeTakeFirst())?.reply_status, { interval: 20 }).toBe("sending");
    const lease = async () => s.db.kysely.selectFrom("santa_letters").select(["reply_status", "reply_lease_until"]).where("parent_email", "=", email).executeTakeFirstOrThrow();
    const first = Number((await lease()).reply_lease_until);
    // Well past the 400 ms lease, and the send is still in progress: the lease has been renewed, not lost.
    await new Promise((r) => setTimeout(r, 1000));
    const during = await lease();
    expect(during.reply_status).toBe("sending");
    expect(Number(during.reply_lease_until)).toBeGreaterThan(first);
    expect(Number(during.reply_lease_until)).toBeGreaterThan(Date.now());
    expect((await answer).body).toMatchObject({ success: true, status: "sent" });
    expect(smtp.to(email)).toHaveLength(1);
  });

  // Two servers sharing a database means PostgreSQL (two in-process SQLite connections would block each other's
  // writes on one thread, which no deployment does).
  it.runIf(backend === "postgres")("two servers with a slow mail server send every reply exactly once (in flight bounded, leases kept alive)", async () => {
    const smtp = await sink();
    smtp.delayMs = 400;
    const env = parseEnv({ ...harness.db.env, SITE_URL: "https://north-pole.test", SMTP_URL: smtp.url, REPLY_RETRY_BASE_MS: "50", REPLY_POLL_MS: "50", RATE_LIMIT_PER_IP: "100000" });
    // A lease far shorter than a queue of slow sends: before the fix, replies waiting in nodemailer's queue lost
    // their lease and the other server sent them again.
    const a = await createServices(env, silent, { leaseMs: 1500 });
    const b = await createServices(env, silent, { leaseMs: 1500 });
    harness.track(a, b);
    const emails = Array.from({ length: 40 }, uniqueEmail);
    await Promise.all(emails.map((email, i) => (i % 2 ? a : b).letters.submit(letter(email), { ip: `192.0.2.${i}`, honeypot: "" })));
    await expect.poll(() => emails.filter((e) => smtp.to(e).length > 0).length, { timeout: 60_000, interval: 200 }).toBe(40);
    await new Promise((r) => setTimeout(r, 2500));
    const counts = emails.map((e) => smtp.to(e).length);
    expect(counts.filter((c) => c !== 1)).toEqual([]);
  }, 90_000);

  it("a restart mid-queue loses nothing, including a reply whose sender crashed", async () => {
    const port = await freePort();
    const first = await start({ SMTP_URL: `smtp://127.0.0.1:${port}`, REPLY_RETRY_BASE_MS: "100000" });
    const emails = Array.from({ length: 5 }, uniqueEmail);
    for (const email of emails) expect((await first.letters.submit(letter(email), from)).status).toBe(202);
    // A reply claimed by a process that died: its lease has run out.
    const crashedEmail = uniqueEmail();
    const crashed = await first.letters.submit(letter(crashedEmail), from);
    const crashedId = (crashed.body as { letterId: string }).letterId;
    await first.db.kysely
      .updateTable("santa_letters")
      .set({ reply_status: "sending", reply_lease_owner: "dead-process", reply_lease_until: Date.now() - 1 })
      .where("id", "=", crashedId)
      .execute();
    // Make the waiting replies due only after the first server has stopped: a send still in flight at the stop is
    // marked "retry" by the shutdown itself (with a long backoff), and the restart must not wait for that backoff.
    await stop(first);

    const smtp = await sink({ port });
    const second = await start({ SMTP_URL: smtp.url });
    await second.db.kysely.updateTable("santa_letters").set({ reply_next_attempt_at: Date.now() }).where("reply_status", "=", "retry").execute();
    second.worker.kick();
    // Wait for these six addresses, not for any six messages: under CI load another test file's server, given the
    // same free port for a mail server that was meant to be down, can deliver to this sink too.
    const expected = [...emails, crashedEmail];
    await expect.poll(() => expected.filter((email) => smtp.to(email).length > 0).length, { timeout: 15_000 }).toBe(expected.length);
    for (const email of expected) expect(smtp.to(email)).toHaveLength(1);
  });

  it("a restarted server sends its own killed process's replies at once, with the Message-ID every attempt carries (issue 35)", async () => {
    const smtp = await sink();
    const first = await start({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, REPLY_RETRY_BASE_MS: "100000" });
    const [email, elsewhere] = [uniqueEmail(), uniqueEmail()];
    const idOf = async (to: string) => ((await first.letters.submit(letter(to), from)).body as { letterId: string }).letterId;
    const [letterId, otherId] = [await idOf(email), await idOf(elsewhere)];
    const claim = (id: string, host: string) =>
      first.db.kysely
        .updateTable("santa_letters")
        .set({ reply_status: "sending", reply_lease_owner: `${host}:${2 ** 22 + 12_345}:feedbeef`, reply_lease_until: Date.now() + 3_600_000 })
        .where("id", "=", id)
        .execute();
    // Killed mid-send: a process of this machine that no longer runs claimed it, under a lease with an hour to go.
    await claim(letterId, hostname());
    // Another machine's claim is left to its lease: this server cannot know whether that process still runs.
    await claim(otherId, "another-host");
    await stop(first);

    await start({ SMTP_URL: smtp.url });
    await expect.poll(() => smtp.to(email).length, { timeout: 10_000 }).toBe(1);
    expect(smtp.to(email)[0]!.raw).toMatch(new RegExp(`^Message-ID: <reply-${letterId}@`, "m"));
    expect(smtp.to(elsewhere)).toHaveLength(0);
  });

  it("a fourth letter to one address in a day is answered when the limit allows, and the family is told when", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url });
    const email = uniqueEmail();
    const started = Date.now();
    for (let i = 0; i < 3; i++) expect((await s.letters.submit(letter(email), from)).body).toMatchObject({ success: true });
    const fourth = await s.letters.submit(letter(email.toUpperCase()), from);
    expect(fourth.status).toBe(202);
    expect(fourth.body).toMatchObject({ success: false, status: "queued", delay: "recipient_rate" });
    const replyAt = (fourth.body as { replyAt: number }).replyAt;
    // The first reply leaves the 24-hour window then.
    expect(replyAt).toBeGreaterThanOrEqual(started + 24 * 3_600_000);
    expect(replyAt).toBeLessThan(Date.now() + 24 * 3_600_000 + 1000);
    const id = (fourth.body as { letterId: string }).letterId;
    expect(await row(s, id)).toMatchObject({ reply_status: "pending", reply_next_attempt_at: replyAt });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(email)).toHaveLength(3);
    // When its time comes, the worker sends it.
    await s.db.kysely.updateTable("santa_letters").set({ reply_next_attempt_at: Date.now() }).where("id", "=", id).execute();
    s.worker.kick();
    // The fourth was written in capitals: one mailbox, delivered as typed.
    await expect.poll(() => smtp.messages.filter((m) => m.to.some((t) => t.toLowerCase() === email)).length).toBe(4);
  });

  it("past the daily cap of their own letters to one address, a visitor's letter is kept, nothing is sent, and they are told plainly", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url, RATE_LIMIT_RECIPIENT_DAILY_CAP: "5" });
    const email = uniqueEmail();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await s.letters.submit(letter(email), { ...from, ip: "198.51.100.60" }));
    // Their own letters fill the address's window: they may be told when.
    expect(answers.slice(3, 5).map((a) => a.body)).toMatchObject([{ status: "queued", delay: "recipient_rate" }, { status: "queued", delay: "recipient_rate" }]);
    const sixth = answers[5]!;
    expect(sixth.status).toBe(200);
    expect(sixth.body).toMatchObject({ success: false, status: "refused", reason: "recipient_cap", cap: expect.any(Number) });
    expect((sixth.body as { error: string }).error).toMatch(/5 letters have already been sent to Santa with this email address today/);
    expect((await row(s, (sixth.body as { letterId: string }).letterId))?.reply_status).toBe("refused");
  });

  it("a stranger cannot use up a family's letters, and no answer tells anyone about other people's letters to an address (issue 35)", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url, RATE_LIMIT_RECIPIENT_DAILY_CAP: "2" });
    const email = uniqueEmail();
    const send = (ip: string) => s.letters.submit(letter(email), { ...from, ip });
    // A stranger writes to the family's address until refused: that refusal is about the stranger's own letters.
    expect((await send("198.51.100.71")).status).toBe(201);
    expect((await send("198.51.100.71")).status).toBe(201);
    expect((await send("198.51.100.71")).body).toMatchObject({ status: "refused", reason: "recipient_cap" });
    // A second stranger: the address's window is full now, but the answer does not say so or say when.
    expect((await send("198.51.100.72")).status).toBe(201);
    const hidden = await send("198.51.100.72");
    expect(hidden.body).toEqual({ letterId: expect.any(String), success: false, status: "queued" });
    // The family's own first letter is still answered (after the strangers' replies), and told nothing either.
    const family = await send("203.0.113.50");
    expect(family.status).toBe(202);
    expect(family.body).toEqual({ letterId: expect.any(String), success: false, status: "queued" });
    expect((await row(s, (family.body as { letterId: string }).letterId))?.reply_status).toBe("pending");
    // Past three times the cap from everyone together, letters are held for a person rather than refused or sent.
    const past = await send("203.0.113.50");
    expect(past.body).toEqual({ letterId: expect.any(String), success: false, status: "queued" });
    expect(await row(s, (past.body as { letterId: string }).letterId)).toMatchObject({ reply_status: "held", held_reasons: "many_letters_to_address" });
  });

  it("one mailbox written four ways shares one limit and one key, and tricks that reach it are refused", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url });
    const box = `victim.${randomUUID().slice(0, 6)}`;
    const ways = [`${box}@gmail.com`, `${box.toUpperCase()}+1@Gmail.com`, `${box.replace(".", "")}+santa@googlemail.com`, `${box}@GMAIL.COM`];
    const answers = [];
    for (const email of ways) answers.push(await s.letters.submit(letter(email), from));
    expect(answers.slice(0, 3).map((a) => a.body)).toMatchObject([{ success: true }, { success: true }, { success: true }]);
    expect(answers[3]!.body).toMatchObject({ success: false });
    const keys = await s.db.kysely.selectFrom("santa_letters").select("parent_email_key").where("child_name", "=", "Emma").where("parent_email_key", "like", "victim%").execute();
    expect(new Set(keys.map((k) => k.parent_email_key))).toEqual(new Set([`${box.replace(".", "")}@gmail.com`]));
    for (const trick of [`${box}@gmail.com,1`, `x<${box}@gmail.com>`, `"${box}"@gmail.com`, `${box}@gmail.com\u200b`, `\u202e${box}@gmail.com`]) {
      expect(await s.letters.submit(letter(trick), from)).toMatchObject({ status: 400, body: { kind: "validation" } });
    }
    const { runAdmin } = await import("~/server/admin/admin-cli.server");
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: () => {}, confirm: async () => true };
    expect(await runAdmin(["find", "--email", `${box.toUpperCase()}+whatever@googlemail.com`], parseEnv({ ...harness.db.env }), io, silent)).toBe(0);
    expect(out[0]).toMatch(/^4 letters for /);
    expect(await runAdmin(["delete", "--email", `${box}@gmail.com`, "--yes"], parseEnv({ ...harness.db.env }), io, silent)).toBe(0);
    expect(out.at(-1)).toMatch(/^Deleted 4 letters/);
  });

  it("counts one IPv6 /64 as one visitor, and ::ffff:a.b.c.d as a.b.c.d (issue 35: 40 of 40 got through a /64)", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: "3" });
    const net = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
    for (let i = 1; i <= 3; i++) expect((await s.letters.submit(letter(uniqueEmail()), { ip: `${net}::${i}`, honeypot: "" })).status).toBe(201);
    expect((await s.letters.submit(letter(uniqueEmail()), { ip: `${net}:ffff:ffff:ffff:ffff`, honeypot: "" })).status).toBe(429);
    const v4 = `192.0.2.${100 + Math.floor(Math.random() * 100)}`;
    for (let i = 0; i < 3; i++) expect((await s.letters.submit(letter(uniqueEmail()), { ip: i % 2 ? `::ffff:${v4}` : v4, honeypot: "" })).status).toBe(201);
    expect((await s.letters.submit(letter(uniqueEmail()), { ip: `::ffff:${v4}`, honeypot: "" })).status).toBe(429);
  });

  it("holds the per-IP limit with 429 and Retry-After, storing nothing", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url, RATE_LIMIT_PER_IP: "3" });
    // An address no other test uses (a random one from 198.51.100.x met line-292's now and then and failed).
    const ip = { ip: `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`, honeypot: "" };
    for (let i = 0; i < 3; i++) expect((await s.letters.submit(letter(uniqueEmail()), ip)).status).toBe(201);
    const before = await s.db.kysely.selectFrom("santa_letters").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    const refused = await s.letters.submit(letter(uniqueEmail()), ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ saved: false, kind: "rate_limited" });
    const after = await s.db.kysely.selectFrom("santa_letters").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await s.letters.submit(letter(uniqueEmail()), { ...ip, ip: "192.0.2.1" })).status).toBe(201);
  });

  it("refuses invalid letters and a filled honeypot without storing anything", async () => {
    const s = await start();
    const count = async () => Number((await s.db.kysely.selectFrom("santa_letters").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await s.letters.submit(letter("not-an-email"), from)).toMatchObject({ status: 400, body: { kind: "validation", error: "Please enter a valid email address" } });
    expect(await s.letters.submit(letter(uniqueEmail(), { childName: " " }), from)).toMatchObject({ status: 400, body: { error: "Please fill in all required fields" } });
    expect(await s.letters.submit(letter(uniqueEmail()), { ip: "1.2.3.4", honeypot: "http://spam" })).toMatchObject({ status: 400, body: { kind: "spam" } });
    expect(await count()).toBe(before);
  });

  it("the deletion link in the reply deletes the letter, once", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url });
    const email = uniqueEmail();
    const answer = await s.letters.submit(letter(email), from);
    const id = (answer.body as { letterId: string }).letterId;
    const text = plainTextPart(smtp.to(email)[0]!.raw);
    const link = text.match(new RegExp(`https://north-pole\\.test${DELETE_LETTER_PATH}\\?token=([^\\s\\])]+)`));
    expect(link).toBeTruthy();
    const token = decodeURIComponent(link![1]!);
    expect(await s.letters.deleteByToken(`${id}.forged`)).toBe("invalid");
    // Looking the link up (what opening it does) names the letter and deletes nothing.
    expect(await s.letters.letterForToken(token)).toMatchObject({ state: "found", childName: "Emma" });
    expect(await s.letters.letterForToken(`${id}.forged`)).toEqual({ state: "invalid" });
    expect(await row(s, id)).toBeDefined();
    expect(await s.letters.deleteByToken(token)).toBe("deleted");
    expect(await row(s, id)).toBeUndefined();
    expect(await s.letters.deleteByToken(token)).toBe("gone");
    expect(await s.letters.letterForToken(token)).toEqual({ state: "gone" });
  });

  it("brothers and sisters writing from one address on one day each get their own opening and closing", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url });
    const email = uniqueEmail();
    for (const [i, childName] of ["Ada", "Ben", "Cleo"].entries()) {
      await s.letters.submit({ ...letter(email), childName, age: 7 }, { ...from, ip: `198.51.100.${60 + i}` });
    }
    await smtp.waitFor(3);
    const texts = smtp.to(email).map((m) => plainTextPart(m.raw).split("\n\n"));
    expect(texts).toHaveLength(3);
    // Block 3 is the first sentence after the heading and greeting; the closing is the block before the signature.
    const openings = texts.map((t) => t[3]);
    const closings = texts.map((t) => t[t.findIndex((b) => b.startsWith("With love")) - 1]);
    expect(new Set(openings).size).toBe(3);
    expect(new Set(closings).size).toBe(3);
  });

  it("the read-aloud link in the reply opens its letter while it is kept, and only that: never deletion, never a forgery", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url });
    const email = uniqueEmail();
    // Its own address: the tests share one database, and with it the per-address rate limit.
    const id = ((await s.letters.submit(letter(email), { ...from, ip: "198.51.100.70" })).body as { letterId: string }).letterId;
    const text = plainTextPart(smtp.to(email)[0]!.raw);
    const token = decodeURIComponent(text.match(/https:\/\/north-pole\.test\/letters\/reply\?token=([^\s\])]+)/)![1]!);
    expect(await s.letters.letterForListenToken(token)).toMatchObject({ state: "found", row: { id, child_name: "Emma" } });
    // One purpose's token opens nothing else: the listen token deletes nothing, the deletion token reads nothing.
    expect(await s.letters.deleteByToken(token)).toBe("invalid");
    const deletion = decodeURIComponent(text.match(new RegExp(`https://north-pole\\.test${DELETE_LETTER_PATH}\\?token=([^\\s\\])]+)`))![1]!);
    expect(await s.letters.letterForListenToken(deletion)).toEqual({ state: "invalid" });
    expect(await s.letters.letterForListenToken(`${id}.forged`)).toEqual({ state: "invalid" });
    // The page composes exactly the reply that was sent: every paragraph of it is in the email, and the same link.
    const { letter: stored, context, options } = await s.replyFor((await row(s, id))! as never);
    const content = composeReply(stored, context, options);
    for (const p of printedParagraphs(content)) expect(text).toContain(p.text);
    expect(content.links.listen?.url).toContain(encodeURIComponent(token));
    // Once the letter is gone (deleted, or past its retention), the link says so.
    expect(await s.letters.deleteByToken(deletion)).toBe("deleted");
    expect(await s.letters.letterForListenToken(token)).toEqual({ state: "gone" });
  });

  it("purges letters whose reply was sent longer ago than the retention period", async () => {
    const smtp = await sink();
    const s = await start({ SMTP_URL: smtp.url, LETTER_RETENTION_DAYS: "30" });
    const old = await s.letters.submit(letter(uniqueEmail()), from);
    const fresh = await s.letters.submit(letter(uniqueEmail()), from);
    const oldId = (old.body as { letterId: string }).letterId;
    await s.db.kysely.updateTable("santa_letters").set({ reply_sent_at: Date.now() - 31 * 86_400_000 }).where("id", "=", oldId).execute();
    expect(await s.worker.purge()).toBeGreaterThanOrEqual(1);
    expect(await row(s, oldId)).toBeUndefined();
    expect(await row(s, (fresh.body as { letterId: string }).letterId)).toBeDefined();
  });
});
