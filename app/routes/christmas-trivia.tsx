import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { localisedContent } from "~/content/localised.server";
import { TriviaGame } from "~/features/games/trivia/trivia-game";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-trivia";

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const i18n = metaI18n(matches);
  const count = loaderData?.questions.length ?? 0;
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Christmas Trivia Quiz for Kids`),
    description: i18n._(
      msg`Test your Christmas knowledge with ${count} fun questions about Santa, his reindeer, the North Pole and Christmas traditions. Free and made for children.`,
    ),
    path: PATHS.trivia,
    keywords: [
      i18n._(msg`Christmas trivia`),
      i18n._(msg`Christmas quiz for kids`),
      i18n._(msg`Santa quiz`),
      i18n._(msg`reindeer quiz`),
      i18n._(msg`Christmas games`),
    ],
  });
};

/** The questions in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/trivia-questions")>(requestLocale(request), "trivia-questions");
  return { questions: content.TRIVIA_QUESTIONS };
}

export default function ChristmasTrivia({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const count = loaderData.questions.length;
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={<Trans>Christmas Games</Trans>}
        title={<Trans>Christmas Trivia</Trans>}
        lead={
          <Trans>
            {count} questions about Santa, his reindeer and the North Pole. Pick an answer, press Submit, and learn something new each
            time!
          </Trans>
        }
      />
      <section className="px-4 py-12">
        <TriviaGame questions={loaderData.questions} />
      </section>
      <CtaBanner
        title={<Trans>Ready for More Christmas Fun?</Trans>}
        text={<Trans>Find your elf name or start counting your good deeds.</Trans>}
        actions={[
          { label: t`All Christmas Games`, to: PATHS.games, variant: "light" },
          { label: t`Check the Nice List`, to: PATHS.niceList, variant: "gold" },
        ]}
      />
    </>
  );
}
