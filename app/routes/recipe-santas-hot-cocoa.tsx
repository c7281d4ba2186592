import { RecipePage, recipeMeta } from "~/features/recipes/recipe-page";

const SLUG = "santas-hot-cocoa";

export const meta = () => recipeMeta(SLUG);

export default function Recipe() {
  return <RecipePage slug={SLUG} />;
}
