import { RecipePage, recipeMeta } from "~/features/recipes/recipe-page";

const SLUG = "roast-turkey-cranberry-sauce";

export const meta = () => recipeMeta(SLUG);

export default function Recipe() {
  return <RecipePage slug={SLUG} />;
}
