import { Link } from "~/components/ui/link";
import type { Route } from "./+types/advent";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { ADVENT_DOORS, ADVENT_DOOR_COUNT } from "~/content/advent";
import { ADVENT_CRAFTS, ADVENT_GAME_CHALLENGE, ADVENT_GOOD_DEED, ADVENT_RECIPE, ADVENT_STORIES } from "~/content/advent-treats";
import { ADVENT_PUZZLES } from "~/content/advent-puzzles";
import { COLORING_PAGES } from "~/content/all-coloring-pages";
import { LINE_ART_HEIGHT, LINE_ART_WIDTH } from "~/content/coloring-pages";
import { SONGS } from "~/content/all-songs";
import { generatedPuzzle } from "~/features/activities/advent-puzzle-data";
import { coloringFileName, coloringPreviewUrl, puzzleFileName, puzzlePreviewUrl } from "~/features/activities/downloads";
import { puzzlePreviewSize } from "~/features/activities/puzzle-drawing";
import { AdventCalendar } from "~/features/advent/advent-calendar";
import { resolveDoors } from "~/features/advent/advent-doors";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Free Christmas Advent Calendar for Kids: a Treat Behind Every Door",
    description:
      "Open a door each day from 1 to 24 December: carols, coloring pages, stories, crafts, a recipe, printable puzzles, a game challenge and a good deed. Free, with nothing to sign up for.",
    path: PATHS.advent,
    keywords: ["advent calendar for kids", "free online advent calendar", "Christmas countdown", "advent activities", "December activities for families"],
  });

/**
 * Every door's treats, resolved at build time: they travel in the prerendered page's data, so opening a door
 * never waits for the network and the treats' words are not code in the page's script (ADR 015).
 */
export function loader() {
  const doors = resolveDoors(ADVENT_DOORS, {
    coloringPages: COLORING_PAGES,
    songs: SONGS,
    stories: ADVENT_STORIES,
    crafts: ADVENT_CRAFTS,
    recipes: [ADVENT_RECIPE],
    puzzles: ADVENT_PUZZLES,
    games: [ADVENT_GAME_CHALLENGE],
    deeds: [ADVENT_GOOD_DEED],
    coloringFiles: (id) => ({
      pdfFile: coloringFileName(id),
      previewUrl: coloringPreviewUrl(id),
      previewWidth: LINE_ART_WIDTH,
      previewHeight: LINE_ART_HEIGHT,
    }),
    puzzleFiles: (id) => {
      const { width, height } = puzzlePreviewSize(generatedPuzzle(id));
      return { pdfFile: puzzleFileName(id), previewUrl: puzzlePreviewUrl(id), previewWidth: width, previewHeight: height };
    },
    goodDeedsTrackerPath: PATHS.goodDeedsTracker,
  });
  return { doors };
}

export default function Advent({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        tone="green"
        eyebrow="One door a day in December"
        title="Advent Calendar"
        lead={`${ADVENT_DOOR_COUNT} doors, each with a treat: a carol, a picture to colour, a story, a craft, a puzzle or a kind thing to do. Door 1 opens on 1 December; a new one opens every morning until Christmas Eve.`}
      />
      <Section id="calendar" lazy={false} title="Open Today's Door" lead="Doors open by the date on this device. The doors you open are remembered in this browser only.">
        <AdventCalendar doors={loaderData.doors} />
      </Section>
      <Section id="for-grown-ups" title="For Grown-Ups" className="bg-white">
        <ul className="mx-auto grid max-w-4xl gap-4 text-lg md:grid-cols-3">
          <li className="rounded-3xl bg-snow p-6 ring-1 ring-slate-200">
            Nothing to sign up for and nothing sent anywhere: which doors you opened is kept on this device.
          </li>
          <li className="rounded-3xl bg-snow p-6 ring-1 ring-slate-200">
            Printables (coloring pages and puzzles) are one-page PDFs for A4 or US Letter paper.
          </li>
          <li className="rounded-3xl bg-snow p-6 ring-1 ring-slate-200">
            Crafts and the recipe say where a grown-up should help. Missed a day? Earlier doors stay open.
          </li>
        </ul>
        <p className="mt-8 text-center text-lg">
          Looking for more?{" "}
          <Link to={PATHS.activities} className="font-bold text-christmas-red underline underline-offset-4 hover:text-christmas-red-dark">
            See every Christmas activity
          </Link>
          .
        </p>
      </Section>
      <CtaBanner
        title="Counting Down to Christmas"
        text="While you wait for tomorrow's door, write your letter to Santa or check the Nice List."
        actions={[
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
          { label: "Nice List", to: PATHS.niceList, variant: "gold" },
          { label: "Christmas Songs", to: PATHS.songs, variant: "light" },
        ]}
      />
    </>
  );
}
