import { describe, expect, it } from "vitest";
import { readingFromStore, readLetterIn, storedReading } from "./reply-languages.server";

describe("a letter's reading, kept with it", () => {
  it("comes back from the store as it was made", () => {
    for (const letter of [
      { wishList: "a bike\na puppy", messageToSanta: "I love snow" },
      { wishList: null, messageToSanta: "My dad hits me when he is angry." },
    ]) {
      const reading = readLetterIn("en", letter);
      expect(readingFromStore(storedReading(reading))).toEqual(reading);
    }
  });
  it("is refused when it is missing, not JSON, or not a reading this code wrote (the letter is read again)", () => {
    const good = JSON.parse(storedReading(readLetterIn("en", { wishList: "a bike", messageToSanta: null })));
    expect(readingFromStore(null)).toBeNull();
    expect(readingFromStore("")).toBeNull();
    expect(readingFromStore("{not json")).toBeNull();
    expect(readingFromStore(JSON.stringify({ ...good, wishes: "a bike" }))).toBeNull();
    // A reading that says it holds nothing while listing a sign is inconsistent: not trusted.
    expect(readingFromStore(JSON.stringify({ ...good, held: false, harm: ["violence"] }))).toBeNull();
    expect(readingFromStore(JSON.stringify(good))).toEqual(good);
  });
});
