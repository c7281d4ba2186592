import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { AGE_GROUPS, BUDGET_TIERS } from "~/content/gift-ideas";
import { GiftIdeasBrowser } from "~/features/gift-ideas/gift-ideas-browser";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/gift-ideas";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Christmas Gift Ideas by Age: Toddlers to Teens",
    description:
      "Thoughtful Christmas gift ideas for toddlers, preschoolers, children aged 9-12 and teens, each with a price range and why it works, plus gift ideas for every budget.",
    path: PATHS.giftIdeas,
    keywords: ["Christmas gift ideas", "gifts for kids by age", "toddler gifts", "teen gifts", "gift budget"],
  });

export default function GiftIdeas() {
  return (
    <>
      <PageHero
        eyebrow="For parents"
        title="Christmas Gift Ideas by Age"
        lead="Gifts children will love and grown-ups can feel good about, sorted by age with a price range and a reason for each."
      />
      <Section id="gifts" title="Find the Perfect Gift" lead="Choose an age to narrow the list.">
        <GiftIdeasBrowser groups={AGE_GROUPS} />
      </Section>
      <Section id="budgets" title="Gifts for Every Budget" lead="A meaningful gift does not have to cost a lot." className="bg-white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BUDGET_TIERS.map((tier) => (
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
        title="More Help for a Happy Christmas"
        text="Plan the season step by step, print free templates, or browse everything for parents in one place."
        actions={[
          { label: "Christmas Planning Guide", to: PATHS.planning, variant: "light" },
          { label: "Printable Templates", to: PATHS.printableTemplates, variant: "gold" },
          { label: "Parent Resources", to: PATHS.parentResources, variant: "light" },
        ]}
      />
    </>
  );
}
