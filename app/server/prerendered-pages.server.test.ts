import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRERENDER_NONCE } from "~/lib/nonce";
import { ensureCompressed, PrerenderedPages, inlineScriptHashes, paintBeforeScripts, staticPage } from "./prerendered-pages.server";

const moduleScript = `<script nonce="${PRERENDER_NONCE}" type="module" async="">;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/about.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client.js");</script>`;
const page = (body: string) =>
  `<html><head><link rel="stylesheet" href="/assets/a.css"/><link rel="modulepreload" href="/assets/entry.client.js" nonce="${PRERENDER_NONCE}"/><link rel="modulepreload" href="/assets/root.js" nonce="${PRERENDER_NONCE}"/></head><body>${body}<script nonce="${PRERENDER_NONCE}">x</script>${moduleScript}</body></html>`;

const BUILT = { siteUrl: "http://build.example", contactEmail: "contact@build.example" };
const SERVED = { siteUrl: "https://north-pole.example", contactEmail: "help@north-pole.example" };

describe("prerendered pages", () => {
  it("serves each page with the request's nonce, the configured site URL and low-priority script preloads", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
    writeFileSync(path.join(dir, "index.html"), page('home http://build.example/ <a href="mailto:contact@build.example">contact@build.example</a>'));
    mkdirSync(path.join(dir, "about"));
    writeFileSync(path.join(dir, "about", "index.html"), page("about"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "index.html"), page("never a page"));
    const pages = new PrerenderedPages(dir, BUILT, SERVED);
    expect(pages.paths.sort()).toEqual(["/", "/about"]);
    const homePage = pages.page("/")!;
    const home = homePage.html.toString("utf8");
    expect(home).toContain("https://north-pole.example/");
    expect(home).toContain('<a href="mailto:help@north-pole.example">help@north-pole.example</a>');
    expect(home).not.toContain("build.example");
    // No nonce at all: the page's CSP names its inline scripts by hash.
    expect(home).not.toContain(PRERENDER_NONCE);
    expect(home).not.toContain("nonce=");
    expect(homePage.scriptHashes).toHaveLength(2);
    for (const [, body] of home.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(homePage.scriptHashes).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
    }
    expect(home).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(home).not.toContain('rel="modulepreload" href');
    expect(home).toContain('<script type="module">');
    // Fixed bytes, compressed in the background once the server has started, one strong ETag per form.
    await pages.compressed;
    expect(brotliDecompressSync(homePage.br!).equals(homePage.html)).toBe(true);
    expect(gunzipSync(homePage.gzip!).equals(homePage.html)).toBe(true);
    expect(new Set(Object.values(homePage.etags)).size).toBe(3);
    expect(pages.page("/about/")!.html.toString()).toContain("about");
    expect(pages.page("/nope")).toBeUndefined();
  });

  it("compresses a page asked for before the background got to it, once", async () => {
    const page = staticPage("<html><body>early</body></html>", { compress: false });
    expect(page.br).toBeUndefined();
    ensureCompressed(page);
    const br = page.br;
    expect(brotliDecompressSync(br!).toString()).toBe("<html><body>early</body></html>");
    ensureCompressed(page);
    expect(page.br).toBe(br);
  });

  it("serves the sitemap and robots.txt with the configured site URL", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "prerendered-"));
    writeFileSync(path.join(dir, "sitemap.xml"), "<urlset><url><loc>http://build.example/about</loc></url></urlset>");
    writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nSitemap: http://build.example/sitemap.xml\n");
    const pages = new PrerenderedPages(dir, BUILT, SERVED);
    expect(pages.text("/sitemap.xml")).toBe("<urlset><url><loc>https://north-pole.example/about</loc></url></urlset>");
    expect(pages.text("/robots.txt")).toContain("Sitemap: https://north-pole.example/sitemap.xml");
    expect(pages.text("/favicon.svg")).toBeUndefined();
  });

  it("defers the module script to after the first paint, keeping what it runs", () => {
    const html = paintBeforeScripts(page("x"));
    const script = /<script nonce="[^"]+" type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).toMatch(/^\s*const run = async \(\) => \{/);
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    // Every preload is requested before any chunk runs, one request per task.
    expect(script).toContain('for (const href of ["/assets/entry.client.js","/assets/root.js"]) {');
    expect(script).toMatch(/document\.head\.append\(link\);\n\s*await nextTask\(\);/);
    // One chunk evaluated per task, dependencies first; the entry (which starts hydration) only at the end.
    expect(script).toContain('for (const href of ["/assets/root.js","/assets/about.js"]) {\n    await import(href);\n    await nextTask();');
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/about.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};');
    expect(script).toContain('import("/assets/entry.client.js");');
    expect(script).not.toMatch(/^\s*import \*/m);
    // It is still valid JavaScript.
    expect(() => new Function(script.replace(/await /g, ""))).not.toThrow();
  });

  it("evaluates a side-effect import (the route manifest) before the entry, one chunk per task", () => {
    const withManifest = page("x").replace('import * as route0', 'import "/assets/manifest.js";\nimport * as route0');
    const script = /<script nonce="[^"]+" type="module">([\s\S]*?)<\/script>/.exec(paintBeforeScripts(withManifest))![1]!;
    expect(script).toContain('for (const href of ["/assets/entry.client.js","/assets/root.js","/assets/manifest.js"]) {');
    expect(script).toContain('for (const href of ["/assets/root.js","/assets/manifest.js","/assets/about.js"]) {');
    expect(script).not.toMatch(/^\s*import "/m);
    expect(() => new Function(script.replace(/await /g, ""))).not.toThrow();
  });

  it("serves the framework's script unchanged when it has a static import it cannot defer", () => {
    const html = page("x").replace('import * as route0', 'import { x } from "/assets/x.js";\nimport * as route0');
    expect(paintBeforeScripts(html)).toBe(html);
  });

  it("leaves a page without the framework's module script as it is", () => {
    const html = "<html><body><p>static</p></body></html>";
    expect(paintBeforeScripts(html)).toBe(html);
  });
});

describe("inline script hashes", () => {
  it("hashes the scripts the browser runs, not data blocks or external scripts", () => {
    const html = '<script>a()</script><script type="module">b()</script><script type="application/ld+json">{"x":1}</script><script src="/c.js"></script>';
    const sha = (t: string) => `'sha256-${createHash("sha256").update(t).digest("base64")}'`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});
