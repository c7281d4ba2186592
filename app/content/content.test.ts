import { describe, expect, it } from "vitest";
import { RECIPE_SLUGS, recipePath, PATHS } from "~/lib/paths";
import { PAGES } from "~/route-table";
import { ACTIVITIES, ACTIVITY_CATEGORIES, ACTIVITY_COUNT, ACTIVITY_STATS } from "./activities";
import { CARD_TEMPLATES, CARD_TEMPLATE_COUNT, CARD_TUTORIALS, CARD_TUTORIAL_COUNT } from "./card-crafts";
import { ADVENT_DOORS } from "./advent";
import { COLORING_PAGES, COLORING_PAGE_COUNT } from "./all-coloring-pages";
import { FEATURED_COLORING_PAGES, FEATURED_COLORING_PAGE_COUNT, LINE_ART_HEIGHT, LINE_ART_WIDTH, type LineShape } from "./coloring-pages";
import { MOVIES, MOVIE_COUNT, MOVIE_FILTERS } from "./movies";
import { DIFFICULTIES, RECIPES, RECIPE_CARD_TAG_LIMIT, RECIPE_COUNT, RECIPE_RATING_MAX, RECIPE_RATING_MIN } from "./recipes";
import { SONGS, SONG_COUNT } from "./all-songs";
import { FEATURED_SONGS, FEATURED_SONG_COUNT } from "./songs";

const unique = (values: readonly (string | number)[]) => new Set(values).size === values.length;

describe("recipes", () => {
  it("are the spec's nine, with exactly the spec's slugs and unique ids", () => {
    expect(RECIPES).toHaveLength(RECIPE_COUNT);
    expect(RECIPE_COUNT).toBe(9);
    expect(RECIPES.map((r) => r.slug)).toEqual([...RECIPE_SLUGS]);
    expect(unique(RECIPES.map((r) => r.id))).toBe(true);
    expect(unique(RECIPES.map((r) => r.title))).toBe(true);
  });

  it("keep the spec's limits: at most 3 card tags, rating 4.5 to 4.9, a known difficulty", () => {
    expect(RECIPE_CARD_TAG_LIMIT).toBe(3);
    for (const r of RECIPES) {
      expect(r.tags.length, r.slug).toBeGreaterThan(0);
      expect(r.tags.length, r.slug).toBeLessThanOrEqual(RECIPE_CARD_TAG_LIMIT);
      expect(r.rating, r.slug).toBeGreaterThanOrEqual(RECIPE_RATING_MIN);
      expect(r.rating, r.slug).toBeLessThanOrEqual(RECIPE_RATING_MAX);
      expect(DIFFICULTIES, r.slug).toContain(r.difficulty);
    }
  });

  it("are complete and cookable: quantities, numbered steps, times and servings", () => {
    for (const r of RECIPES) {
      expect(r.ingredients.length, r.slug).toBeGreaterThanOrEqual(5);
      expect(r.instructions.length, r.slug).toBeGreaterThanOrEqual(4);
      expect(r.ingredients.filter((i) => /\d|½|¼|¾|⅓|⅔|pinch/i.test(i)).length, r.slug).toBeGreaterThanOrEqual(r.ingredients.length - 1);
      expect(r.prepTime, r.slug).toBeGreaterThan(0);
      expect(r.cookTime, r.slug).toBeGreaterThanOrEqual(0);
      expect(["Makes", "Serves"]).toContain(r.servings.label);
      expect(r.imageAlt.length, r.slug).toBeGreaterThan(10);
    }
  });

  it("include the spec's example times and servings (10, 10 and 20 minutes; 1, 8 and 2)", () => {
    const bySlug = Object.fromEntries(RECIPES.map((r) => [r.slug, r]));
    expect(bySlug["warm-milk-for-santa"]!.prepTime + bySlug["warm-milk-for-santa"]!.cookTime).toBe(10);
    expect(bySlug["warm-milk-for-santa"]!.servings.amount).toBe("1");
    expect(bySlug["reindeer-carrots"]!.prepTime + bySlug["reindeer-carrots"]!.cookTime).toBe(10);
    expect(bySlug["reindeer-carrots"]!.servings.amount).toMatch(/^8 /);
    expect(bySlug["santas-hot-cocoa"]!.prepTime + bySlug["santas-hot-cocoa"]!.cookTime).toBe(20);
    expect(bySlug["santas-hot-cocoa"]!.servings.amount).toBe("2");
  });
});

