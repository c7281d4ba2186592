import { Trans, useLingui } from "@lingui/react/macro";
import { Input } from "~/components/ui/input";
import { Filter, Search, X } from "~/components/ui/icons";
import { useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { DIFFICULTIES, type Difficulty } from "~/content/recipes";
import { RecipeCard } from "./recipe-card";
import { DIFFICULTY_LABELS, type RecipeSummary } from "./recipe-labels";
import { NO_RECIPE_FILTERS, activeFilterCount, filterRecipes, type RecipeFilters } from "./recipe-search";
import { useSavedRecipes } from "./use-saved-recipes";

/** The recipes list (the page's language's, from the loader): live search, a Filter panel (difficulty, saved only) and the card grid. */
export function RecipeList({ recipes }: { recipes: readonly RecipeSummary[] }) {
  const { t, i18n } = useLingui();
  const [filters, setFilters] = useState<RecipeFilters>(NO_RECIPE_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const { saved } = useSavedRecipes();
  const savedSet = useMemo(() => new Set(saved), [saved]);
  const shown = filterRecipes(recipes, filters, savedSet);
  const shownCount = shown.length;
  const total = recipes.length;
  const savedCount = saved.length;
  const ids = useId();
  const panelId = `${ids}-filters`;
  const active = activeFilterCount(filters);
  const update = (patch: Partial<RecipeFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={`${ids}-search`} className="sr-only">
            <Trans>Search recipes</Trans>
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          <Input
            size="search"
            id={`${ids}-search`}
            type="search"
            value={filters.query}
            onChange={(e) => update({ query: e.target.value })}
            placeholder={t`Search for recipes...`}
            autoComplete="off"
          />
        </div>
        <Button variant="outline" aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen((o) => !o)}>
          <Filter aria-hidden="true" /> {active > 0 ? t`Filter (${active})` : t`Filter`}
        </Button>
      </div>

      <div id={panelId} hidden={!panelOpen} className="mt-4 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
          <fieldset>
            <legend className="font-bold">
              <Trans>Difficulty</Trans>
            </legend>
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
                  {d === "all" ? t`Any` : i18n._(DIFFICULTY_LABELS[d])}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="inline-flex min-h-11 items-center gap-2 font-bold">
            <input type="checkbox" checked={filters.savedOnly} onChange={(e) => update({ savedOnly: e.target.checked })} className="size-5 accent-christmas-red" />
            <Trans>Saved recipes only ({savedCount})</Trans>
          </label>
          <Button variant="ghost" size="sm" onClick={() => setFilters((f) => ({ ...NO_RECIPE_FILTERS, query: f.query }))} disabled={active === 0}>
            <Trans>Reset filters</Trans>
          </Button>
        </div>
        <p className="mt-3 text-sm text-ink-muted">
          <Trans>Saved recipes are kept only in this browser, on this device.</Trans>
        </p>
      </div>

      <p role="status" aria-live="polite" className="mt-6 font-semibold text-ink-muted" data-testid="recipe-count">
        <Trans>
          Showing {shownCount} of {total} recipes
        </Trans>
      </p>

      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Recipes`}>
          {shown.map((recipe) => (
            <RecipeCard key={recipe.slug} recipe={recipe} saved={savedSet.has(recipe.slug)} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-3xl border-2 border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-xl font-bold">
            {filters.query.trim() ? <Trans>No recipes match your search.</Trans> : <Trans>No recipes match these filters.</Trans>}
          </p>
          <p className="mt-2 text-ink-muted">
            {filters.savedOnly && saved.length === 0 ? (
              <Trans>You have not saved any recipes yet: open a recipe and press Save Recipe.</Trans>
            ) : (
              <Trans>Try another word, such as cookies, drinks or Santa.</Trans>
            )}
          </p>
          <Button className="mt-6" onClick={() => setFilters(NO_RECIPE_FILTERS)}>
            <X aria-hidden="true" /> <Trans>Clear search</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
