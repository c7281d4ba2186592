import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { SANTA_FACTS, SANTA_FAVOURITES } from "~/content/track-santa";
import { TAKE_OFF_TIME_TEXT } from "~/features/tracker/journey";
import { TakeOffCountdown } from "~/features/tracker/take-off-countdown";
import { JourneyStatus, TrackerActions, TrackerCards, WORLD_MAP_SECTION_ID, YourHouse } from "~/features/tracker/tracker-dashboard";
import type { TrackerMode } from "~/features/tracker/tracker-view";
import { useTracker } from "~/features/tracker/use-tracker";
import { RouteList, WorldMap } from "~/features/tracker/world-map";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/track-santa";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ pathname: location.pathname, 
    title: "Track Santa on Christmas Eve: Live Santa Tracker",
    description:
      "Follow Santa's sleigh around the world on Christmas Eve: where he is, presents delivered, and when he reaches your town, on a world map of his route. Count down to take-off and set a reminder.",
    path: PATHS.trackSanta,
    keywords: ["Santa tracker", "track Santa", "where is Santa", "Christmas Eve", "Santa's sleigh map"],
  });

/** The page's words in each mode (preparing is also what the prerendered page shows). */
const HERO: Record<TrackerMode, { eyebrow: string; lead: string; countdownHeading: string; sectionTitle: string; sectionLead: string }> = {
  preparing: {
    eyebrow: "Christmas Eve only",
    lead: "On Christmas Eve, follow Santa stop by stop as midnight sweeps around the world, and see when he reaches your town. Until then, the elves are busy getting the sleigh ready.",
    countdownHeading: "Countdown to Take-off",
    sectionTitle: "Santa Is Preparing for Christmas Eve",
    sectionLead: `Santa takes off from the North Pole on 24 December at ${TAKE_OFF_TIME_TEXT}, when Christmas begins in Kiribati.`,
  },
  live: {
    eyebrow: "Live now",
    lead: "Santa is flying right now! Follow him stop by stop as midnight sweeps around the world.",
    countdownHeading: "Santa Is Flying",
    sectionTitle: "Santa Is On His Way!",
    sectionLead: "Updated every few seconds while Santa flies. Everyone, everywhere, sees him in the same place.",
  },
  landed: {
    eyebrow: "Merry Christmas!",
    lead: "Santa is home at the North Pole after his night around the world. Merry Christmas from everyone at the North Pole!",
    countdownHeading: "Santa Is Home",
    sectionTitle: "Santa Is Home. Merry Christmas!",
    sectionLead: "The night's totals: every stop visited, every present delivered.",
  },
};

export default function TrackSanta() {
  const { view, route, timeZone, chooseTown } = useTracker();
  const mode = view?.mode ?? null;
  const hero = HERO[mode ?? "preparing"];
  return (
    <>
      <PageHero tone="green" eyebrow={hero.eyebrow} title="Track Santa's Sleigh" lead={hero.lead}>
        <div className="mx-auto mt-10 max-w-2xl">
          <h2 className="mb-4 text-2xl font-bold">{hero.countdownHeading}</h2>
          <TakeOffCountdown mode={mode} />
        </div>
      </PageHero>

      <Section id="tracker" title={hero.sectionTitle} lead={hero.sectionLead}>
        <div className="grid gap-8">
          <TrackerCards view={view} timeZone={timeZone} />
          <YourHouse view={view} route={route} timeZone={timeZone} chooseTown={chooseTown} />
          <JourneyStatus view={view} route={route} />
          <TrackerActions view={view} timeZone={timeZone} />
        </div>
      </Section>

      <Section id={WORLD_MAP_SECTION_ID} title="Santa's Route Around the World" lead="Hundreds of stops on every inhabited time zone, each reached around its own midnight." className="bg-white focus:outline-none" tabIndex={-1}>
        <WorldMap view={view} route={route} />
        <h3 className="mb-4 mt-10 text-2xl font-bold">The Stops{timeZone ? ", in your time" : ""}</h3>
        <RouteList route={route} year={view?.year ?? 0} reached={view?.reached ?? 0} live={mode === "live"} homeId={view?.home.stop.id ?? null} timeZone={timeZone} />
      </Section>

      <Section id="santa-facts" title="Santa Facts">
        <ul className="grid gap-6 md:grid-cols-3">
          {SANTA_FACTS.map((fact) => (
            <li key={fact.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold text-christmas-red">{fact.title}</h3>
              <p className="mt-2 text-ink-muted">{fact.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="santa-favourites" title="Santa's Favourites" className="bg-white">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SANTA_FAVOURITES.map((fav) => (
            <div key={fav.title} className="rounded-2xl bg-gold-light p-5 ring-1 ring-gold">
              <dt className="font-display text-lg font-bold text-gold-dark">{fav.title}</dt>
              <dd className="mt-1 text-ink">{fav.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBanner
        tone="red"
        title="Has Santa Got Your Letter?"
        text="Write to Santa before Christmas Eve, and check that your name is on the Nice List."
        actions={[
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
          { label: "Check the Nice List", to: PATHS.niceList, variant: "gold" },
        ]}
      />
    </>
  );
}
