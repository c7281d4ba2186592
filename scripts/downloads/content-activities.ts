/**
 * Printables for the coloring pages and card crafts: one PDF per coloring page (and, in English, an SVG preview,
 * which has no words and serves every language) and one PDF per card template, drawn from `locale`'s content in
 * app/content (see app/features/activities/printables.ts).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LOCALE, type Locale } from "../../app/i18n/locale";
import { contentIn } from "../downloads-content";

export default async function generate(outDir: string, locale: Locale = DEFAULT_LOCALE): Promise<string[]> {
  const { CARD_TEMPLATES } = await contentIn<typeof import("~/content/card-crafts")>(locale, "card-crafts");
  const { FEATURED_COLORING_PAGES } = await contentIn<typeof import("~/content/coloring-pages")>(locale, "coloring-pages");
  const { ADVENT_COLORING_PAGES } = await contentIn<typeof import("~/content/advent-coloring-pages")>(locale, "advent-coloring-pages");
  const { cardTemplateFileName, coloringFileName, coloringPreviewFileName } = await import("~/features/activities/downloads");
  const { lineArtSvg } = await import("~/features/activities/line-art-svg");
  const { buildCardTemplatePdf, buildColoringPdf } = await import("~/features/activities/printables");
  const { PRINTABLE_WORDS } = await import("~/features/activities/printable-words");
  const words = PRINTABLE_WORDS[locale];
  const pages = [...FEATURED_COLORING_PAGES, ...ADVENT_COLORING_PAGES];

  const written: string[] = [];
  for (const page of pages) {
    const name = coloringFileName(page.id);
    await writeFile(path.join(outDir, name), await buildColoringPdf(page, words));
    written.push(name);
    if (locale !== DEFAULT_LOCALE) continue;
    const preview = coloringPreviewFileName(page.id);
    await writeFile(path.join(outDir, preview), lineArtSvg(page.drawing, page.title));
    written.push(preview);
  }
  for (const template of CARD_TEMPLATES) {
    const drawing = pages.find((p) => p.id === template.frontDrawing)?.drawing;
    if (!drawing) throw new Error(`Card template ${template.id} names an unknown drawing ${template.frontDrawing}`);
    const name = cardTemplateFileName(template.id);
    await writeFile(path.join(outDir, name), await buildCardTemplatePdf(template, drawing, words));
    written.push(name);
  }
  return written;
}
