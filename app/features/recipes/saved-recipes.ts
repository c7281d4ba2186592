/** The recipes a family saved, kept only in this browser's localStorage under this key. */
export const SAVED_RECIPES_KEY = "north-pole-saved-recipes";

/**
 * Reads the stored value. Anything unexpected (missing, not JSON, not an array, unknown slugs, duplicates) is
 * dropped, so a corrupt value never breaks the page.
 */
export function parseSavedRecipes(raw: string | null | undefined, validSlugs: readonly string[]): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const valid = new Set(validSlugs);
  const out: string[] = [];
  for (const item of value) {
    if (typeof item === "string" && valid.has(item) && !out.includes(item)) out.push(item);
  }
  return out;
}

/** Adds the slug if absent, removes it if present. */
export function toggleSavedRecipe(saved: readonly string[], slug: string): string[] {
  return saved.includes(slug) ? saved.filter((s) => s !== slug) : [...saved, slug];
}
