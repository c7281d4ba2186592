import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { ACTIVITIES } from "~/content/activities";
import { FEATURED_COLORING_PAGES, FEATURED_COLORING_PAGE_COUNT } from "~/content/coloring-pages";
import { MOVIES } from "~/content/movies";
import { RECIPES } from "~/content/recipes";
import { RECIPES as FRENCH_RECIPES } from "~/content/fr/recipes";
import { COLORING_DOWNLOAD_KIND, RANDOM_COLORING_DOWNLOAD_KIND, coloringFileName } from "~/features/activities/downloads";
import { SAVED_RECIPES_KEY } from "~/features/recipes/saved-recipes";
import { LOCALES, localisedPath } from "~/i18n/locale";
import { PATHS, RECIPE_SLUGS, recipePath } from "~/lib/paths";
import { axeViolations } from "../support/axe";
import { gotoReady, openPage, chromiumForThisFile } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = chromiumForThisFile();

// Every page in every language (the language menu links to the page in each).
const KNOWN_PATHS = new Set<string>(LOCALES.flatMap((locale) => [...Object.values(PATHS), ...RECIPE_SLUGS.map(recipePath)].map((p) => localisedPath(p, locale))));

const cards = (page: Page, testId: string) => page.getByTestId(testId);
const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
const hydrated = (page: Page) => page.waitForFunction(() => document.readyState === "complete" && (window.dataLayer ?? []).some((e) => e.event === "page_view"));

/**
 * Axe, one <h1>, links: internal links only to registered paths, downloads that exist and are PDFs, external
 * links in a new tab with rel="noopener noreferrer"; no console errors and no request to another origin.
 */
async function checkPages(paths: readonly string[]): Promise<Set<string>> {
  const { page, errors, foreignRequests, context } = await openPage(browser(), baseUrl, { viewport: { width: 1280, height: 800 } });
  const checkedDownloads = new Set<string>();
  for (const path of paths) {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(await page.locator("h1").count(), path).toBe(1);
      expect(await axeViolations(page), path).toEqual([]);
      const links = await page.locator("a[href]").evaluateAll((as) =>
        as.map((a) => ({ href: a.getAttribute("href")!, target: a.getAttribute("target"), rel: a.getAttribute("rel") })),
      );
      for (const link of links) {
        if (link.href.startsWith("/downloads/")) {
          if (checkedDownloads.has(link.href)) continue;
          const res = await fetch(baseUrl + link.href);
          expect(res.status, link.href).toBe(200);
          expect(Buffer.from(await res.arrayBuffer()).subarray(0, 5).toString("latin1"), link.href).toBe("%PDF-");
          checkedDownloads.add(link.href);
        } else if (link.href.startsWith("/")) {
          expect(KNOWN_PATHS.has(link.href.split("#")[0]!), `${path} links to ${link.href}`).toBe(true);
        } else if (/^https?:/.test(link.href)) {
          expect(link.target, link.href).toBe("_blank");
          expect(link.rel, link.href).toBe("noopener noreferrer");
        }
      }
  }
  expect(errors).toEqual([]);
  expect(foreignRequests).toEqual([]);
  await context.close();
  return checkedDownloads;
}

// Axe is slow on a busy 2-core machine: the pages are split over two tests with room to spare.
describe("content pages", () => {
  it("the recipe list and the nine recipe pages pass axe and link only to real pages", async () => {
    await checkPages([PATHS.recipes, ...RECIPE_SLUGS.map(recipePath)]);
  }, 180_000);

  it("the activities, coloring, songs, cards and movies pages pass axe and link only to real pages and downloads", async () => {
    const downloads = await checkPages([PATHS.activities, PATHS.coloringPages, PATHS.songs, PATHS.cards, PATHS.movies]);
    expect(downloads.size).toBe(FEATURED_COLORING_PAGES.length + 2);
  }, 180_000);

  it("in French, the activities, coloring, songs and cards pages pass axe and download the French printables", async () => {
    const downloads = await checkPages([PATHS.activities, PATHS.coloringPages, PATHS.songs, PATHS.cards].map((p) => localisedPath(p, "fr")));
    expect(downloads.size).toBe(FEATURED_COLORING_PAGES.length + 2);
    for (const href of downloads) expect(href).toMatch(/^\/downloads\/fr\/[a-z0-9-]+\.pdf$/);
  }, 180_000);
});

