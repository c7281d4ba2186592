import { RecipePage, recipeMeta } from "~/features/recipes/recipe-page";

const SLUG = "warm-milk-for-santa";

export const meta = () => recipeMeta(SLUG);

export default function Recipe() {
  return <RecipePage slug={SLUG} />;
}
