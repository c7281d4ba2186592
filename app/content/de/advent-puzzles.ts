import { CHRISTMAS_WORD_SEARCH as EN_EASY, NORTH_POLE_WORD_SEARCH as EN_HARD, SLEIGH_MAZE as EN_MAZE } from "../advent-puzzles";
import type { AdventMazePuzzle, AdventPuzzleWithInputs, AdventWordSearchPuzzle } from "../advent-treats.types";

/**
 * The advent puzzles (doors 4, 11 and 19) in German: their own word lists, written in capitals without accents as
 * printed word searches are, chosen without umlauts or ß so that no word needs AE, OE, UE or SS. Sizes, directions
 * and seeds are the English ones; the grids are generated from these words into advent-puzzles.generated.json
 * (`npm run generate:puzzles`).
 */
export const CHRISTMAS_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_EASY,
  title: "Weihnachtlicher Buchstabensalat",
  description: "Acht kleine Weihnachtswörter verstecken sich in einem Gitter aus Buchstaben. Findest du sie alle?",
  instructions: "Finde die 8 Wörter im Gitter und kreise jedes ein. Die Wörter stehen waagerecht von links nach rechts oder senkrecht von oben nach unten.",
  words: ["STERN", "BAUM", "SCHNEE", "GLOCKE", "KERZE", "WICHTEL", "SCHLITTEN", "ENGEL"],
};

export const SLEIGH_MAZE: AdventMazePuzzle = {
  ...EN_MAZE,
  title: "Das Schlitten-Labyrinth",
  description: "Der Schlitten des Weihnachtsmanns hat sich über den Dächern verirrt. Finde den einzigen Weg durch das verschneite Labyrinth bis zum Schornstein.",
  instructions: "Zeichne eine Linie vom Schlitten bis zum Schornstein. Bleib zwischen den Wänden: Durch die Wände geht es nicht!",
};

export const NORTH_POLE_WORD_SEARCH: AdventWordSearchPuzzle = {
  ...EN_HARD,
  title: "Buchstabensalat vom Nordpol",
  description: "Vierzehn Wörter aus dem verschneiten Zuhause des Weihnachtsmanns verstecken sich in einem großen Gitter, und manche stehen sogar rückwärts!",
  instructions: "Finde die 14 Wörter und kreise jedes ein. Sie stehen waagerecht, senkrecht, schräg und sogar rückwärts!",
  words: [
    "WERKSTATT",
    "RENTIER",
    "SPIELZEUG",
    "SCHNEEFLOCKE",
    "EISZAPFEN",
    "NORDLICHT",
    "HANDSCHUHE",
    "LATERNE",
    "SCHNEESTURM",
    "KAKAO",
    "SCHAL",
    "RODEL",
    "GESCHENK",
    "IGLU",
  ],
};

/** In door order. */
export const ADVENT_PUZZLES: readonly AdventPuzzleWithInputs[] = [CHRISTMAS_WORD_SEARCH, SLEIGH_MAZE, NORTH_POLE_WORD_SEARCH];
