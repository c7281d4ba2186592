import { describe, expect, it } from "vitest";
import { countStoryWords, parseStoryMarkup } from "~/lib/story-markup";
import { ADVENT_STORIES } from "./advent-treats";
import { FEATURED_STORIES, READ_ALOUD_WORDS_PER_MINUTE } from "./stories";

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("the advent stories", () => {
  it("are the three the door table names, with ids unused by the stories page", () => {
    expect(ADVENT_STORIES.map((s) => s.id)).toEqual(["the-lost-mitten", "the-elf-who-could-not-whistle", "the-night-the-snow-sang"]);
    const all = [...FEATURED_STORIES, ...ADVENT_STORIES];
    expect(unique(all.map((s) => s.id))).toBe(true);
    expect(unique(all.map((s) => s.title))).toBe(true);
    for (const s of ADVENT_STORIES) {
      for (const field of [s.title, s.summary, s.ageGroup]) expect(field.trim().length, s.id).toBeGreaterThan(3);
      expect(s.ageGroup, s.id).toMatch(/^Ages \d+-\d+$/);
    }
  });

  it("are 400 to 700 words, and each stated reading time matches its length read aloud", () => {
    for (const s of ADVENT_STORIES) {
      const words = countStoryWords(s.content);
      expect(words, s.id).toBeGreaterThanOrEqual(400);
      expect(words, s.id).toBeLessThanOrEqual(700);
      expect(Math.round(words / READ_ALOUD_WORDS_PER_MINUTE), s.id).toBe(s.readMinutes);
    }
  });

  it("use the story markup: headings, paragraphs and one moral at the end, with no stray asterisks", () => {
    for (const s of ADVENT_STORIES) {
      const blocks = parseStoryMarkup(s.content);
      expect(blocks.filter((b) => b.kind === "heading").length, s.id).toBeGreaterThanOrEqual(2);
      expect(blocks.filter((b) => b.kind === "paragraph").length, s.id).toBeGreaterThanOrEqual(8);
      expect(blocks.filter((b) => b.kind === "moral").length, s.id).toBe(1);
      expect(blocks.at(-1)?.kind, s.id).toBe("moral");
      expect(blocks[0]?.kind, `${s.id} opens with a paragraph`).toBe("paragraph");
      for (const b of blocks) expect(b.text, s.id).not.toContain("*");
    }
  });
});
