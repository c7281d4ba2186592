import type { Movie, MovieFilter } from "~/content/movies";

/** The movies under a category button; 'all' shows every movie. */
export function filterMovies<T extends Pick<Movie, "category">>(movies: readonly T[], filter: MovieFilter): T[] {
  return filter === "all" ? [...movies] : movies.filter((m) => m.category === filter);
}
