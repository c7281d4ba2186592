import type { Letter } from "~/features/letter/letter-schema";
import { VOCABULARIES } from "~/features/letter/vocabulary/vocabularies";
import { wordsOf } from "~/features/letter/vocabulary/word-matcher";
import type { Locale } from "~/i18n/locale";
import type { ReplyContent } from "./reply-content";
import { replyLanguage } from "./reply-languages";
import type { ReplyWords } from "./reply-words-en";

/** The child's free text: what a reply must never repeat. */
export type LetterWords = Pick<Letter, "messageToSanta"> & Partial<Pick<Letter, "wishList" | "cityCountry">>;

/** A run of this many words of the letter found in the reply is an echo (the rule). */
export const ECHO_RUN_WORDS = 5;

/** Santa's parts of a reply: everything but the greeting's name and the parent's note. */
function santaText(content: ReplyContent): string[] {
  return [
    content.heading,
    ...content.opening,
    content.wishIntro ?? "",
    ...content.wishes.map((w) => w.answer),
    ...content.message,
    content.goodness,
    content.closing,
    content.signature,
    content.postscript ?? "",
  ];
}

const runsOf = (words: readonly string[], n: number) => {
  const runs = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) runs.add(words.slice(i, i + n).join(" "));
  return runs;
};

/**
 * Every run of `ECHO_RUN_WORDS` words that Santa's own sentences can say in a language, whatever the letter: each
 * string of the words file, and each function called with a marker for its argument (the marker splits runs, so a
 * recognised name never joins a run). A run of the child's that is also one of these is not an echo: the child and
 * Santa both wrote "have been good this year".
 */
const fixedRuns = new Map<Locale, Set<string>>();
function santasOwnRuns(locale: Locale): Set<string> {
  const W: ReplyWords = replyLanguage(locale).words;
  const V = VOCABULARIES[locale];
  let runs = fixedRuns.get(locale);
  if (runs) return runs;
  runs = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") for (const part of value.split("\u0000")) for (const r of runsOf(wordsOf(part), ECHO_RUN_WORDS)) runs!.add(r);
    else if (typeof value === "function") walk((value as (...a: unknown[]) => unknown)("\u0000", "\u0000"));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object" && !(value instanceof RegExp)) Object.values(value).forEach(walk);
  };
  walk(W);
  // The names of recognised things, alone and as gifts for someone ("ein Kuscheltier für das Baby"): the child may
  // have written exactly what Santa names.
  const gifts = Object.values(V.gifts).map((g) => g.name);
  const people = Object.values(V.relations).map((r) => r.name);
  walk([...gifts, ...people, ...Object.values(V.animals).flatMap((a) => [a.name, a.own])]);
  walk(gifts.flatMap((g) => people.map((p) => W.wishAnswers.forSomeone(g, p))));
  fixedRuns.set(locale, runs);
  return runs;
}

/**
 * Runs of five or more words of the letter (message, wish list, city) that the reply repeats, other than Santa's own
 * fixed sentences: empty when the reply echoes nothing the child wrote.
 */
export function findEchoes(content: ReplyContent, letter: LetterWords): string[] {
  const own = santasOwnRuns(content.locale);
  // Runs within each paragraph: a signature followed by a postscript is not a sentence anyone wrote.
  const reply = new Set(santaText(content).flatMap((p) => p.split("\n")).flatMap((p) => [...runsOf(wordsOf(p), ECHO_RUN_WORDS)]));
  const echoes: string[] = [];
  for (const field of [letter.messageToSanta, letter.wishList, letter.cityCountry]) {
    if (!field) continue;
    for (const run of runsOf(wordsOf(field), ECHO_RUN_WORDS)) if (reply.has(run) && !own.has(run)) echoes.push(run);
  }
  return [...new Set(echoes)];
}

/** The child's own words, quoted in any language's marks: "I promise" in a quote is not Santa promising. */
const QUOTED = /“[^”]*”|„[^“]*“|«[^»]*»/g;

/**
 * What is wrong with a reply, by the issues' rules; empty when nothing is. Used over the whole corpus by the unit
 * tests and by `npm run eval:replies`.
 */
export function findReplyProblems(content: ReplyContent, letter: LetterWords): string[] {
  const { checks } = replyLanguage(content.locale).words;
  const problems: string[] = [];
  const santa = santaText(content);
  for (const text of santa) {
    const promise = text.replace(QUOTED, "").match(checks.promise);
    if (promise) problems.push(`promise "${promise[0]}" in: ${text}`);
  }
  const sensitive =
    content.tone === "standard" ? [...content.wishes.filter((w) => w.sensitive).map((w) => w.answer), ...content.circumstanceParagraphs] : santa;
  for (const text of sensitive) {
    const cheer = text.match(checks.cheer);
    if (cheer) problems.push(`cheer "${cheer[0]}" next to a sensitive wish or circumstance: ${text}`);
  }
  for (const echo of findEchoes(content, letter)) problems.push(`echoes the child's words: ${echo}`);
  return problems;
}
