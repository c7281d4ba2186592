import { CheckCircle2, CircleAlert, Trash2 } from "~/components/ui/icons";
import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatLongDate } from "~/lib/format";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/letters-delete";

const WORDS = {
  confirm: {
    title: "Delete this letter?",
    text: (name: string, date: string) =>
      `This deletes ${name}'s letter to Santa, written on ${date}, and everything we kept about it: the wishes, the message and the parent email address. It cannot be undone.`,
    button: "Delete this letter now",
  },
  deleted: { title: "Your letter has been deleted", text: "The letter and everything we kept about it are gone from the North Pole for good. Nothing more will be sent." },
  gone: { title: "This letter is already gone", text: "There is nothing left to delete: the letter was deleted earlier, or its retention period has ended." },
  invalid: { title: "This deletion link is not valid", text: "Please use the link exactly as it appears in Santa's reply. If you copied it by hand, part of it may be missing." },
} as const;

// Never cached, never indexed: the page is about one family's letter.
const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/**
 * The link in every reply opens this page, which says what will be deleted. Opening it deletes nothing: mail
 * scanners and link previews open links on their own (GET and HEAD). Only the button's POST deletes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const { letters } = await getServices();
  const found = token ? await letters.letterForToken(token) : ({ state: "invalid" } as const);
  if (found.state !== "found") return data({ result: found.state }, { status: found.state === "invalid" ? 400 : 200, headers: HEADERS });
  return data({ result: "confirm" as const, childName: found.childName, createdAt: found.createdAt }, { headers: HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  const token = tokenOf(request);
  const { letters, logger } = await getServices();
  const result = token ? await letters.deleteByToken(token) : "invalid";
  if (result === "deleted") logger.info("A letter was deleted by its deletion link");
  return data({ result }, { status: result === "invalid" ? 400 : 200, headers: HEADERS });
}

export const headers: Route.HeadersFunction = () => HEADERS;

export const meta: Route.MetaFunction = ({ data: d }) =>
  noIndexMeta(d ? WORDS[d.result].title : "Delete a letter", "Deletes a letter to Santa and everything kept about it, from the link in Santa's reply.");

export default function DeleteLetter({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  if (state.result === "confirm") {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <Trash2 aria-hidden="true" className="mx-auto size-16 text-christmas-red" />
        <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{WORDS.confirm.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{WORDS.confirm.text(state.childName, formatLongDate(new Date(state.createdAt)))}</p>
        {/* A plain form: it posts to this same address (with its token), with or without JavaScript. */}
        <form method="post" className="mt-8">
          <Button type="submit" size="lg">
            {WORDS.confirm.button}
          </Button>
        </form>
        <p className="mt-6">
          <Link to={PATHS.home} className={buttonVariants({ variant: "ghost" })}>Keep the letter and return to Home</Link>
        </p>
      </div>
    );
  }
  const words = WORDS[state.result];
  const ok = state.result !== "invalid";
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
