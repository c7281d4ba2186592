import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_CATEGORIES } from "~/content/printable-templates";
import { SANTA_LETTER_TEMPLATE } from "~/content/santas-address";
import generatePrintableTemplates from "./printable-templates";

let dir: string;
let written: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "printables-"));
  written = await generatePrintableTemplates(dir);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("printable templates generator", () => {
  it("writes one PDF for each of the 12 template items and the letter template", async () => {
    const expected = [...TEMPLATE_CATEGORIES.flatMap((c) => c.items.map((i) => i.file)), SANTA_LETTER_TEMPLATE.file];
    expect(expected).toHaveLength(13);
    expect(written).toEqual(expected);
    expect((await readdir(dir)).sort()).toEqual([...expected].sort());
  });

  it("writes valid one-page PDFs titled with their heading", async () => {
    const designs = [...TEMPLATE_CATEGORIES.flatMap((c) => c.items), SANTA_LETTER_TEMPLATE];
    for (const design of designs) {
      const bytes = await readFile(path.join(dir, design.file));
      expect(bytes.subarray(0, 5).toString("latin1"), design.file).toBe("%PDF-");
      expect(bytes.length, design.file).toBeGreaterThan(1500);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount(), design.file).toBe(1);
      expect(doc.getTitle(), design.file).toBe(design.heading);
    }
  });

  it("produces the same bytes on every build", async () => {
    const again = await mkdtemp(path.join(tmpdir(), "printables-again-"));
    try {
      await generatePrintableTemplates(again);
      const file = TEMPLATE_CATEGORIES[0]!.items[0]!.file;
      expect(await readFile(path.join(again, file))).toEqual(await readFile(path.join(dir, file)));
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });
});
