/**
 * The advent calendar (issue 24) on a fixed clock in the visitor's own time zone: which doors open on which date,
 * opening one shows its treat in place and is remembered after a reload, the countdown before December, the
 * keyboard journey, and axe.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ADVENT_DOORS } from "~/content/advent";
import { OPENED_DOORS_KEY } from "~/features/advent/opened-doors-store";
import { localisedPath, type Locale } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { axeViolations } from "../support/axe";
import { chromiumForThisFile, gotoReady, openPage } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

/** Tokyo: nine hours ahead of UTC, so a calendar that used UTC dates would open door 5 a day late at this hour. */
const TIMEZONE = "Asia/Tokyo";
const tokyo = (isoLocal: string) => new Date(`${isoLocal}+09:00`);

const door = (page: Page, day: number) => page.locator(`[data-door="${day}"]`);
const doorState = (page: Page, day: number) => door(page, day).getAttribute("data-state");
const panel = (page: Page) => page.locator("#advent-treat");
/** The animation a door's leaf gets in this page's media (read from a probe: a real leaf is gone within a second). */
const leafAnimation = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement("span");
    probe.className = "door-leaf";
    document.body.append(probe);
    const name = getComputedStyle(probe).animationName;
    probe.remove();
    return name;
  });

/** Opens /advent (or its page in `locale`) at `isoLocal` (Tokyo time) and waits until the visitor's date has been read. */
async function openAdventAt(isoLocal: string, locale: Locale = "en") {
  const watched = await openPage(browser(), baseUrl, { timezoneId: TIMEZONE });
  await watched.page.clock.setFixedTime(tokyo(isoLocal));
  await gotoReady(watched.page, localisedPath(PATHS.advent, locale));
  await watched.page.locator('[data-testid="advent-status"]:not([data-phase="loading"])').waitFor();
  return watched;
}

