import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/advent";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { ADVENT_DOORS, ADVENT_DOOR_COUNT } from "~/content/advent";
import { LINE_ART_HEIGHT, LINE_ART_WIDTH } from "~/content/coloring-pages";
import { localisedContent } from "~/content/localised.server";
import { generatedPuzzle } from "~/features/activities/advent-puzzle-data";
import { coloringFileName, coloringPreviewUrl, puzzleFileName, puzzlePreviewUrl } from "~/features/activities/downloads";
import { puzzlePreviewSize } from "~/features/activities/puzzle-drawing";
import { AdventCalendar } from "~/features/advent/advent-calendar";
import { resolveDoors } from "~/features/advent/advent-doors";
import { DEFAULT_LOCALE, requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Free Christmas Advent Calendar for Kids: a Treat Behind Every Door`),
    description: i18n._(
      msg`Open a door each day from 1 to 24 December: carols, coloring pages, stories, crafts, a recipe, printable puzzles, a game challenge and a good deed. Free, with nothing to sign up for.`,
    ),
    path: PATHS.advent,
    keywords: [
      i18n._(msg`advent calendar for kids`),
      i18n._(msg`free online advent calendar`),
      i18n._(msg`Christmas countdown`),
      i18n._(msg`advent activities`),
      i18n._(msg`December activities for families`),
    ],
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
  });
};

/**
 * Every door's treats in the page's language, resolved at build time: they travel in the prerendered page's data,
 * so opening a door never waits for the network and the treats' words are not code in the page's script (ADR 015).
 * A puzzle's preview is its language's grid (scripts/generate-advent-puzzles.ts makes one per language).
 * Called without a request (by content tests), it gives the English doors.
 */
export function loader(args?: Route.LoaderArgs) {
  const locale = args ? requestLocale(args.request) : DEFAULT_LOCALE;
  const { FEATURED_COLORING_PAGES } = localisedContent<typeof import("~/content/coloring-pages")>(locale, "coloring-pages");
  const { ADVENT_COLORING_PAGES } = localisedContent<typeof import("~/content/advent-coloring-pages")>(locale, "advent-coloring-pages");
  const { FEATURED_SONGS } = localisedContent<typeof import("~/content/songs")>(locale, "songs");
  const { ADVENT_SONGS } = localisedContent<typeof import("~/content/advent-songs")>(locale, "advent-songs");
  const treats = localisedContent<typeof import("~/content/advent-treats")>(locale, "advent-treats");
  const { ADVENT_PUZZLES } = localisedContent<typeof import("~/content/advent-puzzles")>(locale, "advent-puzzles");
  const doors = resolveDoors(ADVENT_DOORS, {
    coloringPages: [...FEATURED_COLORING_PAGES, ...ADVENT_COLORING_PAGES],
    songs: [...FEATURED_SONGS, ...ADVENT_SONGS],
    stories: treats.ADVENT_STORIES,
    crafts: treats.ADVENT_CRAFTS,
    recipes: [treats.ADVENT_RECIPE],
    puzzles: ADVENT_PUZZLES,
    games: [treats.ADVENT_GAME_CHALLENGE],
    deeds: [treats.ADVENT_GOOD_DEED],
    // File names only: the treat's download link points to the page's language's copy (DownloadLink).
    coloringFiles: (id) => ({
      pdfFile: coloringFileName(id),
      previewUrl: coloringPreviewUrl(id),
      previewWidth: LINE_ART_WIDTH,
      previewHeight: LINE_ART_HEIGHT,
    }),
    puzzleFiles: (id) => {
      const { width, height } = puzzlePreviewSize(generatedPuzzle(id, locale));
      return { pdfFile: puzzleFileName(id), previewUrl: puzzlePreviewUrl(id, locale), previewWidth: width, previewHeight: height };
    },
    goodDeedsTrackerPath: PATHS.goodDeedsTracker,
  });
  return { doors };
}

export default function Advent({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={<Trans>One door a day in December</Trans>}
        title={<Trans>Advent Calendar</Trans>}
        lead={
          <Trans>
            {ADVENT_DOOR_COUNT} doors, each with a treat: a carol, a picture to color, a story, a craft, a puzzle or a kind thing to do. Door 1 opens on 1
            December; a new one opens every morning until Christmas Eve.
          </Trans>
        }
      />
      <Section
        id="calendar"
        lazy={false}
        title={t`Open Today's Door`}
        lead={<Trans>Doors open by the date on this device. The doors you open are remembered in this browser only.</Trans>}
      >
        <AdventCalendar doors={loaderData.doors} />
      </Section>
      <Section id="for-grown-ups" title={t`For Grown-Ups`} className="bg-white">
        <ul className="mx-auto grid max-w-4xl gap-4 text-lg md:grid-cols-3">
          <li className="rounded-3xl bg-snow p-6 ring-1 ring-slate-200">
            <Trans>Nothing to sign up for and nothing sent anywhere: which doors you opened is kept on this device.</Trans>
          </li>
          <li className="rounded-3xl bg-snow p-6 ring-1 ring-slate-200">
            <Trans>Printables (coloring pages and puzzles) are one-page PDFs for A4 or US Letter paper.</Trans>
          </li>
          <li className="rounded-3xl bg-snow p-6 ring-1 ring-slate-200">
            <Trans>Crafts and the recipe say where a grown-up should help. Missed a day? Earlier doors stay open.</Trans>
          </li>
        </ul>
        <p className="mt-8 text-center text-lg">
          <Trans>
            Looking for more?{" "}
            <Link to={PATHS.activities} className="font-bold text-christmas-red underline underline-offset-4 hover:text-christmas-red-dark">
              See every Christmas activity
            </Link>
            .
          </Trans>
        </p>
      </Section>
      <CtaBanner
        title={<Trans>Counting Down to Christmas</Trans>}
        text={<Trans>While you wait for tomorrow's door, write your letter to Santa or check the Nice List.</Trans>}
        actions={[
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Nice List`, to: PATHS.niceList, variant: "gold" },
          { label: t`Christmas Songs`, to: PATHS.songs, variant: "light" },
        ]}
      />
    </>
  );
}
