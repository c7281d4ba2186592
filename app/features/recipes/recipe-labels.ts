/**
 * The recipe values that stay English in the content (difficulty, the servings label) are the keys of these
 * messages: each is translated where it is shown.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Difficulty, Recipe } from "~/content/recipes";

export const DIFFICULTY_LABELS: Record<Difficulty, MessageDescriptor> = {
  Easy: msg({ message: "Easy", comment: "A recipe's difficulty" }),
  Medium: msg({ message: "Medium", comment: "A recipe's difficulty" }),
  Hard: msg({ message: "Hard", comment: "A recipe's difficulty" }),
};

export const SERVINGS_LABELS: Record<Recipe["servings"]["label"], MessageDescriptor> = {
  Makes: msg({ message: "Makes", comment: "Before how many a recipe makes: 'Makes 24 cookies'" }),
  Serves: msg({ message: "Serves", comment: "Before how many people a recipe serves: 'Serves 6'" }),
};

/** What a recipe list card shows: everything but the ingredients, the steps and the tip (the loader sends only this). */
export type RecipeSummary = Pick<
  Recipe,
  "slug" | "title" | "description" | "prepTime" | "cookTime" | "waiting" | "servings" | "difficulty" | "tags" | "rating" | "imageAlt"
>;

export function recipeSummary(recipe: Recipe): RecipeSummary {
  const { slug, title, description, prepTime, cookTime, waiting, servings, difficulty, tags, rating, imageAlt } = recipe;
  return { slug, title, description, prepTime, cookTime, waiting, servings, difficulty, tags, rating, imageAlt };
}
