import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { renderReply } from "~/features/letter/reply/render-reply.server";
import { LOCALES } from "~/i18n/locale";
import { corpusDir, loadCorpus } from "../../../scripts/reply-eval";
import nodemailer from "nodemailer";
import { toNodemailer } from "./mail-transport.server";
import { composeMime } from "./mime.server";

// ADR 017 keeps our own MIME composer for speed; this proves it against a real mail parser (nodemailer's sibling,
// mailparser): replies across each language's corpus, held or not, with accents, emoji and guillemets in the
// child's name, come back out exactly as they went in.
const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=abc", retentionDays: 30 };

describe.each(LOCALES)("every %s reply, through a real mail parser", (locale) => {
  it("keeps its subject, its plain text and its HTML to the character, with one stable Message-ID", async () => {
    // Every third letter of the language's corpus (the whole corpus is the same shapes again, at three times the time).
    const letters = loadCorpus(corpusDir(locale)).filter((_, i) => i % 3 === 0);
    for (const [i, l] of letters.entries()) {
      const childName = i % 7 === 0 ? `${l.childName} «Zoë» Ærø-Łukasz 🎄` : l.childName;
      const letter = { childName, age: l.age, cityCountry: "Paris, France", parentEmail: "parent@example.com", wishList: l.wishList, messageToSanta: l.message, beenGood: true };
      const reply = await renderReply(letter, { ...ctx, locale }, { reviewed: i % 5 === 0 });
      const composed = composeMime({ from: '"Santa Claus" <santa@north-pole.test>', to: "parent@example.com", subject: reply.subject, html: reply.html, text: reply.text });
      const parsed = await simpleParser(composed.raw);
      expect(parsed.subject, l.id).toBe(reply.subject);
      // mailparser normalises line breaks to \n and adds none: the text comes back as written.
      expect(parsed.text?.replace(/\r\n/g, "\n"), l.id).toBe(reply.text);
      expect(typeof parsed.html === "string" ? parsed.html.replace(/\r\n/g, "\n") : parsed.html, l.id).toBe(reply.html);
      expect(parsed.messageId, l.id).toBe(composed.messageId);
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]!.address : null).toBe("parent@example.com");
    }
  }, 120_000);
  it("carries Santa's letter to print as a PDF attachment, byte for byte, beside the same text and HTML", async () => {
    const l = loadCorpus(corpusDir(locale))[0]!;
    const letter = { childName: "Zoë", age: 7, cityCountry: "Paris, France", parentEmail: "parent@example.com", wishList: l.wishList, messageToSanta: l.message, beenGood: true };
    const reply = await renderReply(letter, { ...ctx, locale }, {}, { date: new Date("2026-12-05T09:00:00Z") });
    expect(reply.attachment).not.toBeNull();
    const message = { from: '"Santa Claus" <santa@north-pole.test>', to: "parent@example.com", subject: reply.subject, html: reply.html, text: reply.text, attachments: [reply.attachment!] };
    const parsed = await simpleParser(composeMime(message).raw);
    expect(parsed.text?.replace(/\r\n/g, "\n")).toBe(reply.text);
    expect(parsed.attachments).toHaveLength(1);
    const [file] = parsed.attachments;
    expect(file!.filename).toBe(reply.attachment!.filename);
    expect(file!.contentType).toBe("application/pdf");
    expect(file!.contentDisposition).toBe("attachment");
    expect(Buffer.compare(file!.content, reply.attachment!.content)).toBe(0);
    // nodemailer, which sends the rare message our composer leaves to it, carries the same file.
    const viaNodemailer = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(toNodemailer(message));
    const again = await simpleParser(viaNodemailer.message as Buffer);
    expect(Buffer.compare(again.attachments[0]!.content, reply.attachment!.content)).toBe(0);
  });
});
