import { Cookie, Lightbulb, Sparkles } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { REINDEER } from "~/content/reindeer";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/reindeer-profiles";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Meet Santa's Reindeer: Profiles of All Nine",
    description:
      "Get to know Dasher, Dancer, Prancer, Vixen, Comet, Cupid, Donner, Blitzen and Rudolph: their personalities, special powers, favourite treats and fun facts.",
    path: PATHS.reindeerProfiles,
    keywords: ["Santa's reindeer", "reindeer names", "Rudolph", "reindeer facts for kids", "Dasher Dancer Prancer"],
  });

export default function ReindeerProfiles() {
  return (
    <>
      <PageHero
        tone="green"
        eyebrow="The Christmas Eve team"
        title="Meet Santa's Reindeer"
        lead="Nine reindeer pull Santa's sleigh around the world in a single night. Each one has a personality, a special power and a favourite treat of their own."
      />
      <Section id="reindeer" title="The Nine Reindeer" lead="Which reindeer is most like you?">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {REINDEER.map((reindeer) => (
            <li key={reindeer.id} id={reindeer.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-2xl font-bold text-christmas-red">{reindeer.name}</h3>
              <p className="mt-1 font-semibold text-pine">{reindeer.personality}</p>
              <p className="mt-3 flex-1 text-ink-muted">{reindeer.description}</p>
              <dl className="mt-5 grid gap-3 text-sm">
                <div className="rounded-2xl bg-gold-light p-3">
                  <dt className="flex items-center gap-1 font-bold text-gold-dark">
                    <Sparkles aria-hidden="true" className="size-4" /> Special power
                  </dt>
                  <dd className="mt-1">{reindeer.specialPower}</dd>
                </div>
                <div className="rounded-2xl bg-christmas-red-light p-3">
                  <dt className="flex items-center gap-1 font-bold text-christmas-red-dark">
                    <Cookie aria-hidden="true" className="size-4" /> Favourite treat
                  </dt>
                  <dd className="mt-1">{reindeer.favoriteTreat}</dd>
                </div>
                <div className="rounded-2xl bg-pine-light p-3">
                  <dt className="flex items-center gap-1 font-bold text-pine-dark">
                    <Lightbulb aria-hidden="true" className="size-4" /> Fun fact
                  </dt>
                  <dd className="mt-1">{reindeer.funFact}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        tone="red"
        title="Visit the Reindeer's Home"
        text="Take a tour of the North Pole village, from the reindeer stables to Santa's busy workshop."
        actions={[
          { label: "Tour the North Pole Village", to: PATHS.northPoleVillage, variant: "light" },
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "gold" },
        ]}
      />
    </>
  );
}
