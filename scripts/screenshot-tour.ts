/**
 * `npm run screenshots`: the screenshot tour of issue 36, written to docs/screenshots/tour/. For English, Spanish and
 * German, at phone (390×844) and desktop (1440×900) size, what a family sees first on: home; the letter page before,
 * during (the send-off) and after sending (the postcard); the Nice List; the tracker on Christmas Eve; the advent
 * calendar on 10 December (today's door open); the games hub; the stories. The clock is set in the browser (and the
 * server's Date header for the tracker), so each picture shows its moment whenever it is taken. Run `npm run build`
 * first. JPEG, so the tour stays a few megabytes.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { localisedPath, type Locale } from "../app/i18n/locale";
import { PATHS } from "../app/lib/paths";
import { CHROMIUM_FLAGS, chromiumPath } from "../tests/support/browser";
import { startApp } from "../tests/support/app-server";

const OUT = path.resolve(import.meta.dirname, "../docs/screenshots/tour");
const LOCALES_SHOWN: Locale[] = ["en", "es", "de"];
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
const CHRISTMAS_EVE = "2026-12-24T22:30:00Z";
const ADVENT_10 = "2026-12-10T09:00:00Z";

async function shot(page: Page, name: string) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `${name}.jpg`), type: "jpeg", quality: 72 });
}

async function open(page: Page, url: string, time?: string) {
  if (time) {
    const at = Date.parse(time);
    await page.route("**/*", (r) => (r.request().method() === "HEAD" ? r.fulfill({ status: 200, headers: { date: new Date(at).toUTCString() } }) : r.continue()));
    await page.clock.install({ time: new Date(at) });
  }
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

const app = await startApp({ MAIL_MODE: "mailbox" });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
try {
  for (const locale of LOCALES_SHOWN) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const tag = `${locale}-${size}`;
      const fresh = async (time?: string) => {
        const context = await browser.newContext({ viewport, timezoneId: "America/New_York", locale: locale === "en" ? "en-US" : locale });
        const page = await context.newPage();
        return { context, page, go: (p: string) => open(page, `${app.url}${localisedPath(p, locale)}`, time) };
      };
      let s = await fresh();
      for (const [name, p] of [["home", PATHS.home], ["nice-list", PATHS.niceList], ["games", PATHS.games], ["stories", PATHS.stories]] as const) {
        await s.go(p);
        await shot(s.page, `${tag}-${name}`);
      }
      // The letter: before, during the send-off, and the postcard after.
      await s.go(PATHS.writeToSanta);
      const form = s.page.locator("form").filter({ has: s.page.locator('[name="childName"]') });
      await form.scrollIntoViewIfNeeded();
      await shot(s.page, `${tag}-letter-before`);
      await s.page.locator('[name="childName"]').fill("Mia");
      await s.page.locator('[name="parentEmail"]').fill(`tour-${tag}@example.com`);
      await s.page.locator('[name="wishList"]').fill(locale === "de" ? "ein Fahrrad" : locale === "es" ? "una bicicleta" : "a bike");
      await form.locator('button[type="submit"]').click();
      await s.page.getByTestId("letter-thank-you").waitFor();
      await s.page.getByTestId("letter-thank-you").scrollIntoViewIfNeeded();
      await s.page.waitForTimeout(900);
      await s.page.screenshot({ path: path.join(OUT, `${tag}-letter-during.jpg`), type: "jpeg", quality: 72 });
      await s.page.waitForTimeout(3000);
      await shot(s.page, `${tag}-letter-after`);
      await s.context.close();
      // Christmas Eve's map, and the advent calendar on 10 December.
      s = await fresh(CHRISTMAS_EVE);
      await s.go(PATHS.trackSanta);
      await s.page.locator('[data-testid="world-map"][data-mode="live"]').waitFor();
      await shot(s.page, `${tag}-tracker-christmas-eve`);
      await s.context.close();
      s = await fresh(ADVENT_10);
      await s.go(PATHS.advent);
      const today = s.page.locator('[aria-current="date"]').first();
      await today.scrollIntoViewIfNeeded();
      await today.click();
      await shot(s.page, `${tag}-advent-10-december`);
      await s.context.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
console.log(`Wrote ${readdirSync(OUT).length} screenshots to ${path.relative(process.cwd(), OUT)} (${os.platform()}).`);
