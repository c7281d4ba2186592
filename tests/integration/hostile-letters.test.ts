import fc from "fast-check";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailKey, parsePlainAddress } from "~/features/letter/email-address";
import { validateLetter } from "~/features/letter/letter-schema";
import { handleLetterPost } from "~/server/letters/letter-endpoint.server";
import { letterFromRow } from "~/server/letters/letter-row.server";
import { getServices, stopServices } from "~/server/services.server";
import type { LetterRow } from "~/server/mail/outbox-worker.server";
import { headerLines, mimePart, SmtpSink } from "../support/smtp-sink";

// Thousands of random and hostile letters through the real letter endpoint (body reading, validation, limits,
// storage, the reply email over real SMTP): never a 500, nothing invalid stored, no header injection, no markup.
const RUNS = Number(process.env.HOSTILE_RUNS ?? 2000);

const hostile = fc.constantFrom(
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "'\"><svg onload=alert(1)>",
  "javascript:alert(1)",
  "\r\nBcc: victim@example.com",
  "\nSubject: hacked",
  "%0d%0aBcc:x@y.z",
  "\u0000\u0007\u001b[31m",
  "\u202eevil\u202c",
  "\u2066isolated\u2069",
  "\u200b",
  "\u2028\u2029",
  "😀🎄👨‍👩‍👧",
  "é".normalize("NFD"),
  "ｓａｎｔａ＠ｅｘａｍｐｌｅ．ｃｏｍ",
  "x".repeat(70),
  "y".repeat(5100),
  "https://evil.example/win?x=1",
  "   ",
  "",
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) },
  { weight: 3, arbitrary: hostile },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 20 }), hostile, fc.string({ maxLength: 20 })).map((p) => p.join("")) },
);
const value = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }) },
);
// Ways to write one mailbox so a loose check delivers to it while a naive limit counts it as another.
const mailboxTrick = fc
  .tuple(fc.emailAddress(), fc.constantFrom((e: string) => `${e},1`, (e: string) => `x<${e}>`, (e: string) => `"${e.split("@")[0]}"@${e.split("@")[1]}`, (e: string) => `${e}\u200b`, (e: string) => `\u202e${e}`, (e: string) => `${e}; b@c.de`))
  .map(([e, trick]) => trick(e));
const email = fc.oneof(
  { weight: 4, arbitrary: fc.emailAddress() },
  { weight: 2, arbitrary: fc.tuple(fc.emailAddress(), hostile).map(([e, h]) => e + h) },
  { weight: 2, arbitrary: mailboxTrick },
  { weight: 1, arbitrary: value },
);
const letter = fc.record(
  {
    childName: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("Emma", "Zoë", "O'Brien", "李雷") }, { weight: 3, arbitrary: text }, { weight: 1, arbitrary: value }),
    age: fc.oneof(fc.integer({ min: -5, max: 30 }).map(String), value, fc.constant("")),
    cityCountry: value,
    parentEmail: email,
    wishList: value,
    messageToSanta: value,
    beenGood: fc.oneof(fc.constant("on"), value),
    northPoleReference: fc.oneof({ weight: 9, arbitrary: fc.constant("") }, { weight: 1, arbitrary: text }),
  },
  { requiredKeys: [] },
);
const encoding = fc.constantFrom("form", "json", "multipart", "garbage", "text-plain", "cross-site", "bad-utf8");

function toRequest(fields: Record<string, unknown>, how: string): Request {
  const url = "http://north-pole.test/api/letters";
  if (how === "cross-site") {
    return new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" }, body: "childName=Emma&parentEmail=a%40b.co" });
  }
  if (how === "bad-utf8") return new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "childName=Em%C3ma&parentEmail=a%40b.co" });
  if (how === "json") return new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(fields) });
  if (how === "garbage") return new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: `{"childName": ${(JSON.stringify(fields.childName) ?? "").slice(0, 40)}` });
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, typeof v === "string" ? v : JSON.stringify(v));
  // The body a cross-site form can send without a preflight: a form's fields, labelled text/plain.
  if (how === "text-plain") return new Request(url, { method: "POST", headers: { "content-type": "text/plain" }, body: form.toString() });
  if (how === "multipart") {
    const fd = new FormData();
    for (const [k, v] of form) fd.append(k, v);
    return new Request(url, { method: "POST", body: fd });
  }
  return new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() });
}

describe("hostile letters", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await new SmtpSink().start();
    Object.assign(process.env, {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "hostile-")),
      SMTP_URL: sink.url,
      SITE_URL: "https://north-pole.test",
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_IP: "1000000",
      RATE_LIMIT_PER_RECIPIENT: "1000000",
    });
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    await stopServices();
    await sink.stop();
  });

  it(`never answer 500, store only valid letters, and send clean email (${RUNS} runs)`, async () => {
    const services = await getServices();
    let saved = 0;
    await fc.assert(
      fc.asyncProperty(letter, encoding, fc.ipV4(), async (fields, how, ip) => {
        const result = await handleLetterPost(toRequest(fields, how), ip);
        expect([200, 201, 202, 400, 403, 413, 415, 429]).toContain(result.status);
        if (how === "text-plain") expect(result.status).toBe(415);
        if (how === "cross-site") expect(result.status).toBe(403);
        if (how === "bad-utf8") expect(result.status).toBe(400);
        if ("letterId" in result.body) {
          saved++;
          const row = await services.db.kysely.selectFrom("santa_letters").selectAll().where("id", "=", result.body.letterId).executeTakeFirstOrThrow();
          const check = validateLetter(letterFromRow(row as LetterRow));
          expect(check.ok).toBe(true);
          // Stored: one plain address under its canonical key; no bidi override, no replacement character.
          expect(parsePlainAddress(row.parent_email)?.address).toBe(row.parent_email);
          expect(row.parent_email_key).toBe(emailKey(row.parent_email));
          const text = [row.child_name, row.city_country, row.wish_list, row.message_to_santa, row.parent_email].join("");
          expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069\ufffd]/);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.HOSTILE_SEED ?? 20261224) },
    );
    // Huge bodies are refused without being stored.
    const huge = await handleLetterPost(toRequest({ childName: "Emma", parentEmail: "a@b.co", wishList: "z".repeat(200_000) }, "form"), "10.0.0.1");
    expect(huge.status).toBe(413);

    await sink.waitFor(saved, 60_000).catch(() => {});
    expect(saved).toBeGreaterThan(20);
    const allowed = /^(From|To|Subject|Message-ID|Date|MIME-Version|Content-Type|Content-Transfer-Encoding|Auto-Submitted|X-Entity-Ref-ID): /;
    for (const mail of sink.messages) {
      for (const line of headerLines(mail.raw)) expect(line, line).toMatch(allowed);
      expect(mail.to).toHaveLength(1);
      const html = mimePart(mail.raw, "text/html");
      // The child's text may say "<script>" but only as escaped text: no such element, no event attribute.
      expect(html).not.toMatch(/<(script|img|svg|iframe|object|embed)\b/i);
      expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      // Only our own links: the site and the contact address, never anything the letter carried.
      for (const href of html.matchAll(/href="([^"]+)"/g)) expect(href[1]).toMatch(/^(https:\/\/north-pole\.test\/|mailto:contact@north-pole\.test$)/);
    }
  }, 240_000);
});
