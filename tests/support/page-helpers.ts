import { readFile } from "node:fs/promises";
import type { Download, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Lets the page's (paused) clock run in small steps until `text` shows: a toast's library loads on first use,
 * and on a busy machine it may arrive after any fixed number of ticks.
 */
export async function runClockUntilText(page: Page, text: string): Promise<void> {
  await runClockUntil(page, page.getByText(text).first().waitFor({ timeout: 20_000 }));
}

/** Lets the page's (paused) clock run in small steps until `promise` settles. */
export async function runClockUntil<T>(page: Page, promise: Promise<T>): Promise<T> {
  let done = false;
  const result = promise.finally(() => (done = true));
  for (let i = 0; i < 100 && !done; i++) await page.clock.runFor(200);
  return result;
}

/** Closes every toast and waits until they are gone (axe then checks the page itself). */
export async function noToasts(page: Page) {
  for (const close of await page.getByRole("button", { name: "Close toast" }).all()) await close.click().catch(() => undefined);
  await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000, interval: 250 }).toBe(0);
}

export async function downloadText(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}
