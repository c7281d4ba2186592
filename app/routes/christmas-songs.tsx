import { BookOpen, CalendarDays, ListMusic, MonitorPlay } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { FEATURED_SONGS, SONG_COLLECTION_LINKS } from "~/content/songs";
import { SongCard } from "~/features/activities/song-card";
import { EXTERNAL_LINK_PROPS, encyclopediaUrl, musicSearchUrl, videoSearchUrl } from "~/lib/external-search";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-songs";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Christmas Songs and Carols for Kids, with Lyrics and Fun Facts",
    description:
      "Six traditional Christmas carols to sing as a family, with lyric excerpts, where each song comes from, fun facts and links to listen or watch.",
    path: PATHS.songs,
    keywords: ["Christmas songs for kids", "Christmas carols", "carol lyrics", "Jingle Bells", "Silent Night", "sing-along"],
  });

const external = "inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-bold text-christmas-red shadow-sm ring-1 ring-slate-200 hover:bg-christmas-red-light";

export default function ChristmasSongs() {
  return (
    <>
      <PageHero
        eyebrow="Sing along together"
        title="Christmas Songs"
        lead="Six much-loved traditional carols, old enough to belong to everyone, with the words to start you off and a story behind each one."
      />
      <Section id="songs" title="Our Favourite Carols">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Songs">
          {FEATURED_SONGS.map((song) => (
            <SongCard key={song.id} song={song} full />
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={PATHS.advent} className={buttonVariants({ variant: "secondary" })}>
            <CalendarDays aria-hidden="true" /> More songs in the advent calendar
          </Link>
        </p>
      </Section>
      <Section id="more-music" title="Keep the Music Going" lead="These open on other websites in a new tab. Grown-ups, have a look first." className="bg-white">
        <ul className="flex flex-wrap justify-center gap-4">
          <li>
            <a href={musicSearchUrl(SONG_COLLECTION_LINKS.playlistQuery)} {...EXTERNAL_LINK_PROPS} className={external}>
              <ListMusic aria-hidden="true" className="size-5" /> Carol playlists<span className="sr-only"> (music search, opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={videoSearchUrl(`${SONG_COLLECTION_LINKS.playlistQuery} playlist`)} {...EXTERNAL_LINK_PROPS} className={external}>
              <MonitorPlay aria-hidden="true" className="size-5" /> Sing-along videos<span className="sr-only"> (video search, opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={encyclopediaUrl(SONG_COLLECTION_LINKS.encyclopediaTitle)} {...EXTERNAL_LINK_PROPS} className={external}>
              <BookOpen aria-hidden="true" className="size-5" /> The history of carols<span className="sr-only"> (encyclopedia, opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </Section>
      <CtaBanner
        title="More Christmas Fun"
        text="Colour a page while you listen, find more activities, or sing Santa a song in your letter."
        actions={[
          { label: "Coloring Pages", to: PATHS.coloringPages, variant: "light" },
          { label: "Fun Activities", to: PATHS.activities, variant: "gold" },
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
        ]}
      />
    </>
  );
}
