/**
 * Generates the printable files (PDF templates, coloring pages …) into public/downloads/ before each build.
 * Every module in scripts/downloads/ default-exports a generator `(outDir) => Promise<string[]>` returning the
 * file names it wrote; this runner calls them all. Run by `npm run build` (and so by `npm start` and `npm test`).
 */
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type DownloadGenerator = (outDir: string) => Promise<string[]>;

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public", "downloads");
mkdirSync(outDir, { recursive: true });

const dir = path.join(import.meta.dirname, "downloads");
const modules = (existsSync(dir) ? readdirSync(dir) : []).filter((f) => /\.ts$/.test(f) && !f.endsWith(".test.ts")).sort();
let count = 0;
for (const file of modules) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: DownloadGenerator };
  const written = await mod.default(outDir);
  count += written.length;
}
console.log(`Generated ${count} downloadable files in public/downloads/`);
