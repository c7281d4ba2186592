import { describe, expect, it } from "vitest";
import { OPENED_DOORS_KEY, parseOpenedDoors, withDoorOpened } from "./opened-doors-store";

describe("opened doors in localStorage", () => {
  it("uses a versioned key", () => {
    expect(OPENED_DOORS_KEY).toMatch(/-v\d+$/);
  });

  it("round-trips the doors opened this season, sorted and without repeats", () => {
    const raw = withDoorOpened([3, 1], 2, 2026);
    expect(JSON.parse(raw)).toEqual({ season: 2026, doors: [1, 2, 3] });
    expect(parseOpenedDoors(withDoorOpened([1, 2, 3], 2, 2026), 2026, 5)).toEqual([1, 2, 3]);
  });

  it("reads nothing from a missing, corrupt or wrongly shaped value", () => {
    for (const raw of [null, undefined, "", "not json", "[1,2]", "null", "42", '{"doors":"1,2"}', '{"season":2026}']) {
      expect(parseOpenedDoors(raw, 2026, 24), String(raw)).toEqual([]);
    }
  });

  it("forgets last season's doors", () => {
    expect(parseOpenedDoors(withDoorOpened([], 4, 2025), 2026, 24)).toEqual([]);
  });

  it("drops numbers that are not doors, or doors that cannot be open yet", () => {
    const raw = JSON.stringify({ season: 2026, doors: [0, 1, 1, 2.5, "3", 4, 6, 25, -1, null] });
    expect(parseOpenedDoors(raw, 2026, 5)).toEqual([1, 4]);
    expect(parseOpenedDoors(raw, 2026, 24)).toEqual([1, 4, 6]);
  });
});
