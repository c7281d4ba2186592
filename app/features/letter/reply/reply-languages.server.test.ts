import { describe, expect, it } from "vitest";
import { concernReading, type ConcernModel } from "~/features/letter/reading/concern-model.server";
import MODEL from "~/features/letter/reading/concern-model.generated.json";
import { readingFromStore, readLetterIn, storedReading } from "./reply-languages.server";

const model = MODEL as ConcernModel;

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

describe("the readings together (ADR 022)", () => {
  it("set a phrase aside when the concern model reads the letter and its passage as plainly happy: not held, and no cheer", () => {
    const play = readLetterIn("en", { wishList: "a football", messageToSanta: "Dear Santa, my big sister said she would kill me because I ate her chocolate haha. We made biscuits and a snowman!" });
    expect(play.held).toBe(false);
    expect(play.evidence.setAside?.map((e) => e.label)).toEqual(["threat"]);
    // The reply may not be cheerful about a letter with words like these, whatever the model thinks.
    expect(play.uneasy).toBe(true);
  });
  it("hold the same phrase in a passage the model is uneasy about", () => {
    const fear = readLetterIn("en", { wishList: null, messageToSanta: "My sister said she would kill me if I told anyone that he hurts her at night. I am scared." });
    expect(fear.held).toBe(true);
    expect(fear.harm).toContain("threat");
    expect(fear.evidence.setAside).toBeUndefined();
  });
  it("read a P.S. alone, so a page of happy news does not outweigh it", () => {
    const letter = {
      wishList: "lego\nbooks",
      messageToSanta:
        "Dear Santa, we went to the beach in summer and I learned to swim. My teacher is nice and my best friend is Sam. We are making paper stars for the tree and my sister is a sheep in the nativity play. I would love some lego please. Thank you for the presents last year.\nP.S. mum is gone for days and I look after my brother by myself and nobody makes dinner",
    };
    const c = concernReading(model, { wishList: letter.wishList, messageToSanta: letter.messageToSanta });
    expect(c.part).toBe("P.S.");
    expect(c.letter).toBeLessThan(model.hold);
    expect(c.score).toBeGreaterThan(model.hold);
    const reading = readLetterIn("en", letter);
    expect(reading.held).toBe(true);
    expect(reading.evidence.harm.find((e) => e.label === "concern")?.phrase).toMatch(/^in the P\.S\.: /);
  });
  it("read the wish list alone, so a happy message does not outweigh it", () => {
    const letter = { wishList: "a bike\nfor dad to stop when he has been drinking\nbooks", messageToSanta: "Dear Santa, I love Christmas and our tree is so big this year. Say hello to the elves!" };
    const c = concernReading(model, letter);
    expect(c.part).toBe("wish list");
    expect(c.letter).toBeLessThan(model.hold);
    expect(readLetterIn("en", letter).held).toBe(true);
  });
});
