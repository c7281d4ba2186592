import { setupI18n } from "@lingui/core";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { buildElfCertificatePdf } from "./elf-certificate-pdf";
import { certificateHtml, escapeHtml, printCertificate } from "./elf-certificate";
import { certificateText, type CertificateText } from "./elf-certificate-text";
import { CERTIFICATE_PRINT_DELAY_MS, certificateDetails } from "./elf-name";

// English: the messages' own text (no catalogue loaded).
const text = certificateText(setupI18n({ locale: "en", messages: { en: {} } }), "en");
// Another language's words, as a catalogue would give them (accents, a ligature, typographic quotes).
const french: CertificateText = {
  ...text,
  lang: "fr",
  title: "Diplôme officiel de lutin",
  certifies: "Nous certifions que",
  joined: "a rejoint l’atelier du Père Noël en tant que",
  abilityLabel: "Pouvoir spécial :",
  issuedLabel: "Délivré le",
  signature: "Père Noël",
  signatureRole: "Chef de l’atelier, cœur du pôle Nord",
};

const details = certificateDetails(
  { elfName: "Jingle Anna Snowflake", jobTitle: "Letter Sorter", specialAbility: "Speaks fluent Reindeer" },
  new Date(2026, 11, 3, 10, 0, 0),
  "en-US",
);

describe("printable certificate", () => {
  it("shows the elf, job, ability, number and date, with no script", () => {
    const html = certificateHtml(details, text);
    for (const text of ["Official Elf Certificate", details.elfName, details.jobTitle, details.specialAbility, details.number, "December 3, 2026"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("<style>");
    expect(html).toContain('<html lang="en">');
    expect(html).not.toMatch(/<script/i);
  });

  it("is in the page's language, its date in the page's locale", () => {
    const frenchDetails = certificateDetails(details, new Date(2026, 11, 3, 10, 0, 0), "fr");
    const html = certificateHtml(frenchDetails, french);
    for (const words of ['<html lang="fr">', "<h1>Diplôme officiel de lutin</h1>", "Nous certifions que", "Pouvoir spécial : Speaks fluent Reindeer", "3 décembre 2026", "Père Noël"]) {
      expect(html).toContain(words);
    }
    expect(html).not.toContain("Official Elf Certificate");
  });

  it("escapes what the visitor typed", () => {
    expect(escapeHtml(`<b>"Tom" & 'Jo'</b>`)).toBe("&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jo&#39;&lt;/b&gt;");
    const html = certificateHtml({ ...details, elfName: "Jingle <img src=x onerror=alert(1)> Snowflake" }, text);
    expect(html).not.toContain("<img");
  });

  it("opens a window, prints after 500 ms and closes it", () => {
    const calls: string[] = [];
    const win = {
      closed: false,
      document: { open: () => calls.push("open"), write: (h: string) => calls.push(`write:${h.length > 0}`), close: () => calls.push("doc-close") },
      focus: () => calls.push("focus"),
      print: () => calls.push("print"),
      close: () => calls.push("close"),
    } as unknown as Window;
    let scheduled: { fn: () => void; ms: number } | undefined;
    const open = vi.fn(() => win);
    expect(printCertificate(details, text, { open, schedule: (fn, ms) => (scheduled = { fn, ms }) })).toBe(true);
    expect(open).toHaveBeenCalledWith("", "_blank", expect.any(String));
    expect(calls).toEqual(["open", "write:true", "doc-close"]);
    expect(scheduled?.ms).toBe(CERTIFICATE_PRINT_DELAY_MS);
    scheduled!.fn();
    expect(calls.slice(3)).toEqual(["focus", "print", "close"]);
  });

  it("does nothing when the window is blocked", () => {
    const schedule = vi.fn();
    expect(printCertificate(details, text, { open: () => null, schedule })).toBe(false);
    expect(schedule).not.toHaveBeenCalled();
  });
});

describe("PDF certificate", () => {
  it("is a one-page PDF", async () => {
    const bytes = await buildElfCertificatePdf(details, text);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Official Elf Certificate");
  });

  it("is titled in the page's language and draws its accents", async () => {
    const doc = await PDFDocument.load(await buildElfCertificatePdf(certificateDetails(details, new Date(2026, 11, 3), "fr"), french));
    expect(doc.getTitle()).toBe("Diplôme officiel de lutin");
  });

  it("still builds when the name and date use characters the standard font lacks", async () => {
    const bytes = await buildElfCertificatePdf({ ...details, elfName: "Jingle 雪 Snowflake 😀", issuedOn: "٣ ديسمبر ٢٠٢٦" }, { ...text, title: "Elf ✓ 証明書" });
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
