import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { SANTA_FACTS, SANTA_FAVOURITES } from "~/content/track-santa";
import { ChristmasEveCountdown } from "~/features/tracker/christmas-eve-countdown";
import { JourneyStatus, TrackerActions, TrackerCards, WORLD_MAP_SECTION_ID } from "~/features/tracker/tracker-dashboard";
import { useTrackerState } from "~/features/tracker/use-tracker";
import { RouteList, WorldMap } from "~/features/tracker/world-map";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/track-santa";

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Track Santa on Christmas Eve: Live Santa Tracker",
    description:
      "Follow Santa's sleigh around the world on Christmas Eve: his current city, gifts delivered, local time and a world map of his route. Count down to Christmas Eve and set a reminder.",
    path: PATHS.trackSanta,
    keywords: ["Santa tracker", "track Santa", "where is Santa", "Christmas Eve", "Santa's sleigh map"],
  });

export default function TrackSanta() {
  const state = useTrackerState();
  const live = state?.mode === "live";
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={live ? "Live now" : "Christmas Eve only"}
        title="Track Santa's Sleigh"
        lead={
          live
            ? "Santa is flying right now! Follow him city by city as midnight sweeps around the world."
            : "On Christmas Eve, follow Santa city by city as midnight sweeps around the world. Until then, the elves are busy getting the sleigh ready."
        }
      >
        <div className="mx-auto mt-10 max-w-2xl">
          <h2 className="mb-4 text-2xl font-bold">Countdown to Christmas Eve</h2>
          <ChristmasEveCountdown live={live} />
        </div>
      </PageHero>

      <Section id="tracker" title={live ? "Santa Is On His Way!" : "Santa Is Preparing for Christmas Eve"} lead={live ? "Updated every few seconds while Santa flies." : "Live tracking starts at midnight on 24 December, your time."}>
        <div className="grid gap-8">
          <TrackerCards state={state} />
          <JourneyStatus state={state} />
          <TrackerActions state={state} />
        </div>
      </Section>

      <Section id={WORLD_MAP_SECTION_ID} title="Santa's Route Around the World" lead="Fourteen stops, visited in the order midnight reaches them." className="bg-white focus:outline-none" tabIndex={-1}>
        <WorldMap state={state} />
        <h3 className="mb-4 mt-10 text-2xl font-bold">The Stops</h3>
        <RouteList state={state} />
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
