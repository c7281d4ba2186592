import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { RecipeList } from "~/features/recipes/recipe-list";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-recipes";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Christmas Recipes for Families: Cookies, Cocoa and Treats for Santa",
    description:
      "Nine easy-to-follow Christmas recipes to cook with children: gingerbread cookies, Santa's hot cocoa, warm milk for Santa, carrots for the reindeer, pudding and a festive roast.",
    path: PATHS.recipes,
    keywords: ["Christmas recipes", "cookies for Santa", "gingerbread cookies", "hot cocoa", "baking with kids", "reindeer food"],
  });

export default function ChristmasRecipes() {
  return (
    <>
      <PageHero
        eyebrow="Cook together this Christmas"
        title="Christmas Recipes"
        lead="Cookies for Santa, carrots for the reindeer and cosy drinks for everyone: nine family recipes with simple steps and grown-up tips."
      />
      <Section id="recipes" title="Find a Recipe">
        <RecipeList />
      </Section>
      <CtaBanner
        tone="red"
        title="Leave a Treat for Santa"
        text="Bake his favourite cookies, pour a mug of warm milk, and tell him all about it in your letter."
        actions={[
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
          { label: "Fun Activities", to: PATHS.activities, variant: "gold" },
        ]}
      />
    </>
  );
}
