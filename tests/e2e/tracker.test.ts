import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { arrivalAt, parseRoute } from "~/features/tracker/journey";
import { REMINDER_FILENAME } from "~/features/tracker/reminder";
import routeJson from "~/features/tracker/route.generated.json";
import { TRACKER_REFRESH_MS } from "~/features/tracker/tracker-state";
import { trackerView } from "~/features/tracker/tracker-view";
import { localisedPath } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { SHARED_APP_PUBLIC } from "../support/app-server";
import { axeViolations } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";
import { downloadText, noToasts, runClockUntil, runClockUntilText } from "../support/page-helpers";

const baseUrl = inject("baseUrl");
// The English page's words (the components that hold them are compiled with Lingui's macros, which this config has not).
const HOME_AGAIN = "Santa is home. Merry Christmas!";
const LIVE_UPDATES_ON = "Live updates are on";
const PREPARING_LABEL = "Christmas Eve only";
const route = parseRoute(routeJson);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const value = (page: Page, id: string) => page.getByTestId(id).locator("[data-value]").textContent();
const modeIs = (page: Page, mode: string) => page.locator(`[data-testid="tracker-cards"][data-mode="${mode}"]`).waitFor();

/**
 * Opens the tracker for a visitor in `timezoneId` whose device clock reads `deviceTime`. The server's Date header
 * (which the page uses to correct a wrong device clock) is made to agree with `serverTime` (by default the device).
 */
async function openTracker(timezoneId: string, deviceTime: string, serverTime: string = deviceTime, viewport = { width: 1280, height: 900 }, path: string = PATHS.trackSanta) {
  const watched = await openPage(browser, baseUrl, { timezoneId, viewport });
  const { page } = watched;
  const deviceStart = Date.parse(deviceTime);
  const serverStart = Date.parse(serverTime);
  await page.route(`**${PATHS.trackSanta}`, async (request) => {
    if (request.request().method() !== "HEAD") return request.continue();
    const deviceNow = await page.evaluate(() => Date.now()).catch(() => deviceStart);
    return request.fulfill({ status: 200, headers: { date: new Date(serverStart + (deviceNow - deviceStart)).toUTCString() } });
  });
  await page.clock.install({ time: new Date(deviceStart) });
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return watched;
}

/** What the page should show at `at` (the same pure function, run here). */
const expected = (at: number, zone: string, town: string | null = null) => trackerView(route, at, zone, town);

/** Stops the page's clock at `at` (its timers keep running) and waits until the next refresh shows that moment. */
async function showAt(page: Page, at: number, zone: string) {
  await page.clock.setFixedTime(new Date(at));
  const presents = expected(at, zone).presents.toLocaleString("en-US");
  await expect.poll(() => value(page, "card-gifts"), { timeout: 3 * TRACKER_REFRESH_MS }).toBe(presents);
}

