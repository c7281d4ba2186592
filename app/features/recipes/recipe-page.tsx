import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Bookmark, BookmarkCheck, ChefHat, Clock, Printer, Users } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { notify } from "~/lib/notify";
import { CtaBanner } from "~/components/layout/cta-banner";
import { Button, buttonVariants } from "~/components/ui/button";
import type { Recipe } from "~/content/recipes";
import { localisedPath } from "~/i18n/locale";
import { usePageLanguageTag, usePageLocale } from "~/i18n/page-i18n";
import { trackClick } from "~/lib/analytics";
import { PATHS, recipePath } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { RecipeArt } from "./recipe-art";
import { DIFFICULTY_LABELS, SERVINGS_LABELS } from "./recipe-labels";
import { formatMinuteCount, formatMinutes, totalMinutes } from "./recipe-search";
import { useSavedRecipes } from "./use-saved-recipes";

/** Page metadata for a recipe page, with Recipe structured data, in the page's language. */
export function recipeMeta(r: Recipe, i18n: I18n, pathname?: string) {
  const title = r.title;
  const amount = r.servings.amount;
  return seo({
    pathname,
    title: i18n._(msg`${title} Recipe for Christmas`),
    description: r.description,
    path: recipePath(r.slug),
    keywords: [r.title, i18n._(msg`Christmas recipe`), ...r.tags],
    structuredData: [
      {
        "@type": "Recipe",
        name: r.title,
        description: r.description,
        prepTime: `PT${r.prepTime}M`,
        cookTime: `PT${r.cookTime}M`,
        totalTime: `PT${totalMinutes(r)}M`,
        recipeYield: r.servings.label === "Makes" ? amount : i18n._(msg`Serves ${amount}`),
        recipeIngredient: r.ingredients,
        recipeInstructions: r.instructions.map((text) => ({ "@type": "HowToStep", text })),
        keywords: r.tags.join(", "),
      },
    ],
  });
}

function Facts({ recipe, className }: { recipe: Recipe; className?: string }) {
  const { i18n } = useLingui();
  const languageTag = usePageLanguageTag();
  const prep = formatMinuteCount(recipe.prepTime, languageTag);
  const cook = formatMinuteCount(recipe.cookTime, languageTag);
  const waiting = recipe.waiting?.detail;
  const servingsLabel = i18n._(SERVINGS_LABELS[recipe.servings.label]);
  return (
    <dl className={className}>
      <div className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-5" />
        <dt>
          <Trans>Total time:</Trans>
        </dt>
        <dd className="font-bold">
          {formatMinutes(totalMinutes(recipe), languageTag)}{" "}
          <span className="font-normal">
            {waiting ? <Trans>(prep {prep}, cook {cook}, {waiting})</Trans> : <Trans>(prep {prep}, cook {cook})</Trans>}
          </span>
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <Users aria-hidden="true" className="size-5" />
        <dt>
          <Trans>{servingsLabel}:</Trans>
        </dt>
        <dd className="font-bold">{recipe.servings.amount}</dd>
      </div>
      <div className="flex items-center gap-2">
        <ChefHat aria-hidden="true" className="size-5" />
        <dt>
          <Trans>Difficulty:</Trans>
        </dt>
        <dd className="font-bold">{i18n._(DIFFICULTY_LABELS[recipe.difficulty])}</dd>
      </div>
    </dl>
  );
}

