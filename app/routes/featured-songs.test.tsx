import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SONGS } from "~/content/all-songs";
import { FEATURED_SONGS, FEATURED_SONG_COUNT } from "~/content/songs";
import Activities, { loader as activitiesLoader } from "./activities";
import ChristmasSongs, { loader as songsLoader } from "./christmas-songs";

/** The song cards a page renders, by the id in each card's heading. */
function songCardIds(html: string): string[] {
  return [...html.matchAll(/id="song-([a-z-]+)-title"/g)].map((m) => m[1]!);
}

/** A page as the English site renders it, with its loader's data. */
function render(Page: ComponentType<{ loaderData: unknown }>, loaderData: unknown): string {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <Page loaderData={loaderData} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const request = (path: string) => ({ request: new Request(`http://localhost${path}`) }) as never;

describe("the featured songs", () => {
  it.each([
    ["the songs page", ChristmasSongs as ComponentType<{ loaderData: unknown }>, () => songsLoader(request("/christmas-songs"))],
    ["the activities hub", Activities as ComponentType<{ loaderData: unknown }>, () => activitiesLoader(request("/activities"))],
  ])("%s shows exactly the six featured carols, none of the advent calendar's", (_, Page, load) => {
    const html = render(Page, load());
    const ids = songCardIds(html);
    expect(ids).toHaveLength(FEATURED_SONG_COUNT);
    expect(ids).toEqual(FEATURED_SONGS.map((s) => s.id));
    expect(SONGS.length).toBeGreaterThan(FEATURED_SONG_COUNT);
    for (const advent of SONGS.slice(FEATURED_SONG_COUNT)) expect(html, advent.id).not.toContain(advent.title);
  });
});