describe("recipes", () => {
  it("live search narrows the cards, says when nothing matches and clears", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, PATHS.recipes);
    await hydrated(page);
    expect(await cards(page, "recipe-card").count()).toBe(RECIPES.length);
    const search = page.getByPlaceholder("Search for recipes...");
    await search.fill("COCOA");
    await expect.poll(() => cards(page, "recipe-card").count()).toBe(1);
    expect(await cards(page, "recipe-card").first().getByRole("heading").textContent()).toBe("Santa's Hot Cocoa");
    await search.fill("make-AHEAD"); // only in tags
    await expect.poll(() => cards(page, "recipe-card").count()).toBe(2);
    expect(await page.getByTestId("recipe-count").textContent()).toBe("Showing 2 of 9 recipes");
    await search.fill("pizza");
    await page.getByText("No recipes match your search.").waitFor();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect.poll(() => cards(page, "recipe-card").count()).toBe(RECIPES.length);
    expect(await search.inputValue()).toBe("");

    // The Filter button opens real filters.
    const filter = page.getByRole("button", { name: /^Filter/ });
    expect(await filter.getAttribute("aria-expanded")).toBe("false");
    await filter.click();
    await page.getByRole("radio", { name: "Hard" }).check();
    await expect.poll(() => cards(page, "recipe-card").count()).toBe(RECIPES.filter((r) => r.difficulty === "Hard").length);
    // What was typed into the search never reaches analytics.
    const layer = JSON.stringify(await dataLayer(page)).toLowerCase();
    for (const typed of ["cocoa", "make-ahead", "pizza"]) expect(layer).not.toContain(typed);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("saves a recipe in this browser, shows it on the list, un-saves it, and survives a corrupt stored value", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, recipePath("eggnog"));
    await hydrated(page);
    const save = page.getByRole("button", { name: "Save Recipe" });
    await save.click();
    await page.getByRole("button", { name: "Saved Recipe", pressed: true }).waitFor();
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), SAVED_RECIPES_KEY))!)).toEqual(["eggnog"]);

    await page.getByRole("link", { name: "Back to All Recipes" }).first().click();
    await page.waitForURL(`${baseUrl}${PATHS.recipes}`);
    await page.getByText("Saved in this browser", { exact: true }).waitFor();
    await page.getByRole("button", { name: /^Filter/ }).click();
    await page.getByRole("checkbox", { name: /Saved recipes only/ }).check();
    await expect.poll(() => cards(page, "recipe-card").count()).toBe(1);

    await gotoReady(page, recipePath("eggnog"));
    await hydrated(page);
    await page.getByRole("button", { name: "Saved Recipe" }).click();
    await page.getByRole("button", { name: "Save Recipe", pressed: false }).waitFor();

    await page.evaluate((k) => localStorage.setItem(k, "{not json"), SAVED_RECIPES_KEY);
    await gotoReady(page, PATHS.recipes);
    await hydrated(page);
    expect(await cards(page, "recipe-card").count()).toBe(RECIPES.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("prints only the recipe", async () => {
    const { page, context } = await openPage(browser(), baseUrl);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    for (const slug of ["warm-milk-for-santa", "gingerbread-cookies"] as const) {
      const recipe = RECIPES.find((r) => r.slug === slug)!;
      await page.emulateMedia({ media: "screen" });
      await gotoReady(page, recipePath(slug));
      await hydrated(page);
      await page.getByRole("button", { name: "Print Recipe" }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      expect(await page.getByTestId("recipe-print").isVisible()).toBe(false);

      await page.emulateMedia({ media: "print" });
      const printed = page.getByTestId("recipe-print");
      expect(await printed.isVisible()).toBe(true);
      const text = await printed.innerText();
      expect(text).toContain(recipe.title);
      for (const item of [recipe.ingredients[0]!, recipe.instructions.at(-1)!]) expect(text).toContain(item);
      // Nothing else is visible: no site header, footer, hero, buttons or calls to action.
      for (const hidden of [page.locator("header"), page.locator("footer"), page.locator("h1"), page.getByRole("button", { name: "Print Recipe" }), page.getByText("Baked Something Special?")]) {
        expect(await hidden.first().isVisible()).toBe(false);
      }
      const visibleOutside = await page.evaluate(() => {
        const print = document.querySelector('[data-testid="recipe-print"]')!;
        return [...document.body.querySelectorAll("h1, h2, h3, p, li, a, button")]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return !print.contains(el) && !el.closest(".sr-only") && box.width > 1 && box.height > 1 && (el as HTMLElement).innerText.trim() !== "";
          })
          .map((el) => el.outerHTML.slice(0, 120));
      });
      expect(visibleOutside, slug).toEqual([]);
    }
    await context.close();
  });
});

