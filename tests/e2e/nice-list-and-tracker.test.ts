import { readFile } from "node:fs/promises";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { NICE_MESSAGES } from "~/content/nice-list";
import { CERTIFICATE_PRINT_DELAY_MS, POPUP_BLOCKED_MESSAGE } from "~/features/nice-list/certificate-actions";
import { NICE_LIST_CHECK_DELAY_MS } from "~/features/nice-list/nice-score";
import { REMINDER_FILENAME } from "~/features/tracker/reminder";
import { LIVE_UPDATES_ON, LIVE_UPDATES_WAITING_TEXT } from "~/features/tracker/tracker-dashboard";
import { PREPARING_LABEL, TRACKER_REFRESH_MS, trackerState } from "~/features/tracker/tracker-state";
import { PATHS } from "~/lib/paths";
import { SHARED_APP_PUBLIC } from "../support/app-server";
import { axeViolations } from "../support/axe";
import { launchBrowser, openPage, gotoReady } from "../support/browser";

const baseUrl = inject("baseUrl");
let browser: Browser;
const savedTz = process.env.TZ;

beforeAll(async () => {
  // The browser and this process read dates in the same zone, so expected tracker figures can be computed here.
  process.env.TZ = "Europe/London";
  browser = await launchBrowser();
});
afterAll(async () => {
  process.env.TZ = savedTz;
  await browser?.close();
});

/**
 * Lets the page's (paused) clock run in small steps until `text` shows: a toast's library loads on first use,
 * and on a busy machine it may arrive after any fixed number of ticks.
 */
async function runClockUntilText(page: Page, text: string): Promise<void> {
  await runClockUntil(page, page.getByText(text).first().waitFor({ timeout: 20_000 }));
}

/** Lets the page's (paused) clock run in small steps until `promise` settles. */
async function runClockUntil<T>(page: Page, promise: Promise<T>): Promise<T> {
  let done = false;
  const result = promise.finally(() => (done = true));
  for (let i = 0; i < 100 && !done; i++) await page.clock.runFor(200);
  return result;
}

/** Closes every toast and waits until they are gone (axe then checks the page itself). */
async function noToasts(page: Page) {
  for (const close of await page.getByRole("button", { name: "Close toast" }).all()) await close.click().catch(() => undefined);
  await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000, interval: 250 }).toBe(0);
}

