import { describe, expect, it } from "vitest";
import { FEATURED_COLORING_PAGES } from "~/content/coloring-pages";
import { seededRandom } from "~/lib/random";
import { coloringDownloadUrl, pickRandomColoringPage } from "./downloads";

describe("coloring downloads", () => {
  it("serve each page from /downloads", () => {
    expect(coloringDownloadUrl("jolly-santa")).toBe("/downloads/coloring-jolly-santa.pdf");
  });

  it("'Download a Random Page' follows the random source, not always the first page", () => {
    expect(pickRandomColoringPage(() => 0).id).toBe(FEATURED_COLORING_PAGES[0]!.id);
    expect(pickRandomColoringPage(() => 0.999).id).toBe(FEATURED_COLORING_PAGES.at(-1)!.id);
    const random = seededRandom(2026);
    const seen = new Set(Array.from({ length: 200 }, () => pickRandomColoringPage(random).id));
    expect(seen).toEqual(new Set(FEATURED_COLORING_PAGES.map((p) => p.id)));
  });
});
