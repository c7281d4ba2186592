import { useCallback, useMemo, useSyncExternalStore } from "react";
import { RECIPE_SLUGS } from "~/lib/paths";
import { SAVED_RECIPES_KEY, parseSavedRecipes, toggleSavedRecipe } from "./saved-recipes";

const CHANGE_EVENT = "north-pole:saved-recipes";

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SAVED_RECIPES_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The recipes saved in this browser (localStorage only; nothing leaves the device). The prerendered HTML shows
 * nothing saved; the real list appears after hydration.
 */
export function useSavedRecipes() {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const saved = useMemo(() => parseSavedRecipes(raw, RECIPE_SLUGS), [raw]);
  /** Saves or un-saves; returns whether the recipe is now saved, or null when storage is unavailable. */
  const toggle = useCallback((slug: string): boolean | null => {
    const next = toggleSavedRecipe(parseSavedRecipes(readRaw(), RECIPE_SLUGS), slug);
    try {
      window.localStorage.setItem(SAVED_RECIPES_KEY, JSON.stringify(next));
    } catch {
      return null;
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
    return next.includes(slug);
  }, []);
  return { saved, toggle };
}
