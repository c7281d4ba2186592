/**
 * What the site recognises in a child's words, in every language it reads: a wish's kind of gift, an animal, the
 * person a wish or a sorrow is about, and words of concern. Santa's reply is built only from what this returns (ids,
 * named in Santa's own words), never from the child's text. Pure.
 */
import type { Locale } from "~/i18n/locale";
import { LOCALES } from "~/i18n/locale";
import { VOCABULARIES } from "./vocabularies.server";
import { type Animal, type ConcernConcept, type GiftKind, type Relation } from "./vocabulary-types.server";
import { wordsOf, WordMatcher, type Found } from "./word-matcher.server";

/** Words that negate what follows within a few words ("I don't want another pet"), in every language we read. */
const NEGATIONS = new Set(
  wordsOf(
    "not no don dont doesnt didnt never without nothing nunca sin ni tampoco pas ne jamais sans plus aucun nicht kein keine keinen keinem keiner nie niemals ohne non mai senza nao nem sem nenhum",
  ),
);
const NEGATION_WINDOW = 3;

type Mention = { kind: "relation"; id: Relation } | { kind: "animal"; id: Animal };

function matcherOf<T>(pick: (locale: Locale) => Iterable<readonly [T, string]>, locales: readonly Locale[]) {
  return new WordMatcher<T>(locales.flatMap((l) => [...pick(l)]));
}
const entriesOf = <K extends string>(record: Record<K, { words: readonly string[] }>) =>
  (Object.entries(record) as [K, { words: readonly string[] }][]).flatMap(([id, n]) => n.words.map((w) => [id, w] as const));

/** One matcher per language and one over all languages, made on first use. */
const cache = new Map<string, unknown>();
function memo<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}
const giftMatcher = (locales: readonly Locale[]) => memo(`gift:${locales.join()}`, () => matcherOf((l) => entriesOf(VOCABULARIES[l].gifts), locales));
const mentionMatcher = (locales: readonly Locale[]) =>
  memo(`who:${locales.join()}`, () =>
    matcherOf<Mention>(
      (l) => [
        ...entriesOf(VOCABULARIES[l].relations).map(([id, w]) => [{ kind: "relation", id } as Mention, w] as const),
        ...entriesOf(VOCABULARIES[l].animals).map(([id, w]) => [{ kind: "animal", id } as Mention, w] as const),
      ],
      locales,
    ),
  );
export const concernMatcher = () =>
  memo("concern", () =>
    matcherOf<ConcernConcept>(
      (l) => (Object.entries(VOCABULARIES[l].concern) as [ConcernConcept, readonly string[]][]).flatMap(([id, ws]) => ws.map((w) => [id, w] as const)),
      LOCALES,
    ),
  );

/** The page's language first; when it finds nothing, every language (a child may write in another). */
function findIn<T>(make: (locales: readonly Locale[]) => WordMatcher<T>, locale: Locale, words: string[], raw: string) {
  const own = make([locale]).find(words, raw);
  return own.length > 0 ? own : make(LOCALES).find(words, raw);
}

const negatedAt = (words: string[], start: number) => words.slice(Math.max(0, start - NEGATION_WINDOW), start).some((w) => NEGATIONS.has(w));

export interface RecognisedWish {
  gift: GiftKind | null;
  animal: Animal | null;
  /** The person the wish is for, when it names one ("a scarf for grandma"). */
  forWhom: Relation | null;
  /** The wish says the child does not want it ("no more dolls", "not another pet"). */
  negated: boolean;
}

/** What one wish of the list is, as far as the site recognises it. */
export function recogniseWish(locale: Locale, text: string): RecognisedWish {
  const words = wordsOf(text);
  const gifts = findIn(giftMatcher, locale, words, text);
  const mentions = findIn(mentionMatcher, locale, words, text);
  const animal = mentions.find((m) => m.value.kind === "animal");
  const relation = mentions.find((m) => m.value.kind === "relation");
  const first = [gifts[0], animal].filter(Boolean).sort((a, b) => a!.start - b!.start)[0];
  return {
    gift: gifts[0]?.value ?? null,
    animal: animal && !gifts.some((g) => g.start <= animal.start) ? (animal.value.id as Animal) : null,
    forWhom: relation ? (relation.value.id as Relation) : null,
    negated: first ? negatedAt(words, first.start) : false,
  };
}

/** Every mention of a person or animal in a text, with its word position (as `wordsOf` counts). */
export function mentionsAt(locale: Locale, text: string): Found<Mention>[] {
  return findIn(mentionMatcher, locale, wordsOf(text), text).sort((a, b) => a.start - b.start);
}

/** The people and animals a text names in any language we read (for the concern reading, which knows no page). */
export function mentionsInAnyLanguage(text: string): Mention[] {
  return mentionMatcher(LOCALES).find(wordsOf(text), text).map((f) => f.value);
}

export type { Mention };
