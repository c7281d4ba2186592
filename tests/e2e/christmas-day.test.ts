import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { HOME_COUNTDOWN } from "~/content/home";
import { HOME_COUNTDOWN as GERMAN_COUNTDOWN } from "~/content/de/home";
import { localisedPath } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { COUNTDOWN_TICK_MS } from "~/lib/site";
import { axeViolations } from "../support/axe";
import { chromiumForThisFile, gotoReady, openPage } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

/**
 * New York: in December it is five hours behind UTC, so 25 December there starts when it is already 05:00 on
 * the 25th in UTC. A countdown that used UTC dates instead of the visitor's would fail these tests.
 */
const TIMEZONE = "America/New_York";
const newYork = (isoLocal: string) => new Date(`${isoLocal}-05:00`);

const greeting = (page: Page) => page.getByTestId("christmas-day");
const counter = (page: Page) => page.getByTestId("countdown");
const unit = (page: Page, name: "days" | "hours" | "minutes" | "seconds") => counter(page).locator(`[data-unit="${name}"]`).textContent();

describe("home countdown on Christmas Day", () => {
  it("greets families from the first moment of 25 December, with no counter, and stays accessible", async () => {
    const { page, context, errors, foreignRequests } = await openPage(browser(), baseUrl, { timezoneId: TIMEZONE });
    await page.clock.setFixedTime(newYork("2026-12-25T00:00:00"));
    await gotoReady(page, PATHS.home);
    await greeting(page).waitFor();
    const heading = page.getByRole("heading", { level: 2, name: HOME_COUNTDOWN.christmasDay.heading });
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByText(HOME_COUNTDOWN.christmasDay.message).isVisible()).toBe(true);
    expect(await counter(page).count()).toBe(0);
    expect(await page.getByRole("heading", { name: HOME_COUNTDOWN.heading }).count()).toBe(0);
    expect(await axeViolations(page), "home on Christmas Day").toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("switches from the counter to the greeting at midnight while the page is open, and back on 26 December", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { timezoneId: TIMEZONE });
    await page.clock.install({ time: newYork("2026-12-24T23:59:00") });
    await gotoReady(page, PATHS.home);
    await page.waitForSelector('[data-testid="countdown"][data-ready="true"]');
    // From here on the page's clock only moves when the test moves it.
    await page.clock.pauseAt(newYork("2026-12-24T23:59:58"));
    await page.clock.runFor(COUNTDOWN_TICK_MS);
    expect(await greeting(page).count()).toBe(0);
    expect([await unit(page, "days"), await unit(page, "hours"), await unit(page, "minutes")]).toEqual(["00", "00", "00"]);
    expect(Number(await unit(page, "seconds"))).toBeLessThanOrEqual(2);

    // Two ticks later it is past midnight, and a tick has landed on Christmas Day.
    await page.clock.runFor(COUNTDOWN_TICK_MS * 2);
    await greeting(page).waitFor();
    expect(await page.getByRole("heading", { name: HOME_COUNTDOWN.christmasDay.heading }).isVisible()).toBe(true);
    expect(await counter(page).count()).toBe(0);

    // Still Christmas one second before the day ends, counting again a tick after it does.
    await page.clock.fastForward(newYork("2026-12-25T23:59:59").getTime() - (await page.evaluate(() => Date.now())));
    expect(await greeting(page).count()).toBe(1);
    await page.clock.runFor(COUNTDOWN_TICK_MS * 2);
    await page.waitForSelector('[data-testid="countdown"][data-ready="true"]');
    expect(await greeting(page).count()).toBe(0);
    expect([await unit(page, "days"), await unit(page, "hours")]).toEqual(["363", "23"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("counts to next year's Christmas from midnight on 26 December: 364 days", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { timezoneId: TIMEZONE });
    // 26 December 2026 to 25 December 2027: no 29 February between them, so 364 days (365 in a leap span).
    await page.clock.setFixedTime(newYork("2026-12-26T00:00:00"));
    await gotoReady(page, PATHS.home);
    await page.waitForSelector('[data-testid="countdown"][data-ready="true"]');
    expect(await greeting(page).count()).toBe(0);
    expect(await page.getByRole("heading", { name: HOME_COUNTDOWN.heading }).isVisible()).toBe(true);
    expect([await unit(page, "days"), await unit(page, "hours"), await unit(page, "minutes"), await unit(page, "seconds")]).toEqual([
      "364",
      "00",
      "00",
      "00",
    ]);
    expect(await counter(page).getAttribute("aria-label")).toBe(`${HOME_COUNTDOWN.timerLabel}: 364 days, 0 hours, 0 minutes and 0 seconds`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("home countdown in another language", () => {
  it("greets German families on Christmas Day in German, and counts in German from 26 December", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { timezoneId: TIMEZONE });
    await page.clock.install({ time: newYork("2026-12-25T23:59:58") });
    await gotoReady(page, localisedPath(PATHS.home, "de"));
    await greeting(page).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: GERMAN_COUNTDOWN.christmasDay.heading }).isVisible()).toBe(true);
    expect(await page.getByText(GERMAN_COUNTDOWN.christmasDay.message).isVisible()).toBe(true);
    await page.clock.runFor(COUNTDOWN_TICK_MS * 3);
    await page.waitForSelector('[data-testid="countdown"][data-ready="true"]');
    expect(await page.getByRole("heading", { name: GERMAN_COUNTDOWN.heading }).isVisible()).toBe(true);
    expect(await counter(page).locator("li").first().textContent()).toMatch(/^\d+Tage$/);
    expect(await counter(page).getAttribute("aria-label")).toMatch(/^Zeit bis Weihnachten: 363 Tage, 23 Stunden, 59 Minuten und \d+ Sekunden$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
