import { describe, expect, it } from "vitest";
import { RECIPE_SLUGS, recipePath, PATHS } from "~/lib/paths";
import { PAGES } from "~/route-table";
import { ACTIVITIES, ACTIVITY_CATEGORIES, ACTIVITY_COUNT, ACTIVITY_STATS } from "./activities";
import { CARD_TEMPLATES, CARD_TEMPLATE_COUNT, CARD_TUTORIALS, CARD_TUTORIAL_COUNT } from "./card-crafts";
import { COLORING_PAGES, COLORING_PAGE_COUNT, LINE_ART_HEIGHT, LINE_ART_WIDTH } from "./coloring-pages";
import { MOVIES, MOVIE_COUNT, MOVIE_FILTERS } from "./movies";
import { DIFFICULTIES, RECIPES, RECIPE_CARD_TAG_LIMIT, RECIPE_COUNT, RECIPE_RATING_MAX, RECIPE_RATING_MIN } from "./recipes";
import { FEATURED_SONGS, FEATURED_SONG_COUNT, SONGS, SONG_COUNT } from "./songs";

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

describe("coloring pages", () => {
  it("are eight, unique, with a character, a difficulty and a drawing inside the canvas", () => {
    expect(COLORING_PAGES).toHaveLength(COLORING_PAGE_COUNT);
    expect(COLORING_PAGE_COUNT).toBe(8);
    expect(unique(COLORING_PAGES.map((p) => p.id))).toBe(true);
    expect(unique(COLORING_PAGES.map((p) => p.title))).toBe(true);
    for (const p of COLORING_PAGES) {
      expect(DIFFICULTIES).toContain(p.difficulty);
      expect(p.character.length).toBeGreaterThan(2);
      expect(p.drawing.shapes.length, p.id).toBeGreaterThanOrEqual(8);
      for (const s of p.drawing.shapes) {
        if (s.kind === "circle") {
          expect(s.cx - s.r).toBeGreaterThanOrEqual(0);
          expect(s.cx + s.r).toBeLessThanOrEqual(LINE_ART_WIDTH);
          expect(s.cy + s.r).toBeLessThanOrEqual(LINE_ART_HEIGHT);
        }
      }
    }
    expect(new Set(COLORING_PAGES.map((p) => p.difficulty)).size).toBe(3);
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
