import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Lightbulb, Palette } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { ActivityGrid } from "~/features/activities/activity-grid";
import { CardGallery } from "~/features/activities/card-gallery";
import { CardTutorials } from "~/features/activities/card-crafts";
import { ColoringGrid } from "~/features/activities/coloring-pages-grid";
import { coloringCards } from "~/features/activities/page-data";
import { SongCard } from "~/features/activities/song-card";
import { StartFunButton } from "~/features/activities/start-fun-button";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/activities";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Christmas Activities for Kids: Songs, Coloring, Cards and Crafts`),
    description: i18n._(
      msg`A free Christmas activities hub for families: sing carols, download coloring pages, make handmade cards and try baking, craft, music and writing activities together.`,
    ),
    path: PATHS.activities,
    keywords: [
      i18n._(msg`Christmas activities for kids`),
      i18n._(msg`Christmas crafts`),
      i18n._(msg`Christmas songs`),
      i18n._(msg`coloring pages`),
      i18n._(msg`card making`),
      i18n._(msg`family activities`),
    ],
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
  });
};

const CONTENT_ID = "activities-content";

/** Everything the hub shows, in the page's language: stats, carols, coloring pages, card crafts and activities. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const activities = localisedContent<typeof import("~/content/activities")>(locale, "activities");
  const { FEATURED_SONGS } = localisedContent<typeof import("~/content/songs")>(locale, "songs");
  const { FEATURED_COLORING_PAGES } = localisedContent<typeof import("~/content/coloring-pages")>(locale, "coloring-pages");
  const { CARD_TEMPLATES, CARD_TUTORIALS } = localisedContent<typeof import("~/content/card-crafts")>(locale, "card-crafts");
  return {
    stats: activities.ACTIVITY_STATS,
    songs: FEATURED_SONGS,
    coloringPages: coloringCards(FEATURED_COLORING_PAGES),
    characters: activities.COLORING_CHARACTERS,
    tips: activities.COLORING_TIPS,
    cardTemplates: CARD_TEMPLATES,
    cardTutorials: CARD_TUTORIALS,
    activities: activities.ACTIVITIES,
  };
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  const { stats, songs, coloringPages, characters, tips, cardTemplates, cardTutorials, activities } = loaderData;
  const { t } = useLingui();
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={<Trans>Free festive fun</Trans>}
        title={<Trans>Christmas Activities</Trans>}
        lead={<Trans>Sing, color, craft and create: everything a family needs for a merry December, all in one place.</Trans>}
      >
        <StartFunButton targetId={CONTENT_ID} />
      </PageHero>

      <section id={CONTENT_ID} tabIndex={-1} aria-labelledby="stats-heading" className="px-4 pt-12 focus:outline-none">
        <h2 id="stats-heading" className="sr-only">
          <Trans>Activities at a glance</Trans>
        </h2>
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <dt className="mt-1 font-semibold text-ink-muted">{s.label}</dt>
              <dd className="font-display text-4xl font-bold text-christmas-red">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="songs" title={t`Sing-Along Christmas Songs`} lead={<Trans>Six traditional carols to sing together, with listening links that open in a new tab.</Trans>}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t`Songs`}>
          {songs.map((song) => (
            <SongCard key={song.id} song={song} />
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link to={PATHS.songs} className={buttonVariants({ variant: "outline" })}>
            <Trans>See lyrics and fun facts</Trans>
          </Link>
        </p>
      </Section>

      <Section
        id="coloring"
        title={t`Coloring Pages`}
        lead={<Trans>Eight original drawings with thick, clean outlines. Download a page and print it on any home printer.</Trans>}
        className="bg-white"
      >
        <ColoringGrid pages={coloringPages} compact />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-3xl bg-christmas-red-light p-6">
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <Palette aria-hidden="true" className="size-6 text-christmas-red" /> <Trans>Meet the Characters</Trans>
            </h3>
            <ul className="mt-3 space-y-2">
              {characters.map(({ name, hint }) => (
                <li key={name}>
                  <strong>{t`${name}:`}</strong> {hint}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-gold-light p-6">
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <Lightbulb aria-hidden="true" className="size-6 text-gold-dark" /> <Trans>Coloring Tips</Trans>
            </h3>
            <ul className="mt-3 space-y-2">
              {tips.map(({ title, tip }) => (
                <li key={title}>
                  <strong>{t`${title}:`}</strong> {tip}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mt-8 text-center">
          <Link to={PATHS.coloringPages} className={buttonVariants({ variant: "outline" })}>
            <Trans>All coloring pages</Trans>
          </Link>
        </p>
      </Section>

      <Section id="card-crafts" title={t`Handmade Christmas Cards`} lead={<Trans>Four card tutorials with printable templates and easy, numbered steps.</Trans>}>
        <CardTutorials tutorials={cardTutorials} templates={cardTemplates} />
        <div className="mt-10">
          <CardGallery />
        </div>
      </Section>

      <Section
        id="more-activities"
        title={t`More Activities`}
        lead={<Trans>Baking, crafts, music and writing: filter by category and difficulty to find the right one for today.</Trans>}
        className="bg-white"
      >
        <ActivityGrid activities={activities} />
      </Section>

      <CtaBanner
        tone="red"
        title={<Trans>Ready to Write to Santa?</Trans>}
        text={<Trans>Tell Santa about the cards you made and the songs you sang, then settle in for a Christmas film.</Trans>}
        actions={[
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Send to Santa`, to: PATHS.writeToSanta, variant: "gold" },
          { label: t`Browse Movies`, to: PATHS.movies, variant: "light" },
          { label: t`Check the Nice List`, to: PATHS.niceList, variant: "gold" },
          { label: t`Track Santa`, to: PATHS.trackSanta, variant: "light" },
        ]}
      />
    </>
  );
}
