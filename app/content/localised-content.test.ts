import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
import { contentDifferences } from "./content-shape";

// Every content module in English (app/content/*.ts) and in each other locale (app/content/<locale>/*.ts).
const english = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const localised = import.meta.glob<Record<string, unknown>>(["./*/*.ts", "!./*/*.test.ts"], { eager: true });

const byLocale = new Map<string, Map<string, Record<string, unknown>>>();
for (const [file, module] of Object.entries(localised)) {
  const [, locale, name] = file.split("/");
  if (!byLocale.has(locale!)) byLocale.set(locale!, new Map());
  byLocale.get(locale!)!.set(name!, module);
}
const exportsOf = (files: Map<string, Record<string, unknown>>) =>
  [...files].flatMap(([name, module]) => Object.keys(module).map((k) => `${name}: ${k}`)).sort();

describe.each([...byLocale.keys()])("the %s content", (locale) => {
  const files = byLocale.get(locale)!;

  it("has the English shape in every export: same keys, items, ids, links and numbers, no empty text", () => {
    const problems: string[] = [];
    for (const [name, module] of files) {
      const en = english[`./${name}`];
      if (!en) {
        problems.push(`${name}: no English file of that name`);
        continue;
      }
      for (const [key, value] of Object.entries(module)) {
        if (!(key in en)) problems.push(`${name}: ${key} is not exported by the English file`);
        else problems.push(...contentDifferences(en[key], value).map((p) => `${name}: ${key}.${p}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it("translates the same files and exports as every other locale", () => {
    for (const other of byLocale.values()) expect(exportsOf(files)).toEqual(exportsOf(other));
  });
});

it("has content in every locale but English, and only in folders named after a locale", () => {
  expect([...byLocale.keys()].sort()).toEqual(LOCALES.filter((l) => l !== "en").sort());
});
