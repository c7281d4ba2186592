import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AdventTreatKind } from "~/content/advent";
import type { Difficulty } from "~/content/recipes";

/** The badge over a treat ("Carol"), in the page's language. */
export const KIND_LABEL: Record<AdventTreatKind, MessageDescriptor> = {
  coloring: msg`Coloring page`,
  song: msg`Carol`,
  story: msg`Story`,
  craft: msg`Craft`,
  recipe: msg`Recipe`,
  puzzle: msg`Puzzle`,
  game: msg`Game challenge`,
  deed: msg`Good deed`,
};

/** A kind of treat as part of a sentence ("a carol and a coloring page"): see kindsSentence in advent-doors.ts. */
export const KIND_WORDS: Record<AdventTreatKind, MessageDescriptor> = {
  coloring: msg`a coloring page`,
  song: msg`a carol`,
  story: msg`a story`,
  craft: msg`a craft`,
  recipe: msg`a recipe`,
  puzzle: msg`a puzzle`,
  game: msg`a game challenge`,
  deed: msg`a good deed`,
};

/** The content's difficulty ids ("Easy"), as the page's language says them. */
export const DIFFICULTY_LABELS: Record<Difficulty, MessageDescriptor> = {
  Easy: msg`Easy`,
  Medium: msg`Medium`,
  Hard: msg`Hard`,
};
