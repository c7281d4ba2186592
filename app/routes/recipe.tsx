import { localisedContent } from "~/content/localised.server";
import { RecipePage, recipeMeta } from "~/features/recipes/recipe-page";
import { localeFromPath, pagePathOf, unlocalisedPath } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { recipePath } from "~/lib/paths";
import type { Route } from "./+types/recipe";

/**
 * The nine recipe pages (app/route-table.ts registers this file once per recipe path). The recipe comes from
 * the loader, in the page's language, so it is prerendered into each page's HTML and data file instead of
 * shipping all nine recipes in the page's script.
 */
export function loader({ request }: Route.LoaderArgs) {
  // Client navigations (and the prerender step) ask for "/recipe/<slug>.data", in any locale ("/es/recipe/…").
  const page = pagePathOf(request.url);
  const pathname = unlocalisedPath(page);
  const { RECIPES } = localisedContent<typeof import("~/content/recipes")>(localeFromPath(page), "recipes");
  const recipe = RECIPES.find((r) => recipePath(r.slug) === pathname);
  if (!recipe) throw new Response("Not Found", { status: 404 });
  return { recipe };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => recipeMeta(loaderData.recipe, metaI18n(matches), location.pathname);

export default function Recipe({ loaderData }: Route.ComponentProps) {
  return <RecipePage recipe={loaderData.recipe} />;
}
