import type { Difficulty, Recipe } from "~/content/recipes";

/** Spec: the recipes list's search box placeholder. */
export const RECIPE_SEARCH_PLACEHOLDER = "Search for recipes...";

/** Spec section 9: total time is prep plus cook. */
export function totalMinutes(recipe: Pick<Recipe, "prepTime" | "cookTime">): number {
  return recipe.prepTime + recipe.cookTime;
}

/** "10 min", "1 hr 5 min", "4 hr". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/**
 * Spec section 5: a case-insensitive substring match against the title, the description or any tag. An empty
 * (or all-space) query matches every recipe.
 */
export function matchesRecipeQuery(recipe: Pick<Recipe, "title" | "description" | "tags">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === "") return true;
  return (
    recipe.title.toLowerCase().includes(q) ||
    recipe.description.toLowerCase().includes(q) ||
    recipe.tags.some((tag) => tag.toLowerCase().includes(q))
  );
}

export interface RecipeFilters {
  query: string;
  difficulty: "all" | Difficulty;
  savedOnly: boolean;
}

export const NO_RECIPE_FILTERS: RecipeFilters = { query: "", difficulty: "all", savedOnly: false };

/** The recipes shown: search AND difficulty AND (when asked) saved in this browser; list order is kept. */
export function filterRecipes<T extends Pick<Recipe, "slug" | "title" | "description" | "tags" | "difficulty">>(
  recipes: readonly T[],
  filters: RecipeFilters,
  saved: ReadonlySet<string> = new Set(),
): T[] {
  return recipes.filter(
    (recipe) =>
      matchesRecipeQuery(recipe, filters.query) &&
      (filters.difficulty === "all" || recipe.difficulty === filters.difficulty) &&
      (!filters.savedOnly || saved.has(recipe.slug)),
  );
}

/** How many filters besides the search are on (shown on the Filter button). */
export function activeFilterCount(filters: RecipeFilters): number {
  return (filters.difficulty === "all" ? 0 : 1) + (filters.savedOnly ? 1 : 0);
}