describe("songs", () => {
  it("are fifteen traditional carols with every field the spec names", () => {
    expect(SONGS).toHaveLength(SONG_COUNT);
    expect(SONG_COUNT).toBe(15);
    expect(unique(SONGS.map((s) => s.id))).toBe(true);
    expect(unique(SONGS.map((s) => s.title))).toBe(true);
    for (const s of SONGS) {
      expect(s.id, s.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(s.duration, s.id).toMatch(/^\d{1,2}:[0-5]\d$/);
      expect(["All Ages", "Kids"]).toContain(s.ageGroup);
      expect(s.rating).toBeGreaterThanOrEqual(4);
      expect(s.rating).toBeLessThanOrEqual(5);
      expect(s.tags.length, s.id).toBeGreaterThan(0);
      expect(s.lyrics.length, `${s.id}: excerpts only`).toBeGreaterThanOrEqual(4);
      expect(s.lyrics.length, `${s.id}: excerpts only`).toBeLessThanOrEqual(8);
      for (const line of s.lyrics) expect(line.trim().length, s.id).toBeGreaterThan(0);
      for (const field of [s.title, s.artist, s.location, s.funFact, s.description]) expect(field.length, s.id).toBeGreaterThan(3);
      // Public domain: written before 1900 (every year the field names, not only the first).
      const years = [...s.year.matchAll(/\d{4}/g)].map((m) => Number(m[0]));
      expect(years.length, s.id).toBeGreaterThan(0);
      for (const year of years) expect(year, s.id).toBeLessThan(1900);
    }
  });

  it("feature the first six on the songs page and the activities hub; the other nine are the advent calendar's carols", () => {
    expect(FEATURED_SONG_COUNT).toBe(6);
    expect(FEATURED_SONGS).toHaveLength(FEATURED_SONG_COUNT);
    expect(FEATURED_SONGS.map((s) => s.id)).toEqual([
      "jingle-bells",
      "deck-the-halls",
      "we-wish-you-a-merry-christmas",
      "o-christmas-tree",
      "silent-night",
      "joy-to-the-world",
    ]);
    expect(SONGS.slice(FEATURED_SONG_COUNT).map((s) => s.id)).toEqual([
      "jolly-old-saint-nicholas",
      "up-on-the-housetop",
      "the-holly-and-the-ivy",
      "good-king-wenceslas",
      "here-we-come-a-wassailing",
      "o-little-town-of-bethlehem",
      "the-first-noel",
      "hark-the-herald-angels-sing",
      "we-three-kings",
    ]);
  });
});

/**
 * Points along a shape's outline (curves sampled), so a drawing can be checked against the canvas; null for a path
 * with relative commands, which only some of the first eight pages use.
 */
function outlinePoints(shape: LineShape): [number, number][] | null {
  switch (shape.kind) {
    case "circle":
      return [[shape.cx - shape.r, shape.cy - shape.r], [shape.cx + shape.r, shape.cy + shape.r]];
    case "ellipse":
      return [[shape.cx - shape.rx, shape.cy - shape.ry], [shape.cx + shape.rx, shape.cy + shape.ry]];
    case "rect":
      return [[shape.x, shape.y], [shape.x + shape.width, shape.y + shape.height]];
    case "path": {
      if (/[a-z]/.test(shape.d)) return null;
      const points: [number, number][] = [];
      let [x, y] = [0, 0];
      for (const part of shape.d.match(/[A-Z][^A-Z]*/g) ?? []) {
        const n = (part.slice(1).match(/-?\d*\.?\d+/g) ?? []).map(Number);
        const command = part[0];
        // An arc's radii, rotation and flags are not points: only its end point is.
        const step = command === "Q" ? 4 : command === "C" ? 6 : command === "A" ? 7 : command === "H" || command === "V" ? 1 : 2;
        for (let i = 0; i + step <= n.length; i += step) {
          const c = n.slice(i, i + step);
          const end: [number, number] = command === "H" ? [c[0]!, y] : command === "V" ? [x, c[0]!] : [c.at(-2)!, c.at(-1)!];
          for (let t = 0.1; command === "Q" || command === "C" ? t < 1 : false; t += 0.1) {
            const u = 1 - t;
            points.push(
              command === "Q"
                ? [u * u * x + 2 * u * t * c[0]! + t * t * end[0], u * u * y + 2 * u * t * c[1]! + t * t * end[1]]
                : [
                    u ** 3 * x + 3 * u * u * t * c[0]! + 3 * u * t * t * c[2]! + t ** 3 * end[0],
                    u ** 3 * y + 3 * u * u * t * c[1]! + 3 * u * t * t * c[3]! + t ** 3 * end[1],
                  ],
            );
          }
          points.push(end);
          [x, y] = end;
        }
      }
      return points;
    }
  }
}

const SPEC_COLORING_IDS = ["jolly-santa", "dasher-the-reindeer", "snowy-the-snowman", "jingle-the-elf", "gingerbread-house", "christmas-tree", "christmas-stockings", "snowy-cabin"];
const ADVENT_COLORING_IDS = [
  "santa-checks-his-list",
  "reindeer-on-the-roof",
  "holly-wreath",
  "king-in-the-snow",
  "carol-singers",
  "little-town-at-night",
  "shining-star",
  "angel-with-trumpet",
  "three-kings-camels",
  "polar-bear-cub",
  "nutcracker-soldier",
  "snow-globe",
];

describe("coloring pages", () => {
  it("are twenty, unique, with a character, a difficulty and a drawing inside the canvas", () => {
    expect(COLORING_PAGES).toHaveLength(COLORING_PAGE_COUNT);
    expect(COLORING_PAGE_COUNT).toBe(20);
    expect(unique(COLORING_PAGES.map((p) => p.id))).toBe(true);
    expect(unique(COLORING_PAGES.map((p) => p.title))).toBe(true);
    for (const p of COLORING_PAGES) {
      expect(DIFFICULTIES).toContain(p.difficulty);
      expect(p.character.length).toBeGreaterThan(2);
      expect(p.description.length, p.id).toBeGreaterThan(40);
      expect(p.drawing.shapes.length, p.id).toBeGreaterThanOrEqual(8);
      for (const s of p.drawing.shapes) {
        expect(s.stroke ?? 6, p.id).toBeGreaterThanOrEqual(0);
        for (const [x, y] of outlinePoints(s) ?? []) {
          expect(x, `${p.id}: ${JSON.stringify(s)}`).toBeGreaterThanOrEqual(-0.5);
          expect(x, `${p.id}: ${JSON.stringify(s)}`).toBeLessThanOrEqual(LINE_ART_WIDTH + 0.5);
          expect(y, `${p.id}: ${JSON.stringify(s)}`).toBeGreaterThanOrEqual(-0.5);
          expect(y, `${p.id}: ${JSON.stringify(s)}`).toBeLessThanOrEqual(LINE_ART_HEIGHT + 0.5);
        }
      }
    }
  });

  it("show the spec's eight on the coloring pages page, in the spec's mix of difficulties", () => {
    expect(FEATURED_COLORING_PAGE_COUNT).toBe(8);
    expect(FEATURED_COLORING_PAGES.map((p) => p.id)).toEqual(SPEC_COLORING_IDS);
    expect(new Set(FEATURED_COLORING_PAGES.map((p) => p.difficulty)).size).toBe(3);
  });

  it("hold the advent calendar's twelve after the featured ones: every page a door names, each behind one door", () => {
    const extra = COLORING_PAGES.slice(FEATURED_COLORING_PAGE_COUNT);
    expect(extra.map((p) => p.id)).toEqual(ADVENT_COLORING_IDS);
    const named = ADVENT_DOORS.flatMap((door) => door.treats).filter((t) => t.kind === "coloring").map((t) => t.id);
    expect([...named].sort()).toEqual([...ADVENT_COLORING_IDS].sort());
    expect(new Set(extra.map((p) => p.difficulty)).size).toBe(3);
  });
});

describe("card crafts", () => {
  it("have two templates and four tutorials whose templates and drawings exist", () => {
    expect(CARD_TEMPLATES).toHaveLength(CARD_TEMPLATE_COUNT);
    expect(CARD_TUTORIALS).toHaveLength(CARD_TUTORIAL_COUNT);
    expect([CARD_TEMPLATE_COUNT, CARD_TUTORIAL_COUNT]).toEqual([2, 4]);
    expect(unique([...CARD_TEMPLATES, ...CARD_TUTORIALS].map((c) => c.id))).toBe(true);
    const templateIds = CARD_TEMPLATES.map((t) => t.id);
    for (const t of CARD_TUTORIALS) {
      expect(templateIds).toContain(t.templateId);
      expect(t.materials.length).toBeGreaterThanOrEqual(3);
      expect(t.steps.length).toBeGreaterThanOrEqual(4);
    }
    for (const t of CARD_TEMPLATES) expect(COLORING_PAGES.map((p) => p.id)).toContain(t.frontDrawing);
  });
});

describe("activities", () => {
  it("are six across the spec's four categories, with the spec's stats", () => {
    expect(ACTIVITIES).toHaveLength(ACTIVITY_COUNT);
    expect(ACTIVITY_COUNT).toBe(6);
    expect(unique(ACTIVITIES.map((a) => a.id))).toBe(true);
    expect(ACTIVITY_CATEGORIES).toEqual(["Baking", "Crafts", "Music", "Writing"]);
    expect(new Set(ACTIVITIES.map((a) => a.category))).toEqual(new Set(ACTIVITY_CATEGORIES));
    for (const a of ACTIVITIES) {
      expect(a.steps.length, a.id).toBeGreaterThanOrEqual(4);
      expect(a.materials.length, a.id).toBeGreaterThan(0);
      expect(a.duration).toBeGreaterThan(0);
    }
    expect(ACTIVITY_STATS.map((s) => s.value)).toEqual(["15+", "20+", "8+", "100%"]);
  });
});

describe("movies", () => {
  it("are eight real films across the five categories, each category used", () => {
    expect(MOVIES).toHaveLength(MOVIE_COUNT);
    expect(MOVIE_COUNT).toBe(8);
    expect(unique(MOVIES.map((m) => m.id))).toBe(true);
    const categories = MOVIE_FILTERS.slice(1).map((f) => f.id);
    expect(new Set(MOVIES.map((m) => m.category))).toEqual(new Set(categories));
    for (const m of MOVIES) {
      expect(m.year).toBeGreaterThan(1900);
      expect(m.duration).toBeGreaterThan(60);
      expect(m.rating).toBeLessThanOrEqual(5);
      expect(m.features.length).toBeGreaterThan(0);
    }
  });
});

describe("routes", () => {
  it("register every page this content needs, in the spec's order", () => {
    const paths = PAGES.map((p) => p.path);
    const mine = [PATHS.recipes, PATHS.activities, ...RECIPE_SLUGS.map(recipePath), PATHS.coloringPages, PATHS.songs, PATHS.cards, PATHS.movies];
    expect(paths.filter((p) => (mine as string[]).includes(p))).toEqual(mine);
    expect(unique(paths)).toBe(true);
  });
});
