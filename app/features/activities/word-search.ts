/**
 * A seeded word search generator (pure: no React, no clock, the random source is passed in). Run at build time by
 * scripts/generate-advent-puzzles.ts; its output is committed, so a printed puzzle never changes between builds.
 *
 * Every listed word is placed exactly once along one of the allowed directions (words may cross where they share a
 * letter). The empty cells are then filled one at a time with random letters, each chosen so that no listed word
 * is spelled a second time, in any of the eight directions, and none of a short list of words that do not belong
 * on a children's puzzle is spelled at all.
 */
import type { WordSearchDirection } from "~/content/advent-treats.types";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import type { RandomSource } from "~/lib/random";

/** Row and column steps of each direction (rows grow down the page). */
export const DIRECTION_STEPS: Readonly<Record<WordSearchDirection, readonly [number, number]>> = {
  right: [0, 1],
  down: [1, 0],
  "down-right": [1, 1],
  "up-right": [-1, 1],
  left: [0, -1],
  up: [-1, 0],
  "up-left": [-1, -1],
  "down-left": [1, -1],
};

export const ALL_DIRECTIONS = Object.keys(DIRECTION_STEPS) as WordSearchDirection[];

export const FILL_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * Words the random filler must never spell, in any direction: the English ones in every grid (children everywhere
 * know them), and each language's own in that language's grids. Stored in ROT13 so the source does not spell them
 * either; `avoidedWords(locale)` decodes them. Three and four letters are where a random grid trips over one.
 */
const AVOIDED_ROT13: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    "NFF", "NEFR", "OVGPU", "PBPX", "PHAG", "QNZA", "QVPX", "SNT", "SHPX", "XVYY", "ANMV", "CVFF", "FRK", "FUVG",
    "FYHG", "GVG", "GJNG", "JNAX", "JUBER",
  ],
  es: ["PNOEBA", "PNPN", "PBWBA", "PHYB", "WBQRE", "ZVREQN", "CRQB", "CRAR", "CBYYN", "CHGN", "CHGB", "GRGN", "MBEEN"],
  fr: ["OVGR", "PNPN", "PUVRE", "PBAAR", "PHY", "ZREQR", "AVDHR", "CVAR", "CHGR", "FNYBCR", "MBO"],
  de: ["NEFPU", "SVPX", "SBGMR", "UHER", "XNPXR", "CVFFR", "FPURVFF", "GVGGR", "JVPUFRE"],
  it: ["PNMMB", "PBTYVBAR", "PHYB", "SVPN", "SVTN", "ZREQN", "CVEYN", "CHGGNAN", "FGEBAMB", "GRGGR", "GEBVN"],
  "pt-br": ["OBFGN", "OHPRGN", "OHAQN", "PNPRGR", "PNENYUB", "SBQN", "SBQRE", "ZREQN", "CBEEN", "CHGN", "IVNQB", "KBGN"],
};

const rot13 = (word: string) => word.replace(/[A-Z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 65 + 13) % 26) + 65));

/** The words a grid in `locale` must not spell: the English list, then the language's own. */
export function avoidedWords(locale: Locale = DEFAULT_LOCALE): string[] {
  const own = locale === DEFAULT_LOCALE ? [] : AVOIDED_ROT13[locale];
  return [...AVOIDED_ROT13.en, ...own].map(rot13);
}

export interface WordSearchInput {
  words: readonly string[];
  rows: number;
  columns: number;
  directions: readonly WordSearchDirection[];
  /** Words the grid must never spell (avoidedWords(locale) for the puzzle's language); the English list if omitted. */
  avoid?: readonly string[];
}

export interface WordPlacement {
  word: string;
  /** The cell of the word's first letter (0-based, from the top-left). */
  row: number;
  column: number;
  direction: WordSearchDirection;
}

export interface WordSearch {
  rows: number;
  columns: number;
  /** One string of capital letters per row, top to bottom. */
  grid: string[];
  /** In the order of the input's words. */
  placements: WordPlacement[];
}

