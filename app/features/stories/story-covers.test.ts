import { describe, expect, it } from "vitest";
import { FEATURED_STORIES } from "~/content/stories";
import { ART } from "~/components/ui/art";
import { STORY_COVERS } from "./story-reader";

describe("story covers", () => {
  it("every featured story has its own drawn cover", () => {
    const covers = FEATURED_STORIES.map((story) => STORY_COVERS[story.id]);
    expect(covers.every((art) => art !== undefined && art in ART)).toBe(true);
    expect(new Set(covers).size).toBe(FEATURED_STORIES.length);
  });
});
