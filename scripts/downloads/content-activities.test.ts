import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { CARD_TEMPLATES, CARD_TUTORIALS } from "~/content/card-crafts";
import { COLORING_PAGES, COLORING_PAGE_COUNT } from "~/content/all-coloring-pages";
import { DOWNLOADS_BASE, cardTemplateDownloadUrl, coloringDownloadUrl, coloringFileName, coloringPreviewFileName, coloringPreviewUrl } from "~/features/activities/downloads";
import generate from "./content-activities";

describe("coloring page and card template printables", () => {
  it("writes a valid one-page PDF for every file the pages link to", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), "downloads-"));
    const written = await generate(outDir);
    expect(written.sort()).toEqual(readdirSync(outDir).sort());
    // Every coloring page, the featured ones and the advent calendar's, gets its PDF and its preview.
    expect(COLORING_PAGES).toHaveLength(COLORING_PAGE_COUNT);
    expect(written.filter((n) => /^coloring-.*\.pdf$/.test(n)).sort()).toEqual(COLORING_PAGES.map((p) => coloringFileName(p.id)).sort());
    expect(written.filter((n) => n.endsWith("-preview.svg")).sort()).toEqual(COLORING_PAGES.map((p) => coloringPreviewFileName(p.id)).sort());
    // Each file with the title of what it prints (a tutorial links its template's file).
    const titles = new Map<string, string>([
      ...COLORING_PAGES.map((p) => [coloringDownloadUrl(p.id), p.title] as const),
      ...CARD_TEMPLATES.map((t) => [cardTemplateDownloadUrl(t.id), t.title] as const),
    ]);
    const linked = [...titles.keys(), ...CARD_TUTORIALS.map((t) => cardTemplateDownloadUrl(t.templateId))];
    for (const url of new Set(linked)) {
      expect(url.startsWith(`${DOWNLOADS_BASE}/`)).toBe(true);
      const name = url.slice(DOWNLOADS_BASE.length + 1);
      expect(written, url).toContain(name);
      const bytes = readFileSync(path.join(outDir, name));
      expect(bytes.subarray(0, 5).toString("latin1"), name).toBe("%PDF-");
      expect(bytes.subarray(-6).toString("latin1"), name).toContain("%%EOF");
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount(), name).toBe(1);
      const { width, height } = doc.getPage(0).getSize();
      // US Letter, portrait for coloring pages and landscape for cards.
      expect([width, height].sort((a, b) => a - b), name).toEqual([612, 792]);
      expect(titles.has(url), url).toBe(true);
      expect(doc.getTitle(), name).toContain(titles.get(url));
    }
    // The on-screen previews: one well-formed SVG per coloring page (card templates show their drawing's).
    for (const page of COLORING_PAGES) {
      expect(coloringPreviewUrl(page.id)).toBe(`${DOWNLOADS_BASE}/${coloringPreviewFileName(page.id)}`);
      const svg = readFileSync(path.join(outDir, coloringPreviewFileName(page.id)), "utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 400 500"/);
      expect(svg.match(/<path /g)).toHaveLength(page.drawing.shapes.length);
      expect(svg.trim().endsWith("</svg>")).toBe(true);
    }
    for (const t of CARD_TEMPLATES) expect(written).toContain(coloringPreviewFileName(t.frontDrawing));
  });
});
