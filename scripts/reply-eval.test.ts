import { describe, expect, it } from "vitest";
import { findReplyProblems } from "~/emails/reply-checks";
import { composeReply } from "~/emails/reply-content";
import { readLetterIn, REPLY_LANGUAGES } from "~/emails/reply-languages";
import { harmEvidence } from "~/features/letter/reading/letter-reading";
import type { Locale } from "~/i18n/locale";
import { corpusDir, evaluate, HELD_OUT_DIR, loadCorpus, targetFailures } from "./reply-eval";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=t", retentionDays: 30 };
const corpus = loadCorpus();
const heldOut = loadCorpus(HELD_OUT_DIR);

describe("the labelled letter corpus", () => {
  it("has at least 300 letters with harm letters and hard negatives", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    expect(corpus.filter((l) => l.harm).length).toBeGreaterThanOrEqual(40);
    expect(corpus.filter((l) => !l.harm && /\b(hit|hurt|scared|die|kill|touch)/i.test(`${l.wishList} ${l.message}`)).length).toBeGreaterThanOrEqual(30);
  });

  it("meets the targets: every harm letter held, at least 90% of held letters truly harm, each circumstance found 95% of the time", () => {
    const e = evaluate(corpus, (l) => readLetterIn("en", l));
    expect(targetFailures(e)).toEqual([]);
    expect(e.mistakes.filter((m) => m.kind === "harm")).toEqual([]);
  });

  it("holds every harm letter of the held-out set too", () => {
    expect(evaluate(heldOut, (l) => readLetterIn("en", l)).harm.recall).toBe(1);
  });

  it("composes no reply with a promise, cheer next to a sensitive wish, or a quoted disclosure", () => {
    const problems = [...corpus, ...heldOut].flatMap((l) => {
      const letter = { childName: l.childName, age: l.age, cityCountry: "Leeds, UK", parentEmail: "p@example.com", wishList: l.wishList, messageToSanta: l.message, beenGood: l.id.length % 2 === 0 };
      return findReplyProblems(composeReply(letter, ctx), letter).map((p) => `${l.id}: ${p}`);
    });
    expect(problems).toEqual([]);
  });
});

const otherLanguages = (Object.keys(REPLY_LANGUAGES) as Locale[]).filter((l) => l !== "en");

describe.each(otherLanguages)("the %s corpus", (locale) => {
  const letters = loadCorpus(corpusDir(locale));
  const read = (l: Parameters<typeof readLetterIn>[1]) => readLetterIn(locale, l);

  it("has at least 60 letters, with harm letters, harmless lookalikes and every circumstance", () => {
    expect(letters.length).toBeGreaterThanOrEqual(60);
    expect(letters.filter((l) => l.harm).length).toBeGreaterThanOrEqual(10);
    expect(letters.filter((l) => l.lookalike).length).toBeGreaterThanOrEqual(8);
    const labelled = new Set(letters.flatMap((l) => l.circumstances));
    expect([...labelled].sort()).toEqual([...new Set([...labelled, "bereavement", "illness", "far_away", "separation", "bullying", "hardship", "lonely_sad"])].sort());
  });

  it("meets the English targets: every harm letter held, 90% of held letters truly harm, each circumstance found 95% of the time", () => {
    const e = evaluate(letters, read);
    expect(targetFailures(e)).toEqual([]);
    expect(e.mistakes.filter((m) => m.kind === "harm")).toEqual([]);
  });

  it("its harm rules hold none of the English corpus's harmless letters (harm is looked for in every language)", () => {
    const lexicon = REPLY_LANGUAGES[locale]!.lexicon;
    const held = corpus.filter((l) => !l.harm && harmEvidence({ wishList: l.wishList, messageToSanta: l.message }, lexicon).length > 0);
    expect(held.map((l) => l.id)).toEqual([]);
  });

  it("composes every reply in its language with no promise, cheer next to a sensitive wish, or quoted disclosure", () => {
    const problems = letters.flatMap((l) => {
      const letter = { childName: l.childName, age: l.age, cityCountry: "Lyon", parentEmail: "p@example.com", wishList: l.wishList, messageToSanta: l.message, beenGood: l.id.length % 2 === 0 };
      const reply = composeReply(letter, { ...ctx, locale });
      expect(reply.locale).toBe(locale);
      return findReplyProblems(reply, letter).map((p) => `${l.id}: ${p}`);
    });
    expect(problems).toEqual([]);
  });
});

describe("findReplyProblems", () => {
  const base = { childName: "Ava", age: 7, cityCountry: null, parentEmail: "p@example.com", wishList: null, messageToSanta: null, beenGood: true };
  it("catches the old templates' promises and cheer next to a sensitive wish", () => {
    const reply = composeReply({ ...base, wishList: "for my grandma to get better" }, ctx);
    expect(findReplyProblems(reply, base)).toEqual([]);
    const bad = { ...reply, wishes: [{ item: "for my grandma to get better", answer: "for my grandma to get better: what a wonderful wish! I have read it out to the elves in the workshop.", sensitive: true }] };
    expect(findReplyProblems(bad, base).join(" ")).toMatch(/cheer "(what a wonderful|wonderful wish)"/);
    const promise = { ...reply, closing: "I will bring it on Christmas Eve." };
    expect(findReplyProblems(promise, base).join(" ")).toMatch(/promise "I will bring"/);
  });
  it("catches a painful message quoted back", () => {
    const letter = { ...base, messageToSanta: "My grandad died in the summer and I miss him so much." };
    const reply = composeReply(letter, ctx);
    expect(findReplyProblems(reply, letter)).toEqual([]);
    const quoted = { ...reply, message: [`I loved reading your message: “${letter.messageToSanta}”`] };
    expect(findReplyProblems(quoted, letter).join(" ")).toMatch(/quotes the child's words back/);
  });
});
