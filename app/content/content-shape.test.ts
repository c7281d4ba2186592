import { describe, expect, it } from "vitest";
import { contentDifferences } from "./content-shape";

describe("contentDifferences", () => {
  const en = { id: "eggnog", title: "Eggnog", steps: ["Whisk", "Chill"], minutes: 10, art: { to: "/x" } };
  it("accepts the same shape with other text", () => {
    expect(contentDifferences(en, { id: "eggnog", title: "Ponche", steps: ["Batir", "Enfriar"], minutes: 10, art: { to: "/x" } })).toEqual([]);
  });
  it("reports every difference: ids, counts, numbers, empty text, missing and extra keys", () => {
    expect(contentDifferences(en, { id: "ponche", title: " ", steps: ["Batir"], minutes: 12, art: {}, extra: 1 })).toEqual([
      'id: identifier "ponche" should be "eggnog"',
      "title: empty text",
      "steps: 1 items, English has 2",
      "minutes: 12 should be 10 as in English",
      "art.to: missing",
      "extra: not in English",
    ]);
  });
});
