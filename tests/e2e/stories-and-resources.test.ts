import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AGE_GROUPS, GIFTS_PER_AGE_GROUP } from "~/content/gift-ideas";
import { PLANNING_CHECKLIST } from "~/content/planning";
import { TEMPLATE_CATEGORIES } from "~/content/printable-templates";
import { PRIVACY_LAST_UPDATED } from "~/content/privacy";
import { SANTA_LETTER_TEMPLATE } from "~/content/santas-address";
import { FEATURED_STORIES } from "~/content/stories";
import { CHECKLIST_STORAGE_KEY } from "~/features/planning/checklist-storage";
import { PATHS } from "~/lib/paths";
import { axeViolations } from "../support/axe";
import { gotoReady, openPage, chromiumForThisFile } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

const MY_PAGES = [
  PATHS.about,
  PATHS.privacy,
  PATHS.santasAddress,
  PATHS.parentResources,
  PATHS.stories,
  PATHS.giftIdeas,
  PATHS.planning,
  PATHS.printableTemplates,
  PATHS.traditions,
  PATHS.reindeerProfiles,
  PATHS.northPoleVillage,
];

/** React marks DOM nodes it has hydrated with its own properties; wait for that before clicking. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForFunction(() => Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__react")));
}

async function expectValidPdf(bytes: Buffer, name: string) {
  expect(bytes.subarray(0, 5).toString("latin1"), name).toBe("%PDF-");
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount(), name).toBe(1);
}

describe("every page of stories and resources", () => {
  let watched: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    watched = await openPage(browser(), baseUrl, { viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    expect(watched.errors).toEqual([]);
    expect(watched.foreignRequests).toEqual([]);
    expect(await watched.context.cookies()).toEqual([]);
    await watched.context.close();
  });

  it.each(MY_PAGES)("%s has one h1 and no accessibility violations", async (path) => {
    const { page } = watched;
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await page.locator("h1").count(), path).toBe(1);
    expect(await axeViolations(page), path).toEqual([]);
  });
});

describe("stories", () => {
  it("opens a story in place, focuses its title, and Back to Stories returns focus to its card", async () => {
    const { page, errors, context } = await openPage(browser(), baseUrl);
    await gotoHydrated(page, PATHS.stories);
    const story = FEATURED_STORIES[1]!;
    const card = page.getByRole("button", { name: new RegExp(story.title) });
    await card.click();
    const title = page.getByRole("heading", { level: 2, name: story.title });
    await title.waitFor();
    await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
    // ** lines are centred headings, the * line is the moral; no asterisks leak through.
    const heading = page.getByRole("heading", { level: 3, name: "Brave Enough to Ask" });
    expect(await heading.evaluate((el) => getComputedStyle(el).textAlign)).toBe("center");
    expect(await page.getByTestId("story-moral").textContent()).toContain("Asking for help is not a weakness");
    expect(await page.locator("article").textContent()).not.toContain("*");
    expect(await page.getByRole("button", { name: /The Snowflake Who Wanted to Help/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Back to Stories" }).click();
    await card.waitFor();
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole("button", { name: /Read the story/ }).count()).toBe(FEATURED_STORIES.length);
    expect(await page.getByRole("button", { name: "Back to Stories" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the village page's Meet the Reindeer leads to the reindeer profiles", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    await gotoHydrated(page, PATHS.northPoleVillage);
    for (const text of ["2,847", "300+", "50,000", "1 million", "6AM", "Morning Bell & Breakfast", "6PM", "Evening Festivities"]) {
      expect(await page.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    await page.getByRole("link", { name: "Meet the Reindeer" }).click();
    await page.waitForURL(`${baseUrl}${PATHS.reindeerProfiles}`);
    await page.getByRole("heading", { level: 1, name: "Meet Santa's Reindeer" }).waitFor();
    expect(await page.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      expect.arrayContaining(["Dasher", "Dancer", "Prancer", "Vixen", "Comet", "Cupid", "Donner", "Blitzen", "Rudolph"]),
    );
    await context.close();
  });
});

describe("gift ideas", () => {
  it("starts with every age and filters to one age group on click", async () => {
    const { page, errors, context } = await openPage(browser(), baseUrl);
    await gotoHydrated(page, PATHS.giftIdeas);
    const groups = page.locator("[data-age-group]");
    expect(await groups.count()).toBe(AGE_GROUPS.length);
    expect(await page.getByRole("button", { name: "All Ages" }).getAttribute("aria-pressed")).toBe("true");

    const teens = page.getByRole("button", { name: "Teens (13+)" });
    await teens.click();
    expect(await teens.getAttribute("aria-pressed")).toBe("true");
    expect(await groups.count()).toBe(1);
    expect(await groups.first().getAttribute("data-age-group")).toBe("teens");
    expect(await groups.first().locator("li").count()).toBe(GIFTS_PER_AGE_GROUP);
    expect(await page.getByRole("status").textContent()).toBe(`Showing ${GIFTS_PER_AGE_GROUP} gift ideas for Teens (13+)`);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "All Ages" }).click();
    expect(await groups.count()).toBe(AGE_GROUPS.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("planning checklist", () => {
  it("remembers ticks after a reload and survives a corrupt stored value", async () => {
    const { page, errors, context } = await openPage(browser(), baseUrl);
    await page.goto(PATHS.planning, { waitUntil: "networkidle" });
    await page.waitForSelector('[data-testid="planning-checklist"][data-ready="true"]');
    const first = page.getByRole("checkbox", { name: PLANNING_CHECKLIST[0]!.text });
    const last = page.getByRole("checkbox", { name: PLANNING_CHECKLIST[9]!.text });
    await first.check();
    await last.check();
    expect(await page.getByRole("status").textContent()).toBe("2 of 10 done");

    await page.reload({ waitUntil: "networkidle" });
    await page.waitForSelector('[data-testid="planning-checklist"][data-ready="true"]');
    expect(await first.isChecked()).toBe(true);
    expect(await last.isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: PLANNING_CHECKLIST[1]!.text }).isChecked()).toBe(false);
    await first.uncheck();
    expect(await page.evaluate((key) => localStorage.getItem(key), CHECKLIST_STORAGE_KEY)).toBe(JSON.stringify([PLANNING_CHECKLIST[9]!.id]));

    await page.evaluate((key) => localStorage.setItem(key, "{not json"), CHECKLIST_STORAGE_KEY);
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForSelector('[data-testid="planning-checklist"][data-ready="true"]');
    expect(await page.getByRole("status").textContent()).toBe("0 of 10 done");
    await first.check();
    expect(await first.isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("printable downloads", () => {
  it("each Download Free button downloads a valid PDF", async () => {
    const { page, errors, context } = await openPage(browser(), baseUrl, { acceptDownloads: true });
    await gotoHydrated(page, PATHS.printableTemplates);
    const items = TEMPLATE_CATEGORIES.flatMap((c) => c.items);
    const buttons = page.getByRole("link", { name: "Download Free" });
    expect(await buttons.count()).toBe(12);
    const events: unknown[] = [];
    for (const [i, item] of items.entries()) {
      // Chromium holds back a page's tenth automatic download in a row ("download multiple files?"):
      // start afresh every few files, as a family clicking through would.
      if (i > 0 && i % 5 === 0) {
        events.push(...(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "file_download").map((e) => e.file_id))));
        await gotoHydrated(page, PATHS.printableTemplates);
      }
      const [download] = await Promise.all([page.waitForEvent("download"), buttons.nth(i).click()]);
      expect(download.suggestedFilename()).toBe(item.file);
      await expectValidPdf(await readFile((await download.path())!), item.file);
    }
    events.push(...(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "file_download").map((e) => e.file_id))));
    expect(events).toEqual(items.map((item) => item.id));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("Santa's mailing address", () => {
  it("shows the address, the verified badge, the map link and HowTo data", async () => {
    const html = await (await fetch(`${baseUrl}${PATHS.santasAddress}`)).text();
    expect(html).toContain('"@type":"HowTo"');
    const { page, context } = await openPage(browser(), baseUrl);
    await page.goto(PATHS.santasAddress, { waitUntil: "networkidle" });
    expect(await page.locator("address").innerText()).toBe("Santa Claus\nNorth Pole\nH0H 0H0\nCanada");
    expect(await page.getByTestId("verified-badge").innerText()).toContain("Verified");
    const map = page.getByRole("link", { name: /Find the North Pole on a map/ });
    expect(await map.getAttribute("target")).toBe("_blank");
    expect(await map.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await page.getByText("costs $0 CAD").count()).toBe(1);
    for (const to of [PATHS.writeToSanta, PATHS.niceList, PATHS.activities, PATHS.trackSanta]) {
      expect(await page.locator(`main a[href="${to}"], a[href="${to}"]`).count(), to).toBeGreaterThan(0);
    }
    await context.close();
  });

  it("counts the days left to December 7, and moves to next year after it", async () => {
    for (const [time, text] of [
      ["2026-11-22T12:00:00", "15 days left to mail your letter"],
      ["2026-12-07T20:00:00", "Today is the last day to mail your letter!"],
      ["2026-12-08T09:00:00", "364 days left to mail your letter"],
    ] as const) {
      const { page, context, errors } = await openPage(browser(), baseUrl, { timezoneId: "America/Toronto" });
      await page.clock.install({ time: new Date(`${time}-05:00`) });
      await gotoReady(page, PATHS.santasAddress);
      await page.waitForSelector('[data-testid="days-left"][data-ready="true"]');
      expect(await page.getByTestId("days-left").innerText(), time).toBe(text);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("downloads the letter template PDF", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { acceptDownloads: true });
    await gotoHydrated(page, PATHS.santasAddress);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download Letter Template (PDF)" }).click()]);
    expect(download.suggestedFilename()).toBe(SANTA_LETTER_TEMPLATE.file);
    await expectValidPdf(await readFile((await download.path())!), SANTA_LETTER_TEMPLATE.file);
    await context.close();
  });

  it("prints only the envelope addressed to Santa, then restores the page", async () => {
    const { page, errors, context } = await openPage(browser(), baseUrl);
    await gotoHydrated(page, PATHS.santasAddress);
    await page.evaluate(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => {
        (window as unknown as { printCalls: number }).printCalls += 1;
      };
    });
    await page.getByRole("button", { name: "Print Envelope Template" }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    const envelope = page.getByTestId("envelope-layout");
    expect(await envelope.isVisible()).toBe(false);
    await page.emulateMedia({ media: "print" });
    expect(await envelope.isVisible()).toBe(true);
    expect(await envelope.innerText()).toMatch(/Santa Claus\s+North Pole\s+H0H 0H0\s+Canada/);
    expect(await page.locator("main").isVisible()).toBe(false);
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    expect(await envelope.isVisible()).toBe(false);
    expect(await page.locator("main").isVisible()).toBe(true);
    expect(await page.locator(".santa-mail-banner").isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the fixed banner to the letter page from covering the end of the page", async () => {
    const { page, context } = await openPage(browser(), baseUrl, { viewport: { width: 390, height: 844 } });
    await page.goto(PATHS.santasAddress, { waitUntil: "networkidle" });
    const banner = page.locator(".santa-mail-banner");
    expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    expect(await banner.getByRole("link", { name: "Write to Santa" }).getAttribute("href")).toBe(PATHS.writeToSanta);
    // Scroll to the very end as a reader does: sections render as they come near (content-visibility), so the
    // page's height settles after a scroll or two.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        }),
      )
      .toBe(true);
    const bannerTop = (await banner.boundingBox())!.y;
    const footerBottom = (await page.locator("footer").boundingBox())!;
    expect(footerBottom.y + footerBottom.height).toBeLessThanOrEqual(bannerTop + 1);
    await context.close();
  });
});

describe("privacy", () => {
  it("shows the date, the contact rule and links to the letter and the Nice List", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.privacy);
    expect(await page.getByText(`Last updated ${PRIVACY_LAST_UPDATED}`).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 2, name: "Children's Privacy (COPPA)" }).count()).toBe(1);
    expect(await page.getByText(/put 'URGENT' in the subject line/).count()).toBe(1);
    expect(await page.locator(`main a[href="${PATHS.writeToSanta}"]`).count()).toBeGreaterThan(0);
    expect(await page.locator(`main a[href="${PATHS.niceList}"]`).count()).toBeGreaterThan(0);
    await context.close();
  });
});
