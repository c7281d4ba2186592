import { describe, expect, it } from "vitest";
import { MOVIES, MOVIE_FILTERS } from "~/content/movies";
import { filterMovies } from "./movie-filter";

describe("movie filter", () => {
  it("has the spec's six buttons, starting with all", () => {
    expect(MOVIE_FILTERS.map((f) => f.id)).toEqual(["all", "family", "animated", "romantic", "comedy", "modern"]);
  });
  it("shows every movie for all, and only that category otherwise", () => {
    expect(filterMovies(MOVIES, "all")).toHaveLength(MOVIES.length);
    for (const f of MOVIE_FILTERS.slice(1)) {
      const shown = filterMovies(MOVIES, f.id);
      expect(shown.length, f.id).toBeGreaterThan(0);
      expect(shown.every((m) => m.category === f.id)).toBe(true);
    }
    expect(filterMovies(MOVIES, "comedy").map((m) => m.id)).toEqual(["elf", "home-alone"]);
  });
});
