import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { VILLAGE_FACTS, VILLAGE_LOCATIONS, VILLAGE_SCHEDULE, type VillageColor } from "~/content/village";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/north-pole-village";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "North Pole Village Tour: Santa's Workshop and More",
    description:
      "Tour the North Pole village: Santa's Workshop, the reindeer stables, Mrs. Claus's bakery, the letter sorting office, the elf cottages and the Candy Cane Forest.",
    path: PATHS.northPoleVillage,
    keywords: ["North Pole village", "Santa's workshop", "elves", "Mrs. Claus bakery", "Christmas for kids"],
  });

/** Badge colours per location colour (text colours meet AA on their light backgrounds). */
const COLORS: Record<VillageColor, string> = {
  red: "bg-christmas-red-light text-christmas-red-dark",
  green: "bg-pine-light text-pine-dark",
  gold: "bg-gold-light text-gold-dark",
  blue: "bg-sky-100 text-sky-900",
  purple: "bg-violet-100 text-violet-900",
  pink: "bg-pink-100 text-pink-900",
};

export default function NorthPoleVillage() {
  return (
    <>
      <PageHero
        eyebrow="Welcome, visitor!"
        title="Tour the North Pole Village"
        lead="Pull on your warmest mittens: we are off to see where Santa, Mrs. Claus, the elves and the reindeer live and work all year round."
      />

      <Section id="locations" title="Places to Visit" lead="Six favourite spots in the snowiest village on Earth.">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {VILLAGE_LOCATIONS.map((place) => (
            <li key={place.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <span className={`inline-flex size-14 items-center justify-center rounded-2xl ${COLORS[place.color]}`}>
                <Icon name={place.icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-bold">{place.name}</h3>
              <p className="mt-2 text-ink-muted">{place.description}</p>
              <h4 className="mt-4 text-sm font-bold uppercase tracking-wide text-pine">Special features</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {place.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="numbers-heading" className="bg-pine px-4 py-14 text-white">
        <h2 id="numbers-heading" className="text-center text-3xl font-bold sm:text-4xl">
          The Village by the Numbers
        </h2>
        <dl className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-8 text-center md:grid-cols-4">
          {VILLAGE_FACTS.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse items-center">
              <dt className="mt-1 text-white">{fact.label}</dt>
              <dd className="font-display text-4xl font-bold text-gold">{fact.value}</dd>
              <Icon name={fact.icon} className="mb-2 size-8 text-gold-light" />
            </div>
          ))}
        </dl>
      </section>

      <Section id="schedule" title="A Day in the North Pole" lead="Every day in the village follows the same cheerful rhythm.">
        <ol className="mx-auto grid max-w-3xl gap-4">
          {VILLAGE_SCHEDULE.map((entry) => (
            <li key={entry.time} className="flex gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex h-12 min-w-20 items-center justify-center rounded-xl bg-christmas-red px-3 font-display text-xl font-bold text-white">
                {entry.time}
              </span>
              <div>
                <h3 className="text-xl font-bold">{entry.activity}</h3>
                <p className="text-ink-muted">{entry.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBanner
        title="Now Meet the Team Who Fly the Sleigh"
        text="The reindeer are waiting in their stables. Come and find out who is the fastest, the bravest and the funniest."
        actions={[
          { label: "Meet the Reindeer", to: PATHS.reindeerProfiles, variant: "light" },
          { label: "Read Christmas Stories", to: PATHS.stories, variant: "gold" },
        ]}
      />
    </>
  );
}
