import { CHRISTMAS_WORD_SEARCH as EN_EASY, NORTH_POLE_WORD_SEARCH as EN_HARD, SLEIGH_MAZE as EN_MAZE } from "../advent-puzzles";
import type { AdventMazePuzzle, AdventPuzzleWithInputs, AdventWordSearchPuzzle } from "../advent-treats.types";

/**
 * The advent puzzles (doors 4, 11 and 19) in Brazilian Portuguese: their own word lists, written in capitals without
 * accents as printed word searches are (ÁRVORE is ARVORE). Sizes, directions and seeds are the English ones; the
 * grids are generated from these words into advent-puzzles.generated.json (`npm run generate:puzzles`).
 */
export const CHRISTMAS_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_EASY,
  title: "Caça-palavras de Natal",
  description: "Oito palavrinhas de Natal estão escondidas numa grade de letras. Você consegue achar todas?",
  instructions: "Encontre as 8 palavras na grade e faça um círculo em volta de cada uma. As palavras estão na horizontal, da esquerda para a direita, ou na vertical, de cima para baixo.",
  words: ["ESTRELA", "ARVORE", "NEVE", "SINO", "PRESENTE", "DUENDE", "TRENO", "VELA"],
};

export const SLEIGH_MAZE: AdventMazePuzzle = {
  ...EN_MAZE,
  title: "O labirinto do trenó",
  description: "O trenó do Papai Noel se perdeu em cima dos telhados. Ache o único caminho pelo labirinto de neve até a chaminé.",
  instructions: "Trace uma linha do trenó até a chaminé. Fique entre as paredes: não vale atravessar!",
};

export const NORTH_POLE_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_HARD,
  title: "Caça-palavras do Polo Norte",
  description: "Quatorze palavras da casa do Papai Noel, lá no meio da neve, estão escondidas numa grade grande, e algumas estão até de trás para a frente!",
  instructions: "Encontre as 14 palavras e faça um círculo em volta de cada uma. Elas estão na horizontal, na vertical, na diagonal e até de trás para a frente!",
  words: [
    "OFICINA",
    "RENAS",
    "BRINQUEDOS",
    "FLOCO",
    "GELO",
    "AURORA",
    "LUVAS",
    "LANTERNA",
    "NEVASCA",
    "CHOCOLATE",
    "CACHECOL",
    "EMBRULHO",
    "IGLU",
    "GORRO",
  ],
};

/** In door order. */
export const ADVENT_PUZZLES: readonly AdventPuzzleWithInputs[] = [CHRISTMAS_WORD_SEARCH, SLEIGH_MAZE, NORTH_POLE_WORD_SEARCH];