describe("advent calendar", () => {
  it("on 5 December (just after midnight, local): doors 1–5 open, door 6 and later shut and saying when they open", async () => {
    const { page, context, errors, foreignRequests } = await openAdventAt("2026-12-05T00:30:00");
    expect(await page.getByTestId("advent-status").getAttribute("data-phase")).toBe("advent");
    for (const day of [1, 2, 3, 4, 5]) expect(await doorState(page, day), `door ${day}`).toBe("ready");
    // Today's door is marked for sight and for screen readers; no other is.
    expect(await door(page, 5).getAttribute("aria-current")).toBe("date");
    expect(await page.locator('[aria-current="date"]').count()).toBe(1);
    for (const day of [6, 12, 24]) {
      expect(await doorState(page, day), `door ${day}`).toBe("shut");
      expect(await door(page, day).getAttribute("aria-disabled")).toBe("true");
    }
    const six = page.getByRole("button", { name: "Door 6, opens on 6 December" });
    expect(await six.isVisible()).toBe(true);
    // Playwright will not click an aria-disabled button, but a family can: press it from the keyboard.
    await six.focus();
    await page.keyboard.press("Enter");
    expect(await page.getByRole("status").textContent()).toContain("opens on 6 December");
    expect(await panel(page).count()).toBe(0);
    expect(await axeViolations(page), "advent on 5 December").toEqual([]);
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("opening a door shows its treat in place, and the door is remembered as opened after a reload", async () => {
    const { page, context, errors, foreignRequests } = await openAdventAt("2026-12-05T18:00:00");
    const requestsBefore: string[] = [];
    page.on("request", (r) => requestsBefore.push(r.url()));
    const three = page.getByRole("button", { name: /^Door 3\b/ });
    expect(await three.getAttribute("aria-expanded")).toBe("false");
    await three.click();
    // The door swings open in place on its hinge (or fades, with reduced motion: below), then its leaf is gone.
    expect(await leafAnimation(page)).toBe("door-swing");
    await three.getByTestId("door-leaf").waitFor({ state: "detached" });
    expect(await three.getAttribute("aria-expanded")).toBe("true");
    expect(await three.getAttribute("aria-controls")).toBe("advent-treat");
    const treat = ADVENT_DOORS[2]!.treats[0];
    await panel(page).locator(`[data-treat-kind="${treat.kind}"]`).waitFor();
    expect(await panel(page).getByRole("heading", { level: 2 }).textContent()).toContain("Door 3");
    // The treat is in the page's data: nothing but the door's own images (if any) is fetched to open it. React
    // Router's route discovery (/__manifest, for the links on the page, the language menu's among them) may happen
    // to run meanwhile; it carries no treat.
    expect(requestsBefore.filter((url) => !/\/downloads\/.+\.svg$/.test(url) && !url.includes("/assets/") && !url.includes("/__manifest?"))).toEqual([]);
    expect(await doorState(page, 3)).toBe("opened");
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), OPENED_DOORS_KEY))!)).toEqual({ season: 2026, doors: [3] });
    expect(await axeViolations(page), "advent with door 3 open").toEqual([]);

    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.locator('[data-door="3"][data-state="opened"]').waitFor();
    expect(await doorState(page, 2)).toBe("ready");
    expect(await panel(page).count()).toBe(0);
    // With reduced motion the leaf fades instead of swinging, and still goes.
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await leafAnimation(page)).toBe("door-fade");
    await page.getByRole("button", { name: /^Door 4\b/ }).click();
    await door(page, 4).getByTestId("door-leaf").waitFor({ state: "detached" });
    expect(await doorState(page, 4)).toBe("opened");
    await page.getByRole("button", { name: /^Close door 4/ }).click();
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("shows a puzzle's and a coloring page's preview and PDF link only once their door is open", async () => {
    const { page, context, errors } = await openAdventAt("2026-12-05T09:00:00");
    const previews = page.locator('img[src$="-preview.svg"]');
    expect(await previews.count()).toBe(0);
    for (const [day, kind] of [[4, "puzzle"], [5, "coloring"]] as const) {
      await page.getByRole("button", { name: new RegExp(`^Door ${day}\\b`) }).click();
      const treat = panel(page).locator(`[data-treat-kind="${kind}"]`);
      await treat.waitFor();
      expect(await previews.count(), "only the open door's preview is in the page").toBe(1);
      const img = treat.locator("img");
      expect(await img.getAttribute("loading")).toBe("lazy");
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const href = (await treat.getByRole("link", { name: /Download/ }).getAttribute("href"))!;
      expect(href).toMatch(/^\/downloads\/.+\.pdf$/);
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect((await response.body()).subarray(0, 5).toString("latin1"), href).toBe("%PDF-");
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a German family door 19's word search in German: its words in the preview, and the German folder's PDF", async () => {
    const { page, context, errors } = await openAdventAt("2026-12-19T09:00:00", "de");
    await page.getByRole("button", { name: /^Türchen 19\b/ }).click();
    const treat = panel(page).locator('[data-treat-kind="puzzle"]');
    await treat.waitFor();
    expect(await treat.textContent()).toContain("Finde die 14 Wörter");
    const src = (await treat.locator("img").getAttribute("src"))!;
    expect(src).toBe("/downloads/de/puzzle-north-pole-word-search-preview.svg");
    const preview = await (await page.request.get(src)).text();
    for (const word of ["SCHNEEFLOCKE", "WERKSTATT", "RENTIER"]) expect(preview).toContain(`>${word}<`);
    expect(preview).not.toContain(">SNOWFLAKE<");
    const href = (await treat.getByRole("link", { name: /PDF/ }).getAttribute("href"))!;
    expect(href).toBe("/downloads/de/puzzle-north-pole-word-search.pdf");
    expect((await page.request.get(href)).status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on 23 November every door is shut and the page counts the days to 1 December", async () => {
    const { page, context, errors } = await openAdventAt("2026-11-23T12:00:00");
    expect(await page.getByTestId("advent-status").getAttribute("data-phase")).toBe("countdown");
    expect(await page.getByTestId("advent-countdown").textContent()).toBe("8 days");
    expect(await page.locator('[data-door][data-state="shut"]').count()).toBe(ADVENT_DOORS.length);
    expect(await page.locator('[data-door][aria-expanded]').count()).toBe(0);
    expect(await axeViolations(page), "advent before December").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("from 7 January says it returns on 1 December and shows last season's doors open", async () => {
    const { page, context, errors } = await openAdventAt("2027-01-07T08:00:00");
    expect(await page.getByTestId("advent-status").getAttribute("data-phase")).toBe("resting");
    expect(await page.getByText("The advent calendar returns on 1 December.").isVisible()).toBe(true);
    expect(await page.locator('[data-door][data-state="ready"]').count()).toBe(ADVENT_DOORS.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works from the keyboard alone: Tab to a door, Enter opens it and focus lands on its treats, Escape returns", async () => {
    const { page, context, errors } = await openAdventAt("2026-12-25T10:00:00");
    expect(await page.getByTestId("advent-status").getAttribute("data-phase")).toBe("christmas");
    const first = door(page, 1);
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await first.evaluate((el) => el === document.activeElement);
    }
    expect(reached, "Tab reaches door 1").toBe(true);
    await page.keyboard.press("Tab");
    expect(await door(page, 2).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await panel(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("advent-treat-heading");
    expect(await door(page, 2).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await door(page, 2).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await door(page, 2).getAttribute("aria-expanded")).toBe("false");

    // Space opens the focused door too; Close door returns focus to it.
    await page.keyboard.press("Tab");
    await page.keyboard.press(" ");
    await panel(page).waitFor();
    expect(await door(page, 3).getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("button", { name: "Close door 3" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await door(page, 3).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("in Spanish: the doors speak Spanish and a door's printable is the Spanish PDF", async () => {
    const { page, context, errors } = await openAdventAt("2026-12-05T09:00:00", "es");
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    expect(await door(page, 6).getAttribute("aria-label")).toBe("Ventana 6, se abre el 6 de diciembre");
    await page.getByRole("button", { name: "Ventana 5, lista para abrir" }).click();
    const treat = panel(page).locator('[data-treat-kind="coloring"]');
    await treat.waitFor();
    expect(await panel(page).getByRole("heading", { level: 2 }).textContent()).toContain("Ventana 5");
    const href = (await treat.getByRole("link", { name: /Descargar e imprimir/ }).getAttribute("href"))!;
    expect(href).toMatch(/^\/downloads\/es\/coloring-.+\.pdf$/);
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect((await response.body()).subarray(0, 5).toString("latin1"), href).toBe("%PDF-");
    expect(await axeViolations(page), "advent in Spanish with door 5 open").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is in the main navigation and the footer", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { viewport: { width: 1280, height: 800 } });
    await gotoReady(page, PATHS.home);
    expect(await page.getByRole("contentinfo").getByRole("link", { name: "Advent Calendar" }).getAttribute("href")).toBe(PATHS.advent);
    // The dropdown opens on hover (a click would toggle it shut again after the hover opened it).
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Activities" }).hover();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Advent Calendar" }).click();
    await page.waitForURL(`**${PATHS.advent}`);
    await context.close();
  });
});
