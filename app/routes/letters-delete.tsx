import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { CheckCircle2, CircleAlert, Trash2 } from "~/components/ui/icons";
import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { Button, buttonVariants } from "~/components/ui/button";
import { LOCALE_TAGS, type Locale } from "~/i18n/locale";
import { metaI18n, usePageLocale } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { noIndexMeta } from "~/lib/seo";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/letters-delete";

/** Each state's heading: the page's title too. */
const TITLES = {
  confirm: msg`Delete this letter?`,
  deleted: msg`Your letter has been deleted`,
  gone: msg`This letter is already gone`,
  invalid: msg`This deletion link is not valid`,
} as const;

/**
 * "3 December 2026", in one fixed zone (UTC) so the server's HTML and the browser's hydration agree; English keeps
 * the day-first date it has always shown, other languages their own order and month names.
 */
function longDate(date: Date, locale: Locale): string {
  const tag = locale === "en" ? "en-GB" : LOCALE_TAGS[locale];
  return new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

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

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const i18n = metaI18n(matches);
  return noIndexMeta(
    i18n._(d ? TITLES[d.result] : msg`Delete a letter`),
    i18n._(msg`Deletes a letter to Santa and everything kept about it, from the link in Santa's reply.`),
  );
};

export default function DeleteLetter({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  const state = actionData ?? loaderData;
  if (state.result === "confirm") {
    const name = state.childName;
    const date = longDate(new Date(state.createdAt), locale);
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <Trash2 aria-hidden="true" className="mx-auto size-16 text-christmas-red" />
        <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{i18n._(TITLES.confirm)}</h1>
        <p className="mt-4 text-lg text-ink-muted">
          <Trans>
            This deletes {name}&apos;s letter to Santa, written on {date}, and everything we kept about it: the wishes, the message and the
            parent email address. It cannot be undone.
          </Trans>
        </p>
        {/* A plain form: it posts to this same address (with its token), with or without JavaScript. */}
        <form method="post" className="mt-8">
          <Button type="submit" size="lg">
            <Trans>Delete this letter now</Trans>
          </Button>
        </form>
        <p className="mt-6">
          <Link to={PATHS.home} className={buttonVariants({ variant: "ghost" })}>
            <Trans>Keep the letter and return to Home</Trans>
          </Link>
        </p>
      </div>
    );
  }
  const ok = state.result !== "invalid";
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      {ok ? <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-pine" /> : <CircleAlert aria-hidden="true" className="mx-auto size-16 text-christmas-red" />}
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{i18n._(TITLES[state.result])}</h1>
      <p className="mt-4 text-lg text-ink-muted">
        {state.result === "deleted" ? (
          <Trans>The letter and everything we kept about it are gone from the North Pole for good. Nothing more will be sent.</Trans>
        ) : state.result === "gone" ? (
          <Trans>There is nothing left to delete: the letter was deleted earlier, or its retention period has ended.</Trans>
        ) : (
          <Trans>Please use the link exactly as it appears in Santa&apos;s reply. If you copied it by hand, part of it may be missing.</Trans>
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={PATHS.home} className={buttonVariants({ variant: "outline" })}>
          <Trans>Return to Home</Trans>
        </Link>
        <Link to={PATHS.privacy} className={buttonVariants({ variant: "ghost" })}>
          <Trans>How we handle letters</Trans>
        </Link>
      </div>
    </div>
  );
}
