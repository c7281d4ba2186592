import { Filter, Search, X } from "~/components/ui/icons";
import { useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { DIFFICULTIES, RECIPES, type Difficulty } from "~/content/recipes";
import { RecipeCard } from "./recipe-card";
import { NO_RECIPE_FILTERS, RECIPE_SEARCH_PLACEHOLDER, activeFilterCount, filterRecipes, type RecipeFilters } from "./recipe-search";
import { useSavedRecipes } from "./use-saved-recipes";

/** The recipes list: live search, a Filter panel (difficulty, saved only) and the card grid. */
export function RecipeList() {
  const [filters, setFilters] = useState<RecipeFilters>(NO_RECIPE_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const { saved } = useSavedRecipes();
  const savedSet = useMemo(() => new Set(saved), [saved]);
  const shown = filterRecipes(RECIPES, filters, savedSet);
  const ids = useId();
  const panelId = `${ids}-filters`;
  const active = activeFilterCount(filters);
  const update = (patch: Partial<RecipeFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={`${ids}-search`} className="sr-only">
            Search recipes
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={`${ids}-search`}
            type="search"
            value={filters.query}
            onChange={(e) => update({ query: e.target.value })}
            placeholder={RECIPE_SEARCH_PLACEHOLDER}
            autoComplete="off"
            className="min-h-12 w-full rounded-full border-2 border-slate-300 bg-white pl-12 pr-4 text-lg placeholder:text-ink-muted focus:border-christmas-red"
          />
        </div>
        <Button variant="outline" aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen((o) => !o)}>
          <Filter aria-hidden="true" /> Filter{active > 0 ? ` (${active})` : ""}
        </Button>
      </div>

      <div id={panelId} hidden={!panelOpen} className="mt-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
          <fieldset>
            <legend className="font-bold">Difficulty</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(["all", ...DIFFICULTIES] as const).map((d) => (
                <label key={d} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`${ids}-difficulty`}
                    value={d}
                    checked={filters.difficulty === d}
                    onChange={() => update({ difficulty: d as "all" | Difficulty })}
                    className="size-5 accent-christmas-red"
                  />
                  {d === "all" ? "Any" : d}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="inline-flex min-h-11 items-center gap-2 font-bold">
            <input type="checkbox" checked={filters.savedOnly} onChange={(e) => update({ savedOnly: e.target.checked })} className="size-5 accent-christmas-red" />
            Saved recipes only ({saved.length})
          </label>
          <Button variant="ghost" size="sm" onClick={() => setFilters((f) => ({ ...NO_RECIPE_FILTERS, query: f.query }))} disabled={active === 0}>
            Reset filters
          </Button>
        </div>
        <p className="mt-3 text-sm text-ink-muted">Saved recipes are kept only in this browser, on this device.</p>
      </div>

      <p role="status" aria-live="polite" className="mt-6 font-semibold text-ink-muted" data-testid="recipe-count">
        Showing {shown.length} of {RECIPES.length} recipes
      </p>

      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recipes">
          {shown.map((recipe) => (
            <RecipeCard key={recipe.slug} recipe={recipe} saved={savedSet.has(recipe.slug)} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-3xl border-2 border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-xl font-bold">No recipes match {filters.query.trim() ? "your search" : "these filters"}.</p>
          <p className="mt-2 text-ink-muted">
            {filters.savedOnly && saved.length === 0 ? "You have not saved any recipes yet: open a recipe and press Save Recipe." : "Try another word, such as cookies, drinks or Santa."}
          </p>
          <Button className="mt-6" onClick={() => setFilters(NO_RECIPE_FILTERS)}>
            <X aria-hidden="true" /> Clear search
          </Button>
        </div>
      )}
    </div>
  );
}
