import type { Letter } from "~/features/letter/letter-schema";
import { VOCABULARIES } from "~/features/letter/vocabulary/vocabularies.server";
import { wordsOf } from "~/features/letter/vocabulary/word-matcher.server";
import type { Locale } from "~/i18n/locale";
import type { ReplyContent } from "./reply-content.server";
import { replyLanguage } from "./reply-languages.server";

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
 * string of the words file, and each function called with a marker for its argument (the marker splits runs). A run
 * of the child's that is also one of these is not an echo: the child and Santa both wrote "have been good this year".
 */
const fixedRuns = new Map<Locale, Set<string>>();
function santasOwnRuns(locale: Locale): Set<string> {
  let runs = fixedRuns.get(locale);
  if (runs) return runs;
  runs = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") for (const part of value.split(MARK)) for (const r of runsOf(wordsOf(part), ECHO_RUN_WORDS)) runs!.add(r);
    else if (typeof value === "function") walk((value as (...a: unknown[]) => unknown)(MARK, MARK));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object" && !(value instanceof RegExp)) Object.values(value).forEach(walk);
  };
  walk(replyLanguage(locale).words);
  fixedRuns.set(locale, runs);
  return runs;
}

const MARK = "\u0000";
/** The names Santa may use in a language (gifts, animals, people), longest first. */
const namesIn = new Map<Locale, string[]>();
function recognisedNames(locale: Locale): string[] {
  let names = namesIn.get(locale);
  if (!names) {
    const V = VOCABULARIES[locale];
    names = [...new Set([...Object.values(V.gifts).map((g) => g.name), ...Object.values(V.relations).map((r) => r.name), ...Object.values(V.animals).flatMap((a) => [a.name, a.own])])]
      .map((n) => n.toLowerCase())
      .sort((a, b) => b.length - a.length);
    namesIn.set(locale, names);
  }
  return names;
}

/** A paragraph of Santa's with every recognised name replaced by a marker, so no run of words spans a name. */
function withoutNames(paragraph: string, locale: Locale): string[] {
  let text = paragraph.toLowerCase();
  for (const name of recognisedNames(locale)) text = text.split(name).join(MARK);
  return text.split(MARK);
}

/**
 * Runs of five or more words of the letter (message, wish list, city) that the reply repeats: empty when the reply
 * echoes nothing the child wrote. Santa's own fixed sentences and the names of recognised things (a list of them
 * joined, "una bicicleta y una pelota", included) are the exceptions.
 */
export function findEchoes(content: ReplyContent, letter: LetterWords): string[] {
  const own = santasOwnRuns(content.locale);
  // Runs within each paragraph: a signature followed by a postscript is not a sentence anyone wrote.
  const pieces = santaText(content)
    .flatMap((p) => p.split("\n"))
    .flatMap((p) => withoutNames(p, content.locale));
  const reply = new Set(pieces.flatMap((p) => [...runsOf(wordsOf(p), ECHO_RUN_WORDS)]));
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
