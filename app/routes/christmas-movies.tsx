import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { MovieGuide } from "~/features/movies/movie-guide";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-movies";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Best Christmas Movies for Families: Our Family Movie Guide`),
    description: i18n._(
      msg`Eight favorite Christmas films for family movie night, from classics to animated adventures and comedies, with running times, our ratings and trailer links.`,
    ),
    path: PATHS.movies,
    keywords: [
      i18n._(msg`Christmas movies for kids`),
      i18n._(msg`family Christmas films`),
      i18n._(msg`Christmas movie night`),
      i18n._(msg`animated Christmas movies`),
      i18n._(msg`classic Christmas movies`),
    ],
  });
};

/** The films and the category buttons in the page's language (titles as released there, where the content knows them). */
export function loader({ request }: Route.LoaderArgs) {
  const { MOVIES, MOVIE_FILTERS } = localisedContent<typeof import("~/content/movies")>(requestLocale(request), "movies");
  return { movies: MOVIES, filters: MOVIE_FILTERS };
}

export default function ChristmasMovies({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={<Trans>Popcorn at the ready</Trans>}
        title={<Trans>Christmas Movie Guide</Trans>}
        lead={
          <Trans>
            Eight family favorites for cozy nights in, described by us, with posters we designed ourselves. Pick a category to narrow
            the list.
          </Trans>
        }
      />
      <Section id="movies" title={t`Our Family Favorites`}>
        <MovieGuide movies={loaderData.movies} filters={loaderData.filters} />
        <p className="mt-8 text-center text-sm text-ink-muted">
          <Trans>Trailer links open a video search on another website in a new tab. Grown-ups, please watch with younger children.</Trans>
        </p>
      </Section>
      <CtaBanner
        tone="red"
        title={<Trans>After the Credits Roll</Trans>}
        text={<Trans>Write to Santa about your favorite film, sing along to a carol, color a page or play a game.</Trans>}
        actions={[
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Christmas Songs`, to: PATHS.songs, variant: "gold" },
          { label: t`Coloring Pages`, to: PATHS.coloringPages, variant: "light" },
          { label: t`Christmas Games`, to: PATHS.games, variant: "gold" },
          { label: t`Check the Nice List`, to: PATHS.niceList, variant: "light" },
        ]}
      />
    </>
  );
}
