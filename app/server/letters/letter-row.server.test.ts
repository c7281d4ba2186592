import { describe, expect, it } from "vitest";
import { LETTER_FIELDS, type Letter } from "~/features/letter/letter-schema";
import { LETTER_COLUMNS, letterFromRow, letterToRow } from "./letter-row.server";

describe("a letter's row", () => {
  const letter: Letter = { childName: "Ada", age: 7, cityCountry: "Oslo", parentEmail: "a@example.com", wishList: "a sled", messageToSanta: "hi", beenGood: true };
  it("has a column for every field the schema has, and nothing else", () => {
    expect(Object.keys(LETTER_COLUMNS).sort()).toEqual([...LETTER_FIELDS].sort());
    expect(Object.keys(letterToRow(letter, { bool: (v) => v }))).toEqual(expect.arrayContaining(Object.values(LETTER_COLUMNS)));
  });
  it("comes back as the letter it was, on either database's booleans", () => {
    expect(letterFromRow(letterToRow(letter, { bool: (v) => v }))).toEqual(letter);
    expect(letterFromRow(letterToRow({ ...letter, beenGood: false, age: null }, { bool: (v) => (v ? 1 : 0) }))).toEqual({ ...letter, beenGood: false, age: null });
  });
});