async function downloadText(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

describe("Nice List checker", () => {
  it("checks a name for 3 seconds, shows the result, the certificate, prints and downloads a PDF, and resets", async () => {
    const { page, context, errors, foreignRequests } = await openPage(browser, baseUrl, { timezoneId: "Europe/London", viewport: { width: 1280, height: 900 } });
    const start = new Date("2026-11-22T09:59:00Z");
    const paused = new Date("2026-11-22T10:00:00Z");
    await page.clock.install({ time: start });
    await gotoReady(page, PATHS.niceList);

    // Hero stats: the season's year (after hydration), 99.9%, 24/7 and infinity.
    const stats = page.getByTestId("hero-stats");
    await expect.poll(() => stats.locator("dd").allTextContents()).toEqual(["2026", "99.9%", "24/7", "∞"]);
    expect(await page.getByRole("heading", { name: "How It Works" }).isVisible()).toBe(true);
    // (axe runs on timers of its own, so it runs while the page's clock is running.)
    expect(await axeViolations(page), "entry screen").toEqual([]);
    // Hydrated: from here on, time moves only when the test says so.
    await page.clock.pauseAt(paused);

    // The button stays disabled while the trimmed name is blank.
    const input = page.getByLabel("First name");
    const check = page.getByRole("button", { name: "Check the Nice List" });
    expect(await check.isDisabled()).toBe(true);
    await input.fill("   ");
    expect(await check.isDisabled()).toBe(true);
    await input.fill("  Emma ");
    expect(await check.isDisabled()).toBe(false);

    // Enter starts the check; the checking screen lasts exactly 3 seconds.
    await input.press("Enter");
    await page.getByTestId("checking").waitFor();
    await page.clock.runFor(NICE_LIST_CHECK_DELAY_MS - 100);
    expect(await page.getByTestId("checking").isVisible()).toBe(true);
    await page.clock.runFor(100);
    const result = page.getByTestId("result");
    await result.waitFor();
    expect(await page.getByRole("heading", { name: "Congratulations, Emma!" }).isVisible()).toBe(true);
    expect(await result.getByText(NICE_MESSAGES[1]).isVisible()).toBe(true);
    expect(await page.getByTestId("nice-score").textContent()).toBe("Nice Score: 96/100");
    expect(await page.getByTestId("stars").getAttribute("aria-label")).toBe("4 out of 5 stars");

    // The certificate panel: name, score, season year and 'NL-' + the timestamp of the result.
    await page.getByRole("button", { name: "Get Your Certificate" }).click();
    const certificate = page.getByTestId("certificate");
    await certificate.waitFor();
    const number = `NL-${paused.getTime() + NICE_LIST_CHECK_DELAY_MS}`;
    const certText = await certificate.textContent();
    for (const part of ["Emma", "Christmas 2026", "Nice Score of 96/100", `Certificate No. ${number}`]) expect(certText).toContain(part);

    // 'Print Certificate': a print view window with the certificate; print() 500 ms later.
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Print Certificate", exact: true }).click();
    const popup = await popupPromise;
    await popup.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    expect(await popup.title()).toBe("Nice List Certificate for Emma");
    expect(await popup.locator("svg").textContent()).toContain(number);
    await page.clock.runFor(CERTIFICATE_PRINT_DELAY_MS - 50);
    expect(await popup.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
    await page.clock.runFor(50);
    expect(await popup.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await popup.close();

    // 'Download & Print Certificate': the print view again, and a real PDF made in the browser.
    const downloadPromise = page.waitForEvent("download");
    const popup2Promise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Download & Print Certificate" }).click();
    const popup2 = await popup2Promise;
    await popup2.evaluate(() => {
      window.print = () => undefined;
    });
    const download = await runClockUntil(page, downloadPromise);
    expect(download.suggestedFilename()).toBe("nice-list-certificate-emma.pdf");
    const pdf = await downloadText(download);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    await popup2.close();
    await page.clock.resume();
    expect(await axeViolations(page), "certificate panel").toEqual([]);

    // A blocked pop-up gets the spec's alert.
    await page.evaluate(() => {
      window.open = () => null;
    });
    const alerts: string[] = [];
    page.once("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Print Certificate", exact: true }).click();
    await expect.poll(() => alerts).toEqual([POPUP_BLOCKED_MESSAGE]);

    // 'Check Another Name' clears the name, the result and the certificate.
    await page.getByRole("button", { name: "Check Another Name" }).click();
    await input.waitFor();
    expect(await input.inputValue()).toBe("");
    expect(await certificate.count()).toBe(0);
    expect(await result.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");

    // Analytics: the spec's events, and never the name.
    const events = await page.evaluate(() => window.dataLayer ?? []);
    const names = events.map((e) => e.event);
    for (const event of ["nice_list_check_started", "nice_list_check_completed", "nice_list_certificate_generated", "nice_list_reset", "file_download"]) {
      expect(names).toContain(event);
    }
    expect(JSON.stringify(events).toLowerCase()).not.toContain("emma");

    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("scrolls to the form from the hero button", async () => {
    const { page, context } = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 } });
    await gotoReady(page, PATHS.niceList);
    await page.getByRole("link", { name: "Check Your Name" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === "scroll_to_nice_list_form"))).toBe(true);
    await context.close();
  });
});

describe("Santa tracker", () => {
  it("is live on Christmas Eve: city, its own time, rising gifts, trail on the map, arrival toasts, reminder", async () => {
    const { page, context, errors, foreignRequests } = await openPage(browser, baseUrl, { timezoneId: "Europe/London", viewport: { width: 1280, height: 900 } });
    const noon = new Date("2026-12-24T12:00:00Z");
    await page.clock.install({ time: new Date("2026-12-24T11:59:00Z") });
    await gotoReady(page, PATHS.trackSanta);
    await page.locator('[data-testid="tracker-cards"][data-mode="live"]').waitFor();
    await page.clock.pauseAt(noon);
    await page.clock.runFor(TRACKER_REFRESH_MS);
    const at = new Date(noon.getTime() + TRACKER_REFRESH_MS);
    const expected = trackerState(at);
    expect(expected.city).toBe("Cairo");
    const value = (id: string) => page.getByTestId(id).locator("[data-value]").textContent();
    expect(await value("card-location")).toBe("Cairo");
    expect(await value("card-time")).toBe("2:00 PM");
    expect(await value("card-gifts")).toBe(expected.giftsDelivered.toLocaleString("en-US"));
    expect(await page.getByTestId("next-stop").textContent()).toBe("Next stop: Paris, France");
    expect(await page.getByTestId("eve-live").isVisible()).toBe(true);
    const journey = await page.getByTestId("journey-status").textContent();
    for (const figure of ["65%", "650 mph", "10,000 ft"]) expect(journey).toContain(figure);

    // Gifts rise at the next refresh.
    const before = Number((await value("card-gifts"))!.replace(/,/g, ""));
    await page.clock.runFor(TRACKER_REFRESH_MS);
    expect(Number((await value("card-gifts"))!.replace(/,/g, ""))).toBeGreaterThan(before);

    // The map: trail so far (legs 0–7: North Pole to Cairo), Santa at Cairo.
    const map = page.getByTestId("world-map");
    expect(await map.getAttribute("data-mode")).toBe("live");
    expect(await map.locator("[data-flown]").count()).toBe(8);
    expect(await map.locator("[data-visited]").count()).toBe(8);
    expect(await page.getByTestId("santa-marker").textContent()).toBe("Cairo");
    expect(await page.getByTestId("route-list").getByText("Santa is here").count()).toBe(1);

    // Live updates: a toast now, and one when Santa reaches Paris (1 h 42 min 51 s later).
    await page.getByRole("button", { name: "Get Live Updates" }).click();
    await runClockUntilText(page, LIVE_UPDATES_ON);
    // To 1 h 42 min 40 s after the toast's first chance (noon + two refreshes + 200 ms), however long the
    // toast library took to arrive: still Cairo, and Paris within the next two refreshes.
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(noon.getTime() + 2 * TRACKER_REFRESH_MS + 200 + (1 * 3600 + 42 * 60 + 40) * 1000 - pageNow);
    expect(await value("card-location")).toBe("Cairo");
    await page.clock.runFor(TRACKER_REFRESH_MS * 2);
    expect(await value("card-location")).toBe("Paris");
    await page.getByText("Santa has reached Paris, France!").waitFor();

    // View Global Map brings the map into view.
    await page.getByRole("button", { name: "View Global Map" }).click();
    await expect.poll(() => map.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight && el.getBoundingClientRect().bottom > 0)).toBe(true);

    // Set Reminder downloads an .ics for Christmas Eve at 6 pm local with a link back here.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Set Reminder" }).click();
    await page.clock.runFor(200);
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(REMINDER_FILENAME);
    const ics = (await downloadText(download)).toString().replace(/\r\n /g, "");
    expect(ics).toContain("DTSTART:20261224T180000\r\n");
    // The server's SITE_URL, not the build's.
    expect(ics).toContain(`URL:${SHARED_APP_PUBLIC.SITE_URL}${PATHS.trackSanta}\r\n`);

    expect(await page.getByRole("link", { name: "Explore North Pole" }).getAttribute("href")).toBe(PATHS.northPoleVillage);
    await page.clock.resume();
    await noToasts(page);
    expect(await axeViolations(page), "live tracker").toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("is preparing in November: gifts 0, 'Christmas Eve only', the planned route and a countdown", async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, { timezoneId: "Europe/London", viewport: { width: 390, height: 844 } });
    await page.clock.install({ time: new Date("2026-11-22T09:59:00Z") });
    await gotoReady(page, PATHS.trackSanta);
    await page.locator('[data-testid="tracker-cards"][data-mode="preparing"]').waitFor();
    await page.clock.pauseAt(new Date("2026-11-22T10:00:00Z"));
    await page.clock.runFor(TRACKER_REFRESH_MS);
    const value = (id: string) => page.getByTestId(id).locator("[data-value]").textContent();
    expect(await value("card-location")).toBe("North Pole");
    expect(await value("card-gifts")).toBe("0");
    expect(await page.getByTestId("card-gifts").textContent()).toContain(PREPARING_LABEL);
    expect(await value("card-time")).toBe("10:00 AM");
    expect(await page.getByTestId("next-stop").textContent()).toBe("Next stop: Auckland, New Zealand");

    // 31 days 13 h 59 min 55 s until Christmas Eve begins.
    await page.waitForSelector('[data-testid="countdown"][data-ready="true"]');
    expect(await page.locator('[data-unit="days"]').textContent()).toBe("31");
    expect(await page.locator('[data-unit="hours"]').textContent()).toBe("13");

    const map = page.getByTestId("world-map");
    expect(await map.getAttribute("data-mode")).toBe("preparing");
    expect(await map.locator("[data-flown]").count()).toBe(0);
    expect(await map.locator("[data-stop]").count()).toBe(14);

    await page.getByRole("button", { name: "Get Live Updates" }).click();
    await runClockUntilText(page, LIVE_UPDATES_WAITING_TEXT);
    await page.clock.resume();
    await noToasts(page);
    expect(await axeViolations(page), "preparing tracker").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
