/**
 * Printables for the coloring pages and card crafts: one PDF (and an SVG preview for the pages) per coloring page
 * and one PDF per card template,
 * drawn from the typed content in app/content (see app/features/activities/printables.ts).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";

export default async function generate(outDir: string): Promise<string[]> {
  const { CARD_TEMPLATES } = await import("~/content/card-crafts");
  const { COLORING_PAGES } = await import("~/content/all-coloring-pages");
  const { cardTemplateFileName, coloringFileName, coloringPreviewFileName } = await import("~/features/activities/downloads");
  const { lineArtSvg } = await import("~/features/activities/line-art-svg");
  const { buildCardTemplatePdf, buildColoringPdf } = await import("~/features/activities/printables");

  const written: string[] = [];
  for (const page of COLORING_PAGES) {
    const name = coloringFileName(page.id);
    await writeFile(path.join(outDir, name), await buildColoringPdf(page));
    const preview = coloringPreviewFileName(page.id);
    await writeFile(path.join(outDir, preview), lineArtSvg(page.drawing, page.title));
    written.push(name, preview);
  }
  for (const template of CARD_TEMPLATES) {
    const drawing = COLORING_PAGES.find((p) => p.id === template.frontDrawing)?.drawing;
    if (!drawing) throw new Error(`Card template ${template.id} names an unknown drawing ${template.frontDrawing}`);
    const name = cardTemplateFileName(template.id);
    await writeFile(path.join(outDir, name), await buildCardTemplatePdf(template, drawing));
    written.push(name);
  }
  return written;
}
