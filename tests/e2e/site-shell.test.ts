import { describe, expect, inject, it } from "vitest";
import { ACTIVITY_LINKS } from "~/lib/navigation";
import { LOCALES, localisedPath } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { NAV_CLOSE_DELAY_MS, SNOW_PARTICLE_COUNT } from "~/lib/site";
import { PAGES } from "~/route-table";
import { SHARED_APP_PUBLIC } from "../support/app-server";
import { axeViolations } from "../support/axe";
import { gotoReady, openPage, chromiumForThisFile } from "../support/browser";

const baseUrl = inject("baseUrl");
/** The shared server's SITE_URL, which is not the one the build was made with. */
const SITE = SHARED_APP_PUBLIC.SITE_URL;
const browser = chromiumForThisFile();

const attr = (html: string, re: RegExp) => html.match(re)?.[1];

describe("every registered page", () => {
  it("answers 200 with its own title, distinct description and canonical URL, and links only to what exists", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const pagePaths = new Set<string>(LOCALES.flatMap((locale) => PAGES.map((p) => localisedPath(p.path, locale))));
    const checkedFiles = new Set<string>();
    for (const { path } of PAGES) {
      const res = await fetch(baseUrl + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const title = attr(html, /<title>([^<]+)<\/title>/);
      // Every page's title names the site ("<the page's own title> | North Pole Mail").
      expect(title, path).toMatch(/\S.*North Pole Mail|North Pole Mail.*\S/);
      expect(titles.has(title!), `duplicate title ${title}`).toBe(false);
      titles.add(title!);
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(description, path).toBeTruthy();
      expect(descriptions.has(description!), `duplicate description on ${path}`).toBe(false);
      descriptions.add(description!);
      // Every same-site link in the served page leads to a registered page or a file that is really there.
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)) {
        const target = href!.split(/[?#]/)[0]!;
        if (pagePaths.has(target.length > 1 ? target.replace(/\/$/, "") : target)) continue;
        if (checkedFiles.has(target)) continue;
        const file = await fetch(baseUrl + target);
        expect(file.status, `${path} links to ${href}`).toBe(200);
        expect(file.headers.get("content-type"), `${path} links to ${href}`).not.toMatch(/text\/html/);
        checkedFiles.add(target);
      }
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${SITE}${path === "/" ? "/" : path}`);
      expect(html, path).toContain('"publisher":{"@type":"Organization"');
      expect(html, path).toContain('property="og:title"');
    }
  });

  it("is listed in sitemap.xml, and robots.txt points at it", async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const { path } of PAGES) expect(sitemap).toContain(`<loc>${SITE}${path === "/" ? "/" : path}</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it("shows this server's SITE_URL and CONTACT_EMAIL, not the build's: one canonical and og:url before and after client navigation", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    const head = () =>
      page.evaluate(() => ({
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
        ogUrls: [...document.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute("content")),
        mentionsBuild: /localhost:3000|contact@localhost/.test(document.documentElement.outerHTML),
      }));
    const contactLink = () => page.locator("main").getByRole("link", { name: SHARED_APP_PUBLIC.CONTACT_EMAIL, exact: true }).first();
    await gotoReady(page, PATHS.about);
    expect(await head()).toEqual({ canonicals: [`${SITE}${PATHS.about}`], ogUrls: [`${SITE}${PATHS.about}`], mentionsBuild: false });
    expect(await contactLink().getAttribute("href")).toBe(`mailto:${SHARED_APP_PUBLIC.CONTACT_EMAIL}`);
    // Client-side navigation: the page is rendered by the browser from here on.
    await page.locator(`footer a[href="${PATHS.privacy}"]`).first().click();
    await page.waitForURL(`**${PATHS.privacy}`);
    await expect.poll(head).toEqual({ canonicals: [`${SITE}${PATHS.privacy}`], ogUrls: [`${SITE}${PATHS.privacy}`], mentionsBuild: false });
    expect(await contactLink().getAttribute("href")).toMatch(new RegExp(`^mailto:${SHARED_APP_PUBLIC.CONTACT_EMAIL}`));
    await page.locator(`header a[href="${PATHS.writeToSanta}"]`).first().click();
    await page.waitForURL(`**${PATHS.writeToSanta}`);
    await expect.poll(head).toEqual({ canonicals: [`${SITE}${PATHS.writeToSanta}`], ogUrls: [`${SITE}${PATHS.writeToSanta}`], mentionsBuild: false });
    expect(await contactLink().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has no accessibility violations, no console errors and no foreign requests, at desktop and phone widths", async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const { page, errors, foreignRequests, context } = await openPage(browser(), baseUrl, { viewport });
      for (const { path } of PAGES) {
        await page.goto(path, { waitUntil: "networkidle" });
        expect(await axeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
      }
      expect(errors).toEqual([]);
      expect(foreignRequests).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      await context.close();
    }
    // axe takes several seconds a page on a busy 2-core machine: allow time for every page at both widths.
  }, 20_000 + PAGES.length * 2 * 10_000);
});

describe("not-found page", () => {
  it("answers 404 with the not-found page, noindex, and logs the path", async () => {
    const res = await fetch(`${baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');

    const { page, context } = await openPage(browser(), baseUrl);
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    const response = await page.goto("/no-such-page/deeper");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await page.waitForFunction(() => document.readyState === "complete");
    await expect.poll(() => warnings.join("\n")).toContain("/no-such-page/deeper");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});

describe("navigation", () => {
  it("opens a dropdown on hover and closes it shortly after the pointer leaves", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { viewport: { width: 1280, height: 800 } });
    await gotoReady(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Activities" });
    const menu = nav.getByRole("list", { name: "Activities" });
    await trigger.hover();
    await menu.waitFor({ state: "visible" });
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    // Leaving and coming back within the delay keeps it open.
    await page.mouse.move(5, 400);
    await page.waitForTimeout(NAV_CLOSE_DELAY_MS / 4);
    await trigger.hover();
    await page.waitForTimeout(NAV_CLOSE_DELAY_MS * 1.5);
    expect(await menu.isVisible()).toBe(true);
    await page.mouse.move(5, 400);
    await menu.waitFor({ state: "hidden", timeout: NAV_CLOSE_DELAY_MS + 1000 });
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works from the keyboard: focus opens, Escape closes, links are reachable", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { viewport: { width: 1280, height: 800 } });
    await gotoReady(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Santa's Address" }).focus();
    await page.keyboard.press("Tab");
    const menu = nav.getByRole("list", { name: "Activities" });
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(ACTIVITY_LINKS[0]!.label.message);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Activities");
    await page.keyboard.press("Enter");
    await menu.waitFor({ state: "visible" });
    await context.close();
  });

  it("opens the mobile menu at phone width, listing every group", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await gotoReady(page, "/");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await mobile.waitFor({ state: "visible" });
    for (const label of ["Home", "Christmas Games", "Holiday Recipes", "Gift Ideas", "Christmas Traditions", "Write Letter"]) {
      expect(await mobile.getByRole("link", { name: label, exact: true }).isVisible(), label).toBe(true);
    }
    expect(await mobile.getByRole("heading", { name: "Activities" }).isVisible()).toBe(true);
    expect(await mobile.getByRole("heading", { name: "Resources" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Close menu" }).click();
    await mobile.waitFor({ state: "hidden" });
    await context.close();
  });

  it("marks the current page and the Write Letter button leads to the letter page", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { viewport: { width: 1280, height: 800 } });
    await gotoReady(page, "/");
    const current = page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]');
    expect(await current.textContent()).toBe("Home");
    expect(await page.getByRole("link", { name: "Write Letter" }).first().getAttribute("href")).toBe(PATHS.writeToSanta);
    await context.close();
  });
});

describe("home page", () => {
  it("counts down to Christmas from a fixed clock", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { timezoneId: "UTC" });
    await page.clock.install({ time: new Date("2026-12-20T11:50:00Z") });
    await gotoReady(page, "/");
    const timer = page.getByTestId("countdown").first();
    await page.waitForSelector('[data-testid="countdown"][data-ready="true"]');
    await page.clock.pauseAt(new Date("2026-12-20T12:00:00Z"));
    expect(await timer.locator('[data-unit="days"]').textContent()).toBe("04");
    expect(await timer.locator('[data-unit="hours"]').textContent()).toBe("12");
    expect(await timer.getAttribute("aria-label")).toContain("4 days, 12 hours, 0 minutes");
    await page.clock.runFor(61_000);
    expect(await timer.locator('[data-unit="minutes"]').textContent()).toBe("58");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows next year's countdown on 26 December", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { timezoneId: "UTC" });
    await page.clock.install({ time: new Date("2026-12-26T12:00:00Z") });
    await gotoReady(page, "/");
    await page.waitForSelector('[data-testid="countdown"][data-ready="true"]');
    // 363 days and about 12 hours to 25 December 2027.
    expect(await page.locator('[data-unit="days"]').first().textContent()).toBe("363");
    await context.close();
  });

  it("has exactly 50 snow particles that never block a click, and none under reduced motion", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    await gotoReady(page, "/");
    const snow = page.getByTestId("snow");
    expect(await snow.locator(".snowflake").count()).toBe(SNOW_PARTICLE_COUNT);
    // It starts falling once the page has loaded and gone idle.
    await snow.waitFor({ state: "visible" });
    expect(await snow.getAttribute("data-falling")).toBe("true");
    expect(await snow.getAttribute("aria-hidden")).toBe("true");
    expect(await snow.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe("none");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await snow.isVisible()).toBe(false);
    await context.close();
  });

  it("pushes page_view events without any typed values", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    await gotoReady(page, "/");
    await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => e.event === "page_view"));
    const events = await page.evaluate(() => window.dataLayer);
    expect(events?.[0]).toMatchObject({ event: "page_view", page_path: "/" });
    await context.close();
  });
});
