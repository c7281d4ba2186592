import { describe, expect, it } from "vitest";
import { fold, wordsOf, WordMatcher } from "./word-matcher.server";

describe("word matcher", () => {
  it("folds case and accents the same way on both sides", () => {
    expect(fold("Mamá Größe ÉTÉ")).toBe("mama grosse ete");
    expect(wordsOf("J'ai   un vélo!! 2 ")).toEqual(["j", "ai", "un", "velo", "2"]);
  });
  const m = new WordMatcher<string>([
    ["bike", "bicicl*"],
    ["bike", "bike"],
    ["card", "gift card*"],
    ["secret", "don't tell"],
    ["sad", "😢"],
  ]);
  it("matches whole words, prefixes with *, phrases in a row and emoji anywhere", () => {
    expect([...m.values(wordsOf("Quiero una BICICLETA"))]).toEqual(["bike"]);
    expect([...m.values(wordsOf("a bikes shed"))]).toEqual([]);
    expect([...m.values(wordsOf("he gave me gift cards"))]).toEqual(["card"]);
    expect([...m.values(wordsOf("a gift for my card"))]).toEqual([]);
    expect([...m.values(wordsOf("he said dont tell"))]).toEqual([]);
    expect([...m.values(wordsOf("he said don't tell"))]).toEqual(["secret"]);
    expect([...m.values([], "so tired 😢")]).toEqual(["sad"]);
  });
  it("says where each match is, in words", () => {
    expect(m.find(wordsOf("my new bike"))).toEqual([{ value: "bike", start: 2, end: 3 }]);
  });
});

describe("phrases of several words", () => {
  it("match their longer words' other endings, but short words exactly", () => {
    const m = new WordMatcher<string>([["worthless", "wish i was never born"]]);
    expect([...m.values(wordsOf("Mum wishes I was never born"))]).toEqual(["worthless"]);
    expect([...m.values(wordsOf("I wish I wasn't born"))]).toEqual([]);
  });
});

describe("single words of five letters or more", () => {
  it("match short endings, not longer words", () => {
    const m = new WordMatcher<string>([["hit", "pegar"], ["hit", "hit"]]);
    expect([...m.values(wordsOf("deje de pegarme"))]).toEqual(["hit"]);
    expect([...m.values(wordsOf("pegarinamente"))]).toEqual([]);
    expect([...m.values(wordsOf("history"))]).toEqual([]);
  });
});
