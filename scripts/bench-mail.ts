/**
 * What Santa's letter to print costs a reply (issue 37): the PDF's size and the time to make it, and the reply's spam
 * score with and without it, from Debian's SpamAssassin run with local tests only (`spamassassin -L -t`: no network,
 * no DNS lists). The score must not rise with the PDF and must stay under 2.
 *
 * Usage: npm run bench:mail   (needs `spamassassin` on the PATH: apt-get install spamassassin; local only, not in CI)
 */
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { renderReply } from "~/features/letter/reply/render-reply.server";
import { previewLetter } from "~/features/letter/reply/reply-email.server";
import { LOCALES } from "~/i18n/locale";
import { composeMime, replyMessageId } from "~/server/mail/mime.server";

const SPAM_LIMIT = 2;
const ctx = { siteUrl: "https://northpolemail.example", contactEmail: "hello@northpolemail.example", deleteUrl: "https://northpolemail.example/letters/delete?token=abc123", retentionDays: 30 };
const CITY = { en: "Boston, USA", es: "Sevilla, España", fr: "Lyon, France", de: "München, Deutschland", it: "Roma, Italia", "pt-br": "São Paulo, Brasil" } as const;

function spamScore(raw: Buffer): number {
  let out: string;
  try {
    out = execFileSync("spamassassin", ["-L", "-t"], { input: raw, encoding: "utf8", stdio: ["pipe", "pipe", "ignore"] });
  } catch (error) {
    // spamassassin -t exits 1 when it calls a message spam; its report is still on stdout.
    out = String((error as { stdout?: string }).stdout ?? "");
  }
  const score = /X-Spam-Status: \w+, score=(-?[\d.]+)/.exec(out)?.[1];
  if (score === undefined) throw new Error("spamassassin gave no score: is it installed (apt-get install spamassassin)?");
  return Number(score);
}

const rows: string[] = [];
let failed = false;
for (const locale of LOCALES) {
  const letter = { ...previewLetter, cityCountry: CITY[locale] };
  const started = performance.now();
  const runs = 20;
  let reply = await renderReply(letter, { ...ctx, locale }, {}, { date: new Date() });
  for (let i = 1; i < runs; i++) reply = await renderReply(letter, { ...ctx, locale }, {}, { date: new Date() });
  const withPdfMs = (performance.now() - started) / runs;
  const plainStarted = performance.now();
  for (let i = 0; i < runs; i++) await renderReply(letter, { ...ctx, locale });
  const plainMs = (performance.now() - plainStarted) / runs;
  const message = {
    from: '"Santa Claus" <santa@northpolemail.example>',
    to: "parent@example.com",
    subject: reply.subject,
    html: reply.html,
    text: reply.text,
    headers: { "Auto-Submitted": "auto-replied", "X-Entity-Ref-ID": "0190f3c4-bench" },
    messageId: replyMessageId("0190f3c4-bench", "santa@northpolemail.example"),
  };
  const without = spamScore(composeMime(message).raw);
  const withPdf = spamScore(composeMime({ ...message, attachments: [reply.attachment!] }).raw);
  if (withPdf > without || withPdf >= SPAM_LIMIT) failed = true;
  rows.push(`| ${locale} | ${(reply.attachment!.content.length / 1024).toFixed(1)} KB | ${plainMs.toFixed(1)} ms | ${withPdfMs.toFixed(1)} ms | ${without} | ${withPdf} |`);
}
console.log(["| language | PDF | reply without PDF | with PDF | spam score without | with PDF |", "|---|---|---|---|---|---|", ...rows].join("\n"));
console.log(`\nSpamAssassin ${execFileSync("spamassassin", ["--version"], { encoding: "utf8" }).split("\n")[0]}, local tests only. Limit: under ${SPAM_LIMIT}, and no higher with the PDF.`);
if (failed) {
  console.error("A reply's spam score rose with the PDF or reached the limit.");
  process.exit(1);
}
