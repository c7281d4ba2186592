import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { StepList } from "~/components/layout/feature-grid";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { NICE_LIST_FORM_ID, NiceListChecker } from "~/features/nice-list/nice-list-checker";
import { NiceListHeroStats } from "~/features/nice-list/nice-list-hero-stats";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { track } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/nice-list";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Nice List Checker: Is Your Name on Santa's List?`),
    description: i18n._(
      msg`Check any first name against Santa's Nice List, see the Nice Score and star rating, and print an official Nice List certificate signed by Santa. Free, private and fun for the whole family.`,
    ),
    path: PATHS.niceList,
    keywords: [
      i18n._(msg({ message: "Nice List", context: "search keyword" })),
      i18n._(msg`Santa's Nice List checker`),
      i18n._(msg`Nice List certificate`),
      i18n._(msg`printable certificate`),
      i18n._(msg`naughty or nice`),
    ],
  });
};

/** The page's content in its language (ADR 016): the steps, the hero's stats and the five result messages. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/nice-list")>(requestLocale(request), "nice-list");
  return { steps: content.NICE_LIST_STEPS, stats: content.NICE_LIST_STATS, messages: content.NICE_MESSAGES };
}

function scrollToForm() {
  track("scroll_to_nice_list_form");
  const form = document.getElementById(NICE_LIST_FORM_ID);
  form?.scrollIntoView({ behavior: "smooth", block: "center" });
  form?.querySelector("input")?.focus({ preventScroll: true });
}

export default function NiceList({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { steps, stats, messages } = loaderData;
  return (
    <>
      <PageHero
        art="santaWave"
        eyebrow={t`Checked twice by Santa's elves`}
        title={t`Santa's Nice List Checker`}
        lead={t`Have you been nice this year? Type your first name, let the elves check the great big book, and print your very own certificate.`}
      >
        {/* A link to the form, so it works before the script has loaded too; the script scrolls smoothly and focuses the name field. */}
        <a
          href={`#${NICE_LIST_FORM_ID}`}
          className={buttonVariants({ variant: "gold", size: "lg", className: "mt-8" })}
          onClick={(event) => {
            event.preventDefault();
            scrollToForm();
          }}
        >
          <Search aria-hidden="true" /> <Trans>Check Your Name</Trans>
        </a>
        <NiceListHeroStats stats={stats} />
      </PageHero>

      <Section id="how-it-works" title={t`How It Works`} lead={t`Three quick steps to your official place on the list.`}>
        <StepList steps={steps} />
      </Section>

      <section aria-label={t`Nice List checker`} className="bg-pine-light px-4 py-14 sm:py-16">
        <NiceListChecker messages={messages} />
      </section>

      <CtaBanner
        title={t`Tell Santa Yourself!`}
        text={t`You're on the list: now write Santa a letter with your wishes, and watch his sleigh on Christmas Eve.`}
        actions={[
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Track Santa`, to: PATHS.trackSanta, variant: "gold" },
        ]}
      />
    </>
  );
}
