// `npm run generate:catalogs`: which Lingui catalogues each route file needs (ADR 016), from its imports: the
// layout's, its own, and those of every feature folder it imports (and those features import). Writes
// app/i18n/page-catalogs.generated.json; scripts/generate-page-catalogs.test.ts fails when it is stale.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const APP = path.join(ROOT, "app");
export const PAGE_CATALOGS_FILE = path.join(APP, "i18n/page-catalogs.generated.json");

const FEATURE_IMPORT = /from\s+["']~\/features\/([a-z0-9-]+)\//g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // Tests and server-only modules never reach a page: what they import needs no catalogue there.
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) && !/\.(test|server)\.tsx?$/.test(name) ? [full] : [];
  });
}

const importedFeatures = (files: string[]) => new Set(files.flatMap((f) => [...readFileSync(f, "utf8").matchAll(FEATURE_IMPORT)].map((m) => m[1]!)));

/** Route file ("routes/home.tsx") → catalogue names ("layout", "features/…", "routes/home"), sorted. */
export function pageCatalogs(): Record<string, string[]> {
  const featureDeps = new Map<string, Set<string>>();
  for (const feature of readdirSync(path.join(APP, "features")).sort()) {
    featureDeps.set(feature, importedFeatures(filesUnder(path.join(APP, "features", feature))));
  }
  const result: Record<string, string[]> = {};
  for (const file of readdirSync(path.join(APP, "routes")).filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx")).sort()) {
    const features = new Set<string>();
    const visit = (name: string) => {
      if (features.has(name)) return;
      features.add(name);
      for (const dep of featureDeps.get(name) ?? []) visit(dep);
    };
    for (const name of importedFeatures([path.join(APP, "routes", file)])) visit(name);
    result[`routes/${file}`] = ["layout", ...[...features].sort().map((f) => `features/${f}`), `routes/${file}`];
  }
  return result;
}

export const renderPageCatalogs = () => `${JSON.stringify(pageCatalogs(), null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(PAGE_CATALOGS_FILE, renderPageCatalogs());
  console.log(`Wrote ${path.relative(ROOT, PAGE_CATALOGS_FILE)}`);
}
