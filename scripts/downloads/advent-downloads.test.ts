/**
 * Every file the advent page links to exists after the build's download step and is what it claims to be: each
 * coloring page and puzzle PDF a readable PDF, each preview a well-formed SVG of the size the page reserves.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_BASE } from "~/features/activities/downloads";
import type { PrintableFiles } from "~/features/advent/advent-doors";
import { loader } from "~/routes/advent";

type Generator = (outDir: string) => Promise<string[]>;

const outDir = mkdtempSync(path.join(tmpdir(), "advent-downloads-"));
const printables = loader().doors.flatMap((d) =>
  d.treats.flatMap((t) => (t.kind === "coloring" || t.kind === "puzzle" ? [{ ...(t as PrintableFiles), day: d.day, id: `${t.kind}:${t.id}`, title: t.title }] : [])),
);

describe("the advent page's downloads", () => {
  beforeAll(async () => {
    // The same generators, found the same way, as scripts/build-downloads.ts runs before every build.
    const dir = import.meta.dirname;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).sort()) {
      const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: Generator };
      await mod.default(outDir);
    }
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("link a printable from every coloring and puzzle door (12 coloring pages and 3 puzzles)", () => {
    expect(printables.filter((p) => p.id.startsWith("coloring:"))).toHaveLength(12);
    expect(printables.filter((p) => p.id.startsWith("puzzle:"))).toHaveLength(3);
  });

  it("are all written, and every PDF is a readable PDF titled with its door's printable", async () => {
    for (const p of printables) {
      const bytes = readFileSync(path.join(outDir, p.pdfFile));
      expect(bytes.subarray(0, 5).toString("latin1"), p.id).toBe("%PDF-");
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount(), p.id).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle(), p.id).toContain(p.title);
    }
  });

  it("have a well-formed SVG preview under /downloads, of the size the page reserves for it", () => {
    for (const p of printables) {
      expect(p.previewUrl.startsWith(`${DOWNLOADS_BASE}/`), p.id).toBe(true);
      const svg = readFileSync(path.join(outDir, p.previewUrl.slice(DOWNLOADS_BASE.length + 1)), "utf8").trim();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), p.id).toBe(true);
      expect(svg.endsWith("</svg>"), p.id).toBe(true);
      const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
      expect(viewBox, p.id).not.toBeNull();
      expect(Number(viewBox![1]) / Number(viewBox![2]), p.id).toBeCloseTo(p.previewWidth / p.previewHeight, 2);
      // Nothing in a preview reaches outside this site.
      expect(svg, p.id).not.toMatch(/(?:href|src)="(?:https?:)?\/\//);
    }
  });
});
