import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import type { VillageColor } from "~/content/village";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/north-pole-village";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`North Pole Village Tour: Santa's Workshop and More`),
    description: i18n._(
      msg`Tour the North Pole village: Santa's Workshop, the reindeer stables, Mrs. Claus's bakery, the letter sorting office, the elf cottages and the Candy Cane Forest.`,
    ),
    path: PATHS.northPoleVillage,
    keywords: [
      i18n._(msg`North Pole village`),
      i18n._(msg`Santa's workshop`),
      i18n._(msg`elves`),
      i18n._(msg`Mrs. Claus bakery`),
      i18n._(msg`Christmas for kids`),
    ],
  });
};

/** The village's places, numbers and day in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/village")>(requestLocale(request), "village");
  return { locations: content.VILLAGE_LOCATIONS, facts: content.VILLAGE_FACTS, schedule: content.VILLAGE_SCHEDULE };
}

/** Badge colours per location colour (text colours meet AA on their light backgrounds). */
const COLORS: Record<VillageColor, string> = {
  red: "bg-christmas-red-light text-christmas-red-dark",
  green: "bg-pine-light text-pine-dark",
  gold: "bg-gold-light text-gold-dark",
  blue: "bg-sky-100 text-sky-900",
  purple: "bg-violet-100 text-violet-900",
  pink: "bg-pink-100 text-pink-900",
};

export default function NorthPoleVillage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={<Trans>Welcome, visitor!</Trans>}
        title={<Trans>Tour the North Pole Village</Trans>}
        lead={
          <Trans>
            Pull on your warmest mittens: we are off to see where Santa, Mrs. Claus, the elves and the reindeer live and work all year
            round.
          </Trans>
        }
      />

      <Section id="locations" title={t`Places to Visit`} lead={<Trans>Six favorite spots in the snowiest village on Earth.</Trans>}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.locations.map((place) => (
            <li key={place.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <span className={`inline-flex size-14 items-center justify-center rounded-2xl ${COLORS[place.color]}`}>
                <Icon name={place.icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-bold">{place.name}</h3>
              <p className="mt-2 text-ink-muted">{place.description}</p>
              <h4 className="mt-4 text-sm font-bold uppercase tracking-wide text-pine">
                <Trans>Special features</Trans>
              </h4>
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
          <Trans>The Village by the Numbers</Trans>
        </h2>
        <dl className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-8 text-center md:grid-cols-4">
          {loaderData.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse items-center">
              <dt className="mt-1 text-white">{fact.label}</dt>
              <dd className="font-display text-4xl font-bold text-gold">{fact.value}</dd>
              <Icon name={fact.icon} className="mb-2 size-8 text-gold-light" />
            </div>
          ))}
        </dl>
      </section>

      <Section id="schedule" title={t`A Day in the North Pole`} lead={<Trans>Every day in the village follows the same cheerful rhythm.</Trans>}>
        <ol className="mx-auto grid max-w-3xl gap-4">
          {loaderData.schedule.map((entry) => (
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
        title={<Trans>Now Meet the Team Who Fly the Sleigh</Trans>}
        text={<Trans>The reindeer are waiting in their stables. Come and find out who is the fastest, the bravest and the funniest.</Trans>}
        actions={[
          { label: t`Meet the Reindeer`, to: PATHS.reindeerProfiles, variant: "light" },
          { label: t`Read Christmas Stories`, to: PATHS.stories, variant: "gold" },
        ]}
      />
    </>
  );
}
