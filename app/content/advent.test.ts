/**
 * The door table against the content (issue 24): 24 doors in order, every treat behind exactly one door, every id
 * resolving to real content (through the page's own loader), and nothing that was on the site before the calendar.
 */
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/advent";
import { ADVENT_DOORS, ADVENT_DOOR_COUNT } from "./advent";
import { COLORING_PAGES } from "./all-coloring-pages";
import { FEATURED_COLORING_PAGES } from "./coloring-pages";
import { REINDEER } from "./reindeer";
import { FEATURED_SONGS } from "./songs";
import { FEATURED_STORIES } from "./stories";
import { VILLAGE_LOCATIONS } from "./village";

const refs = ADVENT_DOORS.flatMap((d) => d.treats.map((t) => ({ day: d.day, key: `${t.kind}:${t.id}`, ...t })));

describe("the advent door table", () => {
  it("has 24 doors, numbered 1 to 24 in order", () => {
    expect(ADVENT_DOOR_COUNT).toBe(24);
    expect(ADVENT_DOORS.map((d) => d.day)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it("puts every treat behind one door only", () => {
    const seen = new Map<string, number>();
    for (const r of refs) {
      expect(seen.get(r.key), `${r.key} is behind doors ${seen.get(r.key)} and ${r.day}`).toBeUndefined();
      seen.set(r.key, r.day);
    }
    expect(new Set(ADVENT_DOORS.map((d) => d.treats.map((t) => `${t.kind}:${t.id}`).join("+"))).size).toBe(24);
  });

  it("names only treats that exist: the page's loader resolves all 24 doors with their words and files", () => {
    const { doors } = loader();
    expect(doors).toHaveLength(24);
    for (const door of doors) {
      expect(door.treats.length, `door ${door.day}`).toBe(ADVENT_DOORS[door.day - 1]!.treats.length);
      for (const t of door.treats) expect(t.title.trim().length, `${t.kind}:${t.id}`).toBeGreaterThan(2);
    }
  });

  it("holds nothing that was on the site before: no featured coloring page, featured song or existing story", () => {
    const before = new Set([
      ...FEATURED_COLORING_PAGES.map((p) => `coloring:${p.id}`),
      ...FEATURED_SONGS.map((s) => `song:${s.id}`),
      ...FEATURED_STORIES.map((s) => `story:${s.id}`),
      ...REINDEER.map((r) => `story:${r.id}`),
      ...VILLAGE_LOCATIONS.map((v) => `story:${v.id}`),
    ]);
    expect(refs.filter((r) => before.has(r.key)).map((r) => `door ${r.day}: ${r.key}`)).toEqual([]);
  });

  it("uses every coloring page that is not featured, so none is written and left unreachable", () => {
    const behindDoors = new Set(refs.filter((r) => r.kind === "coloring").map((r) => r.id));
    const notFeatured = COLORING_PAGES.filter((p) => !FEATURED_COLORING_PAGES.includes(p)).map((p) => p.id);
    expect(notFeatured.filter((id) => !behindDoors.has(id))).toEqual([]);
  });
});
