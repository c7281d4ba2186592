import type { Activity, ActivityCategory } from "~/content/activities";
import type { Difficulty } from "~/content/recipes";

export interface ActivityFilters {
  category: "all" | ActivityCategory;
  difficulty: "all" | Difficulty;
}

/** Spec section 4: both filters start at 'all'. */
export const ALL_ACTIVITIES: ActivityFilters = { category: "all", difficulty: "all" };

/** Spec section 5: an exact match on category and on difficulty, combined with AND; 'all' matches anything. */
export function filterActivities<T extends Pick<Activity, "category" | "difficulty">>(activities: readonly T[], filters: ActivityFilters): T[] {
  return activities.filter(
    (a) => (filters.category === "all" || a.category === filters.category) && (filters.difficulty === "all" || a.difficulty === filters.difficulty),
  );
}
