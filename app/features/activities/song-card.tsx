import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Clock, ExternalLink, Lightbulb, MapPin, Music, Star, Users } from "~/components/ui/icons";
import { SongLyrics } from "~/components/ui/song-lyrics";
import type { Song } from "~/content/songs";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { trackClick } from "~/lib/analytics";
import { EXTERNAL_LINK_PROPS, musicSearchUrl, videoSearchUrl } from "~/lib/external-search";
import { AGE_GROUP_LABELS } from "./labels";

/** Searches for a carol on the music and video sites, in the words the page's language searches with. */
export function songLinks(song: Pick<Song, "title">, words: { music: string; video: string }) {
  return { music: musicSearchUrl(`${song.title} ${words.music}`), video: videoSearchUrl(`${song.title} ${words.video}`) };
}

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-bold text-white shadow-sm focus-visible:outline-3 focus-visible:outline-offset-2";

/** One carol: facts, tags, a lyric excerpt (full variant), fun fact and listening links that open in a new tab. */
export function SongCard({ song, full = false }: { song: Song; full?: boolean }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const tag = usePageLanguageTag();
  const links = songLinks(song, { music: t`Christmas carol`, video: t`Christmas carol for kids` });
  const headingId = `song-${song.id}-title`;
  const title = song.title;
  const rating = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(song.rating);
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
            <dt><Star aria-hidden="true" className="size-4 fill-gold text-gold-dark" /><span className="sr-only"><Trans>Rating</Trans></span></dt>
            <dd><Trans>{rating}<span className="sr-only"> out of 5</span></Trans></dd>
          </div>
          <div className="flex items-center gap-1">
            <dt><MapPin aria-hidden="true" className="size-4" /><span className="sr-only"><Trans>Location</Trans></span></dt>
            <dd>{song.location}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt><Users aria-hidden="true" className="size-4" /><span className="sr-only"><Trans>Age group</Trans></span></dt>
            <dd>{i18n._(AGE_GROUP_LABELS[song.ageGroup])}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt><Clock aria-hidden="true" className="size-4" /><span className="sr-only"><Trans>Duration</Trans></span></dt>
            <dd>{song.duration}</dd>
          </div>
        </dl>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Tags`}>
          {song.tags.map((tagName) => (
            <li key={tagName} className="rounded-full bg-pine-light px-3 py-1 text-xs font-bold text-pine-dark">
              {tagName}
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
            <strong><Trans>Fun fact:</Trans></strong> {song.funFact}
          </span>
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a href={links.music} {...EXTERNAL_LINK_PROPS} onClick={() => trackClick("song_music_search", { song: song.id })} className={`${linkClass} bg-pine hover:bg-pine-dark`}>
            <Music aria-hidden="true" className="size-4" /> <Trans>Listen<span className="sr-only"> to {title} (music search, opens in a new tab)</span></Trans>
          </a>
          <a href={links.video} {...EXTERNAL_LINK_PROPS} onClick={() => trackClick("song_video_search", { song: song.id })} className={`${linkClass} bg-christmas-red hover:bg-christmas-red-dark`}>
            <ExternalLink aria-hidden="true" className="size-4" /> <Trans>Watch Video<span className="sr-only"> of {title} (video search, opens in a new tab)</span></Trans>
          </a>
        </div>
      </article>
    </li>
  );
}