/** The cells a placed word covers, first letter first. */
export function placementCells(placement: Pick<WordPlacement, "word" | "row" | "column" | "direction">): [number, number][] {
  const [dr, dc] = DIRECTION_STEPS[placement.direction];
  return Array.from(placement.word, (_, i) => [placement.row + dr * i, placement.column + dc * i]);
}

/** Every place `word` can be read in `grid`, in any of the eight directions. */
export function findWord(grid: readonly string[], word: string): WordPlacement[] {
  const found: WordPlacement[] = [];
  const rows = grid.length;
  for (let row = 0; row < rows; row++) {
    const columns = grid[row]!.length;
    for (let column = 0; column < columns; column++) {
      if (grid[row]![column] !== word[0]) continue;
      for (const direction of ALL_DIRECTIONS) {
        const [dr, dc] = DIRECTION_STEPS[direction];
        let i = 1;
        while (i < word.length && grid[row + dr * i]?.[column + dc * i] === word[i]) i++;
        if (i === word.length) found.push({ word, row, column, direction });
      }
    }
  }
  return found;
}

const reverse = (word: string) => [...word].reverse().join("");

/** Throws, with a reason a content editor can act on, when the inputs cannot make a fair puzzle. */
export function checkWordSearchInput(input: WordSearchInput): void {
  const { words, rows, columns, directions } = input;
  if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 2 || columns < 2) {
    throw new Error(`A word search needs whole-number rows and columns of at least 2 (got ${rows} x ${columns})`);
  }
  if (directions.length === 0) throw new Error("A word search needs at least one direction");
  if (words.length === 0) throw new Error("A word search needs at least one word");
  const avoided = input.avoid ?? avoidedWords();
  words.forEach((word, i) => {
    if (!/^[A-Z]{2,}$/.test(word)) throw new Error(`"${word}" must be two or more capital letters A-Z`);
    if (words.indexOf(word) !== i) throw new Error(`"${word}" is listed twice`);
    // A palindrome is found twice (forwards and backwards over the same cells).
    if (reverse(word) === word) throw new Error(`"${word}" reads the same backwards, so it would be found twice`);
    for (const other of words) {
      if (other !== word && (other.includes(word) || other.includes(reverse(word)))) {
        throw new Error(`"${word}" hides inside "${other}", so it would be found twice`);
      }
    }
    for (const bad of avoided) if (word.includes(bad) || word.includes(reverse(bad))) throw new Error(`"${word}" cannot be used`);
    const fits = directions.some((d) => {
      const [dr, dc] = DIRECTION_STEPS[d];
      return (dr === 0 || word.length <= rows) && (dc === 0 || word.length <= columns);
    });
    if (!fits) throw new Error(`"${word}" is too long for a ${rows} x ${columns} grid`);
  });
}

function shuffle<T>(random: RandomSource, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

type Cells = (string | null)[][];

/** How many times `word` can be read over filled cells (cells not yet filled never match). */
function countWord(cells: Cells, word: string): number {
  const grid = cells.map((row) => row.map((c) => c ?? "\0").join(""));
  return findWord(grid, word).length;
}

/** Whether some word of `words` reads through cell (row, column), over filled cells only. */
function spellsThrough(cells: Cells, row: number, column: number, words: readonly string[]): boolean {
  for (const word of words) {
    for (const direction of ALL_DIRECTIONS) {
      const [dr, dc] = DIRECTION_STEPS[direction];
      // The cell is the word's letter i; the word starts i steps back.
      for (let i = 0; i < word.length; i++) {
        const r0 = row - dr * i;
        const c0 = column - dc * i;
        let k = 0;
        while (k < word.length && cells[r0 + dr * k]?.[c0 + dc * k] === word[k]) k++;
        if (k === word.length) return true;
      }
    }
  }
  return false;
}

/** The placements of a word that fit the grid and agree with letters already placed, preferred direction first. */
function candidates(cells: Cells, word: string, order: readonly WordSearchDirection[], random: RandomSource): WordPlacement[] {
  const rows = cells.length;
  const columns = cells[0]!.length;
  const out: WordPlacement[] = [];
  for (const direction of order) {
    const [dr, dc] = DIRECTION_STEPS[direction];
    const spots: WordPlacement[] = [];
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) {
        const endRow = row + dr * (word.length - 1);
        const endColumn = column + dc * (word.length - 1);
        if (endRow < 0 || endRow >= rows || endColumn < 0 || endColumn >= columns) continue;
        const placement = { word, row, column, direction };
        if (placementCells(placement).every(([r, c], i) => cells[r]![c] === null || cells[r]![c] === word[i])) spots.push(placement);
      }
    }
    out.push(...shuffle(random, spots));
  }
  return out;
}

