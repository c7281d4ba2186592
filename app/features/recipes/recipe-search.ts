import type { Difficulty, Recipe } from "~/content/recipes";

/** Spec section 9: total time is prep plus cook. */
export function totalMinutes(recipe: Pick<Recipe, "prepTime" | "cookTime">): number {
  return recipe.prepTime + recipe.cookTime;
}

const unit = (languageTag: string, name: "hour" | "minute") => new Intl.NumberFormat(languageTag, { style: "unit", unit: name, unitDisplay: "short" });

/** A number of minutes as minutes, in the page's language: "210 min" (en), "210 Min." (de). */
export function formatMinuteCount(minutes: number, languageTag = "en"): string {
  return unit(languageTag, "minute").format(minutes);
}

/** "10 min", "1 hr 5 min", "4 hr" in English; the page's language's units otherwise ("1 Std. 5 Min.", "4 h"). */
export function formatMinutes(minutes: number, languageTag = "en"): string {
  if (minutes < 60) return formatMinuteCount(minutes, languageTag);
  const hours = unit(languageTag, "hour").format(Math.floor(minutes / 60));
  const rest = minutes % 60;
  return rest === 0 ? hours : `${hours} ${formatMinuteCount(rest, languageTag)}`;
}

/** Text as search compares it: lower case, without accents ("Épices" → "epices"), ß/œ/æ spelt out. */
export function searchFold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}

/**
 * Spec section 5: a case-insensitive substring match against the title, the description or any tag, which also
 * ignores accents (a child typing "epices" finds "épices", "Platzchen" finds "Plätzchen"). An empty (or all-space)
 * query matches every recipe.
 */
export function matchesRecipeQuery(recipe: Pick<Recipe, "title" | "description" | "tags">, query: string): boolean {
  const q = searchFold(query.trim());
  if (q === "") return true;
  return (
    searchFold(recipe.title).includes(q) ||
    searchFold(recipe.description).includes(q) ||
    recipe.tags.some((tag) => searchFold(tag).includes(q))
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
