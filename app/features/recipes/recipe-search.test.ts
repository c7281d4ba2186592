import { describe, expect, it } from "vitest";
import { RECIPES } from "~/content/recipes";
import { RECIPES as FRENCH_RECIPES } from "~/content/fr/recipes";
import { RECIPES as GERMAN_RECIPES } from "~/content/de/recipes";
import {
  NO_RECIPE_FILTERS,
  activeFilterCount,
  filterRecipes,
  formatMinuteCount,
  formatMinutes,
  matchesRecipeQuery,
  searchFold,
  totalMinutes,
} from "./recipe-search";

const slugs = (list: readonly { slug: string }[]) => list.map((r) => r.slug);
const recipe = { title: "Warm Milk for Santa", description: "A mug of gently spiced milk", tags: ["Drinks", "For Santa"] };

describe("recipe search", () => {
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

  it("ignores accents on either side, so a child need not type them", () => {
    const lait = { title: "Lait chaud pour le Père Noël", description: "Un bol de lait aux épices douces", tags: ["Boissons", "Pâtisserie"] };
    expect(matchesRecipeQuery(lait, "epices")).toBe(true);
    expect(matchesRecipeQuery(lait, "ÉPICES")).toBe(true);
    expect(matchesRecipeQuery(lait, "pere noel")).toBe(true);
    expect(matchesRecipeQuery(lait, "patisserie")).toBe(true);
    expect(matchesRecipeQuery({ ...lait, title: "Lait" }, "père")).toBe(false);
    expect(matchesRecipeQuery(recipe, "wárm")).toBe(true);
    expect(searchFold("Plätzchen für den Weihnachtsmann, süß")).toBe("platzchen fur den weihnachtsmann, suss");
    expect(searchFold("Bûche, œufs")).toBe("buche, oeufs");
  });

  it("finds the page's language's recipes without accents", () => {
    const epices = filterRecipes(FRENCH_RECIPES, { ...NO_RECIPE_FILTERS, query: "epices" });
    expect(epices.length).toBeGreaterThan(0);
    expect(epices).toEqual(filterRecipes(FRENCH_RECIPES, { ...NO_RECIPE_FILTERS, query: "épices" }));
    expect(filterRecipes(GERMAN_RECIPES, { ...NO_RECIPE_FILTERS, query: "platzchen" })).toEqual(filterRecipes(GERMAN_RECIPES, { ...NO_RECIPE_FILTERS, query: "plätzchen" }));
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
  it("formats them in the page's language", () => {
    expect(formatMinutes(65, "de")).toBe("1 Std. 5 Min.");
    expect(formatMinutes(240, "fr")).toBe("4\u202fh"); // French puts a narrow no-break space before a unit
    expect(formatMinutes(10, "pt-BR")).toBe("10 min");
    expect(formatMinuteCount(210)).toBe("210 min");
    expect(formatMinuteCount(210, "de")).toBe("210 Min.");
  });
});
