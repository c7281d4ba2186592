import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { PageHero } from "~/components/layout/page-hero";
import { StepList } from "~/components/layout/feature-grid";
import { ContactText } from "~/components/ui/contact-text";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { helplinesFor } from "~/content/helplines";
import { localisedContent } from "~/content/localised.server";
import { HelplinesPanel } from "~/features/letter/helplines-panel";
import { LetterForm } from "~/features/letter/letter-form";
import { retryAfterSeconds } from "~/features/letter/letter-outcome";
import { validateLetter } from "~/features/letter/letter-schema";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { MARKETING, SITE_NAME } from "~/lib/site";
import { handleLetterPost } from "~/server/letters/letter-endpoint.server";
import type { Route } from "./+types/write-to-santa";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Write a Letter to Santa`),
    description: i18n._(
      msg`Write a letter to Santa Claus online. Share your wish list and your news, and a grown-up receives Santa's personal reply by email, usually within minutes. Free and safe.`,
    ),
    path: PATHS.writeToSanta,
    keywords: i18n._(msg`write to Santa, letter to Santa online, Santa email reply, Dear Santa, Christmas wish list`).split(/,\s*/),
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
  });
};

/** The page's words in its language: the steps, the promises, the fields' help and the helplines. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const page = localisedContent<typeof import("~/content/letter-page")>(locale, "letter-page");
  const lines = localisedContent<typeof import("~/content/helplines")>(locale, "helplines");
  const { PICTURE_WISHES } = localisedContent<typeof import("~/content/picture-wishes")>(locale, "picture-wishes");
  return {
    pictures: PICTURE_WISHES,
    howItWorks: page.LETTER_HOW_IT_WORKS,
    trust: page.LETTER_TRUST,
    fieldHelp: page.LETTER_FIELD_HELP,
    helplines: {
      heading: lines.HELPLINES_HEADING,
      intro: lines.HELPLINES_INTRO,
      // The language's own countries first (Germany on the German page, Brazil on the Portuguese one).
      helplines: helplinesFor(locale, lines.HELPLINES),
      more: lines.HELPLINES_MORE,
      emergency: lines.HELPLINES_EMERGENCY,
    },
  };
}

/**
 * A plain HTML post (JavaScript off): the same letter flow, answered with the thank-you screen or the error. The
 * server's reasons are English, so the answer also carries what the page needs to word them in its language: the
 * rule a refused letter broke (the same schema, run on what was typed) and how long a rate limit lasts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleLetterPost(request, context?.clientIp);
  const validation = "kind" in result.body && result.body.kind === "validation" && result.values ? validateLetter(result.values) : null;
  const seconds = retryAfterSeconds(result.headers["Retry-After"]);
  return data(
    {
      body: result.body,
      values: result.values,
      childName: result.childName,
      ...(validation && !validation.ok ? { issue: validation.issue } : {}),
      ...(seconds !== undefined ? { retryAfterSeconds: seconds } : {}),
    },
    { status: result.status, headers: result.headers },
  );
}

/**
 * A refused plain HTML post keeps its headers: React Router passes only Set-Cookie from an action through to the
 * page unless the route says otherwise, and a 429 without Retry-After leaves a family guessing when to try again.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export default function WriteToSanta({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { howItWorks, trust, fieldHelp, helplines, pictures } = loaderData;
  const replyHours = MARKETING.replyHours;
  return (
    <>
      <PageHero
        art="envelopeReindeer"
        eyebrow={t`The North Pole mailroom is open`}
        title={t`Write a Letter to Santa`}
        lead={t`Tell Santa your wishes and your news. He reads every letter and replies to your grown-up by email within ${replyHours} hours.`}
      />
      <div className="mx-auto max-w-3xl px-4 pt-12">
        <LetterForm serverResult={actionData ?? undefined} help={fieldHelp} pictures={pictures} />
      </div>
      {/* Its own place after the form, the same for every family: under the form and under every thank-you screen. */}
      <div className="mx-auto max-w-3xl px-4 pb-12 pt-10">
        <HelplinesPanel content={helplines} />
      </div>
      <Section id="how-it-works" title={t`How It Works`} className="bg-white">
        <StepList steps={howItWorks} />
      </Section>
      <Section id="trust" title={trust.heading} lazy={false}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {trust.points.map((point) => (
            <li key={point.title} className="rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <Icon name={point.icon} className="mx-auto size-10 text-pine" />
              <h3 className="mt-3 text-lg font-bold">{point.title}</h3>
              <p className="mt-2 text-ink-muted">{point.text}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-3xl rounded-2xl bg-gold-light p-6 text-center text-lg font-semibold">
          <ContactText text={trust.guarantee} subject={trust.guaranteeSubject} />
        </p>
        <p className="mx-auto mt-4 max-w-3xl text-center text-ink-muted">{trust.stored}</p>
      </Section>
    </>
  );
}
