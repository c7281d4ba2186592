import { writeFileSync } from "node:fs";
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import reindeerSvg from "~/assets/art/envelope-reindeer.svg?raw";
import santaSvg from "~/assets/art/santa-wave.svg?raw";
import { LOCALES, type Locale } from "~/i18n/locale";
import type { Letter } from "~/features/letter/letter-schema";
import { composeReply } from "~/features/letter/reply/reply-content.server";
import { letterPdf, letterPdfName, PAPER, paperFor, printedParagraphs } from "./letter-pdf.server";
import { parseSvg } from "./svg-to-pdf.server";

/** A letter in each language, with the accents each one needs. */
const LETTERS: Record<Locale, Letter> = {
  en: { childName: "Zoë", age: 7, cityCountry: "Boston, USA", parentEmail: "p@example.com", wishList: "a bike\na book about dinosaurs", messageToSanta: "I love snow!", beenGood: true },
  es: { childName: "Begoña", age: 8, cityCountry: "Sevilla, España", parentEmail: "p@example.com", wishList: "una bicicleta\nun libro", messageToSanta: "¡Hola, Papá Noel! Me encanta la Navidad.", beenGood: true },
  fr: { childName: "Anaïs", age: 6, cityCountry: "Lyon, France", parentEmail: "p@example.com", wishList: "un vélo\ndes feutres", messageToSanta: "Je t'aime Père Noël, et les rennes aussi.", beenGood: true },
  de: { childName: "Jürgen", age: 9, cityCountry: "München", parentEmail: "p@example.com", wishList: "ein Fahrrad\nein Buch über Dinosaurier", messageToSanta: "Lieber Weihnachtsmann, ich freue mich auf Schnee.", beenGood: true },
  it: { childName: "Niccolò", age: 7, cityCountry: "Roma, Italia", parentEmail: "p@example.com", wishList: "una bicicletta\nun libro", messageToSanta: "Caro Babbo Natale, ti voglio bene.", beenGood: true },
  "pt-br": { childName: "João", age: 8, cityCountry: "São Paulo, Brasil", parentEmail: "p@example.com", wishList: "uma bicicleta\num livro", messageToSanta: "Querido Papai Noel, adoro o Natal!", beenGood: true },
};
const CONTEXT = { siteUrl: "https://northpole.example", contactEmail: "help@northpole.example", deleteUrl: "https://northpole.example/d/x", retentionDays: 30 };
const DATE = new Date("2026-12-03T10:00:00Z");

async function textOf(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("Santa's letter to print", () => {
  it.each(LOCALES)("%s: one page with the reply's words, the name, the date in its language, embedded subset fonts, under 200 KB", async (locale) => {
    const letter = LETTERS[locale];
    const content = composeReply(letter, { ...CONTEXT, locale });
    const bytes = await letterPdf({ content, childName: letter.childName, date: DATE, paper: paperFor(locale, null) });
    if (process.env.LETTER_PDF_OUT) writeFileSync(`${process.env.LETTER_PDF_OUT}/${locale}.pdf`, bytes);
    expect(bytes.length).toBeLessThan(200_000);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const text = await textOf(bytes);
    expect(text).toContain(letter.childName);
    // Every paragraph of the reply is there, accents and all (the text layer is what a screen reader or a search reads).
    for (const p of printedParagraphs(content)) expect(text.replace(/\s/g, "")).toContain(p.text.replace(/\s/g, ""));
    const date = new Intl.DateTimeFormat({ en: "en-US", es: "es", fr: "fr", de: "de", it: "it", "pt-br": "pt-BR" }[locale], { dateStyle: "long", timeZone: "UTC" }).format(DATE);
    expect(text).toContain(date);
    // Nothing the child wrote beyond the name: the message and the wish lines are not on the page.
    expect(text).not.toContain(letter.messageToSanta!.slice(0, 20));
    // Two fonts (Nunito, Fredoka), each embedded (a font file in its descriptor) and subset: the letter's glyphs only, a few KB where
    // the whole font is 20–30 KB compressed.
    const descriptors = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of("Type")) === PDFName.of("FontDescriptor"));
    expect(descriptors).toHaveLength(2);
    for (const d of descriptors) {
      const file = doc.context.lookup(d.get(PDFName.of("FontFile2")) as PDFRef) as PDFRawStream;
      expect(file.contents.length).toBeLessThan(12_000);
      expect(d.get(PDFName.of("FontName"))!.toString()).toMatch(/^\/(Nunito|Fredoka)/);
    }
  });
  it("prints on US Letter for the US and Canada and on A4 in Europe and Brazil", async () => {
    expect(paperFor("en", null)).toBe("letter");
    expect(paperFor("en", "GB")).toBe("a4");
    expect(paperFor("fr", "CA")).toBe("letter");
    expect(paperFor("es", "US")).toBe("letter");
    expect(paperFor("pt-br", "BR")).toBe("a4");
    expect(paperFor("de", null)).toBe("a4");
    for (const paper of ["a4", "letter"] as const) {
      const content = composeReply(LETTERS.en, { ...CONTEXT, locale: "en" });
      const doc = await PDFDocument.load(await letterPdf({ content, childName: "Zoë", date: DATE, paper }));
      expect(doc.getPage(0).getSize()).toEqual({ width: PAPER[paper][0], height: PAPER[paper][1] });
    }
  });
  it("fits a long reply on its one page", async () => {
    const letter: Letter = { ...LETTERS.en, wishList: "a bike\na book\nlego\na doll\na puzzle\npaints\na scooter\na ball\nskates\na train set", messageToSanta: "My grandad is in hospital and I miss him. Our dog died in the summer. I am sad at school sometimes." };
    const content = composeReply(letter, { ...CONTEXT, locale: "en" });
    const doc = await PDFDocument.load(await letterPdf({ content, childName: "Zoë", date: DATE, paper: "letter" }));
    expect(doc.getPageCount()).toBe(1);
  });
  it("names the file in plain letters", () => {
    expect(letterPdfName("fr", "Anaïs")).toBe("lettre-du-pere-noel-anais.pdf");
    expect(letterPdfName("en", "李")).toBe("letter-from-santa.pdf");
  });
  it("draws Santa and the reindeer from the site's own drawings, and refuses what it cannot draw", () => {
    expect(parseSvg(santaSvg).attrs.viewBox).toBe("0 0 200 240");
    expect(parseSvg(reindeerSvg).attrs.viewBox).toBe("0 0 240 160");
    expect(() => parseSvg("<div/>")).toThrow(/not an <svg>/);
  });
});
