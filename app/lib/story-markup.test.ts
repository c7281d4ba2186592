import { describe, expect, it } from "vitest";
import { FEATURED_STORIES, READ_ALOUD_WORDS_PER_MINUTE } from "~/content/stories";
import { countStoryWords, parseStoryMarkup } from "./story-markup";

describe("parseStoryMarkup", () => {
  it("turns a line wrapped in ** into a heading and one wrapped in * into the moral", () => {
    expect(parseStoryMarkup("Once upon a time.\n**The Next Day**\nThe end.\n*Be kind.*")).toEqual([
      { kind: "paragraph", text: "Once upon a time." },
      { kind: "heading", text: "The Next Day" },
      { kind: "paragraph", text: "The end." },
      { kind: "moral", text: "Be kind." },
    ]);
  });

  it("skips blank lines, trims, and accepts Windows line endings", () => {
    expect(parseStoryMarkup("  One.  \r\n\r\n   \r\n  **Two**  \r\n")).toEqual([
      { kind: "paragraph", text: "One." },
      { kind: "heading", text: "Two" },
    ]);
  });

  it("keeps text with asterisks that are not a whole-line wrapper as a paragraph, untouched", () => {
    for (const line of ["*", "**", "***", "****", "*half", "half*", "**open", "a *word* here", "***Three***", "** *", "<b>not html</b>"]) {
      expect(parseStoryMarkup(line), line).toEqual([{ kind: "paragraph", text: line }]);
    }
  });

  it("trims the inside of a wrapper", () => {
    expect(parseStoryMarkup("** Spaced Heading **\n* spaced moral *")).toEqual([
      { kind: "heading", text: "Spaced Heading" },
      { kind: "moral", text: "spaced moral" },
    ]);
  });

  it("returns nothing for empty text", () => {
    expect(parseStoryMarkup("")).toEqual([]);
  });

  it("counts words without the markers", () => {
    expect(countStoryWords("**A Heading**\nTwo words.\n*The moral here.*")).toBe(7);
  });
});

describe("the featured stories", () => {
  it("are 3, 4 and 5 minute reads and their length matches", () => {
    expect(FEATURED_STORIES.map((s) => s.readMinutes)).toEqual([3, 4, 5]);
    for (const story of FEATURED_STORIES) {
      expect(Math.round(countStoryWords(story.content) / READ_ALOUD_WORDS_PER_MINUTE), story.id).toBe(story.readMinutes);
    }
  });

  it("each have headings, paragraphs and end with a moral", () => {
    for (const story of FEATURED_STORIES) {
      const blocks = parseStoryMarkup(story.content);
      expect(blocks.filter((b) => b.kind === "heading").length, story.id).toBeGreaterThanOrEqual(2);
      expect(blocks.filter((b) => b.kind === "paragraph").length, story.id).toBeGreaterThanOrEqual(8);
      expect(blocks.at(-1)?.kind, story.id).toBe("moral");
      expect(blocks.filter((b) => b.kind === "moral").length, story.id).toBe(1);
    }
  });
});
