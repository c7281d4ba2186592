import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { MovieGuide } from "~/features/movies/movie-guide";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-movies";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Best Christmas Movies for Families: Our Family Movie Guide",
    description:
      "Eight favourite Christmas films for family movie night, from classics to animated adventures and comedies, with running times, our ratings and trailer links.",
    path: PATHS.movies,
    keywords: ["Christmas movies for kids", "family Christmas films", "Christmas movie night", "animated Christmas movies", "classic Christmas movies"],
  });

export default function ChristmasMovies() {
  return (
    <>
      <PageHero
        eyebrow="Popcorn at the ready"
        title="Christmas Movie Guide"
        lead="Eight family favourites for cosy nights in, described by us, with posters we designed ourselves. Pick a category to narrow the list."
      />
      <Section id="movies" title="Our Family Favourites">
        <MovieGuide />
        <p className="mt-8 text-center text-sm text-ink-muted">
          Trailer links open a video search on another website in a new tab. Grown-ups, please watch with younger children.
        </p>
      </Section>
      <CtaBanner
        tone="red"
        title="After the Credits Roll"
        text="Write to Santa about your favourite film, sing along to a carol, colour a page or play a game."
        actions={[
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
          { label: "Christmas Songs", to: PATHS.songs, variant: "gold" },
          { label: "Coloring Pages", to: PATHS.coloringPages, variant: "light" },
          { label: "Christmas Games", to: PATHS.games, variant: "gold" },
          { label: "Check the Nice List", to: PATHS.niceList, variant: "light" },
        ]}
      />
    </>
  );
}
