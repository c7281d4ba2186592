import { CHRISTMAS_WORD_SEARCH as EN_EASY, NORTH_POLE_WORD_SEARCH as EN_HARD, SLEIGH_MAZE as EN_MAZE } from "../advent-puzzles";
import type { AdventMazePuzzle, AdventPuzzleWithInputs, AdventWordSearchPuzzle } from "../advent-treats.types";

/**
 * The advent puzzles (doors 4, 11 and 19) in French: their own word lists, written in capitals without accents as
 * printed word searches are (ÉTOILE is ETOILE, TRAÎNEAU is TRAINEAU, GLAÇON is GLACON). Sizes, directions and seeds
 * are the English ones; the grids are generated from these words into advent-puzzles.generated.json
 * (`npm run generate:puzzles`).
 */
export const CHRISTMAS_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_EASY,
  title: "Mots mêlés de Noël",
  description: "Huit petits mots de Noël se cachent dans une grille de lettres. Sauras-tu tous les trouver ?",
  instructions: "Trouve les 8 mots dans la grille et entoure-les un par un. Les mots se lisent de gauche à droite ou de haut en bas.",
  words: ["ETOILE", "SAPIN", "NEIGE", "CLOCHE", "CADEAU", "LUTIN", "TRAINEAU", "HOUX"],
};

export const SLEIGH_MAZE: AdventMazePuzzle = {
  ...EN_MAZE,
  title: "Le labyrinthe du traîneau",
  description: "Le traîneau du Père Noël s'est perdu au-dessus des toits. Trouve le seul chemin qui traverse le labyrinthe enneigé jusqu'à la cheminée.",
  instructions: "Trace un trait du traîneau jusqu'à la cheminée. Reste bien entre les murs : interdit de passer à travers !",
};

export const NORTH_POLE_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_HARD,
  title: "Mots mêlés du pôle Nord",
  description: "Quatorze mots de la maison enneigée du Père Noël se cachent dans une grande grille, et certains sont même écrits à l'envers !",
  instructions: "Trouve les 14 mots et entoure-les un par un. Ils se lisent à l'horizontale, à la verticale, en diagonale et même à l'envers !",
  words: [
    "ATELIER",
    "RENNES",
    "JOUETS",
    "FLOCON",
    "GLACON",
    "AURORE",
    "MOUFLES",
    "LANTERNE",
    "BLIZZARD",
    "CHOCOLAT",
    "ECHARPE",
    "LUGE",
    "BONNET",
    "GIVRE",
  ],
};

/** In door order. */
export const ADVENT_PUZZLES: readonly AdventPuzzleWithInputs[] = [CHRISTMAS_WORD_SEARCH, SLEIGH_MAZE, NORTH_POLE_WORD_SEARCH];
