import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BookOpen, CalendarDays, ListMusic, MonitorPlay } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { SongCard } from "~/features/activities/song-card";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { EXTERNAL_LINK_PROPS, encyclopediaUrl, musicSearchUrl, videoSearchUrl } from "~/lib/external-search";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/christmas-songs";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Christmas Songs and Carols for Kids, with Lyrics and Fun Facts`),
    description: i18n._(
      msg`Six traditional Christmas carols to sing as a family, with lyric excerpts, where each song comes from, fun facts and links to listen or watch.`,
    ),
    path: PATHS.songs,
    keywords: [
      i18n._(msg`Christmas songs for kids`),
      i18n._(msg`Christmas carols`),
      i18n._(msg`carol lyrics`),
      i18n._(msg`Jingle Bells`),
      i18n._(msg`Silent Night`),
      i18n._(msg`sing-along`),
    ],
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
  });
};

/** The six featured carols and the playlist searches, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { FEATURED_SONGS, SONG_COLLECTION_LINKS } = localisedContent<typeof import("~/content/songs")>(locale, "songs");
  return { songs: FEATURED_SONGS, links: SONG_COLLECTION_LINKS };
}

const external = "inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-bold text-christmas-red shadow-sm ring-1 ring-slate-200 hover:bg-christmas-red-light";

export default function ChristmasSongs({ loaderData }: Route.ComponentProps) {
  const { songs, links } = loaderData;
  const { t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={<Trans>Sing along together</Trans>}
        title={<Trans>Christmas Songs</Trans>}
        lead={<Trans>Six much-loved traditional carols, old enough to belong to everyone, with the words to start you off and a story behind each one.</Trans>}
      />
      <Section id="songs" title={t`Our Favorite Carols`}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t`Songs`}>
          {songs.map((song) => (
            <SongCard key={song.id} song={song} full />
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={PATHS.advent} className={buttonVariants({ variant: "secondary" })}>
            <CalendarDays aria-hidden="true" /> <Trans>More songs in the advent calendar</Trans>
          </Link>
        </p>
      </Section>
      <Section
        id="more-music"
        title={t`Keep the Music Going`}
        lead={<Trans>These open on other websites in a new tab. Grown-ups, have a look first.</Trans>}
        className="bg-white"
      >
        <ul className="flex flex-wrap justify-center gap-4">
          <li>
            <a href={musicSearchUrl(links.playlistQuery)} {...EXTERNAL_LINK_PROPS} className={external}>
              <ListMusic aria-hidden="true" className="size-5" /> <Trans>Carol playlists<span className="sr-only"> (music search, opens in a new tab)</span></Trans>
            </a>
          </li>
          <li>
            <a href={videoSearchUrl(`${links.playlistQuery} ${t`playlist`}`)} {...EXTERNAL_LINK_PROPS} className={external}>
              <MonitorPlay aria-hidden="true" className="size-5" /> <Trans>Sing-along videos<span className="sr-only"> (video search, opens in a new tab)</span></Trans>
            </a>
          </li>
          <li>
            <a href={encyclopediaUrl(links.encyclopediaTitle)} {...EXTERNAL_LINK_PROPS} className={external}>
              <BookOpen aria-hidden="true" className="size-5" /> <Trans>The history of carols<span className="sr-only"> (encyclopedia, opens in a new tab)</span></Trans>
            </a>
          </li>
        </ul>
      </Section>
      <CtaBanner
        title={<Trans>More Christmas Fun</Trans>}
        text={<Trans>Color a page while you listen, find more activities, or sing Santa a song in your letter.</Trans>}
        actions={[
          { label: t`Coloring Pages`, to: PATHS.coloringPages, variant: "light" },
          { label: t`Fun Activities`, to: PATHS.activities, variant: "gold" },
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
        ]}
      />
    </>
  );
}
