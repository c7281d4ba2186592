import { CheckCircle2, CircleAlert } from "~/components/ui/icons";
import { data, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/letters-delete";

const WORDS = {
  deleted: { title: "Your letter has been deleted", text: "The letter and everything we kept about it are gone from the North Pole for good. Nothing more will be sent." },
  gone: { title: "This letter is already gone", text: "There is nothing left to delete: the letter was deleted earlier, or its retention period has ended." },
  invalid: { title: "This deletion link is not valid", text: "Please use the link exactly as it appears in Santa's reply. If you copied it by hand, part of it may be missing." },
} as const;

/** The link in every reply: deletes that one letter at once, and says so. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { letters, logger } = await getServices();
  const result = token ? await letters.deleteByToken(token) : "invalid";
  if (result === "deleted") logger.info("A letter was deleted by its deletion link");
  return data({ result }, { status: result === "invalid" ? 400 : 200, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  noIndexMeta(d ? WORDS[d.result].title : "Delete a letter", "Deletes a letter to Santa and everything kept about it, from the link in Santa's reply.");

export default function DeleteLetter({ loaderData }: Route.ComponentProps) {
  const words = WORDS[loaderData.result];
  const ok = loaderData.result !== "invalid";
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      {ok ? <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-pine" /> : <CircleAlert aria-hidden="true" className="mx-auto size-16 text-christmas-red" />}
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{words.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{words.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={PATHS.home} className={buttonVariants({ variant: "outline" })}>Return to Home</Link>
        <Link to={PATHS.privacy} className={buttonVariants({ variant: "ghost" })}>How we handle letters</Link>
      </div>
    </div>
  );
}
