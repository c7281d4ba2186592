import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip as gzipAsync, gzipSync, type BrotliOptions } from "node:zlib";
import { PRERENDER_NONCE } from "~/lib/nonce";
import type { PublicConfig } from "~/lib/public-config";

/** Prerendered files other than pages that name the site's address. */
const PRERENDERED_TEXT_FILES = ["sitemap.xml", "robots.txt"] as const;

/**
 * A page as fixed bytes: the HTML, its brotli and gzip forms, a strong ETag for each, and the SHA-256 hashes of its
 * inline scripts for its Content-Security-Policy. Made once when the server starts; no request changes it, so a CDN
 * or any shared cache may keep it (docs/decisions/014-…).
 */
export interface StaticPage {
  html: Buffer;
  /** The compressed forms: made at once for a page made alone, in the background for the build's pages (see ensureCompressed). */
  br?: Buffer;
  gzip?: Buffer;
  /** ETags of the three forms: a strong validator names one exact representation. */
  etags: { identity: string; br: string; gzip: string };
  /** "'sha256-…'" for each inline script, for script-src. */
  scriptHashes: string[];
}

/** Inline scripts the browser runs: no src, and not a data block such as JSON-LD. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The CSP source for each inline script the page runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype="([^"]*)"/.exec(attrs!)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const brotliOptions = (html: Buffer): BrotliOptions => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
const GZIP_LEVEL = 9;
const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzipAsync);

/** Fixed bytes for one page (see StaticPage); `compress: false` leaves the compressed forms for later. */
export function staticPage(text: string, { compress = true }: { compress?: boolean } = {}): StaticPage {
  const html = Buffer.from(text, "utf8");
  const tag = createHash("sha256").update(html).digest("base64url").slice(0, 27);
  const page: StaticPage = { html, etags: { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gz"` }, scriptHashes: inlineScriptHashes(text) };
  if (compress) ensureCompressed(page);
  return page;
}

/** Compresses a page now if it is not yet (a request for it arrived before the background got to it). */
export function ensureCompressed(page: StaticPage): void {
  page.gzip ??= gzipSync(page.html, { level: GZIP_LEVEL });
  page.br ??= brotliCompressSync(page.html, brotliOptions(page.html));
}

/**
 * Compresses pages in libuv's thread pool, two at a time, gzip for all first (fast) and then brotli (eleven times
 * slower at quality 11): the server starts at once and its event loop stays free; 210 pages in six languages took
 * 8 s of start-up when compressed synchronously. A page asked for before its turn is compressed then, once.
 */
async function compressInBackground(pages: StaticPage[]): Promise<void> {
  const run = async (work: (page: StaticPage) => Promise<void>) => {
    let next = 0;
    const lane = async () => {
      while (next < pages.length) await work(pages[next++]!);
    };
    await Promise.all([lane(), lane()]);
  };
  await run(async (page) => {
    if (!page.gzip) {
      const gzip = await gzipLater(page.html, { level: GZIP_LEVEL });
      page.gzip ??= gzip;
    }
  });
  await run(async (page) => {
    if (!page.br) {
      const br = await brotliLater(page.html, brotliOptions(page.html));
      page.br ??= br;
    }
  });
}

/**
 * The HTML that the build prerendered, held in memory as fixed bytes, with this server's public settings
 * (SITE_URL, CONTACT_EMAIL) swapped in where they differ from the build's, once, at start-up. Scripts carry no
 * nonce: each page's CSP allows exactly its own inline scripts by hash.
 */
export class PrerenderedPages {
  private readonly pages = new Map<string, StaticPage>();
  private readonly texts = new Map<string, string>();
  /** Settles when every page has its compressed forms. */
  readonly compressed: Promise<void>;

  constructor(clientDir: string, built: PublicConfig, served: PublicConfig) {
    const swaps = (["siteUrl", "contactEmail"] as const).filter((k) => built[k] !== served[k]).map((k) => [built[k], served[k]] as const);
    const withSiteUrl = (text: string) => swaps.reduce((out, [from, to]) => out.split(from).join(to), text);
    for (const file of findIndexFiles(clientDir)) {
      const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
      const route = relative === "" ? "/" : `/${relative}`;
      this.pages.set(route, prerenderedPage(withSiteUrl(readFileSync(file, "utf8")), { compress: false }));
    }
    this.compressed = compressInBackground([...this.pages.values()]);
    for (const name of PRERENDERED_TEXT_FILES) {
      const file = path.join(clientDir, name);
      if (existsSync(file)) this.texts.set(`/${name}`, withSiteUrl(readFileSync(file, "utf8")));
    }
  }

  /** The sitemap or robots.txt, with this server's SITE_URL; undefined for any other path. */
  text(requestPath: string): string | undefined {
    return this.texts.get(requestPath);
  }

  get paths(): string[] {
    return [...this.pages.keys()];
  }

  /** The page for a request path ("/about" or "/about/"); undefined if none. */
  page(requestPath: string): StaticPage | undefined {
    const key = requestPath.length > 1 ? requestPath.replace(/\/+$/, "") : requestPath;
    return this.pages.get(key);
  }
}

/**
 * A page rendered with the placeholder nonce (by the build, or once at start-up) as fixed bytes: scripts deferred
 * to after the first paint, the placeholder taken off (the page's CSP names its scripts by hash instead).
 */
export function prerenderedPage(html: string, options?: { compress?: boolean }): StaticPage {
  return staticPage(paintBeforeScripts(html).split(` nonce="${PRERENDER_NONCE}"`).join(""), options);
}

/**
 * Every page is prerendered, complete and readable, so its script only adds interactivity. On a slow phone
 * the scripts (120 KB) would share the connection with the stylesheet and fonts the first paint needs, and
 * over HTTP/1.1 fetch priorities cannot stop that. So the page paints first: the build's module preloads are
 * taken out of the head and the module script waits for the first contentful paint; then it preloads every module,
 * one request per task (issuing a request costs 1-2 ms of main thread, and pages with many small chunks took 20 ms
 * for them in one go), all before the first is evaluated (no waterfall), and runs exactly what the framework wrote,
 * its static imports made dynamic.
 * Evaluating every module in one go would block a phone's main thread for a long task (Lighthouse's Total Blocking
 * Time), so the modules are evaluated one chunk per task, in the preload order (dependencies first), and the
 * framework's entry, which starts hydration, comes last, as before.
 * A page whose markup is not the expected shape is left as it is.
 */
const SCRIPT_START_FALLBACK_MS = 3000;

export function paintBeforeScripts(html: string): string {
  const moduleScript = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!moduleScript) return html;
  const [whole, nonceAttr = "", body] = moduleScript;
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g)];
  const imports = [...body!.matchAll(/^\s*import \* as (\w+) from "([^"]+)";\s*$/gm)];
  if (imports.length === 0) return html;
  // Side-effect imports (React Router writes one for the route manifest when routeDiscovery is "initial") are
  // evaluated in the same one-per-task order, before the entry.
  const sideEffects = [...body!.matchAll(/^\s*import "([^"]+)";\s*$/gm)];
  let rest = body!;
  for (const [line] of [...imports, ...sideEffects]) rest = rest.replace(line, "");
  // Any other static import cannot move into the deferred function: serve the page as the framework wrote it
  // rather than a script that never hydrates.
  if (/^\s*import\s*[^\s(]/m.test(rest)) return html;
  const preloadHrefs = [...new Set([...preloads.map((m) => m[1]!), ...sideEffects.map((m) => m[1]!)])];
  const entry = /import\("([^"]+)"\);\s*$/.exec(rest)?.[1];
  const routeHrefs = imports.map((m) => m[2]!);
  const evaluationOrder = [...new Set([...preloadHrefs, ...routeHrefs])].filter((href) => href !== entry);
  const names = imports.map((m) => m[1]).join(", ");
  const loads = routeHrefs.map((href) => `import(${JSON.stringify(href)})`).join(", ");
  // Start at the first contentful paint (or after 3 s if the browser never reports one, e.g. a hidden tab).
  const deferred = `<script${nonceAttr} type="module">
const run = async () => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  for (const href of ${JSON.stringify(preloadHrefs)}) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  for (const href of ${JSON.stringify(evaluationOrder)}) {
    await import(href);
    await nextTask();
  }
  const [${names}] = await Promise.all([${loads}]);
${rest}
};
let started = false;
const go = () => { if (!started) { started = true; setTimeout(run, 0); } };
if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); }
  }).observe({ type: "paint", buffered: true });
  setTimeout(go, ${SCRIPT_START_FALLBACK_MS});
} else requestAnimationFrame(go);
</script>`;
  let out = html.replace(whole, () => deferred);
  for (const [link] of preloads) out = out.replace(link, "");
  return out;
}

function findIndexFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === "assets") continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...findIndexFiles(full));
    else if (entry === "index.html") found.push(full);
  }
  return found;
}