describe("Santa tracker: one journey for everyone", () => {
  // Two browsers and axe over the live map (about 2,300 elements: axe alone takes 20–27 s here) need more than the
  // default minute when the machine is busy (CI under load took over 60 s).
  it("shows two visitors in different zones the same stop, presents and sleigh position at the same instant, mid-flight", async () => {
    const instant = "2026-12-24T23:10:00Z";
    const visitors: { page: Page; context: BrowserContext; errors: string[] }[] = [];
    for (const zone of ["Europe/London", "Pacific/Auckland"]) visitors.push(await openTracker(zone, instant));
    const at = Date.parse(instant);
    const want = expected(at, "Europe/London");
    expect(want.mode).toBe("live");
    const seen = [];
    const shownAt = at + 60_000;
    for (const { page } of visitors) {
      await modeIs(page, "live");
      await showAt(page, shownAt, "Europe/London");
      seen.push({
        location: await value(page, "card-location"),
        presents: await value(page, "card-gifts"),
        progress: await page.getByTestId("progress-value").textContent(),
        sleigh: await page.getByTestId("santa-marker").evaluate((el) => [el.getAttribute("data-x"), el.getAttribute("data-y")]),
      });
    }
    expect(seen[1]).toEqual(seen[0]);
    const shown = expected(shownAt, "Europe/London");
    expect(seen[0]!.presents).toBe(shown.presents.toLocaleString("en-US"));
    expect(seen[0]!.location).toBe(shown.place.kind === "flying" ? "In the air" : shown.place.stop!.name);
    expect(Number(seen[0]!.progress!.replace("%", ""))).toBeGreaterThan(40);
    // Each visitor's own town, in their own zone.
    expect(await visitors[0]!.page.getByTestId("home-eta").textContent()).toContain(expected(at, "Europe/London").home.stop.name);
    expect(await visitors[1]!.page.getByTestId("home-eta").textContent()).toMatch(/^Santa visited .+ at .+ your time/);
    const { page } = visitors[0]!;
    expect(await page.getByTestId("trail-path").count()).toBe(1);
    expect(await axeViolations(page), "live tracker").toEqual([]);
    for (const visitor of visitors) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  }, 120_000);

  it("before take-off: preparing, presents 0, the countdown; at 10:00 UTC it takes off for Kiribati", async () => {
    const { page, context, errors, foreignRequests } = await openTracker("America/New_York", "2026-12-24T09:59:30Z", undefined, { width: 390, height: 844 });
    await modeIs(page, "preparing");
    expect(await value(page, "card-location")).toBe("North Pole");
    expect(await value(page, "card-gifts")).toBe("0");
    expect(await page.getByTestId("card-gifts").textContent()).toContain(PREPARING_LABEL);
    expect(await page.getByTestId("next-stop").textContent()).toContain(`First stop: ${route.stops[0]!.name}`);
    await page.waitForSelector('[data-testid="countdown"][data-ready="true"]');
    expect(await page.locator('[data-unit="days"]').textContent()).toBe("00");
    expect(await page.locator('[data-unit="minutes"]').textContent()).toBe("00");
    expect(await axeViolations(page), "preparing tracker").toEqual([]);
    await page.clock.runFor(40_000);
    await modeIs(page, "live");
    // The map moves up to the top at take-off, above the figures.
    await page.locator("#world-map ~ #tracker").waitFor();
    expect(errors).toEqual([]);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it("after landing on 25 December: 'Santa is home', the night's totals", async () => {
    const { page, context, errors } = await openTracker("Europe/London", "2026-12-25T13:00:00Z");
    await modeIs(page, "landed");
    expect(await page.getByTestId("eve-landed").textContent()).toContain(HOME_AGAIN);
    expect(await value(page, "card-gifts")).toBe(route.totalPresents.toLocaleString("en-US"));
    expect(await page.getByTestId("progress-value").textContent()).toBe("100%");
    expect(await page.getByTestId("journey-status").textContent()).toContain(`${route.stops.length}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on 26 December it is preparing again, counting to next year's take-off", async () => {
    const { page, context, errors } = await openTracker("Europe/London", "2026-12-26T00:30:00Z");
    await modeIs(page, "preparing");
    expect(await value(page, "card-gifts")).toBe("0");
    await page.waitForSelector('[data-testid="countdown"][data-ready="true"]');
    // 26 December 00:30 to 24 December 10:00 UTC next year: 363 days, 9 hours, 30 minutes.
    expect(await page.locator('[data-unit="days"]').textContent()).toBe("363");
    expect(await page.locator('[data-unit="hours"]').textContent()).toBe("09");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("corrects a device clock that is hours out with the server's Date header", async () => {
    // The device says 08:00 UTC on Christmas Eve (before take-off); the server says 12:00 (Santa is flying).
    const { page, context } = await openTracker("Europe/London", "2026-12-24T08:00:00Z", "2026-12-24T12:00:00Z");
    await page.clock.runFor(TRACKER_REFRESH_MS);
    await modeIs(page, "live");
    await context.close();
  });
});

describe("Santa tracker: your house", () => {
  it("choosing a town changes the ETA, survives a reload, and the reminder is an hour before Santa gets there", async () => {
    const { page, context, errors } = await openTracker("Europe/London", "2026-12-24T12:00:00Z");
    await modeIs(page, "live");
    const eta = page.getByTestId("home-eta");
    const london = expected(Date.parse("2026-12-24T12:00:00Z"), "Europe/London").home.stop;
    expect(await eta.textContent()).toMatch(new RegExp(`^Santa reaches ${london.name} in about 1[23](½)? hours`));
    await page.getByLabel("Not your town? Search for the stop nearest you").fill("tokyo");
    await page.getByRole("button", { name: "Tokyo, Japan" }).click();
    await expect.poll(() => eta.textContent()).toMatch(/^Santa reaches Tokyo in about 3 hours/);
    expect(await page.getByTestId("home-marker").count()).toBe(1);

    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect.poll(() => page.getByTestId("home-eta").textContent()).toMatch(/^Santa reaches Tokyo/);

    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Set Reminder" }).click();
    await runClockUntil(page, downloadPromise);
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(REMINDER_FILENAME);
    const ics = (await downloadText(download)).toString().replace(/\r\n /g, "");
    const tokyo = route.stops.find((s) => s.id === "tokyo")!;
    const stamp = (t: number) => new Date(t).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(ics).toContain(`DTSTART:${stamp(arrivalAt(tokyo, 2026) - 3_600_000)}\r\n`);
    expect(ics).toContain("SUMMARY:Santa reaches Tokyo in an hour: time for bed!\r\n");
    expect(ics).toContain(`URL:${SHARED_APP_PUBLIC.SITE_URL}${PATHS.trackSanta}\r\n`);

    await page.getByRole("button", { name: "Use my time zone instead" }).click();
    await expect.poll(() => page.getByTestId("home-eta").textContent()).toContain(london.name);
    await noToasts(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps tracking with the network gone once loaded, and live updates announce new stops in a polite live region", async () => {
    const { page, context, errors } = await openTracker("Asia/Kolkata", "2026-12-24T18:00:00Z");
    await modeIs(page, "live");
    await page.getByRole("button", { name: "Get Live Updates" }).click();
    await runClockUntilText(page, LIVE_UPDATES_ON);
    await context.setOffline(true);
    const before = await value(page, "card-gifts");
    const reachedBefore = expected(Date.parse("2026-12-24T18:00:00Z"), "Asia/Kolkata").reached;
    // Twenty minutes of Christmas Eve, offline.
    await page.clock.runFor(20 * 60_000);
    const now = await page.evaluate(() => Date.now());
    await showAt(page, now, "Asia/Kolkata");
    const after = expected(now, "Asia/Kolkata");
    expect(after.reached).toBeGreaterThan(reachedBefore + 1);
    expect(after.presents.toLocaleString("en-US")).not.toBe(before);
    const announced = await page.getByTestId("live-announcement").textContent();
    expect(announced).toMatch(/^Santa has reached .+!/);
    await context.setOffline(false);
    await noToasts(page);
    expect(errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await context.close();
  });
});

describe("Santa tracker: Christmas Eve's map", () => {
  it("comes first on a phone, follows the sleigh, zooms, pans away and follows again, and never draws across the world", async () => {
    const instant = "2026-12-24T22:30:00Z";
    const { page, context, errors } = await openTracker("America/New_York", instant, instant, { width: 390, height: 844 });
    const map = page.getByTestId("world-map");
    await page.locator('[data-testid="world-map"][data-mode="live"]').waitFor();
    // Above the fold, before the figures; the hero's countdown box gives way to it.
    const box = (await map.boundingBox())!;
    expect(box.y).toBeLessThan(844 - 100);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.locator("#world-map ~ #tracker").count()).toBe(1);
    expect(await page.getByTestId("eve-live").count()).toBe(0);
    // Following the sleigh at ×2: the window is centred on it.
    const centred = async () => {
      const [x, y, w, h] = (await map.getAttribute("viewBox"))!.split(" ").map(Number) as [number, number, number, number];
      const [sx, sy] = await page.getByTestId("santa-marker").evaluate((el) => [Number(el.getAttribute("data-x")), Number(el.getAttribute("data-y"))]);
      return Math.abs(x + w / 2 - sx!) < 1 && Math.abs(y + h / 2 - sy!) < 1;
    };
    expect(await map.getAttribute("data-zoom")).toBe("2");
    expect(await map.getAttribute("data-follow")).toBe("true");
    expect(await centred()).toBe(true);
    const follow = page.getByRole("button", { name: "Follow Santa" });
    expect(await follow.getAttribute("aria-pressed")).toBe("true");
    // Buttons zoom ×2 each way, down to the whole world and no further.
    await page.getByRole("button", { name: "Zoom in" }).click();
    expect(await map.getAttribute("data-zoom")).toBe("4");
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    expect(await map.getAttribute("data-zoom")).toBe("1");
    expect(await map.getAttribute("viewBox")).toBe("0 0 960 453");
    expect(await page.getByRole("button", { name: "Zoom out" }).isDisabled()).toBe(true);
    // Two fingers spreading apart zoom in (pointer events, as a touch screen sends them).
    await map.evaluate((svg) => {
      const r = svg.getBoundingClientRect();
      const y = r.top + r.height / 2;
      const fire = (type: string, pointerId: number, x: number) =>
        svg.dispatchEvent(new PointerEvent(type, { pointerId, pointerType: "touch", clientX: x, clientY: y, bubbles: true, isPrimary: pointerId === 1 }));
      fire("pointerdown", 1, r.left + 150);
      fire("pointerdown", 2, r.left + 190);
      fire("pointermove", 2, r.left + 270);
      fire("pointerup", 2, r.left + 270);
      fire("pointerup", 1, r.left + 150);
    });
    expect(Number(await map.getAttribute("data-zoom"))).toBeCloseTo(3, 0);
    expect(await centred()).toBe(true);
    // A drag pans away from the sleigh and stops following; "Follow Santa" brings it back.
    const before = await map.getAttribute("viewBox");
    await page.mouse.move(box.x + 200, box.y + 80);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 60, { steps: 5 });
    await page.mouse.up();
    expect(await map.getAttribute("data-follow")).toBe("false");
    expect(await map.getAttribute("viewBox")).not.toBe(before);
    expect(await follow.getAttribute("aria-pressed")).toBe("false");
    await follow.click();
    expect(await map.getAttribute("data-follow")).toBe("true");
    expect(await centred()).toBe(true);
    // One journey: no line in the route, the trail or the legs to the Pole spans a quarter of the map (the date line is
    // crossed by leaving one edge and coming back at the other).
    const paths = await page.locator('[data-testid="world-map"] path[d]').evaluateAll((els) => els.map((el) => el.getAttribute("d")!));
    let longest = 0;
    for (const d of paths) {
      let last: number | null = null;
      for (const [, cmd, x] of d.matchAll(/([ML])(-?[\d.]+),-?[\d.]+/g)) {
        if (cmd === "L" && last !== null) longest = Math.max(longest, Math.abs(Number(x) - last));
        last = Number(x);
      }
    }
    expect(paths.length).toBeGreaterThan(2);
    expect(longest).toBeLessThan(960 / 4);
    // Something to read about where the sleigh is, in the page's language.
    const note = page.getByTestId("country-note");
    const country = expected(Date.parse(instant), "America/New_York").place.stop!;
    expect(await note.textContent()).toContain(country.country);
    expect(await axeViolations(page), "live map on a phone").toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe("Santa tracker in another language", () => {
  it("speaks Spanish: its sentences, a 24-hour clock, Spanish figures, and countries named and found in Spanish", async () => {
    const instant = "2026-12-24T12:00:00Z";
    const { page, context, errors } = await openTracker("Europe/Madrid", instant, instant, undefined, localisedPath(PATHS.trackSanta, "es"));
    await modeIs(page, "live");
    expect(await page.getByRole("heading", { name: "Dónde está Papá Noel ahora" }).isVisible()).toBe(true);
    const madrid = expected(Date.parse(instant), "Europe/Madrid").home.stop;
    expect(await page.getByTestId("home-eta").textContent()).toMatch(new RegExp(`^Papá Noel llega a ${madrid.name} dentro de .+, hacia las \\d{1,2}:\\d\\d \\(hora de tu casa\\)\\.$`));
    expect(await value(page, "card-time")).toMatch(/^\d{1,2}:\d\d$/);
    expect(await value(page, "card-gifts")).not.toContain(",");
    await page.getByLabel("¿No es tu ciudad? Busca la parada más cercana").fill("japon");
    await page.getByRole("button", { name: "Tokyo, Japón" }).click();
    await expect.poll(() => page.getByTestId("home-eta").textContent()).toMatch(/^Papá Noel llega a Tokyo dentro de unas 3 horas/);
    // Before the reminder's toast: axe would measure the toast's contrast halfway through its fade-in.
    expect(await axeViolations(page), "Spanish live tracker").toEqual([]);
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Crear recordatorio" }).click();
    const download = await runClockUntil(page, downloadPromise);
    expect(download.suggestedFilename()).toBe("sigue-a-papa-noel-nochebuena.ics");
    const ics = (await downloadText(download)).toString().replace(/\r\n /g, "");
    expect(ics).toContain("SUMMARY:Papá Noel llega a Tokyo dentro de una hora: ¡a la cama!\r\n");
    expect(ics).toContain(`URL:${SHARED_APP_PUBLIC.SITE_URL}${localisedPath(PATHS.trackSanta, "es")}\r\n`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
