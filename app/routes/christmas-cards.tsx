import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { CARD_TEMPLATE_STEPS } from "~/content/card-crafts";
import { CardTemplates, CardTutorials } from "~/features/activities/card-crafts";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-cards";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Printable Christmas Card Templates and Card Crafts for Kids",
    description:
      "Two free printable Christmas card templates to colour and fold, plus four easy card-making tutorials with materials and step-by-step instructions.",
    path: PATHS.cards,
    keywords: ["printable Christmas cards", "Christmas card template", "handmade Christmas cards", "card crafts for kids", "pop-up card"],
  });

export default function ChristmasCards() {
  return (
    <>
      <PageHero
        tone="green"
        eyebrow="Handmade with love"
        title="Christmas Card Crafts"
        lead="Print a template, fold it, colour it in and write something kind inside. Homemade cards are the ones people keep."
      />
      <Section id="templates" title="Printable Card Templates" lead="Each template is a one-page PDF for A4 or US Letter paper, printed in landscape.">
        <CardTemplates />
      </Section>
      <Section id="how-to" title="How to Make Your Card" className="bg-white">
        <ol className="mx-auto max-w-3xl space-y-4">
          {CARD_TEMPLATE_STEPS.map((step, i) => (
            <li key={step} className="flex gap-4 rounded-2xl bg-snow p-4 ring-1 ring-slate-200">
              <span aria-hidden="true" className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-christmas-red font-bold text-white">
                {i + 1}
              </span>
              <span className="pt-1.5">{step}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="tutorials" title="Card-Making Tutorials" lead="Four ideas to make your card extra special, from handprint reindeer to a pop-up tree.">
        <CardTutorials />
      </Section>
      <CtaBanner
        title="Looking for More Crafts?"
        text="Upload a photo of your finished card to your family gallery, sing some carols, and find more activities."
        actions={[
          { label: "More Activities", to: PATHS.activities, variant: "light" },
          { label: "Coloring Pages", to: PATHS.coloringPages, variant: "gold" },
        ]}
      />
    </>
  );
}
