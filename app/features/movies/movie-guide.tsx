import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Bell, Clock, Gift, PlayCircle, Snowflake, Star, TrainFront, TreePine, type IconComponent } from "~/components/ui/icons";
import { useState } from "react";
import type { Movie, MovieFilter } from "~/content/movies";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { trackClick } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { EXTERNAL_LINK_PROPS, videoSearchUrl } from "~/lib/external-search";
import { filterMovies } from "./movie-filter";

const MOTIFS: Record<Movie["poster"]["motif"], IconComponent> = {
  star: Star,
  snowflake: Snowflake,
  tree: TreePine,
  bell: Bell,
  gift: Gift,
  train: TrainFront,
};

/** The category buttons with their labels, in the page's language (from the loader). */
export type MovieFilters = readonly { id: MovieFilter; label: string }[];

const categoryLabel = (filters: MovieFilters, id: Movie["category"]) => filters.find((f) => f.id === id)?.label ?? id;

/** Our own typographic poster: colours, a motif and the title set large. No studio artwork. */
function Poster({ movie, category }: { movie: Movie; category: string }) {
  const Motif = MOTIFS[movie.poster.motif];
  return (
    <div
      aria-hidden="true"
      className="relative flex aspect-[2/3] flex-col justify-between overflow-hidden p-5"
      style={{ background: `linear-gradient(160deg, ${movie.poster.from}, ${movie.poster.to})`, color: movie.poster.text }}
    >
      <Motif className="absolute -right-6 -top-6 size-40 opacity-20" style={{ color: movie.poster.accent }} />
      <span className="text-sm font-bold uppercase tracking-[0.3em]" style={{ color: movie.poster.accent }}>
        {movie.year}
      </span>
      <span className="font-display text-3xl font-bold leading-tight">{movie.title}</span>
      <span className="flex items-center gap-2 border-t pt-3 text-xs font-bold uppercase tracking-widest" style={{ borderColor: movie.poster.accent }}>
        <Motif className="size-4" style={{ color: movie.poster.accent }} /> {category}
      </span>
    </div>
  );
}

function MovieCard({ movie, filters }: { movie: Movie; filters: MovieFilters }) {
  const { t } = useLingui();
  const languageTag = usePageLanguageTag();
  const headingId = `movie-${movie.id}-title`;
  const title = movie.title;
  const year = String(movie.year);
  const category = categoryLabel(filters, movie.category);
  const trailerSearch = t({ message: `${title} ${year} official trailer`, comment: "What the trailer link searches a video site for" });
  const rating = new Intl.NumberFormat(languageTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(movie.rating);
  const duration = new Intl.NumberFormat(languageTag, { style: "unit", unit: "minute", unitDisplay: "short" }).format(movie.duration);
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="movie-card" data-category={movie.category} className="group flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <div className="relative">
          <Poster movie={movie} category={category} />
          <div className="absolute inset-0 flex items-center justify-center bg-black/65 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
            <a
              href={videoSearchUrl(trailerSearch)}
              {...EXTERNAL_LINK_PROPS}
              onClick={() => trackClick("movie_trailer", { movie: movie.id })}
              className="inline-flex min-h-12 items-center gap-2 rounded-full bg-christmas-red px-6 font-bold text-white shadow-lg hover:bg-christmas-red-dark"
            >
              <PlayCircle aria-hidden="true" className="size-5" /> <Trans>Watch Trailer</Trans>
              <span className="sr-only">
                {" "}
                <Trans>for {title} (video search, opens in a new tab)</Trans>
              </span>
            </a>
          </div>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 id={headingId} className="text-xl font-bold">
            {movie.title} <span className="font-sans text-base font-semibold text-ink-muted">({movie.year})</span>
          </h3>
          <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-gold text-gold-dark" /> {rating}
              <span className="sr-only">
                {" "}
                <Trans>out of 5</Trans>
              </span>
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" /> {duration}
            </span>
            <span>{category}</span>
          </p>
          <p className="mt-3 flex-1 text-ink-muted">{movie.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Features`}>
            {movie.features.map((f) => (
              <li key={f} className="rounded-full bg-pine-light px-3 py-1 text-xs font-bold text-pine-dark">
                {f}
              </li>
            ))}
          </ul>
        </div>
      </article>
    </li>
  );
}

/** The movie guide: category buttons (starting at all) and the grid of films, in the page's language (from the loader). */
export function MovieGuide({ movies, filters }: { movies: readonly Movie[]; filters: MovieFilters }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<MovieFilter>("all");
  const shown = filterMovies(movies, filter);
  const count = shown.length;
  return (
    <div>
      <div role="group" aria-label={t`Filter movies by category`} className="flex flex-wrap justify-center gap-3">
        {filters.map((f) => (
          <button
            key={f.id}
            type="button"
            aria-pressed={filter === f.id}
            onClick={() => setFilter(f.id)}
            className={cn(
              "min-h-11 rounded-full px-5 font-bold ring-2 transition-colors",
              filter === f.id ? "bg-christmas-red text-white ring-christmas-red" : "bg-white text-christmas-red ring-christmas-red/40 hover:bg-christmas-red-light",
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
      <p role="status" aria-live="polite" data-testid="movie-count" className="mt-6 text-center font-semibold text-ink-muted">
        <Plural value={count} one="Showing # movie" other="Showing # movies" />
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label={t`Movies`}>
        {shown.map((m) => (
          <MovieCard key={m.id} movie={m} filters={filters} />
        ))}
      </ul>
    </div>
  );
}
