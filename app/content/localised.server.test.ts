import { describe, expect, it } from "vitest";
import { localisedContent } from "./localised.server";
import * as recipes from "./recipes";

describe("localisedContent", () => {
  it("is the English module in English, and refuses a file that does not exist", () => {
    expect(localisedContent<typeof recipes>("en", "recipes").RECIPES).toBe(recipes.RECIPES);
    expect(() => localisedContent("en", "no-such-file")).toThrow(/no-such-file/);
  });
  it("keeps English exports a locale does not translate (numbers, ids)", () => {
    expect(localisedContent<typeof recipes>("es", "recipes").RECIPE_COUNT).toBe(recipes.RECIPE_COUNT);
  });
});
