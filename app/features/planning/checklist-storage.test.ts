import { describe, expect, it } from "vitest";
import { PLANNING_CHECKLIST, PLANNING_TIMELINE } from "~/content/planning";
import { parseChecklist, serializeChecklist, toggleItem } from "./checklist-storage";

const ids = ["a", "b", "c"];

describe("parseChecklist", () => {
  it("reads nothing ticked when nothing is stored", () => {
    expect(parseChecklist(null, ids)).toEqual(new Set());
  });

  it("reads the stored ids", () => {
    expect(parseChecklist('["a","c"]', ids)).toEqual(new Set(["a", "c"]));
  });

  it("never throws on corrupt or foreign values", () => {
    for (const raw of ["", "{", "null", "42", '"a"', '{"a":true}', "[1,2]", "undefined", "[[\"a\"]]"]) {
      expect(parseChecklist(raw, ids), raw).toEqual(new Set());
    }
  });

  it("drops ids that are not on the checklist and wrong types", () => {
    expect(parseChecklist('["a",7,null,"gone","b"]', ids)).toEqual(new Set(["a", "b"]));
  });
});

describe("serializeChecklist and toggleItem", () => {
  it("round-trips in checklist order", () => {
    const raw = serializeChecklist(new Set(["c", "a"]), ids);
    expect(raw).toBe('["a","c"]');
    expect(parseChecklist(raw, ids)).toEqual(new Set(["a", "c"]));
  });

  it("ticks and unticks without changing the original", () => {
    const start = new Set(["a"]);
    expect(toggleItem(start, "b")).toEqual(new Set(["a", "b"]));
    expect(toggleItem(start, "a")).toEqual(new Set());
    expect(start).toEqual(new Set(["a"]));
  });
});

describe("planning content", () => {
  it("has 4 timeline periods and 10 checklist items", () => {
    expect(PLANNING_TIMELINE).toHaveLength(4);
    expect(PLANNING_CHECKLIST).toHaveLength(10);
  });
});
