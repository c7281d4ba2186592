import { describe, expect, it } from "vitest";
import { RECIPE_SLUGS } from "~/lib/paths";
import { parseSavedRecipes, toggleSavedRecipe } from "./saved-recipes";

describe("saved recipes", () => {
  it("reads a stored list of known slugs", () => {
    expect(parseSavedRecipes('["eggnog","santas-hot-cocoa"]', RECIPE_SLUGS)).toEqual(["eggnog", "santas-hot-cocoa"]);
  });

  it("never breaks on a corrupt or unexpected value", () => {
    for (const raw of [null, undefined, "", "not json", "{", "42", '{"a":1}', "null", '"eggnog"']) {
      expect(parseSavedRecipes(raw, RECIPE_SLUGS)).toEqual([]);
    }
    expect(parseSavedRecipes('["eggnog", 7, null, "no-such-recipe", "eggnog", {"x":1}]', RECIPE_SLUGS)).toEqual(["eggnog"]);
  });

  it("toggles a recipe in and out", () => {
    const once = toggleSavedRecipe([], "eggnog");
    expect(once).toEqual(["eggnog"]);
    expect(toggleSavedRecipe(once, "eggnog")).toEqual([]);
    expect(toggleSavedRecipe(["eggnog"], "reindeer-carrots")).toEqual(["eggnog", "reindeer-carrots"]);
  });
});
