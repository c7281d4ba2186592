import { CHRISTMAS_WORD_SEARCH as EN_EASY, NORTH_POLE_WORD_SEARCH as EN_HARD, SLEIGH_MAZE as EN_MAZE } from "../advent-puzzles";
import type { AdventMazePuzzle, AdventPuzzleWithInputs, AdventWordSearchPuzzle } from "../advent-treats.types";

/**
 * The advent puzzles (doors 4, 11 and 19) in Italian: their own word lists, written in capitals without accents as
 * printed word searches are. Sizes, directions and seeds are the English ones; the grids are generated from these
 * words into advent-puzzles.generated.json (`npm run generate:puzzles`).
 */
export const CHRISTMAS_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_EASY,
  title: "Cercaparole di Natale",
  description: "Otto paroline di Natale si nascondono in una griglia di lettere. Riesci a trovarle tutte?",
  instructions: "Trova le 8 parole nella griglia e cerchiale una per una. Le parole vanno da sinistra a destra o dall'alto in basso.",
  words: ["STELLA", "ALBERO", "NEVE", "CAMPANA", "REGALO", "ELFO", "SLITTA", "AGRIFOGLIO"],
};

export const SLEIGH_MAZE: AdventMazePuzzle = {
  ...EN_MAZE,
  title: "Il labirinto della slitta",
  description: "La slitta di Babbo Natale si è persa sopra i tetti. Trova l'unica strada che attraversa il labirinto innevato fino al camino.",
  instructions: "Traccia una linea dalla slitta fino al camino. Resta tra i muri: non si possono attraversare!",
};

export const NORTH_POLE_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_HARD,
  title: "Cercaparole del Polo Nord",
  description: "Quattordici parole della casa innevata di Babbo Natale sono nascoste in una griglia grande, e alcune sono scritte perfino al contrario!",
  instructions: "Trova le 14 parole e cerchiale una per una. Vanno in orizzontale, in verticale, in diagonale e perfino al contrario!",
  words: [
    "LABORATORIO",
    "RENNA",
    "GIOCATTOLI",
    "FIOCCO",
    "GHIACCIOLO",
    "AURORA",
    "MUFFOLE",
    "LANTERNA",
    "BUFERA",
    "CIOCCOLATA",
    "SCIARPA",
    "SLITTINO",
    "PACCHETTO",
    "IGLOO",
  ],
};

/** In door order. */
export const ADVENT_PUZZLES: readonly AdventPuzzleWithInputs[] = [CHRISTMAS_WORD_SEARCH, SLEIGH_MAZE, NORTH_POLE_WORD_SEARCH];
