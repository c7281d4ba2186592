import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
import { PRINTABLE_WORDS, type PrintableWords } from "./printable-words";

const strings = (w: PrintableWords) => [
  w.coloringDocTitle("Jolly Santa"),
  w.colouredBy,
  w.coloringCredit,
  w.cardDocTitle("Christmas Tree Card"),
  w.foldHere,
  w.handmadeBy,
  w.christmasYear,
  w.cardCredit,
  w.printableFooter,
  w.puzzleDocTitle("Sleigh Maze"),
  w.puzzleDoor(19, w.difficulty.Hard),
  w.difficulty.Easy,
  w.difficulty.Medium,
  w.puzzleAnswersTitle("Sleigh Maze"),
  w.noPeeking,
  w.puzzleCredit,
];

describe("the printables' own words", () => {
  it("can be drawn by the PDF standard fonts in every language", async () => {
    const doc = await PDFDocument.create();
    const fonts = [await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold)];
    for (const locale of LOCALES) {
      for (const text of strings(PRINTABLE_WORDS[locale])) {
        expect(text.trim(), locale).not.toBe("");
        for (const font of fonts) expect(() => font.encodeText(text), `${locale}: ${text}`).not.toThrow();
      }
    }
  });

  it("are the language's own, not the English", () => {
    const english = strings(PRINTABLE_WORDS.en);
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      strings(PRINTABLE_WORDS[locale]).forEach((text, i) => expect(text, `${locale} #${i}`).not.toBe(english[i]));
    }
  });
});
