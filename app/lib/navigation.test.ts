import { describe, expect, it } from "vitest";
import {
  ACTIVITY_LINKS,
  DIRECT_LINKS,
  RESOURCE_LINKS,
  isActivitiesActive,
  isGroupActive,
  isLinkActive,
  isResourcesActive,
} from "./navigation";
import { PATHS } from "./paths";

const link = (to: string) => [...DIRECT_LINKS, ...ACTIVITY_LINKS, ...RESOURCE_LINKS].find((l) => l.to === to)!;

describe("current link", () => {
  it("highlights exactly the current page among the direct links", () => {
    for (const current of DIRECT_LINKS) {
      const active = DIRECT_LINKS.filter((l) => isLinkActive(current.to, l));
      expect(active).toEqual([current]);
    }
  });
  it("ignores a trailing slash", () => {
    expect(isLinkActive("/nice-list/", link(PATHS.niceList))).toBe(true);
  });
  it("does not light Home on every page", () => {
    expect(isLinkActive("/nice-list", link(PATHS.home))).toBe(false);
    expect(isLinkActive("/", link(PATHS.home))).toBe(true);
  });
  it("lights a list page for its detail pages", () => {
    expect(isLinkActive("/recipe/eggnog", link(PATHS.recipes))).toBe(true);
    expect(isLinkActive("/games/christmas-trivia", link(PATHS.games))).toBe(true);
    expect(isLinkActive("/stories/reindeer-profiles", link(PATHS.stories))).toBe(true);
  });
  it("matches whole segments only", () => {
    expect(isLinkActive("/christmas-songsx", link(PATHS.songs))).toBe(false);
  });
});

describe("Activities tab", () => {
  it.each([
    PATHS.advent, PATHS.games, PATHS.coloringPages, PATHS.songs, PATHS.cards, PATHS.movies, PATHS.recipes, PATHS.stories,
    PATHS.trivia, PATHS.elfNameGenerator, PATHS.goodDeedsTracker, "/recipe/eggnog", PATHS.reindeerProfiles,
    PATHS.northPoleVillage,
  ])("is active on %s", (path) => {
    expect(isActivitiesActive(path)).toBe(true);
    expect(isResourcesActive(path)).toBe(false);
  });
  it.each([PATHS.home, PATHS.writeToSanta, PATHS.niceList, PATHS.trackSanta, PATHS.santasAddress, PATHS.about,
    PATHS.privacy, PATHS.activities])("is not active on %s", (path) => {
    expect(isActivitiesActive(path)).toBe(false);
  });
});

describe("Resources tab", () => {
  it.each([PATHS.parentResources, PATHS.giftIdeas, PATHS.planning, PATHS.printableTemplates, PATHS.traditions])(
    "is active on %s",
    (path) => {
      expect(isResourcesActive(path)).toBe(true);
      expect(isGroupActive(path, "resources")).toBe(true);
      expect(isActivitiesActive(path)).toBe(false);
    },
  );
  it("is not active elsewhere", () => {
    expect(isResourcesActive("/")).toBe(false);
    expect(isResourcesActive("/resourcesx")).toBe(false);
    expect(isGroupActive("/privacy", "resources")).toBe(false);
  });
});
