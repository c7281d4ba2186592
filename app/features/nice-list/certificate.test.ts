import { setupI18n } from "@lingui/core";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { loadMessages } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import { CERT_HEIGHT, CERT_WIDTH, TEXT_MAX_WIDTH, certificateFileName, certificateTexts, fitFontSize, nameFontSize, type CertificateData } from "./certificate-design";
import { certificatePdf, pdfSafeText } from "./certificate-pdf";
import { certificateWords } from "./certificate-words";
import { formatIssuedOn } from "./use-nice-list";

const details = { name: "Emma", score: 96, year: 2026, number: "NL-1796113800000" };
const english = setupI18n({ locale: "en", messages: { en: {} } });
const data: CertificateData = { ...details, stars: 4, issuedOn: "December 1, 2026", lang: "en", words: certificateWords(english, details) };

/** The certificate as a page in `locale` makes it, with that locale's catalogue. */
async function certificateIn(locale: Locale, tag: string): Promise<CertificateData> {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale, ["features/nice-list"]) } });
  return { ...details, stars: 4, issuedOn: formatIssuedOn(new Date(2026, 11, 1), tag), lang: tag, words: certificateWords(i18n, details) };
}

describe("certificate design", () => {
  it("shows the name, the score, the season's year and the number", () => {
    const texts = certificateTexts(data).map((t) => t.text);
    expect(texts).toContain("Emma");
    expect(texts).toContain("Nice List for Christmas 2026, with a Nice Score of 96/100.");
    expect(texts).toContain("Santa's Nice List \u2022 Christmas 2026");
    expect(texts).toContain("Certificate No. NL-1796113800000");
    expect(texts).toContain("December 1, 2026");
    expect(texts).toContain("OFFICIAL NORTH POLE DOCUMENT");
    expect(certificateTexts(data).find((t) => t.text === "Certificate of Niceness")?.size).toBe(44);
  });

  it("is written in the page's language, with the date as that language writes it", async () => {
    const spanish = await certificateIn("es", "es");
    const texts = certificateTexts(spanish).map((t) => t.text);
    expect(texts).toContain("Emma");
    expect(texts).toContain("1 de diciembre de 2026");
    expect(texts.join(" ")).toContain("Papá Noel");
    expect(texts.join(" ")).not.toMatch(/Santa|Certificate|Nice List|Christmas/);
    const german = await certificateIn("de", "de");
    expect(certificateTexts(german).map((t) => t.text)).toContain("1. Dezember 2026");
    expect(german.words.printTitle).toContain("Emma");
  });

  it("shrinks a line that would not fit inside the frame", () => {
    expect(fitFontSize("Short", 16, TEXT_MAX_WIDTH)).toBe(16);
    expect(fitFontSize("x".repeat(200), 16, TEXT_MAX_WIDTH)).toBeLessThan(16);
    expect(fitFontSize("x".repeat(2000), 16, TEXT_MAX_WIDTH)).toBe(9);
  });

  it("shrinks long names so they fit the line", () => {
    expect(nameFontSize("Emma")).toBe(50);
    expect(nameFontSize("Maximiliana Josephine-Rose")).toBeLessThan(30);
  });

  it("names the PDF after the child, in letters and digits only", () => {
    expect(certificateFileName("Zoë Anne")).toBe("nice-list-certificate-zoe-anne.pdf");
    expect(certificateFileName("李华")).toBe("nice-list-certificate.pdf");
    expect(certificateFileName("Zoë", "diplôme de gentillesse")).toBe("diplome-de-gentillesse-zoe.pdf");
  });
});

describe("certificate PDF", () => {
  it("is a real one-page landscape PDF", async () => {
    const bytes = await certificatePdf(data);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: CERT_WIDTH, height: CERT_HEIGHT });
    expect(doc.getTitle()).toBe("Nice List Certificate 2026");
  });

  it("is titled in the page's language", async () => {
    const french = await certificateIn("fr", "fr");
    const doc = await PDFDocument.load(await certificatePdf(french));
    expect(doc.getTitle()).toBe(french.words.pdfTitle);
    expect(doc.getTitle()).not.toContain("Nice List");
  });

  it("still works for a name the standard fonts cannot draw", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    expect(pdfSafeText("Zoë", font)).toBe("Zoë");
    expect(pdfSafeText("李华", font)).toBe("");
    const bytes = await certificatePdf({ ...data, name: "李华" });
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
