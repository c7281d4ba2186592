import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Flags that work on this kind of machine (see ARCHITECTURE.md): no sandbox as root, no network chatter. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(`Chromium not found at ${path}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  }
  return path;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
}

/** Opens a path and waits until React has hydrated it (buttons do something). */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught page errors. */
  errors: string[];
  /** Requests to any origin but the app's own. */
  foreignRequests: string[];
}

/**
 * A fresh context and page that records console errors, page errors and requests to other origins, so
 * every journey can assert the site stayed quiet and private.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const foreignRequests: string[] = [];
  const origin = new URL(baseUrl).origin;
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("request", (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) foreignRequests.push(url);
  });
  return { page, context, errors, foreignRequests };
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Call at the top of the file;
 * the returned function gives the running browser.
 */
export function chromiumForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is not running yet: call chromiumForThisFile() at the top of the test file");
    return browser;
  };
}
