import { useCallback, useMemo } from "react";
import { RECIPE_SLUGS } from "~/lib/paths";
import { readStoredItem, useStoredItem } from "~/lib/use-stored-item";
import { SAVED_RECIPES_KEY, parseSavedRecipes, toggleSavedRecipe } from "./saved-recipes";

/**
 * The recipes saved in this browser (localStorage only; nothing leaves the device). The prerendered HTML shows
 * nothing saved; the real list appears after hydration.
 */
export function useSavedRecipes() {
  const { raw, write } = useStoredItem(SAVED_RECIPES_KEY);
  const saved = useMemo(() => parseSavedRecipes(raw, RECIPE_SLUGS), [raw]);
  /** Saves or un-saves; returns whether the recipe is now saved, or null when storage is unavailable. */
  const toggle = useCallback(
    (slug: string): boolean | null => {
      const next = toggleSavedRecipe(parseSavedRecipes(readStoredItem(SAVED_RECIPES_KEY), RECIPE_SLUGS), slug);
      return write(JSON.stringify(next)) ? next.includes(slug) : null;
    },
    [write],
  );
  return { saved, toggle };
}
