/**
 * Every language's printables (scripts/build-downloads.ts runs each generator once per language, into
 * public/downloads/<locale>/): the same PDF file names as the English, so a page's download links work in every
 * language, drawn from that language's content and words; the cell roles come from the English design's positions.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_CATEGORIES } from "~/content/printable-templates";
import { PRINTABLE_WORDS } from "~/features/activities/printable-words";
import { LOCALES, type Locale } from "~/i18n/locale";
import { contentIn } from "../downloads-content";
import { layoutRoles } from "./printable-templates";

type Generator = (outDir: string, locale: Locale) => Promise<string[]>;

const root = mkdtempSync(path.join(tmpdir(), "localised-downloads-"));
const written = new Map<Locale, string[]>();

beforeAll(async () => {
  const dir = import.meta.dirname;
  const generators: Generator[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).sort()) {
    generators.push(((await import(pathToFileURL(path.join(dir, file)).href)) as { default: Generator }).default);
  }
  for (const locale of LOCALES) {
    const outDir = path.join(root, locale);
    mkdirSync(outDir);
    const files: string[] = [];
    for (const generate of generators) files.push(...(await generate(outDir, locale)));
    written.set(locale, files.sort());
  }
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pdfs = (locale: Locale) => written.get(locale)!.filter((f) => f.endsWith(".pdf"));

describe("each language's printables", () => {
  it("have the English PDFs' file names; the wordless previews only in English, the puzzles' (letters) in each", () => {
    const puzzlePreviews = written.get("en")!.filter((f) => /^puzzle-.*-preview\.svg$/.test(f));
    expect(puzzlePreviews).toHaveLength(3);
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      expect(pdfs(locale), locale).toEqual(pdfs("en"));
      expect(written.get(locale)!.filter((f) => !f.endsWith(".pdf")), locale).toEqual(puzzlePreviews);
    }
    expect(written.get("en")!.filter((f) => f.endsWith("-preview.svg")).length).toBeGreaterThan(20);
  });

  it("are drawn from the language's content and words (titles in its language), every one a readable PDF", async () => {
    for (const locale of LOCALES) {
      const { FEATURED_COLORING_PAGES } = await contentIn<typeof import("~/content/coloring-pages")>(locale, "coloring-pages");
      const { TEMPLATE_CATEGORIES: categories } = await contentIn<typeof import("~/content/printable-templates")>(locale, "printable-templates");
      const page = FEATURED_COLORING_PAGES[0]!;
      const coloring = await PDFDocument.load(readFileSync(path.join(root, locale, `coloring-${page.id}.pdf`)));
      expect(coloring.getTitle(), locale).toBe(PRINTABLE_WORDS[locale].coloringDocTitle(page.title));
      const bingo = categories.flatMap((c) => c.items).find((i) => i.id === "christmas-bingo")!;
      const bingoPdf = await PDFDocument.load(readFileSync(path.join(root, locale, bingo.file)));
      expect(bingoPdf.getTitle(), locale).toBe(bingo.heading);
      for (const file of pdfs(locale)) {
        const bytes = readFileSync(path.join(root, locale, file));
        expect(bytes.subarray(0, 5).toString("latin1"), `${locale}/${file}`).toBe("%PDF-");
      }
    }
  });
});

describe("the roles of a printable's cells", () => {
  const layout = (id: string) => TEMPLATE_CATEGORIES.flatMap((c) => c.items).find((i) => i.id === id)!.layout;

  it("are found by position in the English design: tick columns, the Total row, the bingo card's free centre", () => {
    expect([...layoutRoles(layout("gift-list-tracker")).tickColumns]).toEqual([3, 4]);
    expect(layoutRoles(layout("christmas-budget-planner")).totalRow).toBe(13);
    expect(layoutRoles(layout("christmas-bingo")).freeCell).toBe(12);
    expect(layoutRoles(layout("advent-kindness-calendar")).freeCell).toBeNull();
  });

  it("fall on the same cells in every language's copy (a free centre, a Total last row)", async () => {
    for (const locale of LOCALES) {
      const { TEMPLATE_CATEGORIES: categories } = await contentIn<typeof import("~/content/printable-templates")>(locale, "printable-templates");
      const items = categories.flatMap((c) => c.items);
      const bingo = items.find((i) => i.id === "christmas-bingo")!.layout;
      const budget = items.find((i) => i.id === "christmas-budget-planner")!.layout;
      if (bingo.kind !== "grid" || budget.kind !== "table") throw new Error(`${locale}: the layouts changed kind`);
      expect(bingo.cells.length, locale).toBe(25);
      expect(budget.firstColumn?.length, locale).toBe(14);
    }
  });
});
