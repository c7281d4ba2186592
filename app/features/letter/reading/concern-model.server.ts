/**
 * The second reading of a letter: a logistic model over what the letter is about, not over exact phrases. Its
 * features are concepts of concern (hitting, fear, secrets, hunger, drink, wanting to disappear, online strangers…)
 * found through every language's vocabulary whatever the page, who they sit beside (a grown-up, a brother or sister,
 * an animal), where they are (the wish list), and the letter's own words as beginnings, neighbouring pairs and runs
 * of four letters (so "pillow" or "knee" can speak for a harmless reading, and a misspelling still shares most of its
 * letters with the word it means). Trained on the labelled corpus by `npm run train:concern`
 * (scripts/train-concern-model.ts) into concern-model.generated.json; docs/decisions/018-the-reply-fails-safe.md.
 */
import { wordsOf } from "~/features/letter/vocabulary/word-matcher.server";
import { concernMatcher, mentionsInAnyLanguage } from "~/features/letter/vocabulary/recognise.server";
import type { LetterText } from "./letter-reading.server";

const ADULTS = new Set(["mum", "dad", "parents", "stepmum", "stepdad", "grandma", "grandad", "grandparents", "aunt", "uncle", "teacher"]);
const SIBLINGS = new Set(["brother", "sister", "baby_brother", "baby_sister", "baby", "cousin"]);
/** Word beginnings shorter than this are not features (articles and pronouns carry no meaning here). */
const MIN_STEM_WORD = 4;
const STEM_LENGTH = 5;
/** Pairs of neighbouring words, each cut to this many letters: "hits me", "gave phone", "no food". */
const PAIR_STEM = 4;
/**
 * Runs of this many characters inside a word (with its edges): they reach a misspelt or inflected word that no
 * vocabulary lists ("frddo", "schmieren", "riscaldameto") through the parts it shares with words the corpus has seen.
 */
const GRAM = 4;

/** Splits a text into sentences: children rarely punctuate, so line breaks count too. */
const sentencesOf = (text: string) => text.split(/[.!?¿¡\n]+|\s[-–—]\s/).filter((s) => s.trim());

function whoIn(sentence: string): Set<string> {
  const who = new Set<string>();
  // Any language's words for people: the concern reading does not know which language the child wrote in.
  for (const m of mentionsInAnyLanguage(sentence)) {
    if (m.kind === "animal") who.add("animal");
    else if (ADULTS.has(m.id)) who.add("adult");
    else if (SIBLINGS.has(m.id)) who.add("sibling");
  }
  return who;
}

/** The features of one letter: every name is a string, the model holds a weight for some of them. */
export function concernFeatures(letter: LetterText): string[] {
  const features = new Set<string>();
  const matcher = concernMatcher();
  const wishList = letter.wishList ?? "";
  const message = letter.messageToSanta ?? "";
  for (const c of matcher.values(wordsOf(wishList), wishList)) features.add(`w:${c}`);
  const all = `${wishList}\n${message}`;
  const words = wordsOf(all);
  const concepts = matcher.values(words, all);
  for (const c of concepts) features.add(`c:${c}`);
  if (concepts.size >= 3) features.add("n:3+");
  if (concepts.size >= 5) features.add("n:5+");
  if (words.length <= 15 && concepts.size > 0) features.add("short+c");
  for (const sentence of sentencesOf(all)) {
    const sw = wordsOf(sentence);
    const found = [...matcher.values(sw, sentence)].sort();
    if (found.length === 0) continue;
    const who = whoIn(sentence);
    for (let i = 0; i < found.length; i++) {
      for (const w of who) features.add(`s:${found[i]}+${w}`);
      for (let j = i + 1; j < found.length; j++) features.add(`s:${found[i]}+${found[j]}`);
    }
  }
  for (const w of words) if (w.length >= MIN_STEM_WORD) features.add(`t:${w.slice(0, STEM_LENGTH)}`);
  for (let i = 0; i + 1 < words.length; i++) {
    const [a, b] = [words[i]!, words[i + 1]!];
    if (a.length >= 3 && b.length >= 3) features.add(`b:${a.slice(0, PAIR_STEM)}_${b.slice(0, PAIR_STEM)}`);
  }
  for (const w of words) {
    const edged = ` ${w} `;
    for (let i = 0; i + GRAM <= edged.length; i++) features.add(`g:${edged.slice(i, i + GRAM)}`);
  }
  return [...features];
}

