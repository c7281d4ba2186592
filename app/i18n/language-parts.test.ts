import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locale";

// docs/adding-a-language.md: the parts of a language TypeScript cannot see. Each check names the file it wants.
const root = path.resolve(import.meta.dirname, "../..");
const at = (...parts: string[]) => path.join(root, ...parts);
const jsonFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : []);
const letterCount = (dir: string) => jsonFiles(dir).reduce((n, f) => n + (JSON.parse(readFileSync(path.join(dir, f), "utf8")) as unknown[]).length, 0);
const heldOutRounds = readdirSync(at("tests/fixtures/letters/held-out")).sort();
const englishContent = readdirSync(at("app/content")).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".types.ts"));

describe.each(LOCALES.filter((l) => l !== "en"))("the %s language has every part", (locale) => {
  it("its message catalogues", () => {
    expect(existsSync(at("app/locales", locale, "layout.po")), `app/locales/${locale}/layout.po`).toBe(true);
    for (const dir of ["features", "routes"]) {
      const english = readdirSync(at("app/locales/en", dir)).filter((f) => f.endsWith(".po"));
      expect(readdirSync(at("app/locales", locale, dir)).filter((f) => f.endsWith(".po")), `app/locales/${locale}/${dir}`).toEqual(english);
    }
  });
  it("its content, where English has content the language words itself", () => {
    const own = readdirSync(at("app/content", locale));
    expect(own.length, `app/content/${locale}/`).toBeGreaterThan(0);
    for (const file of own) expect(englishContent, `app/content/${locale}/${file} has no English original`).toContain(file);
  });
  it("its letter reading and Santa's words", () => {
    for (const file of [`app/features/letter/reading/lexicon-${locale}.server.ts`, `app/features/letter/vocabulary/vocabulary-${locale}.server.ts`, `app/features/letter/reply/reply-words-${locale}.server.ts`]) {
      expect(existsSync(at(file)), file).toBe(true);
    }
  });
  it("its labelled letters (150 or more) and a set in the newest held-out round", () => {
    expect(letterCount(at("tests/fixtures/letters", locale)), `tests/fixtures/letters/${locale}/`).toBeGreaterThanOrEqual(150);
    const newest = heldOutRounds.at(-1)!;
    expect(existsSync(at("tests/fixtures/letters/held-out", newest, `${locale}.json`)), `tests/fixtures/letters/held-out/${newest}/${locale}.json`).toBe(true);
  });
  it("its printables and its advent puzzles", () => {
    expect(existsSync(at("app/content", locale, "advent-puzzles.ts")), `app/content/${locale}/advent-puzzles.ts`).toBe(true);
    const puzzles = JSON.parse(readFileSync(at("app/content/advent-puzzles.generated.json"), "utf8")) as { puzzles: Record<string, unknown> };
    expect(Object.keys(puzzles.puzzles), "npm run generate:puzzles").toContain(locale);
  });
});
