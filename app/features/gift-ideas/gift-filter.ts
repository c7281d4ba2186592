import type { AgeFilter, AgeGroup } from "~/content/gift-ideas";

/** The age groups shown for a filter (second spec document, section 4: starts at 'all', changes on click). */
export function filterAgeGroups(groups: readonly AgeGroup[], filter: AgeFilter): readonly AgeGroup[] {
  if (filter === "all") return groups;
  return groups.filter((group) => group.id === filter);
}

export const INITIAL_AGE_FILTER: AgeFilter = "all";
