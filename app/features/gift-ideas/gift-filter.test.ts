import { describe, expect, it } from "vitest";
import { AGE_FILTERS, AGE_GROUPS, BUDGET_TIERS, GIFTS_PER_AGE_GROUP } from "~/content/gift-ideas";
import { INITIAL_AGE_FILTER, filterAgeGroups } from "./gift-filter";

describe("filterAgeGroups", () => {
  it("shows every age group for 'all', which is where the page starts", () => {
    expect(INITIAL_AGE_FILTER).toBe("all");
    expect(filterAgeGroups(AGE_GROUPS, "all")).toEqual(AGE_GROUPS);
  });

  it("shows only the chosen group for each age", () => {
    for (const id of ["toddlers", "preschool", "elementary", "teens"] as const) {
      const shown = filterAgeGroups(AGE_GROUPS, id);
      expect(shown.map((g) => g.id)).toEqual([id]);
      expect(shown[0]!.gifts).toHaveLength(GIFTS_PER_AGE_GROUP);
    }
  });

  it("returns nothing when no group matches", () => {
    expect(filterAgeGroups([], "teens")).toEqual([]);
  });
});

describe("gift content", () => {
  it("has the spec's four age groups with their ages and one filter button each plus 'all'", () => {
    expect(AGE_GROUPS.map((g) => [g.id, g.ages])).toEqual([
      ["toddlers", "2-4"],
      ["preschool", "5-8"],
      ["elementary", "9-12"],
      ["teens", "13+"],
    ]);
    expect(AGE_FILTERS.map((f) => f.id)).toEqual(["all", "toddlers", "preschool", "elementary", "teens"]);
  });

  it("has the four budget tiers", () => {
    expect(BUDGET_TIERS.map((t) => t.label)).toEqual(["Under $25", "$25-50", "$50-100", "$100+"]);
  });
});
