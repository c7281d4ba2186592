import { RecipePage, recipeMeta } from "~/features/recipes/recipe-page";

const SLUG = "reindeer-carrots";

export const meta = () => recipeMeta(SLUG);

export default function Recipe() {
  return <RecipePage slug={SLUG} />;
}
