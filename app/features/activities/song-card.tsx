import { Clock, ExternalLink, Lightbulb, MapPin, Music, Star, Users } from "~/components/ui/icons";
import { SongLyrics } from "~/components/ui/song-lyrics";
import type { Song } from "~/content/songs";
import { trackClick } from "~/lib/analytics";
import { EXTERNAL_LINK_PROPS, musicSearchUrl, videoSearchUrl } from "~/lib/external-search";

export function songLinks(song: Pick<Song, "title">) {
  const query = `${song.title} Christmas carol`;
  return { music: musicSearchUrl(query), video: videoSearchUrl(`${song.title} Christmas carol for kids`) };
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-bold text-white shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2";

/** One carol: facts, tags, a lyric excerpt (full variant), fun fact and listening links that open in a new tab. */
export function SongCard({ song, full = false }: { song: Song; full?: boolean }) {
  const links = songLinks(song);
  const headingId = `song-${song.id}-title`;
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="song-card" className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-start gap-4">
          <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-christmas-red-light text-christmas-red">
            <Music className="size-6" />
          </span>
          <div>
            <h3 id={headingId} className="text-xl font-bold">
              {song.title}
            </h3>
            <p className="text-ink-muted">
              {song.artist} · {song.year}
            </p>
          </div>
        </div>
        <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <div className="flex items-center gap-1">
            <dt><Star aria-hidden="true" className="size-4 fill-gold text-gold-dark" /><span className="sr-only">Rating</span></dt>
            <dd>{song.rating.toFixed(1)}<span className="sr-only"> out of 5</span></dd>
          </div>
          <div className="flex items-center gap-1">
            <dt><MapPin aria-hidden="true" className="size-4" /><span className="sr-only">Location</span></dt>
            <dd>{song.location}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt><Users aria-hidden="true" className="size-4" /><span className="sr-only">Age group</span></dt>
            <dd>{song.ageGroup}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt><Clock aria-hidden="true" className="size-4" /><span className="sr-only">Duration</span></dt>
            <dd>{song.duration}</dd>
          </div>
        </dl>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
          {song.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-pine-light px-3 py-1 text-xs font-bold text-pine-dark">
              {tag}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-ink-muted">{song.description}</p>
        {full ? (
          <SongLyrics lines={song.lyrics} />
        ) : null}
        <p className="mt-4 flex flex-1 gap-2 text-sm">
          <Lightbulb aria-hidden="true" className="size-5 shrink-0 text-gold-dark" />
          <span>
            <strong>Fun fact:</strong> {song.funFact}
          </span>
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={links.music} {...EXTERNAL_LINK_PROPS} onClick={() => trackClick("song_music_search", { song: song.id })} className={`${linkClass} bg-pine hover:bg-pine-dark`}>
            <Music aria-hidden="true" className="size-4" /> Listen<span className="sr-only"> to {song.title} (music search, opens in a new tab)</span>
          </a>
          <a href={links.video} {...EXTERNAL_LINK_PROPS} onClick={() => trackClick("song_video_search", { song: song.id })} className={`${linkClass} bg-christmas-red hover:bg-christmas-red-dark`}>
            <ExternalLink aria-hidden="true" className="size-4" /> Watch Video<span className="sr-only"> of {song.title} (video search, opens in a new tab)</span>
          </a>
        </div>
      </article>
    </li>
  );
}
