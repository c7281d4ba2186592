import { simpleParser } from "mailparser";
import { extractText, getDocumentProxy } from "unpdf";
import { HARM_SIGNS, type HarmSign } from "~/features/letter/reading/letter-reading.server";
import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAdmin, type AdminIo } from "~/server/admin/admin-cli.server";
import { parseEnv } from "~/server/env.server";
import { handleLetterPost } from "~/server/letters/letter-endpoint.server";
import { queueStats } from "~/server/letters/queue-stats.server";
import { createLogger } from "~/server/logger.server";
import { closeServices, createServices, getServices, stopServices, type Services } from "~/server/services.server";
import { BACKENDS, createTestDatabase, type TestDatabase } from "../support/databases";
import { plainTextPart, SmtpSink } from "../support/smtp-sink";

// Letters showing signs of harm, posted through the real letter endpoint: stored, answered like a queued letter,
// and nothing sent until a person reviews them with the admin commands.
const silent = createLogger("silent");
const HARM_LETTERS = [
  { wishList: "a bike", messageToSanta: "My dad hits me when he is angry." },
  { wishList: "a lego car\na lock for my door so he cant get in", messageToSanta: "i luv you santa" },
  { wishList: null, messageToSanta: "i dont want to be alive anymore" },
];
const email = () => `family-${randomUUID().slice(0, 8)}@example.com`;

function post(fields: Record<string, string | null>, how: "form" | "json") {
  const url = "http://north-pole.test/api/letters";
  const body = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null));
  return new Request(url, {
    method: "POST",
    headers: { "content-type": how === "json" ? "application/json" : "application/x-www-form-urlencoded" },
    body: how === "json" ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  });
}

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const value: AdminIo = { out: (l) => out.push(l), err: (l) => err.push(l), confirm: async () => false };
  return { value, out: () => out.join("\n"), err: () => err.join("\n") };
}

