import { CHRISTMAS_WORD_SEARCH as EN_EASY, NORTH_POLE_WORD_SEARCH as EN_HARD, SLEIGH_MAZE as EN_MAZE } from "../advent-puzzles";
import type { AdventMazePuzzle, AdventPuzzleWithInputs, AdventWordSearchPuzzle } from "../advent-treats.types";

/**
 * The advent puzzles (doors 4, 11 and 19) in Spanish: their own word lists, written in capitals without accents as
 * printed word searches are (ÁRBOL is ARBOL, BELÉN is BELEN). Sizes, directions and seeds are the English ones; the
 * grids are generated from these words into advent-puzzles.generated.json (`npm run generate:puzzles`).
 */
export const CHRISTMAS_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_EASY,
  title: "Sopa de letras de Navidad",
  description: "Ocho palabras navideñas se esconden en una cuadrícula de letras. ¿Las encuentras todas?",
  instructions: "Encuentra las 8 palabras en la sopa de letras y rodea cada una con un círculo. Las palabras van de izquierda a derecha o de arriba abajo.",
  words: ["ESTRELLA", "ARBOL", "NIEVE", "CAMPANA", "REGALO", "DUENDE", "TRINEO", "BELEN"],
};

export const SLEIGH_MAZE: AdventMazePuzzle = {
  ...EN_MAZE,
  title: "El laberinto del trineo",
  description: "El trineo de Papá Noel se ha perdido sobre los tejados. Encuentra el único camino por el laberinto nevado hasta la chimenea.",
  instructions: "Traza una línea desde el trineo hasta la chimenea. Ve siempre por los pasillos: ¡las paredes no se pueden cruzar!",
};

export const NORTH_POLE_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_HARD,
  title: "Sopa de letras del Polo Norte",
  description: "Catorce palabras de la casa nevada de Papá Noel se esconden en una cuadrícula grande, ¡y algunas están escritas al revés!",
  instructions: "Encuentra las 14 palabras y rodea cada una con un círculo. Van en horizontal, en vertical, en diagonal ¡y hasta al revés!",
  words: [
    "TALLER",
    "RENOS",
    "JUGUETES",
    "CARAMBANO",
    "AURORA",
    "MANOPLAS",
    "FAROL",
    "VENTISCA",
    "CHOCOLATE",
    "BUFANDA",
    "TOBOGAN",
    "HIELO",
    "ESCARCHA",
    "IGLU",
  ],
};

/** In door order. */
export const ADVENT_PUZZLES: readonly AdventPuzzleWithInputs[] = [CHRISTMAS_WORD_SEARCH, SLEIGH_MAZE, NORTH_POLE_WORD_SEARCH];
