import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ActivityCategory } from "~/content/activities";
import type { Difficulty } from "~/content/recipes";
import type { Song } from "~/content/songs";

/**
 * The words for the content's fixed values (ids in every language: "Easy", "Baking", "Kids"), shown with
 * `i18n._(LABEL[value])` in the page's language. The values themselves stay English so filters and data agree.
 */
export const DIFFICULTY_LABELS: Record<Difficulty, MessageDescriptor> = {
  Easy: msg`Easy`,
  Medium: msg`Medium`,
  Hard: msg`Hard`,
};

export const CATEGORY_LABELS: Record<ActivityCategory, MessageDescriptor> = {
  Baking: msg`Baking`,
  Crafts: msg`Crafts`,
  Music: msg`Music`,
  Writing: msg`Writing`,
};

export const AGE_GROUP_LABELS: Record<Song["ageGroup"], MessageDescriptor> = {
  "All Ages": msg`All Ages`,
  Kids: msg`Kids`,
};