/** A feature in words a reviewer reads: "hit with a grown-up", "locked in the wish list". */
export function describeFeature(feature: string): string {
  const [kind, name = ""] = feature.split(/:(.*)/s);
  if (kind === "c") return name;
  if (kind === "w") return `${name} in the wish list`;
  if (kind === "s") return name.replace("+", " with ").replace("adult", "a grown-up").replace("sibling", "a brother or sister").replace("animal", "an animal");
  if (kind === "n") return `${name.replace("+", " or more")} concerns`;
  if (feature === "short+c") return "a short letter of concern";
  return feature;
}

export interface ConcernModel {
  /** How the model was made: the corpus size and the cross-validated figures at `hold`. */
  about: string;
  bias: number;
  weights: Record<string, number>;
  /** A letter scoring at least this is held for a person. */
  hold: number;
  /** A letter scoring at least this is not plainly happy: its reply says nothing cheerful about its content. */
  uneasy: number;
}

/**
 * A P.S. (P.S., PS, P.-S., P.D., posdata): what follows the first one is read on its own too, so harm told after a
 * page of happy news is not outweighed by it.
 */
const POSTSCRIPT = /(?:^|\n|\s)(?:p\.?\s?-?s\.?|p\.?\s?d\.?|postdata|posdata)(?=[\s:,.])/i;

/** Where in a letter the model read something: the whole letter, or a part read on its own. */
export type ConcernPart = "letter" | "wish list" | "P.S.";

/**
 * What the model reads: the whole letter, and the two places harm hides behind happy words, each on its own: the wish
 * list (a happy letter with "for dad to stop" on the list) and a P.S. A part scores as if it were a letter of its own,
 * so what it says is not diluted by the rest (ADR 022).
 */
export function concernParts(letter: LetterText): { part: ConcernPart; text: LetterText }[] {
  const parts: { part: ConcernPart; text: LetterText }[] = [{ part: "letter", text: letter }];
  if (letter.wishList?.trim() && letter.messageToSanta?.trim()) parts.push({ part: "wish list", text: { wishList: letter.wishList, messageToSanta: null } });
  const message = letter.messageToSanta ?? "";
  const ps = POSTSCRIPT.exec(message);
  const tail = ps ? message.slice(ps.index + ps[0].length).trim() : "";
  if (tail) parts.push({ part: "P.S.", text: { wishList: null, messageToSanta: tail } });
  return parts;
}

/**
 * Each sentence of a letter (the wish list's lines and the message's sentences) with the sentences either side of it
 * in the same place: the passage a phrase pattern's match is weighed in (`passageScores`).
 */
export function sentenceWindows(letter: LetterText): { sentence: string; window: string }[] {
  const windows: { sentence: string; window: string }[] = [];
  for (const text of [letter.wishList ?? "", letter.messageToSanta ?? ""]) {
    const sentences = sentencesOf(text).map((s) => s.trim());
    sentences.forEach((sentence, i) => windows.push({ sentence, window: sentences.slice(Math.max(0, i - 1), i + 2).join(". ") }));
  }
  return windows;
}

/** The model's probability that the letter shows harm, and the features that pushed it up most (for reviewers). */
export function concernScore(model: ConcernModel, letter: LetterText): { score: number; reasons: string[] } {
  const features = concernFeatures(letter);
  let z = model.bias;
  const contributions: [string, number][] = [];
  for (const f of features) {
    const w = model.weights[f];
    if (w === undefined) continue;
    z += w;
    // Word beginnings, pairs and letter runs are evidence, not reasons a reviewer can read.
    if (w > 0 && /^[cwsn]:|^short/.test(f)) contributions.push([f, w]);
  }
  const reasons = [...new Set(contributions.sort((a, b) => b[1] - a[1]).map(([f]) => describeFeature(f)))].slice(0, 4);
  return { score: 1 / (1 + Math.exp(-z)), reasons };
}

/** The model's reading of a letter: its score as a whole, and the highest of the whole and its parts read alone. */
export interface ConcernReading {
  /** The whole letter's score: what the "not plainly happy" line is drawn on. */
  letter: number;
  /** The highest score of the whole letter, its wish list and its P.S.: what the hold line is drawn on. */
  score: number;
  part: ConcernPart;
  /** What pushed the highest-scoring part up, in words a reviewer reads ("in the P.S.: hit with a grown-up, fear"). */
  reasons: string[];
}

export function concernReading(model: ConcernModel, letter: LetterText): ConcernReading {
  let best: ConcernReading | null = null;
  let whole = 0;
  for (const { part, text } of concernParts(letter)) {
    const { score, reasons } = concernScore(model, text);
    if (part === "letter") whole = score;
    if (!best || score > best.score) best = { letter: 0, score, part, reasons: part === "letter" ? reasons : reasons.map((r, i) => (i === 0 ? `in the ${part}: ${r}` : r)) };
  }
  return { ...best!, letter: whole };
}
