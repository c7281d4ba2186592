import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
import { corpusDir, loadCorpus } from "../../../../scripts/reply-eval";
import { findReplyProblems } from "./reply-checks.server";
import { composeReply, forSibling } from "./reply-content.server";
import { REPLY_VARIANTS } from "./reply-variants.server";

const ctx = { siteUrl: "https://north-pole.test", contactEmail: "help@north-pole.test", deleteUrl: "https://north-pole.test/d", retentionDays: 30 };
/** The daily cap's default: the most replies one address gets in a day (RATE_LIMIT_RECIPIENT_DAILY_CAP). */
const SIBLINGS_A_DAY = 3;

describe("brothers and sisters writing the same day", () => {
  it("take the usual line first, then each variant in turn", () => {
    expect([0, 1, 2, 3].map((k) => forSibling("a", ["b", "c"], k))).toEqual(["a", "b", "c", "a"]);
  });
  it.each(LOCALES)("%s: never open or close alike, whatever the letter, and every variant keeps the reply's rules", (locale) => {
    const letters = loadCorpus(corpusDir(locale)).filter((_, i) => i % 4 === 0);
    let gentle = 0;
    for (const l of letters) {
      const letter = { childName: l.childName, age: l.age, cityCountry: null, parentEmail: "p@example.com", wishList: l.wishList, messageToSanta: l.message, beenGood: true };
      const replies = Array.from({ length: SIBLINGS_A_DAY }, (_, sibling) => composeReply(letter, { ...ctx, locale }, { sibling }));
      if (replies[0]!.tone === "reviewed") continue;
      if (replies[0]!.tone === "gentle") gentle++;
      for (const r of replies) expect(findReplyProblems(r, letter), `${l.id} sibling ${replies.indexOf(r)}`).toEqual([]);
      expect(new Set(replies.map((r) => r.opening[0])).size, l.id).toBe(SIBLINGS_A_DAY);
      expect(new Set(replies.map((r) => r.closing)).size, l.id).toBe(SIBLINGS_A_DAY);
    }
    expect(gentle).toBeGreaterThan(0);
  });
  it.each(LOCALES)("%s: the reviewed reply closes differently for each too", (locale) => {
    const letter = { childName: "Sam", age: 8, cityCountry: null, parentEmail: "p@example.com", wishList: null, messageToSanta: "hello", beenGood: true };
    const closings = [0, 1, 2].map((sibling) => composeReply(letter, { ...ctx, locale }, { reviewed: true, sibling }).closing);
    expect(new Set(closings).size).toBe(3);
    expect(REPLY_VARIANTS[locale].gentleClosings).toHaveLength(2);
  });
});
