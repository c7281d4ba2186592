import { Trans, useLingui } from "@lingui/react/macro";
import { BookmarkCheck, Clock, Star, Users } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { RECIPE_CARD_TAG_LIMIT, type Recipe } from "~/content/recipes";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { recipePath } from "~/lib/paths";
import { RecipeArt } from "./recipe-art";
import { DIFFICULTY_LABELS, SERVINGS_LABELS, type RecipeSummary } from "./recipe-labels";
import { formatMinutes, totalMinutes } from "./recipe-search";

export const DIFFICULTY_BADGE: Record<Recipe["difficulty"], string> = {
  Easy: "bg-pine-light text-pine-dark",
  Medium: "bg-gold-light text-gold-dark",
  Hard: "bg-christmas-red-light text-christmas-red-dark",
};

export function RecipeCard({ recipe, saved }: { recipe: RecipeSummary; saved: boolean }) {
  const { t, i18n } = useLingui();
  const languageTag = usePageLanguageTag();
  const headingId = `recipe-${recipe.slug}-title`;
  const servingsLabel = i18n._(SERVINGS_LABELS[recipe.servings.label]);
  const rating = new Intl.NumberFormat(languageTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(recipe.rating);
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="recipe-card" className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
        <div className="relative">
          <RecipeArt slug={recipe.slug} alt={recipe.imageAlt} />
          <span className={`absolute left-3 top-3 rounded-full px-3 py-1 text-sm font-bold ${DIFFICULTY_BADGE[recipe.difficulty]}`}>
            {i18n._(DIFFICULTY_LABELS[recipe.difficulty])}
          </span>
          <span className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-bold text-ink">
            <Star aria-hidden="true" className="size-4 fill-gold text-gold-dark" />
            <span className="sr-only">
              <Trans>Rated</Trans>{" "}
            </span>
            {rating}
            <span className="sr-only">
              {" "}
              <Trans>out of 5</Trans>
            </span>
          </span>
        </div>
        <div className="flex flex-1 flex-col p-6">
          <h3 id={headingId} className="text-xl font-bold">
            {recipe.title}
          </h3>
          {saved ? (
            <p className="mt-1 inline-flex items-center gap-1 text-sm font-bold text-pine">
              <BookmarkCheck aria-hidden="true" className="size-4" /> <Trans>Saved in this browser</Trans>
            </p>
          ) : null}
          <p className="mt-2 line-clamp-2 text-ink-muted">{recipe.description}</p>
          <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
            <div className="flex items-center gap-1">
              <dt>
                <Clock aria-hidden="true" className="size-4" />
                <span className="sr-only">
                  <Trans>Total time</Trans>
                </span>
              </dt>
              <dd>
                {formatMinutes(totalMinutes(recipe), languageTag)}
                {recipe.waiting ? ` + ${recipe.waiting.short}` : null}
              </dd>
            </div>
            <div className="flex items-center gap-1">
              <dt>
                <Users aria-hidden="true" className="size-4" />
                <span className="sr-only">{servingsLabel}</span>
              </dt>
              <dd>
                <span aria-hidden="true">{servingsLabel} </span>
                {recipe.servings.amount}
              </dd>
            </div>
          </dl>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Tags`}>
            {recipe.tags.slice(0, RECIPE_CARD_TAG_LIMIT).map((tag) => (
              <li key={tag} className="rounded-full bg-snow px-3 py-1 text-xs font-semibold text-ink-muted ring-1 ring-slate-200">
                {tag}
              </li>
            ))}
          </ul>
          <Link
            to={recipePath(recipe.slug)}
            prefetch="intent"
            aria-describedby={headingId}
            className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-christmas-red px-6 font-bold text-white hover:bg-christmas-red-dark"
          >
            <Trans>View Recipe</Trans>
          </Link>
        </div>
      </article>
    </li>
  );
}
