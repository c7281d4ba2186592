import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { CardTemplates, CardTutorials } from "~/features/activities/card-crafts";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/christmas-cards";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Printable Christmas Card Templates and Card Crafts for Kids`),
    description: i18n._(
      msg`Two free printable Christmas card templates to color and fold, plus four easy card-making tutorials with materials and step-by-step instructions.`,
    ),
    path: PATHS.cards,
    keywords: [
      i18n._(msg`printable Christmas cards`),
      i18n._(msg`Christmas card template`),
      i18n._(msg`handmade Christmas cards`),
      i18n._(msg`card crafts for kids`),
      i18n._(msg`pop-up card`),
    ],
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
  });
};

/** The card templates, how to use them and the tutorials, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { CARD_TEMPLATES, CARD_TEMPLATE_STEPS, CARD_TUTORIALS } = localisedContent<typeof import("~/content/card-crafts")>(locale, "card-crafts");
  return { templates: CARD_TEMPLATES, steps: CARD_TEMPLATE_STEPS, tutorials: CARD_TUTORIALS };
}

export default function ChristmasCards({ loaderData }: Route.ComponentProps) {
  const { templates, steps, tutorials } = loaderData;
  const { t } = useLingui();
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={<Trans>Handmade with love</Trans>}
        title={<Trans>Christmas Card Crafts</Trans>}
        lead={<Trans>Print a template, fold it, color it in and write something kind inside. Homemade cards are the ones people keep.</Trans>}
      />
      <Section id="templates" title={t`Printable Card Templates`} lead={<Trans>Each template is a one-page PDF for A4 or US Letter paper, printed in landscape.</Trans>}>
        <CardTemplates templates={templates} />
      </Section>
      <Section id="how-to" title={t`How to Make Your Card`} className="bg-white">
        <ol className="mx-auto max-w-3xl space-y-4">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-4 rounded-2xl bg-snow p-4 ring-1 ring-slate-200">
              <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-christmas-red font-bold text-white">
                {i + 1}
              </span>
              <span className="pt-1.5">{step}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        id="tutorials"
        title={t`Card-Making Tutorials`}
        lead={<Trans>Four ideas to make your card extra special, from handprint reindeer to a pop-up tree.</Trans>}
      >
        <CardTutorials tutorials={tutorials} templates={templates} />
      </Section>
      <CtaBanner
        title={<Trans>Looking for More Crafts?</Trans>}
        text={<Trans>Upload a photo of your finished card to your family gallery, sing some carols, and find more activities.</Trans>}
        actions={[
          { label: t`More Activities`, to: PATHS.activities, variant: "light" },
          { label: t`Coloring Pages`, to: PATHS.coloringPages, variant: "gold" },
        ]}
      />
    </>
  );
}
