import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { CITIES } from "~/features/tracker/cities";
import { countryNamer } from "~/features/tracker/country-names";
import { TakeOffCountdown } from "~/features/tracker/take-off-countdown";
import { JourneyStatus, TrackerActions, TrackerCards, WORLD_MAP_SECTION_ID, YourHouse } from "~/features/tracker/tracker-dashboard";
import { takeOffTimeText } from "~/features/tracker/tracker-state";
import type { TrackerMode } from "~/features/tracker/tracker-view";
import { useTracker } from "~/features/tracker/use-tracker";
import { CountryNote, RouteList, WorldMap } from "~/features/tracker/world-map";
import { LOCALE_TAGS, requestLocale } from "~/i18n/locale";
import { metaI18n, usePageLanguageTag } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/track-santa";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Track Santa on Christmas Eve: Live Santa Tracker`),
    description: i18n._(
      msg`Follow Santa's sleigh around the world on Christmas Eve: where he is, presents delivered, and when he reaches your town, on a world map of his route. Count down to take-off and set a reminder.`,
    ),
    path: PATHS.trackSanta,
    keywords: [
      i18n._(msg`Santa tracker`),
      i18n._(msg`track Santa`),
      i18n._(msg`where is Santa`),
      i18n._(msg`Christmas Eve`),
      i18n._(msg`Santa's sleigh map`),
    ],
  });
};

/** Santa's facts and favourites, and the featured cities' countries, in the page's language (ADR 016). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const content = localisedContent<typeof import("~/content/track-santa")>(locale, "track-santa");
  const countryName = countryNamer(LOCALE_TAGS[locale]);
  const featuredCountries = locale === "en" ? undefined : Object.fromEntries(CITIES.map((city) => [city.id, countryName(city.countryCode, city.country)]));
  return { facts: content.SANTA_FACTS, favourites: content.SANTA_FAVOURITES, featuredCountries };
}

/** The page's words in each mode (preparing is also what the prerendered page shows). */
function heroWords(i18n: I18n, mode: TrackerMode, languageTag: string) {
  switch (mode) {
    case "preparing": {
      const time = takeOffTimeText(languageTag);
      return {
        eyebrow: i18n._(msg`Christmas Eve only`),
        lead: i18n._(
          msg`On Christmas Eve, follow Santa stop by stop as midnight sweeps around the world, and see when he reaches your town. Until then, the elves are busy getting the sleigh ready.`,
        ),
        countdownHeading: i18n._(msg`Countdown to Take-off`),
        sectionTitle: i18n._(msg`Santa Is Preparing for Christmas Eve`),
        sectionLead: i18n._(msg`Santa takes off from the North Pole on 24 December at ${time}, when Christmas begins in Kiribati.`),
      };
    }
    case "live":
      return {
        eyebrow: i18n._(msg`Live now`),
        lead: i18n._(msg`Santa is flying right now! Follow him stop by stop as midnight sweeps around the world.`),
        countdownHeading: i18n._(msg`Santa Is Flying`),
        sectionTitle: i18n._(msg`Santa Is On His Way!`),
        sectionLead: i18n._(msg`Updated every few seconds while Santa flies. Everyone, everywhere, sees him in the same place.`),
      };
    case "landed":
      return {
        eyebrow: i18n._(msg`Merry Christmas!`),
        lead: i18n._(msg`Santa is home at the North Pole after his night around the world. Merry Christmas from everyone at the North Pole!`),
        countdownHeading: i18n._(msg`Santa Is Home`),
        sectionTitle: i18n._(msg`Santa Is Home. Merry Christmas!`),
        sectionLead: i18n._(msg`The night's totals: every stop visited, every present delivered.`),
      };
  }
}

export default function TrackSanta({ loaderData }: Route.ComponentProps) {
  const { facts, favourites, featuredCountries } = loaderData;
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const languageTag = usePageLanguageTag();
  const { view, route, timeZone, chooseTown } = useTracker();
  const mode = view?.mode ?? null;
  const hero = heroWords(i18n, mode ?? "preparing", languageTag);
  const mapFirst = mode === "live";
  const map = (
    <>
      <WorldMap view={view} route={route} />
      <CountryNote view={view} route={route} />
    </>
  );
  return (
    <>
      <PageHero art="sleigh" tone="green" eyebrow={hero.eyebrow} title={t`Track Santa's Sleigh`} lead={hero.lead}>
        {/* While Santa flies the map below is the show; the countdown box would only push it down. */}
        {mapFirst ? null : (
          <div className="mx-auto mt-10 max-w-2xl">
            <h2 className="mb-4 text-2xl font-bold">{hero.countdownHeading}</h2>
            <TakeOffCountdown mode={mode} />
          </div>
        )}
      </PageHero>

      {/* On Christmas Eve the map comes first: the night's show, above the figures. */}
      {mapFirst ? (
        <Section id={WORLD_MAP_SECTION_ID} title={t`Where Santa Is Now`} className="bg-white pt-8 focus:outline-none sm:pt-10" tabIndex={-1} lazy={false}>
          {map}
        </Section>
      ) : null}

      <Section id="tracker" title={hero.sectionTitle} lead={hero.sectionLead}>
        <div className="grid gap-8">
          <TrackerCards view={view} timeZone={timeZone} />
          <YourHouse view={view} route={route} timeZone={timeZone} chooseTown={chooseTown} />
          <JourneyStatus view={view} route={route} />
          <TrackerActions view={view} timeZone={timeZone} />
        </div>
      </Section>

      <Section
        id={mapFirst ? "route-stops" : WORLD_MAP_SECTION_ID}
        title={t`Santa's Route Around the World`}
        lead={t`Hundreds of stops on every inhabited time zone, each reached around its own midnight.`}
        className="bg-white focus:outline-none"
        tabIndex={-1}
      >
        {mapFirst ? null : map}
        <h3 className={mapFirst ? "mb-4 text-2xl font-bold" : "mb-4 mt-10 text-2xl font-bold"}>{timeZone ? <Trans>The Stops, in your time</Trans> : <Trans>The Stops</Trans>}</h3>
        <RouteList route={route} year={view?.year ?? 0} reached={view?.reached ?? 0} live={mode === "live"} homeId={view?.home.stop.id ?? null} timeZone={timeZone} featuredCountries={featuredCountries} />
      </Section>

      <Section id="santa-facts" title={t`Santa Facts`}>
        <ul className="grid gap-6 md:grid-cols-3">
          {facts.map((fact) => (
            <li key={fact.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold text-christmas-red">{fact.title}</h3>
              <p className="mt-2 text-ink-muted">{fact.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="santa-favourites" title={t`Santa's Favorites`} className="bg-white">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {favourites.map((fav) => (
            <div key={fav.title} className="rounded-2xl bg-gold-light p-5 ring-1 ring-gold">
              <dt className="font-display text-lg font-bold text-gold-dark">{fav.title}</dt>
              <dd className="mt-1 text-ink">{fav.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBanner
        tone="red"
        title={t`Has Santa Got Your Letter?`}
        text={t`Write to Santa before Christmas Eve, and check that your name is on the Nice List.`}
        actions={[
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Check the Nice List`, to: PATHS.niceList, variant: "gold" },
        ]}
      />
    </>
  );
}
