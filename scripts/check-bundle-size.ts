/**
 * The size budget (CI enforces it; sizes are deterministic, unlike times). For every page of the route table,
 * the gzip size of the JavaScript and CSS its prerendered HTML loads on a first visit. Lazy chunks (PDF
 * generation, map data, …) are not counted: they load only when used.
 * Usage: npm run build && npm run check:size   (prints a table; exits 1 if a page is over budget)
 *        npm run check:size -- --write          (also writes the table to docs/benchmarks/size.md)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PATHS } from "../app/lib/paths";
import { PAGES } from "../app/route-table";
import { LOCALES, localisedPath } from "../app/i18n/locale";

export const BUDGET_KB = { contentJs: 130, interactiveJs: 170, css: 25 } as const;

/** Pages that are tools or games rather than reading: they may load more script. */
export const INTERACTIVE: ReadonlySet<string> = new Set([
  PATHS.writeToSanta,
  PATHS.niceList,
  PATHS.trackSanta,
  PATHS.recipes,
  PATHS.activities,
  PATHS.movies,
  PATHS.coloringPages,
  PATHS.cards,
  PATHS.giftIdeas,
  PATHS.planning,
  PATHS.printableTemplates,
  PATHS.santasAddress,
  PATHS.stories,
  PATHS.trivia,
  PATHS.elfNameGenerator,
  PATHS.goodDeedsTracker,
  PATHS.advent,
]);

const client = path.resolve("build/client");
const gz = new Map<string, number>();
const gzipSize = (asset: string) => {
  if (!gz.has(asset)) gz.set(asset, gzipSync(readFileSync(path.join(client, asset))).length);
  return gz.get(asset)!;
};

/** The static `import … from "./x.js"` of a built module (not `import()`: those load only when used). */
const staticImports = (asset: string): string[] => {
  const code = readFileSync(path.join(client, asset), "utf8");
  const dir = path.posix.dirname(asset);
  return [...code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) =>
    path.posix.join(dir, m[1]!),
  );
};

/**
 * The scripts a first visit runs: the page's module script imports the root and route modules and then
 * `import()`s the client entry; modulepreload links name more. Each is followed through its static imports.
 * (The inline route manifest also names other pages' modules; those load only on navigation, so are not counted.)
 */
function firstVisitScripts(html: string): Set<string> {
  const moduleScript = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const roots = [
    ...[...moduleScript.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?\(?"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  ];
  const seen = new Set<string>();
  const visit = (asset: string) => {
    if (seen.has(asset)) return;
    seen.add(asset);
    staticImports(asset).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

let failed = false;
const rows: string[] = [];
// Every page in every locale: only the page's own locale's messages may ship, so each must keep its budget.
const URLS = LOCALES.flatMap((locale) => PAGES.map(({ path: page }) => ({ page, url: localisedPath(page, locale) })));
for (const { page, url } of URLS) {
  const file = path.join(client, url === "/" ? "" : url, "index.html");
  if (!existsSync(file)) {
    console.error(`No prerendered HTML for ${url}: run npm run build first`);
    process.exit(1);
  }
  const html = readFileSync(file, "utf8");
  const js = firstVisitScripts(html);
  const css = new Set([...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
  const jsKb = [...js].reduce((sum, a) => sum + gzipSize(a), 0) / 1024;
  const cssKb = [...css].reduce((sum, a) => sum + gzipSize(a), 0) / 1024;
  const interactive = INTERACTIVE.has(page);
  const jsBudget = interactive ? BUDGET_KB.interactiveJs : BUDGET_KB.contentJs;
  const over = jsKb > jsBudget || cssKb > BUDGET_KB.css;
  failed ||= over;
  rows.push(`| ${url} | ${interactive ? "interactive" : "content"} | ${jsKb.toFixed(1)} / ${jsBudget} | ${cssKb.toFixed(1)} / ${BUDGET_KB.css} | ${over ? "OVER" : "ok"} |`);
}
const table = ["| page | kind | JS KB gzip / budget | CSS KB gzip / budget | |", "|---|---|---|---|---|", ...rows].join("\n");
console.log(table);
if (process.argv.includes("--write")) {
  const intro = `# Size budget\n\n${new Date().toISOString().slice(0, 10)}: the gzip size of the JavaScript and CSS each page loads on a first visit (its module script and preloads, followed through their static imports; code loaded with import() when used is not counted). Budgets: ${BUDGET_KB.contentJs} KB of JavaScript on a content page, ${BUDGET_KB.interactiveJs} KB on an interactive one, ${BUDGET_KB.css} KB of CSS. \`npm test\` enforces them; \`npm run check:size -- --write\` refreshes this file.\n\n`;
  writeFileSync(path.resolve("docs/benchmarks/size.md"), `${intro}${table}\n`);
}
if (failed) {
  console.error("\nA page is over its size budget: load heavy code with import() when it is used.");
  process.exit(1);
}
console.log(`\nAll ${URLS.length} pages (${PAGES.length} in ${LOCALES.length} languages) within budget.`);
