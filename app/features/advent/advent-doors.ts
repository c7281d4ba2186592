/**
 * The door table (content/advent.ts) resolved into what each door shows: every treat's own words and the files it
 * links to. The page's loader calls this at build time, so the treats travel as loader data in the prerendered
 * HTML, not as code in the page's script (ADR 015). Pure: the content and the download file names come in.
 */
import type { AdventDoor, AdventTreatKind } from "~/content/advent";
import type { AdventCraft, AdventGameChallenge, AdventGoodDeed, AdventPuzzle, AdventRecipe } from "~/content/advent-treats.types";
import type { ColoringPage } from "~/content/coloring-pages";
import type { Difficulty } from "~/content/recipes";
import type { Song } from "~/content/songs";
import type { Story } from "~/content/stories";

/** A printable: the PDF's file name under /downloads, and its on-screen preview's URL and size (to reserve its space). */
export interface PrintableFiles {
  pdfFile: string;
  previewUrl: string;
  previewWidth: number;
  previewHeight: number;
}

export type AdventTreatView =
  | ({ kind: "coloring"; id: string; title: string; description: string; difficulty: Difficulty } & PrintableFiles)
  | { kind: "song"; id: string; title: string; artist: string; year: string; lyrics: readonly string[]; funFact: string }
  | { kind: "story"; id: string; title: string; summary: string; readMinutes: number; ageGroup: string; content: string }
  | ({ kind: "craft" } & AdventCraft)
  | ({ kind: "recipe" } & AdventRecipe)
  | ({ kind: "puzzle"; id: string; title: string; description: string; difficulty: Difficulty; instructions?: string } & PrintableFiles)
  | ({ kind: "game" } & AdventGameChallenge)
  | ({ kind: "deed"; trackerPath: string } & AdventGoodDeed);

export interface AdventDoorView {
  day: number;
  treats: readonly AdventTreatView[];
}

export interface AdventSources {
  coloringPages: readonly Pick<ColoringPage, "id" | "title" | "description" | "difficulty">[];
  songs: readonly Song[];
  stories: readonly Story[];
  crafts: readonly AdventCraft[];
  recipes: readonly AdventRecipe[];
  puzzles: readonly (AdventPuzzle & { instructions?: string })[];
  games: readonly AdventGameChallenge[];
  deeds: readonly AdventGoodDeed[];
  coloringFiles: (id: string) => PrintableFiles;
  puzzleFiles: (id: string) => PrintableFiles;
  /** Where a good deed is recorded (the good deeds tracker). */
  goodDeedsTrackerPath: string;
}

function find<T extends { id: string }>(items: readonly T[], kind: AdventTreatKind, id: string, day: number): T {
  const item = items.find((i) => i.id === id);
  if (!item) throw new Error(`Advent door ${day}: there is no ${kind} with the id "${id}"`);
  return item;
}

/** One door's treats, in the door's order; an id with no content is an error (the build stops, never a blank door). */
export function resolveDoor(door: AdventDoor, s: AdventSources): AdventDoorView {
  const treats = door.treats.map(({ kind, id }): AdventTreatView => {
    switch (kind) {
      case "coloring": {
        const { title, description, difficulty } = find(s.coloringPages, kind, id, door.day);
        return { kind, id, title, description, difficulty, ...s.coloringFiles(id) };
      }
      case "song": {
        const { title, artist, year, lyrics, funFact } = find(s.songs, kind, id, door.day);
        return { kind, id, title, artist, year, lyrics, funFact };
      }
      case "story": {
        const { title, summary, readMinutes, ageGroup, content } = find(s.stories, kind, id, door.day);
        return { kind, id, title, summary, readMinutes, ageGroup, content };
      }
      case "craft":
        return { kind, ...find(s.crafts, kind, id, door.day) };
      case "recipe":
        return { kind, ...find(s.recipes, kind, id, door.day) };
      case "puzzle": {
        const { title, description, difficulty, instructions } = find(s.puzzles, kind, id, door.day);
        return { kind, id, title, description, difficulty, ...(instructions ? { instructions } : {}), ...s.puzzleFiles(id) };
      }
      case "game":
        return { kind, ...find(s.games, kind, id, door.day) };
      case "deed":
        return { kind, trackerPath: s.goodDeedsTrackerPath, ...find(s.deeds, kind, id, door.day) };
    }
  });
  return { day: door.day, treats };
}

export function resolveDoors(doors: readonly AdventDoor[], sources: AdventSources): AdventDoorView[] {
  return doors.map((door) => resolveDoor(door, sources));
}

/**
 * What kind of treat a door holds, in a few words: the kinds' words ("a carol", "a coloring page", in the page's
 * language) joined as that language joins a list, with a capital first letter ("A carol and a coloring page",
 * "Un villancico y un dibujo para colorear").
 */
export function kindsSentence(words: readonly string[], languageTag: string): string {
  const list = new Intl.ListFormat(languageTag, { style: "long", type: "conjunction" }).format(words);
  return list.charAt(0).toLocaleUpperCase(languageTag) + list.slice(1);
}