describe.each(BACKENDS)("safeguarding on %s", (backend) => {
  let db: TestDatabase;
  let sink: SmtpSink;
  let services: Services;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    sink = await new SmtpSink().start();
    Object.assign(process.env, { ...db.env, SMTP_URL: sink.url, SITE_URL: "https://north-pole.test", LOG_LEVEL: "silent", REPLY_POLL_MS: "50" });
    if (!db.env.DATABASE_URL) delete process.env.DATABASE_URL;
    services = await getServices();
  });
  afterAll(async () => {
    await stopServices();
    await sink.stop();
    await db.drop();
    delete process.env.DATABASE_URL;
  });

  it("holds harm letters: answered like a queued letter, stored, no email leaves, and `held` lists them with why", async () => {
    const addresses = HARM_LETTERS.map(email);
    const ids: string[] = [];
    for (const [i, fields] of HARM_LETTERS.entries()) {
      const result = await handleLetterPost(post({ childName: "Sam", parentEmail: addresses[i]!, beenGood: "on", ...fields }, i % 2 ? "json" : "form"), `198.51.100.${i}`);
      expect(result.status).toBe(202);
      expect(result.body).toEqual({ letterId: expect.any(String), success: false, status: "queued" });
      ids.push((result.body as { letterId: string }).letterId);
    }
    // An ordinary letter goes out at once, so the sink is known to work.
    const ordinary = email();
    expect((await handleLetterPost(post({ childName: "Lea", parentEmail: ordinary, wishList: "a kite" }, "form"), "198.51.100.9")).status).toBe(201);
    await sink.waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    for (const address of addresses) expect(sink.to(address)).toHaveLength(0);

    const rows = await services.db.kysely.selectFrom("santa_letters").selectAll().where("id", "in", ids).execute();
    expect(rows.map((r) => r.reply_status)).toEqual(["held", "held", "held"]);
    // The patterns' signs, and the concern model's where it is worried too.
    expect(rows.map((r) => r.held_reasons!.split(",")[0]).sort()).toEqual(["self_harm", "unsafe_home", "violence"]);
    for (const r of rows) expect(r.held_reasons!.split(",").every((s) => HARM_SIGNS.includes(s as HarmSign))).toBe(true);

    const listed = io();
    expect(await runAdmin(["held"], parseEnv(), listed.value, silent)).toBe(0);
    // Exactly one line per held letter, starting with its id; the summary goes to stderr.
    const lines = listed.out().split("\n");
    expect(lines).toHaveLength(3);
    for (const id of ids) expect(lines.filter((l) => l.startsWith(`${id} `))).toHaveLength(1);
    expect(listed.out()).toMatch(/held for: violence(,concern)? \(violence: "hits me"(; concern: "[^"]+")?\)/);
    expect(listed.out()).toContain("My dad hits me when he is angry.");
    expect(listed.out()).toContain('wish list: "a lego car / a lock for my door so he cant get in"');
    expect(listed.err()).toMatch(/^3 letters held for review/);

    const stats = io();
    expect(await runAdmin(["stats"], parseEnv(), stats.value, silent)).toBe(0);
    expect(stats.out()).toMatch(/Held for review:\s+3/);
    expect((await queueStats(services.db)).byStatus.held).toBe(3);

    // Release one: the running worker sends the reviewed reply, which repeats nothing of the letter.
    const released = io();
    expect(await runAdmin(["release", ids[0]!], parseEnv(), released.value, silent)).toBe(0);
    await sink.waitFor(2);
    const [mail] = sink.to(addresses[0]!);
    const text = plainTextPart(mail!.raw);
    expect(text).toContain("Dear Sam,");
    expect(text).toContain("I am thinking of you this Christmas");
    expect(text).not.toMatch(/hits|angry|bike|elves|Nice List/i);
    // The reviewed reply carries its letter to print too, with the same gentle words and nothing the child wrote.
    const pdf = (await simpleParser(mail!.raw)).attachments.find((a) => a.contentType === "application/pdf")!;
    const printed = (await extractText(await getDocumentProxy(new Uint8Array(pdf.content)), { mergePages: true })).text.replace(/\s+/g, " ");
    expect(printed).toContain("Dear Sam,");
    expect(printed).toContain("I am thinking of you this Christmas");
    expect(printed).not.toMatch(/hits|angry|bike|elves|Nice List/i);
    await expect.poll(async () => (await services.db.kysely.selectFrom("santa_letters").select("reply_status").where("id", "=", ids[0]!).executeTakeFirst())?.reply_status).toBe("sent");

    // Dismiss another: nothing is sent, and it is marked reviewed.
    const dismissed = io();
    expect(await runAdmin(["dismiss", ids[1]!], parseEnv(), dismissed.value, silent)).toBe(0);
    const row = await services.db.kysely.selectFrom("santa_letters").selectAll().where("id", "=", ids[1]!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reply_status: "dismissed", review_outcome: "dismissed" });
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.to(addresses[1]!)).toHaveLength(0);

    // A privacy deletion for the address keeps the letter still held, and says so.
    const deletion = io();
    expect(await runAdmin(["delete", "--email", addresses[2]!, "--yes"], parseEnv(), deletion.value, silent)).toBe(0);
    expect(deletion.out()).toMatch(/1 letter is held for safeguarding review and will not be deleted until reviewed/);
    expect((await services.db.kysely.selectFrom("santa_letters").select("reply_status").where("id", "=", ids[2]!).executeTakeFirst())?.reply_status).toBe("held");

    // Only a held letter can be released or dismissed; the id is required.
    const again = io();
    expect(await runAdmin(["release", ids[1]!], parseEnv(), again.value, silent)).toBe(1);
    expect(again.err()).toMatch(/not held \(its reply is dismissed\)/);
    expect(await runAdmin(["dismiss", "no-such-id"], parseEnv(), io().value, silent)).toBe(1);
    expect(await runAdmin(["release"], parseEnv(), io().value, silent)).toBe(2);
  });

  it("reads a letter once: the reading that decided is stored with it, and its reply is composed from that reading", async () => {
    const address = email();
    const sent = await handleLetterPost(post({ childName: "Ada", parentEmail: address, wishList: "a bike", messageToSanta: "I love snow", beenGood: "on" }, "json"), "203.0.113.77");
    const letterId = (sent.body as { letterId: string }).letterId;
    const row = await services.db.kysely.selectFrom("santa_letters").select(["reading", "reply_status"]).where("id", "=", letterId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.reading!)).toMatchObject({ held: false, harm: [], wishes: [{ text: "a bike", kind: "thing" }] });
    // A row whose stored reading says "held" (whatever its words say) is never answered cheerfully: the reply is
    // composed from the stored reading, not from a second reading of the text.
    const stored = JSON.parse(row.reading!);
    const id = randomUUID();
    const other = email();
    await services.db.kysely
      .insertInto("santa_letters")
      .values({
        id, child_name: "Bo", age: 7, city_country: null, parent_email: other, parent_email_key: other, wish_list: "a bike", message_to_santa: "I love snow",
        been_good: services.db.bool(true), created_at: Date.now(), reply_status: "pending", reply_next_attempt_at: Date.now(), reply_last_error: null, locale: "en",
        reading: JSON.stringify({ ...stored, held: true, harm: ["violence"], evidence: { ...stored.evidence, harm: [{ label: "violence", phrase: "test" }] } }),
      })
      .execute();
    services.worker.kick();
    await expect.poll(() => sink.to(other).length, { timeout: 10_000 }).toBe(1);
    const text = plainTextPart(sink.to(other)[0]!.raw);
    expect(text).toContain("I am thinking of you this Christmas");
    expect(text).not.toMatch(/bike|snow/i);
  });

  it("holds a letter written in another language than its page's, and a letter from a French page in French", async () => {
    const cases = [
      { locale: "en", message: "Lieber Weihnachtsmann, der Freund von Mama schlägt mich jeden Abend." },
      { locale: "fr", message: "Cher Père Noël, le copain de maman me frappe quand il a bu." },
      { locale: "es", message: "Querido Papá Noel, el novio de mi mamá me pega todas las noches." },
    ];
    const addresses = cases.map(() => email());
    for (const [i, { locale, message }] of cases.entries()) {
      const result = await handleLetterPost(post({ childName: "Noa", parentEmail: addresses[i]!, messageToSanta: message, locale }, "form"), `198.51.100.${40 + i}`);
      expect(result.body, `${locale}: ${message}`).toMatchObject({ success: false, status: "queued" });
    }
    await new Promise((r) => setTimeout(r, 300));
    for (const address of addresses) expect(sink.to(address)).toHaveLength(0);
    const listed = io();
    expect(await runAdmin(["held"], parseEnv(), listed.value, silent)).toBe(0);
    expect(listed.out()).toContain("on the en letter page");
    expect(listed.out()).toContain("on the fr letter page");
  });

  it("keeps a held letter past the retention period until it is reviewed; a dismissed one then follows retention", async () => {
    const old = Date.now() - 90 * 86_400_000;
    const base = { child_name: "Kit", age: 8, city_country: null, parent_email: "k@example.com", parent_email_key: "k@example.com", wish_list: null, message_to_santa: "x", been_good: services.db.bool(true), created_at: old, reply_next_attempt_at: null, reply_last_error: null };
    const [held, dismissed] = [randomUUID(), randomUUID()];
    await services.db.kysely
      .insertInto("santa_letters")
      .values([
        { ...base, id: held, reply_status: "held", held_reasons: "violence" },
        { ...base, id: dismissed, reply_status: "dismissed", held_reasons: "violence", reviewed_at: old, review_outcome: "dismissed" },
      ])
      .execute();
    await services.worker.purge();
    const left = await services.db.kysely.selectFrom("santa_letters").select("id").where("id", "in", [held, dismissed]).execute();
    expect(left.map((r) => r.id)).toEqual([held]);
  });
});

describe("the held-letter warning", () => {
  let db: TestDatabase;
  const lines: Record<string, unknown>[] = [];
  let services: Services;
  beforeAll(async () => {
    db = await createTestDatabase("sqlite");
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
    services = await createServices(parseEnv({ ...db.env, SITE_URL: "https://north-pole.test", MAIL_MODE: "mailbox" }), logger, { startWorker: false });
  });
  afterEach(() => {
    lines.length = 0;
  });
  afterAll(async () => {
    await closeServices(services);
  });

  it("is one warning line with the letter's id and the signs, and no personal data", async () => {
    const parentEmail = "private.parent@example.com";
    const result = await services.letters.submit(
      { childName: "Zed", parentEmail, cityCountry: "Bath", messageToSanta: "My stepdad hits me when mum is out", beenGood: "on" },
      { ip: "203.0.113.5", honeypot: "" },
    );
    expect(result.status).toBe(202);
    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ letterId: (result.body as { letterId: string }).letterId });
    expect(warnings[0]!.signs).toContain("violence");
    const logged = JSON.stringify(lines);
    for (const personal of ["Zed", parentEmail, "Bath", "stepdad", "hits me"]) expect(logged).not.toContain(personal);
  });
});
