import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { GiftIdeasBrowser } from "~/features/gift-ideas/gift-ideas-browser";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/gift-ideas";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Christmas Gift Ideas by Age: Toddlers to Teens`),
    description: i18n._(
      msg`Thoughtful Christmas gift ideas for toddlers, preschoolers, children aged 9-12 and teens, each with a price range and why it works, plus gift ideas for every budget.`,
    ),
    path: PATHS.giftIdeas,
    keywords: [
      i18n._(msg`Christmas gift ideas`),
      i18n._(msg`gifts for kids by age`),
      i18n._(msg`toddler gifts`),
      i18n._(msg`teen gifts`),
      i18n._(msg`gift budget`),
    ],
  });
};

/** The age groups, their buttons and the budget tiers in the page's language (prices in its currency). */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/gift-ideas")>(requestLocale(request), "gift-ideas");
  return { groups: content.AGE_GROUPS, filters: content.AGE_FILTERS, budgets: content.BUDGET_TIERS };
}

export default function GiftIdeas({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={<Trans>For parents</Trans>}
        title={<Trans>Christmas Gift Ideas by Age</Trans>}
        lead={<Trans>Gifts children will love and grown-ups can feel good about, sorted by age with a price range and a reason for each.</Trans>}
      />
      <Section id="gifts" title={t`Find the Perfect Gift`} lead={<Trans>Choose an age to narrow the list.</Trans>}>
        <GiftIdeasBrowser groups={loaderData.groups} filters={loaderData.filters} />
      </Section>
      <Section id="budgets" title={t`Gifts for Every Budget`} lead={<Trans>A meaningful gift does not have to cost a lot.</Trans>} className="bg-white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.budgets.map((tier) => (
            <li key={tier.id} className="rounded-3xl bg-snow p-6 text-center ring-1 ring-slate-200">
              <h3 className="text-2xl font-bold text-christmas-red">{tier.label}</h3>
              <p className="mt-2 text-ink-muted">{tier.description}</p>
              <ul className="mt-4 space-y-1 font-semibold text-pine">
                {tier.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        title={<Trans>More Help for a Happy Christmas</Trans>}
        text={<Trans>Plan the season step by step, print free templates, or browse everything for parents in one place.</Trans>}
        actions={[
          { label: t`Christmas Planning Guide`, to: PATHS.planning, variant: "light" },
          { label: t`Printable Templates`, to: PATHS.printableTemplates, variant: "gold" },
          { label: t`Parent Resources`, to: PATHS.parentResources, variant: "light" },
        ]}
      />
    </>
  );
}
