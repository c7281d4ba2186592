import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SONGS } from "~/content/all-songs";
import { FEATURED_SONGS, FEATURED_SONG_COUNT } from "~/content/songs";
import Activities from "./activities";
import ChristmasSongs from "./christmas-songs";

/** The song cards a page renders, by the id in each card's heading. */
function songCardIds(html: string): string[] {
  return [...html.matchAll(/id="song-([a-z-]+)-title"/g)].map((m) => m[1]!);
}

describe("the featured songs", () => {
  it.each([
    ["the songs page", ChristmasSongs],
    ["the activities hub", Activities],
  ])("%s shows exactly the six featured carols, none of the advent calendar's", (_, Page) => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const ids = songCardIds(html);
    expect(ids).toHaveLength(FEATURED_SONG_COUNT);
    expect(ids).toEqual(FEATURED_SONGS.map((s) => s.id));
    expect(SONGS.length).toBeGreaterThan(FEATURED_SONG_COUNT);
    for (const advent of SONGS.slice(FEATURED_SONG_COUNT)) expect(html, advent.id).not.toContain(advent.title);
  });
});
