import { describe, expect, it } from "vitest";
import type { AdventDoor } from "~/content/advent";
import { kindsSentence, resolveDoor, resolveDoors, type AdventSources } from "./advent-doors";

const sources: AdventSources = {
  coloringPages: [{ id: "bear", title: "Polar Bear", description: "A bear.", difficulty: "Easy" }],
  songs: [
    {
      id: "carol",
      title: "A Carol",
      artist: "Traditional",
      location: "England",
      year: "1800s",
      description: "Old.",
      ageGroup: "All Ages",
      duration: "2:00",
      tags: ["Classic"],
      rating: 4.5,
      lyrics: ["La la la"],
      funFact: "It is old.",
    },
  ],
  stories: [{ id: "tale", title: "A Tale", summary: "Short.", readMinutes: 2, ageGroup: "Ages 3-7", content: "Once upon a time." }],
  crafts: [{ id: "chain", title: "Paper Chain", description: "Loops.", difficulty: "Easy", minutes: 20, materials: ["Paper"], steps: ["Cut", "Glue"] }],
  recipes: [],
  puzzles: [{ id: "maze", kind: "maze", title: "Maze", description: "Find the way.", difficulty: "Medium", instructions: "Draw a line." }],
  games: [],
  deeds: [{ id: "notes", title: "Kind Notes", description: "Write notes.", steps: ["Write", "Hide"], points: 10 }],
  coloringFiles: (id) => ({ pdfFile: `coloring-${id}.pdf`, previewUrl: `/downloads/coloring-${id}-preview.svg`, previewWidth: 400, previewHeight: 500 }),
  puzzleFiles: (id) => ({ pdfFile: `puzzle-${id}.pdf`, previewUrl: `/downloads/puzzle-${id}-preview.svg`, previewWidth: 502, previewHeight: 640 }),
  goodDeedsTrackerPath: "/games/good-deeds-tracker",
};

describe("resolving the door table", () => {
  it("gives each door its treats in order, with their words and files, and only the fields the page shows", () => {
    const door: AdventDoor = { day: 2, treats: [{ kind: "song", id: "carol" }, { kind: "coloring", id: "bear" }] };
    const view = resolveDoor(door, sources);
    expect(view).toEqual({
      day: 2,
      treats: [
        { kind: "song", id: "carol", title: "A Carol", artist: "Traditional", year: "1800s", lyrics: ["La la la"], funFact: "It is old." },
        {
          kind: "coloring",
          id: "bear",
          title: "Polar Bear",
          description: "A bear.",
          difficulty: "Easy",
          pdfFile: "coloring-bear.pdf",
          previewUrl: "/downloads/coloring-bear-preview.svg",
          previewWidth: 400,
          previewHeight: 500,
        },
      ],
    });
  });

  it("names a door's kinds of treat as each language joins a list", () => {
    expect(kindsSentence(["a carol", "a coloring page"], "en")).toBe("A carol and a coloring page");
    expect(kindsSentence(["a story"], "en")).toBe("A story");
    expect(kindsSentence(["un villancico", "un dibujo para colorear"], "es")).toBe("Un villancico y un dibujo para colorear");
    expect(kindsSentence(["un chant", "un coloriage"], "fr")).toBe("Un chant et un coloriage");
    expect(kindsSentence(["ein Lied", "ein Ausmalbild"], "de")).toBe("Ein Lied und ein Ausmalbild");
    expect(kindsSentence(["uma música", "um desenho para colorir"], "pt-BR")).toBe("Uma música e um desenho para colorir");
  });

  it("links a good deed to the tracker and a puzzle to its printable", () => {
    const [deed, puzzle] = resolveDoors(
      [
        { day: 16, treats: [{ kind: "deed", id: "notes" }] },
        { day: 11, treats: [{ kind: "puzzle", id: "maze" }] },
      ],
      sources,
    );
    expect(deed!.treats[0]).toMatchObject({ kind: "deed", trackerPath: "/games/good-deeds-tracker", points: 10 });
    expect(puzzle!.treats[0]).toMatchObject({ kind: "puzzle", instructions: "Draw a line.", pdfFile: "puzzle-maze.pdf" });
  });

  it("stops with the door and id when a treat does not exist, rather than showing an empty door", () => {
    expect(() => resolveDoor({ day: 7, treats: [{ kind: "recipe", id: "missing" }] }, sources)).toThrow(
      'Advent door 7: there is no recipe with the id "missing"',
    );
  });
});
