import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { CERT_HEIGHT, CERT_WIDTH, certificateFileName, certificateTexts, nameFontSize, type CertificateData } from "./certificate-design";
import { certificatePdf, pdfSafeText } from "./certificate-pdf";

const data: CertificateData = { name: "Emma", score: 96, stars: 4, year: 2026, number: "NL-1796113800000", issuedOn: "December 1, 2026" };

describe("certificate design", () => {
  it("shows the name, the score, the season's year and the number", () => {
    const texts = certificateTexts(data).map((t) => t.text);
    expect(texts).toContain("Emma");
    expect(texts).toContain("Nice List for Christmas 2026, with a Nice Score of 96/100.");
    expect(texts).toContain("Santa's Nice List \u2022 Christmas 2026");
    expect(texts).toContain("Certificate No. NL-1796113800000");
    expect(texts).toContain("December 1, 2026");
  });

  it("shrinks long names so they fit the line", () => {
    expect(nameFontSize("Emma")).toBe(50);
    expect(nameFontSize("Maximiliana Josephine-Rose")).toBeLessThan(30);
  });

  it("names the PDF after the child, in letters and digits only", () => {
    expect(certificateFileName("Zoë Anne")).toBe("nice-list-certificate-zoe-anne.pdf");
    expect(certificateFileName("李华")).toBe("nice-list-certificate.pdf");
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

  it("still works for a name the standard fonts cannot draw", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    expect(pdfSafeText("Zoë", font)).toBe("Zoë");
    expect(pdfSafeText("李华", font)).toBe("");
    const bytes = await certificatePdf({ ...data, name: "李华" });
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