describe("recipes in another language", () => {
  it("lists and searches the French recipes without accents, and shows a recipe in French", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    await gotoReady(page, localisedPath(PATHS.recipes, "fr"));
    await hydrated(page);
    expect(await cards(page, "recipe-card").count()).toBe(FRENCH_RECIPES.length);
    const search = page.getByPlaceholder("Chercher une recette…");
    const withSpices = FRENCH_RECIPES.filter((r) => [r.title, r.description, ...r.tags].some((text) => text.toLowerCase().includes("épices")));
    expect(withSpices.length).toBeGreaterThan(0);
    await search.fill("epices");
    await expect.poll(() => cards(page, "recipe-card").count()).toBe(withSpices.length);
    expect(await page.getByTestId("recipe-count").textContent()).toBe(`Recettes affichées : ${withSpices.length} sur ${FRENCH_RECIPES.length}`);
    await page.getByRole("button", { name: /^Filtrer/ }).click();
    expect(await page.getByRole("radio", { name: "Difficile" }).count()).toBe(1);

    await gotoReady(page, localisedPath(recipePath("gingerbread-cookies"), "fr"));
    await hydrated(page);
    const recipe = FRENCH_RECIPES.find((r) => r.slug === "gingerbread-cookies")!;
    expect(await page.locator("h1").textContent()).toBe(recipe.title);
    expect(await page.getByRole("heading", { name: "Ingrédients" }).isVisible()).toBe(true);
    expect(await page.getByText("Difficulté :").first().isVisible()).toBe(true);
    await page.getByRole("button", { name: "Enregistrer la recette" }).click();
    await page.getByRole("button", { name: "Recette enregistrée", pressed: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("coloring pages", () => {
  it("'Download & Print' downloads a one-page PDF and records the event; the random button really picks at random", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { acceptDownloads: true });
    await page.addInitScript(() => {
      Math.random = () => 0.99;
    });
    await gotoReady(page, PATHS.coloringPages);
    await hydrated(page);
    expect(await cards(page, "coloring-card").count()).toBe(FEATURED_COLORING_PAGE_COUNT);
    const first = FEATURED_COLORING_PAGES[0]!;
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download & Print" }).first().click()]);
    expect(download.suggestedFilename()).toBe(coloringFileName(first.id));
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
    expect((await dataLayer(page)).find((e) => e.event === "file_download")).toMatchObject({ file_title: first.title, kind: COLORING_DOWNLOAD_KIND });

    const last = FEATURED_COLORING_PAGES.at(-1)!;
    const [random] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download a Random Page" }).click()]);
    expect(random.suggestedFilename()).toBe(coloringFileName(last.id));
    expect((await dataLayer(page)).filter((e) => e.event === "file_download").at(-1)).toMatchObject({ file_title: last.title, kind: RANDOM_COLORING_DOWNLOAD_KIND });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("movies", () => {
  it("filters by category and shows 'Watch Trailer' on hover and keyboard focus", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { viewport: { width: 1280, height: 900 } });
    await gotoReady(page, PATHS.movies);
    await hydrated(page);
    const group = page.getByRole("group", { name: "Filter movies by category" });
    expect(await group.getByRole("button").allTextContents()).toEqual(["All Movies", "Family Classics", "Animated", "Romantic", "Comedy", "Modern"]);
    expect(await cards(page, "movie-card").count()).toBe(MOVIES.length);
    await group.getByRole("button", { name: "Comedy" }).click();
    await expect.poll(() => cards(page, "movie-card").count()).toBe(MOVIES.filter((m) => m.category === "comedy").length);
    expect(await group.getByRole("button", { name: "Comedy" }).getAttribute("aria-pressed")).toBe("true");
    expect(new Set(await cards(page, "movie-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-category"))))).toEqual(new Set(["comedy"]));
    await group.getByRole("button", { name: "All Movies" }).click();
    await expect.poll(() => cards(page, "movie-card").count()).toBe(MOVIES.length);

    const card = cards(page, "movie-card").first();
    const trailer = card.getByRole("link", { name: /Watch Trailer/ });
    const opacity = () => trailer.evaluate((el) => getComputedStyle(el.parentElement!).opacity);
    expect(await opacity()).toBe("0");
    await card.hover();
    await expect.poll(opacity).toBe("1");
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe("0");
    await trailer.focus();
    await expect.poll(opacity).toBe("1");
    expect(await trailer.getAttribute("href")).toMatch(/^https:\/\/www\.youtube\.com\/results\?search_query=.*trailer/);
    expect(await trailer.getAttribute("target")).toBe("_blank");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("activities hub", () => {
  it("scrolls to the content, filters activities with AND, and opens instructions and tutorials", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl, { viewport: { width: 1280, height: 800 } });
    await gotoReady(page, PATHS.activities);
    await hydrated(page);
    for (const value of ["15+", "20+", "8+", "100%"]) await page.getByText(value, { exact: true }).waitFor();
    await page.getByRole("button", { name: "Start the Fun!" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("activities-content");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    expect(await cards(page, "activity-card").count()).toBe(ACTIVITIES.length);
    await page.getByLabel("Category").selectOption("Baking");
    await expect.poll(() => cards(page, "activity-card").count()).toBe(ACTIVITIES.filter((a) => a.category === "Baking").length);
    await page.getByLabel("Difficulty").selectOption("Easy");
    const both = ACTIVITIES.filter((a) => a.category === "Baking" && a.difficulty === "Easy");
    await expect.poll(() => cards(page, "activity-card").count()).toBe(both.length);
    expect(await page.getByTestId("activity-count").textContent()).toBe(`Showing ${both.length} of 6 activities`);

    const activity = cards(page, "activity-card").first();
    const firstStep = activity.getByText(both[0]!.steps[0]!);
    expect(await firstStep.isVisible()).toBe(false);
    await activity.getByRole("button", { name: "Start Activity" }).click();
    await firstStep.waitFor();

    await page.getByLabel("Category").selectOption("Writing");
    await page.getByText("No activities match both filters.").waitFor();
    await page.getByRole("button", { name: "Show all activities" }).click();
    await expect.poll(() => cards(page, "activity-card").count()).toBe(ACTIVITIES.length);

    // Card crafts: Template is a real PDF link, Video opens the written steps.
    const tutorial = cards(page, "card-tutorial").first();
    expect(await tutorial.getByRole("link", { name: /Template/ }).getAttribute("href")).toMatch(/^\/downloads\/card-template-.+\.pdf$/);
    await tutorial.getByRole("button", { name: "Video" }).click();
    await tutorial.getByRole("heading", { name: "Step-by-step tutorial" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps an uploaded card photo only in this browser", async () => {
    const { page, context, errors } = await openPage(browser(), baseUrl);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") posts.push(r.url());
    });
    await gotoReady(page, PATHS.activities);
    await hydrated(page);
    await page.getByText("*Parent supervision and consent required for uploads").waitFor();
    // A real photo-sized PNG, drawn by the browser itself.
    const png = Buffer.from(
      await page.evaluate(() => {
        const c = document.createElement("canvas");
        c.width = 1200;
        c.height = 900;
        const ctx = c.getContext("2d")!;
        ctx.fillStyle = "#b3261e";
        ctx.fillRect(0, 0, 1200, 900);
        return c.toDataURL("image/png").split(",")[1]!;
      }),
      "base64",
    );
    await page.getByLabel("Upload Your Card").setInputFiles({ name: "my-card.png", mimeType: "image/png", buffer: png });
    const gallery = page.getByRole("list", { name: "Your card gallery" });
    await gallery.getByRole("img").waitFor();
    expect(await gallery.getByRole("img").getAttribute("src")).toMatch(/^data:image\/jpeg;base64,/);
    await page.reload();
    await hydrated(page);
    await gallery.getByRole("img").waitFor();
    await gallery.getByRole("button", { name: /Remove/ }).click();
    await gallery.waitFor({ state: "detached" });
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
