import { describe, expect, inject, it } from "vitest";
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, localisedPath } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { PAGES } from "~/route-table";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SANTA_ADDRESS_LINES } from "~/content/santas-address";
import { REPLY_LANGUAGES } from "~/features/letter/reply/reply-languages.server";
import { SHARED_APP_PUBLIC } from "../support/app-server";
import { englishPhrases } from "../support/catalogues";
import { englishContentPhrases } from "../support/content-phrases";
import { plainTextPart } from "../support/smtp-sink";
import { axeViolations } from "../support/axe";
import { chromiumForThisFile, gotoReady, openPage } from "../support/browser";

// Six languages (issue 25): every page under its locale's prefix, each naming all its versions; a language menu
// that keeps the page; nothing but plain links (no redirect, no cookie).
const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const SITE = SHARED_APP_PUBLIC.SITE_URL;
const browser = chromiumForThisFile();

const attr = (html: string, re: RegExp) => html.match(re)?.[1];
const absolute = (path: string) => `${SITE}${path === "/" ? "/" : path}`;

describe("each locale's home page", () => {
  it.each(LOCALES)("%s has its <html lang>, its own canonical URL and every language as an alternate", async (locale) => {
    const path = localisedPath("/", locale);
    const res = await fetch(baseUrl + path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(attr(html, /<html lang="([^"]+)"/)).toBe(LOCALE_TAGS[locale]);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(absolute(path));
    for (const other of LOCALES) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${LOCALE_TAGS[other]}" href="${absolute(localisedPath("/", other))}"/>`);
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${absolute("/")}"/>`);
  });
});

describe("every page in every language", () => {
  it("answers 200 in its language, and an unknown path answers 404 in the path's language", async () => {
    for (const locale of LOCALES) {
      for (const { path } of PAGES) {
        const url = localisedPath(path, locale);
        const res = await fetch(baseUrl + url);
        expect(res.status, url).toBe(200);
        expect(attr(await res.text(), /<html lang="([^"]+)"/), url).toBe(LOCALE_TAGS[locale]);
      }
      const missing = await fetch(`${baseUrl}${localisedPath("/no-such-page", locale)}`);
      expect(missing.status).toBe(404);
      expect(attr(await missing.text(), /<html lang="([^"]+)"/)).toBe(LOCALE_TAGS[locale]);
    }
  });
});

describe("switching language", () => {
  it("keeps the page, translates the layout, and follows links in the new language; no cookie is set", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.niceList);
    await page.locator("header details summary").click();
    await page.getByRole("link", { name: LOCALE_NAMES.fr }).first().click();
    await page.waitForURL(`**${localisedPath(PATHS.niceList, "fr")}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await expect.poll(() => page.locator("footer").innerText()).toContain("Aucun traceur");
    // A link in the layout leads to the page in French.
    await page.locator("footer").getByRole("link", { name: "Qui sommes-nous" }).click();
    await page.waitForURL(`**${localisedPath(PATHS.about, "fr")}`);
    // And back to English, on the same page.
    await page.locator("footer").getByRole("link", { name: LOCALE_NAMES.en }).click();
    await page.waitForURL((url) => url.pathname === PATHS.about);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    await expect.poll(() => page.locator("footer").innerText()).toContain("No trackers");
    expect(await context.cookies()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The reply in the shared server's mailbox addressed to `email`, as plain text, once it is there. */
async function replyTo(email: string): Promise<string> {
  const mailbox = path.join(dataDir, "mailbox");
  let raw: string | undefined;
  await expect
    .poll(() => {
      const file = readdirSync(mailbox).find((f) => f.endsWith(".eml") && readFileSync(path.join(mailbox, f), "utf8").includes(`To: ${email}`));
      raw = file && readFileSync(path.join(mailbox, file), "utf8");
      return Boolean(raw);
    }, { timeout: 15_000 })
    .toBe(true);
  return plainTextPart(raw!);
}

describe("Santa's reply", () => {
  // Every language whose reply is written.
  const answered = Object.keys(REPLY_LANGUAGES).filter((l) => l !== "en") as (keyof typeof REPLY_LANGUAGES)[];
  it.each(answered)("is written in %s to a letter sent from that language's letter page", async (locale) => {
    const words = REPLY_LANGUAGES[locale]?.words;
    expect(words, `no reply words for ${locale}`).toBeDefined();
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, localisedPath(PATHS.writeToSanta, locale));
    const email = `parent-${locale}-${Date.now()}@example.com`;
    await page.locator('input[name="childName"]').fill("Lou");
    await page.locator('input[name="parentEmail"]').fill(email);
    await page.locator('textarea[name="wishList"]').fill("un vélo rouge\nein Buch\num livro");
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId("letter-thank-you").waitFor();
    const reply = await replyTo(email);
    expect(reply).toContain(words!.greeting("Lou"));
    expect(reply).toContain(`${SITE}${localisedPath(PATHS.deleteLetter, locale)}?token=`);
    expect(reply).not.toContain(REPLY_LANGUAGES.en.words.greeting("Lou"));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the home page's language suggestion", () => {
  it("offers the browser's language on the English home page only, links to it, and stays dismissed", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { locale: "de-AT" });
    await gotoReady(page, "/");
    const suggestion = page.getByTestId("language-suggestion");
    await suggestion.waitFor();
    expect(await suggestion.getAttribute("lang")).toBe("de");
    expect(await suggestion.getByRole("link").getAttribute("href")).toBe("/de");
    expect(await axeViolations(page)).toEqual([]);
    await suggestion.getByRole("button", { name: "Nein, danke" }).click();
    expect(await suggestion.count()).toBe(0);
    await gotoReady(page, "/");
    await page.waitForTimeout(300);
    expect(await suggestion.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const other = await openPage(browser(), baseUrl, { locale: "de-DE" });
    await gotoReady(other.page, PATHS.niceList);
    await other.page.waitForTimeout(300);
    expect(await other.page.getByTestId("language-suggestion").count()).toBe(0);
    await other.context.close();
    const english = await openPage(browser(), baseUrl, { locale: "en-GB" });
    await gotoReady(english.page, "/");
    await english.page.waitForTimeout(300);
    expect(await english.page.getByTestId("language-suggestion").count()).toBe(0);
    await english.context.close();
  });
});

describe("accessibility in other languages", () => {
  // Every Spanish page, and the home and letter pages of each other language.
  const SAMPLE = [
    ...PAGES.map((p) => localisedPath(p.path, "es")),
    ...LOCALES.filter((l) => l !== "en" && l !== "es").flatMap((l) => [localisedPath("/", l), localisedPath(PATHS.writeToSanta, l)]),
  ];
  it("has no axe violations on every Spanish page and a sample of the others", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    for (const path of SAMPLE) {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(await axeViolations(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});

const CANADA_POST_ADDRESS = new RegExp(SANTA_ADDRESS_LINES.join("[,\\s]+"), "g");

describe("a Spanish page", () => {
  const english = [...englishPhrases("es"), ...englishContentPhrases("es")];
  it("shows no English interface text: no message of the English catalogue, and no English content, is visible on any Spanish page", async () => {
    expect(english.length).toBeGreaterThan(20);
    const { page, context } = await openPage(browser(), baseUrl);
    const found: string[] = [];
    for (const { path: p } of PAGES) {
      const url = localisedPath(p, "es");
      await gotoReady(page, url);
      // Canada Post's address for Santa is written in English in every language.
      const visible = (await page.evaluate(() => document.body.innerText.replace(/\s+/g, " "))).replace(CANADA_POST_ADDRESS, "");
      for (const phrase of english) if (visible.includes(phrase)) found.push(`${url}: "${phrase}"`);
    }
    expect(found).toEqual([]);
    await context.close();
  }, 300_000);
});