function SaveButton({ recipe }: { recipe: Recipe }) {
  const { t } = useLingui();
  const { saved, toggle } = useSavedRecipes();
  const isSaved = saved.includes(recipe.slug);
  const title = recipe.title;
  return (
    <Button
      variant="gold"
      size="lg"
      aria-pressed={isSaved}
      onClick={() => {
        const now = toggle(recipe.slug);
        trackClick(now ? "recipe_save" : "recipe_unsave", { recipe: recipe.slug });
        if (now === null) notify.error(t`This browser is not letting us save recipes (private browsing can block it).`);
        else notify.success(now ? t`${title} saved in this browser` : t`${title} removed from your saved recipes`);
      }}
    >
      {isSaved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {isSaved ? <Trans>Saved Recipe</Trans> : <Trans>Save Recipe</Trans>}
    </Button>
  );
}

/** A recipe page: the on-screen page, and a print layout that shows only the recipe. */
export function RecipePage({ recipe }: { recipe: Recipe }) {
  const { t } = useLingui();
  const locale = usePageLocale();
  const title = recipe.title;
  const siteName = SITE_NAME;
  const address = localisedPath(recipePath(recipe.slug), locale);
  return (
    <>
      <div className="print:hidden">
        <section className="bg-gradient-to-br from-christmas-red-dark via-christmas-red to-pine-dark px-4 py-12 text-white sm:py-16">
          <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
            <div>
              <Link to={PATHS.recipes} className="inline-flex items-center gap-2 font-bold text-white underline-offset-4 hover:underline">
                <ArrowLeft aria-hidden="true" className="size-5" /> <Trans>Back to All Recipes</Trans>
              </Link>
              <h1 className="mt-4 text-4xl font-bold leading-tight sm:text-5xl">{recipe.title}</h1>
              <p className="mt-4 text-lg">{recipe.description}</p>
              <Facts recipe={recipe} className="mt-6 grid gap-2 text-lg" />
              <div className="mt-8 flex flex-wrap gap-3">
                <Button
                  variant="light"
                  size="lg"
                  onClick={() => {
                    trackClick("recipe_print", { recipe: recipe.slug });
                    window.print();
                  }}
                >
                  <Printer aria-hidden="true" /> <Trans>Print Recipe</Trans>
                </Button>
                <SaveButton recipe={recipe} />
              </div>
            </div>
            <div className="overflow-hidden rounded-3xl shadow-xl ring-4 ring-white/40">
              <RecipeArt slug={recipe.slug} alt={recipe.imageAlt} />
            </div>
          </div>
        </section>

        <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-14 md:grid-cols-[2fr_3fr]">
          <section aria-labelledby="ingredients-heading" className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <h2 id="ingredients-heading" className="text-2xl font-bold">
              <Trans>Ingredients</Trans>
            </h2>
            <ul className="mt-4 space-y-3">
              {recipe.ingredients.map((item) => (
                <li key={item} className="flex gap-3">
                  <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-christmas-red" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="instructions-heading" className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
            <h2 id="instructions-heading" className="text-2xl font-bold">
              <Trans>Instructions</Trans>
            </h2>
            <ol className="mt-4 space-y-4">
              {recipe.instructions.map((step, i) => (
                <li key={step} className="flex gap-4">
                  <span aria-hidden="true" className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-pine font-bold text-white">
                    {i + 1}
                  </span>
                  <span className="pt-1">{step}</span>
                </li>
              ))}
            </ol>
            <p className="mt-6 rounded-2xl bg-gold-light p-4 text-ink">
              <strong>
                <Trans>Grown-up tip:</Trans>
              </strong>{" "}
              {recipe.tip}
            </p>
          </section>
          <section aria-labelledby="tags-heading" className="md:col-span-2">
            <h2 id="tags-heading" className="text-xl font-bold">
              <Trans>Tags</Trans>
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {recipe.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-white px-4 py-1.5 font-semibold text-ink-muted ring-1 ring-slate-200">
                  {tag}
                </li>
              ))}
            </ul>
            <Link to={PATHS.recipes} className={buttonVariants({ variant: "outline", className: "mt-8" })}>
              <ArrowLeft aria-hidden="true" /> <Trans>Back to All Recipes</Trans>
            </Link>
          </section>
        </div>

        <CtaBanner
          title={<Trans>Baked Something Special?</Trans>}
          text={<Trans>Tell Santa what you made for him in your letter, or find another treat to cook together.</Trans>}
          actions={[
            { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
            { label: t`More Christmas Recipes`, to: PATHS.recipes, variant: "gold" },
          ]}
        />
      </div>

      {/* The print layout: only the recipe, in black on white. Hidden on screen. */}
      <article className="hidden text-black print:block" data-testid="recipe-print" aria-label={t`${title} (print version)`}>
        <h2 className="text-3xl font-bold">{recipe.title}</h2>
        <p className="mt-2">{recipe.description}</p>
        <Facts recipe={recipe} className="mt-3 flex flex-wrap gap-x-6 gap-y-1" />
        <h3 className="mt-5 text-xl font-bold">
          <Trans>Ingredients</Trans>
        </h3>
        <ul className="mt-2 list-disc pl-6">
          {recipe.ingredients.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3 className="mt-5 text-xl font-bold">
          <Trans>Instructions</Trans>
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {recipe.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-4">
          <strong>
            <Trans>Grown-up tip:</Trans>
          </strong>{" "}
          {recipe.tip}
        </p>
        <p className="mt-6 text-sm">
          <Trans>
            From {siteName} · {address}
          </Trans>
        </p>
      </article>
    </>
  );
}
