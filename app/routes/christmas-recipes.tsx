import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { recipeSummary } from "~/features/recipes/recipe-labels";
import { RecipeList } from "~/features/recipes/recipe-list";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-recipes";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Christmas Recipes for Families: Cookies, Cocoa and Treats for Santa`),
    description: i18n._(
      msg`Nine easy-to-follow Christmas recipes to cook with children: gingerbread cookies, Santa's hot cocoa, warm milk for Santa, carrots for the reindeer, pudding and a festive roast.`,
    ),
    path: PATHS.recipes,
    keywords: [
      i18n._(msg`Christmas recipes`),
      i18n._(msg`cookies for Santa`),
      i18n._(msg`gingerbread cookies`),
      i18n._(msg`hot cocoa`),
      i18n._(msg`baking with kids`),
      i18n._(msg`reindeer food`),
    ],
  });
};

/** The recipe cards in the page's language: what a card shows, not the ingredients and steps (their own pages). */
export function loader({ request }: Route.LoaderArgs) {
  const { RECIPES } = localisedContent<typeof import("~/content/recipes")>(requestLocale(request), "recipes");
  return { recipes: RECIPES.map(recipeSummary) };
}

export default function ChristmasRecipes({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={<Trans>Cook together this Christmas</Trans>}
        title={<Trans>Christmas Recipes</Trans>}
        lead={
          <Trans>
            Cookies for Santa, carrots for the reindeer and cozy drinks for everyone: nine family recipes with simple steps and grown-up
            tips.
          </Trans>
        }
      />
      <Section id="recipes" title={t`Find a Recipe`}>
        <RecipeList recipes={loaderData.recipes} />
      </Section>
      <CtaBanner
        tone="red"
        title={<Trans>Leave a Treat for Santa</Trans>}
        text={<Trans>Bake his favorite cookies, pour a mug of warm milk, and tell him all about it in your letter.</Trans>}
        actions={[
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Fun Activities`, to: PATHS.activities, variant: "gold" },
        ]}
      />
    </>
  );
}
