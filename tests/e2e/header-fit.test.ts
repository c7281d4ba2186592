/**
 * The header's menu bar in every language: from its breakpoint (MENU_BAR_FROM) every label sits on one line and the
 * row holds the brand, the bar, the letter button and the language menu without overflowing; just below it the bar
 * gives way to the menu button. Before this test, German labels wrapped onto four lines at 1,024 px.
 */
import { describe, expect, inject, it } from "vitest";
import { LOCALES, localisedPath } from "~/i18n/locale";
import { MENU_BAR_FROM } from "~/lib/navigation";
import { PATHS } from "~/lib/paths";
import { gotoReady, openPage, chromiumForThisFile } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();
/** Tailwind's breakpoints. */
const BREAKPOINT_PX = { xl: 1280, wide: 1440 } as const;

describe.each([...LOCALES])("the %s header", (locale) => {
  const from = BREAKPOINT_PX[MENU_BAR_FROM[locale]];

  it.each([from, 1920])("shows the whole menu bar on one line at %d px", async (width) => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { viewport: { width, height: 800 } });
    await gotoReady(page, localisedPath(PATHS.home, locale));
    // This measures the bar in the site's font. With `font-display: optional` a first visit whose font arrives after
    // the first paint keeps the system's font for that page (here DejaVu Sans, a fifth wider: German then overflows
    // at 1,536 px by 127 px; CI met it under load); the next page takes the font from the cache, as a family's does.
    // The first visit's fallback is measured by the test below, with the web fonts blocked.
    await gotoReady(page, localisedPath(PATHS.home, locale));
    const bar = page.locator("header nav").first();
    expect(await bar.isVisible()).toBe(true);
    const fit = await page.evaluate(() => {
      const row = document.querySelector("header > div")!;
      const items = [...document.querySelectorAll("header nav:first-of-type > ul > li > a, header nav:first-of-type [data-nav-group] > button")];
      const right = row.lastElementChild!.getBoundingClientRect().right;
      return {
        overflow: row.scrollWidth - row.clientWidth,
        tallest: Math.max(...items.map((el) => el.getBoundingClientRect().height)),
        items: items.length,
        rightEdge: right,
      };
    });
    expect(fit.items).toBe(7);
    expect(fit.tallest, "a label wrapped").toBeLessThan(40);
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.rightEdge).toBeLessThanOrEqual(width);
    expect(await page.locator("[data-mobile-menu] > button").isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fits at its breakpoint in the fallback font too (a first visit whose web font came too late)", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { viewport: { width: from, height: 800 } });
    await page.route(/\.woff2$/, (route) => route.abort());
    await gotoReady(page, localisedPath(PATHS.home, locale));
    const { overflow, family } = await page.evaluate(() => ({
      overflow: document.querySelector("header > div")!.scrollWidth - document.querySelector("header > div")!.clientWidth,
      family: [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family).join(","),
    }));
    expect(family).not.toContain("Nunito Variable");
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.locator("header nav").first().isVisible()).toBe(true);
    expect(errors.filter((e) => !/woff2|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it("gives way to the menu button just below it", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { viewport: { width: from - 1, height: 800 } });
    await gotoReady(page, localisedPath(PATHS.home, locale));
    expect(await page.locator("header nav").first().isVisible()).toBe(false);
    expect(await page.locator("[data-mobile-menu] > button").isVisible()).toBe(true);
    await context.close();
  });
});
