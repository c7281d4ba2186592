import { describe, expect, it } from "vitest";
import { ACTIVITIES, ACTIVITY_CATEGORIES } from "~/content/activities";
import { DIFFICULTIES } from "~/content/recipes";
import { ALL_ACTIVITIES, filterActivities } from "./activity-filter";

const sample = [
  { id: "a", category: "Baking", difficulty: "Easy" },
  { id: "b", category: "Baking", difficulty: "Hard" },
  { id: "c", category: "Crafts", difficulty: "Easy" },
  { id: "d", category: "Music", difficulty: "Medium" },
] as const;
const ids = (list: readonly { id: string }[]) => list.map((a) => a.id);

describe("activity filters", () => {
  it("start at all and show everything", () => {
    expect(ALL_ACTIVITIES).toEqual({ category: "all", difficulty: "all" });
    expect(filterActivities(ACTIVITIES, ALL_ACTIVITIES)).toHaveLength(6);
  });

  it("match category exactly", () => {
    expect(ids(filterActivities(sample, { category: "Baking", difficulty: "all" }))).toEqual(["a", "b"]);
    expect(ids(filterActivities(sample, { category: "Writing", difficulty: "all" }))).toEqual([]);
  });

  it("match difficulty exactly", () => {
    expect(ids(filterActivities(sample, { category: "all", difficulty: "Easy" }))).toEqual(["a", "c"]);
  });

  it("combine with AND", () => {
    expect(ids(filterActivities(sample, { category: "Baking", difficulty: "Easy" }))).toEqual(["a"]);
    expect(ids(filterActivities(sample, { category: "Crafts", difficulty: "Hard" }))).toEqual([]);
  });

  it("every combination over the real activities equals the brute-force AND", () => {
    for (const category of ["all", ...ACTIVITY_CATEGORIES] as const) {
      for (const difficulty of ["all", ...DIFFICULTIES] as const) {
        const expected = ACTIVITIES.filter((a) => (category === "all" || a.category === category) && (difficulty === "all" || a.difficulty === difficulty));
        expect(filterActivities(ACTIVITIES, { category, difficulty })).toEqual(expected);
      }
    }
  });
});