/** The most placements one attempt tries before starting again with fresh random choices. */
const MAX_STEPS_PER_ATTEMPT = 20_000;
const MAX_ATTEMPTS = 200;

/**
 * Builds a word search from `input` with `random` (pass seededRandom(seed) for a repeatable grid). Longest words are
 * placed first. Directions are shared out in turn: while there are words enough, each allowed direction is used at
 * least once (the first words, one direction each), and after that each is a word's first choice equally often.
 */
export function generateWordSearch(input: WordSearchInput, random: RandomSource): WordSearch {
  checkWordSearchInput(input);
  const { words, rows, columns, directions } = input;
  const avoided = input.avoid ?? avoidedWords();
  const order = words.map((word, index) => ({ word, index })).sort((a, b) => b.word.length - a.word.length || a.index - b.index);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const cells: Cells = Array.from({ length: rows }, () => Array<string | null>(columns).fill(null));
    const placed: WordPlacement[] = [];
    const firstChoices = shuffle(random, directions);
    let steps = 0;

    const place = (k: number): boolean => {
      if (k === order.length) return true;
      const { word } = order[k]!;
      const preferred = firstChoices[k % firstChoices.length]!;
      // The first words (the longest) take one direction each, so every allowed direction is used.
      const directionOrder = k < firstChoices.length ? [preferred] : [preferred, ...shuffle(random, directions.filter((d) => d !== preferred))];
      for (const placement of candidates(cells, word, directionOrder, random)) {
        if (++steps > MAX_STEPS_PER_ATTEMPT) return false;
        const covered = placementCells(placement);
        const before = covered.map(([r, c]) => cells[r]![c] ?? null);
        covered.forEach(([r, c], i) => (cells[r]![c] = word[i]!));
        placed.push(placement);
        if (place(k + 1)) return true;
        placed.pop();
        covered.forEach(([r, c], i) => (cells[r]![c] = before[i] ?? null));
      }
      return false;
    };
    if (!place(0)) continue;
    // Crossing words can spell a listed word (or an avoided one) by themselves: then start again.
    if (words.some((w) => countWord(cells, w) !== 1) || avoided.some((w) => countWord(cells, w) > 0)) continue;

    let filled = true;
    const banned = [...words, ...avoided];
    for (let row = 0; row < rows && filled; row++) {
      for (let column = 0; column < columns && filled; column++) {
        if (cells[row]![column] !== null) continue;
        filled = shuffle(random, [...FILL_LETTERS]).some((letter) => {
          cells[row]![column] = letter;
          return !spellsThrough(cells, row, column, banned);
        });
        if (!filled) cells[row]![column] = null;
      }
    }
    if (!filled) continue;

    const byWord = new Map(placed.map((p) => [p.word, p]));
    return {
      rows,
      columns,
      grid: cells.map((row) => row.join("")),
      placements: words.map((word) => byWord.get(word)!),
    };
  }
  throw new Error(`Could not fit ${words.length} words into a ${rows} x ${columns} grid; try a bigger grid or fewer words`);
}
