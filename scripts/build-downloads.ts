/**
 * Generates the printable files (PDF templates, coloring pages …) into public/downloads/ before each build, once
 * per language: English at public/downloads/, every other language in public/downloads/<locale>/ with the same
 * file names, drawn from app/content/<locale>/ (DownloadLink and the activity pages link a page's language's folder).
 * Every module in scripts/downloads/ default-exports a generator `(outDir, locale) => Promise<string[]>` returning
 * the file names it wrote; this runner calls them all for each language. Run by `npm run build` (and so by
 * `npm start` and `npm test`).
 */
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../app/i18n/locale";

export type DownloadGenerator = (outDir: string, locale: Locale) => Promise<string[]>;

const root = path.resolve(import.meta.dirname, "..");
const downloads = path.join(root, "public", "downloads");

/** A language's folder of printables (the one downloadsBase in app/lib/downloads.ts serves). */
export const localeDownloadsDir = (base: string, locale: Locale) => (locale === DEFAULT_LOCALE ? base : path.join(base, locale));

const dir = path.join(import.meta.dirname, "downloads");
const modules = (existsSync(dir) ? readdirSync(dir) : []).filter((f) => /\.ts$/.test(f) && !f.endsWith(".test.ts")).sort();
const generators: DownloadGenerator[] = [];
for (const file of modules) {
  generators.push(((await import(pathToFileURL(path.join(dir, file)).href)) as { default: DownloadGenerator }).default);
}
let count = 0;
for (const locale of LOCALES) {
  const outDir = localeDownloadsDir(downloads, locale);
  mkdirSync(outDir, { recursive: true });
  for (const generate of generators) count += (await generate(outDir, locale)).length;
}
console.log(`Generated ${count} downloadable files in public/downloads/ (${LOCALES.length} languages)`);
