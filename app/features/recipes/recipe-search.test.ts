import { describe, expect, it } from "vitest";
import { RECIPES } from "~/content/recipes";
import { NO_RECIPE_FILTERS, RECIPE_SEARCH_PLACEHOLDER, activeFilterCount, filterRecipes, formatMinutes, matchesRecipeQuery, totalMinutes } from "./recipe-search";

const slugs = (list: readonly { slug: string }[]) => list.map((r) => r.slug);
const recipe = { title: "Warm Milk for Santa", description: "A mug of gently spiced milk", tags: ["Drinks", "For Santa"] };

describe("recipe search", () => {
  it("uses the spec's placeholder", () => {
    expect(RECIPE_SEARCH_PLACEHOLDER).toBe("Search for recipes...");
  });

  it("matches an empty or blank query to everything", () => {
    expect(matchesRecipeQuery(recipe, "")).toBe(true);
    expect(matchesRecipeQuery(recipe, "   ")).toBe(true);
    expect(filterRecipes(RECIPES, NO_RECIPE_FILTERS)).toHaveLength(RECIPES.length);
  });

  it("matches title, description or any tag, case-insensitively, as a substring", () => {
    expect(matchesRecipeQuery(recipe, "WARM")).toBe(true); // title
    expect(matchesRecipeQuery(recipe, "spiced")).toBe(true); // description only
    expect(matchesRecipeQuery(recipe, "drin")).toBe(true); // tag only
    expect(matchesRecipeQuery(recipe, "  for santa ")).toBe(true); // trimmed
    expect(matchesRecipeQuery(recipe, "cookie")).toBe(false);
  });

  it("narrows the real list", () => {
    expect(slugs(filterRecipes(RECIPES, { ...NO_RECIPE_FILTERS, query: "cocoa" }))).toEqual(["santas-hot-cocoa"]);
    expect(slugs(filterRecipes(RECIPES, { ...NO_RECIPE_FILTERS, query: "for reindeer" }))).toEqual(["reindeer-carrots"]);
    expect(slugs(filterRecipes(RECIPES, { ...NO_RECIPE_FILTERS, query: "COOKIES" }))).toEqual(
      expect.arrayContaining(["gingerbread-cookies", "santas-favorite-cookies"]),
    );
    expect(filterRecipes(RECIPES, { ...NO_RECIPE_FILTERS, query: "pizza" })).toEqual([]);
  });

  it("combines the search with difficulty and saved-only filters (AND)", () => {
    const easyDrinks = filterRecipes(RECIPES, { query: "drinks", difficulty: "Easy", savedOnly: false });
    expect(slugs(easyDrinks)).toEqual(["warm-milk-for-santa", "santas-hot-cocoa"]);
    const saved = new Set(["eggnog", "reindeer-carrots"]);
    expect(slugs(filterRecipes(RECIPES, { query: "", difficulty: "all", savedOnly: true }, saved))).toEqual(["eggnog", "reindeer-carrots"]);
    expect(slugs(filterRecipes(RECIPES, { query: "", difficulty: "Easy", savedOnly: true }, saved))).toEqual(["reindeer-carrots"]);
    expect(filterRecipes(RECIPES, { query: "", difficulty: "all", savedOnly: true })).toEqual([]);
  });

  it("counts active filters", () => {
    expect(activeFilterCount(NO_RECIPE_FILTERS)).toBe(0);
    expect(activeFilterCount({ query: "x", difficulty: "Hard", savedOnly: true })).toBe(2);
  });
});

describe("recipe times", () => {
  it("total is prep plus cook", () => {
    expect(totalMinutes({ prepTime: 2, cookTime: 8 })).toBe(10);
    expect(totalMinutes({ prepTime: 10, cookTime: 0 })).toBe(10);
  });
  it("formats minutes for people", () => {
    expect(formatMinutes(10)).toBe("10 min");
    expect(formatMinutes(60)).toBe("1 hr");
    expect(formatMinutes(240 + 30)).toBe("4 hr 30 min");
  });
});
