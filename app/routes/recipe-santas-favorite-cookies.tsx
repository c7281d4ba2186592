import { RecipePage, recipeMeta } from "~/features/recipes/recipe-page";

const SLUG = "santas-favorite-cookies";

export const meta = () => recipeMeta(SLUG);

export default function Recipe() {
  return <RecipePage slug={SLUG} />;
}
