import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { localisedContent } from "~/content/localised.server";
import { GoodDeedsTracker } from "~/features/games/good-deeds/good-deeds-tracker";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/good-deeds-tracker";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Good Deeds Tracker: Collect Nice Points for Santa`),
    description: i18n._(
      msg`Write down every kind thing you do, earn nice points and watch your status grow from Just Starting to Super Nice. Saved only in your own browser.`,
    ),
    path: PATHS.goodDeedsTracker,
    keywords: [
      i18n._(msg`good deeds tracker`),
      i18n._(msg`kindness chart for kids`),
      i18n._(msg`nice points`),
      i18n._(msg({ message: "Nice List", context: "search keyword" })),
      i18n._(msg`Christmas games`),
    ],
  });
};

/** The quick-add good deeds in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/good-deeds")>(requestLocale(request), "good-deeds");
  return { suggestions: content.DEED_SUGGESTIONS };
}

export default function GoodDeedsTrackerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={<Trans>Christmas Games</Trans>}
        title={<Trans>Good Deeds Tracker</Trans>}
        lead={
          <Trans>
            Santa loves kindness! Add each good deed you do, collect nice points and see how your Nice List status grows. Your list stays
            in this browser only.
          </Trans>
        }
      />
      <section className="px-4 py-12">
        <GoodDeedsTracker suggestions={loaderData.suggestions} />
      </section>
      <CtaBanner
        tone="red"
        title={<Trans>Keep the Kindness Going</Trans>}
        text={<Trans>Play another game or write a letter to tell Santa about your good deeds.</Trans>}
        actions={[
          { label: t`All Christmas Games`, to: PATHS.games, variant: "light" },
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "gold" },
        ]}
      />
    </>
  );
}
