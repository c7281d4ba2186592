import { describe, expect, it } from "vitest";
import {
  concernParts,
  concernReading,
  sentenceWindows,
  type ConcernModel,
} from "./concern-model.server";

const parts = (wishList: string | null, messageToSanta: string | null) =>
  concernParts({ wishList, messageToSanta }).map((p) => [
    p.part,
    p.text.wishList,
    p.text.messageToSanta,
  ]);

describe("the parts of a letter the concern model also reads alone", () => {
  it("reads the wish list alone when there is a message too", () => {
    expect(parts("a bike\na lock", "I love snow")).toEqual([
      ["letter", "a bike\na lock", "I love snow"],
      ["wish list", "a bike\na lock", null],
    ]);
    // A letter that is only a wish list (or only a message) is already read whole.
    expect(parts("a bike", null)).toEqual([["letter", "a bike", null]]);
    expect(parts("  ", "hi")).toEqual([["letter", "  ", "hi"]]);
  });
  it("reads what follows a P.S., however the child writes it, in every language", () => {
    for (const [message, tail] of [
      ["Love, Tom\nP.S. dad hits me", "dad hits me"],
      ["Bisous\nP.-S. : j'ai peur", ": j'ai peur"],
      ["Besos. PD: tengo miedo", ": tengo miedo"],
      ["Un beso\nPosdata: no hay comida", ": no hay comida"],
      ["Tschüss ps mama weint", "mama weint"],
      ["love you\nP.S. one\nPPS two", "one\nPPS two"],
    ] as const) {
      expect(parts(null, message).at(-1), message).toEqual([
        "P.S.",
        null,
        tail,
      ]);
    }
  });
  it("does not take a PS4, a P in a word or a letter without a P.S. for one", () => {
    for (const message of [
      "I want a PS4 and a PS5.",
      "Tips and maps",
      "I love my puppy",
    ])
      expect(parts(null, message), message).toHaveLength(1);
  });
});

describe("a sentence's passage", () => {
  it("is the sentence with the ones either side of it, in the wish list and the message apart", () => {
    expect(
      sentenceWindows({
        wishList: "a bike\na ball",
        messageToSanta: "One. Two! Three",
      }),
    ).toEqual([
      { sentence: "a bike", window: "a bike. a ball" },
      { sentence: "a ball", window: "a bike. a ball" },
      { sentence: "One", window: "One. Two" },
      { sentence: "Two", window: "One. Two. Three" },
      { sentence: "Three", window: "Two. Three" },
    ]);
  });
});

describe("the concern model's reading of a letter", () => {
  // A tiny model: "hit" worries, "snow" reassures.
  const model: ConcernModel = {
    about: "",
    bias: -2,
    weights: { "t:hits": 4, "t:snow": -1 },
    hold: 0.5,
    uneasy: 0.1,
  };
  it("scores the whole letter, and holds on the highest of the whole and its parts, saying which part", () => {
    const r = concernReading(model, {
      wishList: "sled",
      messageToSanta: "Snow! We made a snowman.\nP.S. dad hits me",
    });
    expect(r.letter).toBeLessThan(r.score);
    expect(r.part).toBe("P.S.");
    const whole = concernReading(model, {
      wishList: null,
      messageToSanta: "dad hits me",
    });
    expect(whole.part).toBe("letter");
    expect(whole.score).toBe(whole.letter);
  });
});
