import { describe, expect, it } from "vitest";
import { findReplyProblems } from "~/features/letter/reply/reply-checks.server";
import { composeReply } from "~/features/letter/reply/reply-content.server";
import { readLetterIn, REPLY_LANGUAGES } from "~/features/letter/reply/reply-languages.server";
import { harmEvidence } from "~/features/letter/reading/letter-reading.server";
import type { Locale } from "~/i18n/locale";
import { corpusDir, evaluate, heldOutFigures, heldOutRounds, isSiteLanguage, loadCorpus, loadHeldOut, targetFailures, TUNED_ROUNDS } from "./reply-eval";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/letters/delete?token=t", retentionDays: 30 };
const corpus = loadCorpus();

describe("the labelled letter corpus", () => {
  it("has at least 300 letters with harm letters and hard negatives", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    expect(corpus.filter((l) => l.harm).length).toBeGreaterThanOrEqual(40);
    expect(corpus.filter((l) => !l.harm && /\b(hit|hurt|scared|die|kill|touch)/i.test(`${l.wishList} ${l.message}`)).length).toBeGreaterThanOrEqual(30);
  });

  it("meets the tuning targets: every harm letter held, few ordinary ones, each circumstance found", () => {
    const e = evaluate(corpus, (l) => readLetterIn("en", l));
    expect(targetFailures(e)).toEqual([]);
    expect(e.mistakes.filter((m) => m.kind === "harm" && m.expected === "true")).toEqual([]);
  });

  it("composes no reply with a promise, cheer next to a sensitive wish, or an echo of the child's words", () => {
    const problems = corpus.flatMap((l) => {
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

  it("has at least 150 letters from several writers, with harm letters, harmless lookalikes and every circumstance", () => {
    expect(letters.length).toBeGreaterThanOrEqual(150);
    expect(letters.filter((l) => l.harm).length).toBeGreaterThanOrEqual(10);
    expect(letters.filter((l) => l.lookalike).length).toBeGreaterThanOrEqual(8);
    const labelled = new Set(letters.flatMap((l) => l.circumstances));
    expect([...labelled].sort()).toEqual([...new Set([...labelled, "bereavement", "illness", "far_away", "separation", "bullying", "hardship", "lonely_sad"])].sort());
  });

  it("meets the tuning targets: every harm letter held, few ordinary ones, each circumstance found", () => {
    const e = evaluate(letters, read);
    expect(targetFailures(e)).toEqual([]);
    expect(e.mistakes.filter((m) => m.kind === "harm" && m.expected === "true")).toEqual([]);
  });

  it("its harm rules hold none of the English corpus's harmless letters (harm is looked for in every language)", () => {
    const lexicon = REPLY_LANGUAGES[locale]!.lexicon;
    const held = corpus.filter((l) => !l.harm && harmEvidence({ wishList: l.wishList, messageToSanta: l.message }, lexicon).length > 0);
    expect(held.map((l) => l.id)).toEqual([]);
  });

  it("composes every reply in its language with no promise, cheer next to a sensitive wish, or quoted disclosure", () => {
    const problems = letters.flatMap((l) => {
      const letter = { childName: l.childName, age: l.age, cityCountry: l.message?.slice(0, 60) ?? "Lyon", parentEmail: "p@example.com", wishList: l.wishList, messageToSanta: l.message, beenGood: l.id.length % 2 === 0 };
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
    const bad = { ...reply, wishes: [{ answer: "What a wonderful wish! I have read it out to the elves in the workshop.", sensitive: true }] };
    expect(findReplyProblems(bad, base).join(" ")).toMatch(/cheer "(what a wonderful|wonderful wish)"/i);
    const promise = { ...reply, closing: "I will bring it on Christmas Eve." };
    expect(findReplyProblems(promise, base).join(" ")).toMatch(/promise "I will bring"/);
  });
  it("catches five of the child's words in a row anywhere in Santa's text, from the message, the list or the city", () => {
    const letter = { ...base, messageToSanta: "My grandad died in the summer and I miss him so much.", wishList: "a lock for my door so he cant get in", cityCountry: "the flat above the chip shop" };
    const reply = composeReply(letter, ctx);
    expect(findReplyProblems(reply, letter)).toEqual([]);
    expect(findReplyProblems({ ...reply, message: ["I know the summer was hard, and that you miss him."] }, letter)).toEqual([]);
    expect(findReplyProblems({ ...reply, message: ["You said: in the summer and I miss him."] }, letter).join(" ")).toMatch(/echoes the child's words: in the summer and i\b/);
    expect(findReplyProblems({ ...reply, wishes: [{ answer: "A lock for my door so he, what a good idea.", sensitive: false }] }, letter).join(" ")).toMatch(/echoes/);
    expect(findReplyProblems({ ...reply, opening: ["I found the flat above the chip shop on my map."] }, letter).join(" ")).toMatch(/echoes/);
  });
  it("does not count Santa's own sentences or recognised names as echoes, alone or in a list", () => {
    const list = { ...base, messageToSanta: "Yo quiero una bicicleta y una pelota del Barça.", wishList: "bicicleta\npelota del Barça" };
    const reply = composeReply(list, { ...ctx, locale: "es" });
    expect(reply.wishes[0]!.answer).toContain("una bicicleta y una pelota");
    expect(findReplyProblems(reply, list)).toEqual([]);
    const letter = { ...base, messageToSanta: "You told me you have been good this year, said mum.", wishList: "ein Kuscheltier für das Baby" };
    expect(findReplyProblems(composeReply(letter, ctx), letter)).toEqual([]);
    expect(findReplyProblems(composeReply(letter, { ...ctx, locale: "de" }), letter)).toEqual([]);
  });
});

describe("a letter is read the same from every page", () => {
  // A German letter about violence at home was held from the German page and answered from the English and Italian
  // ones: every way of reading now runs on every letter, whatever page it came from.
  it.each(Object.keys(REPLY_LANGUAGES) as Locale[])("every %s harm letter of the corpus is held from every language's page", (written) => {
    const harm = (written === "en" ? corpus : loadCorpus(corpusDir(written))).filter((l) => l.harm);
    const missed = (Object.keys(REPLY_LANGUAGES) as Locale[]).flatMap((page) =>
      harm.filter((l) => !readLetterIn(page, { wishList: l.wishList, messageToSanta: l.message }).held).map((l) => `${l.id} from the ${page} page`),
    );
    expect(missed).toEqual([]);
  });
});

describe("the held-out rounds", () => {
  const rounds = heldOutRounds();
  it("each hold, per language, at least 30 harm letters and 40 ordinary ones (half look-alikes), written blind", () => {
    expect(rounds.length).toBeGreaterThanOrEqual(1);
    for (const round of rounds) {
      for (const locale of Object.keys(REPLY_LANGUAGES) as Locale[]) {
        const letters = loadHeldOut(round, locale).filter((l) => !l.language);
        expect(letters.filter((l) => l.harm).length, `${round} ${locale}`).toBeGreaterThanOrEqual(30);
        expect(letters.filter((l) => !l.harm).length, `${round} ${locale}`).toBeGreaterThanOrEqual(40);
        expect(letters.filter((l) => l.lookalike).length, `${round} ${locale}`).toBeGreaterThanOrEqual(20);
      }
    }
  });
  it("score a letter in one of the site's languages like the page's own, and any other language as one to hold", () => {
    expect(["Spanish", "German (Pomerode)", "Brazilian Portuguese", "italian"].map(isSiteLanguage)).toEqual([true, true, true, true]);
    expect(["Catalan", "Galician", "Haitian Creole", "Japanese", null].map(isSiteLanguage)).toEqual([false, false, false, false, false]);
    const letter = (id: string, language: string, harm: boolean) => ({ id, childName: "A", age: 8, wishList: null, message: "x", harm, language });
    const figures = heldOutFigures(
      [letter("a", "Spanish", true), letter("b", "Italian", false), letter("c", "Catalan", false)],
      () => ({ held: false, evidence: { harm: [] } }) as never,
      () => 0,
    );
    expect([figures.harm, figures.ordinary, figures.foreign, figures.missed.length]).toEqual([1, 1, 1, 1]);
  });
  it("are tuned on only when listed as tuned, and the newest round is still blind", () => {
    for (const r of TUNED_ROUNDS) expect(rounds).toContain(r);
    expect(TUNED_ROUNDS).not.toContain(rounds.at(-1));
  });
  it("never get a reply that echoes the child, whether it is sent at once or after a person's review", () => {
    for (const round of rounds) {
      for (const locale of Object.keys(REPLY_LANGUAGES) as Locale[]) {
        for (const l of loadHeldOut(round, locale)) {
          const letter = { childName: l.childName, age: l.age, cityCountry: l.message?.slice(0, 40) ?? null, parentEmail: "p@example.com", wishList: l.wishList, messageToSanta: l.message, beenGood: true };
          for (const reviewed of [false, true]) {
            expect(findReplyProblems(composeReply(letter, { ...ctx, locale }, { reviewed }), letter), `${l.id}`).toEqual([]);
          }
        }
      }
    }
  }, 180_000); // Every reply of every held-out round (8 rounds, 3,552 letters, each twice): 28–31 s on two loaded cores.
});
