/**
 * Finds a vocabulary's entries in a text, on whole words: the text and every entry are folded the same way
 * (lowercase, accents removed, anything but letters and digits splits words), a trailing `*` matches any ending, an
 * entry of several words matches them in a row (its words of four letters or more with any ending: "wish i was never
 * born" finds "wishes I was never born"), a single word of five letters or more also matches it with up to three
 * letters more ("pegar" finds "pegarme"), and an entry without letters (an emoji) matches anywhere. Pure and
 * indexed by first word, so a letter costs one pass over its words whatever the size of the vocabulary.
 */

/** Lowercase without accents: "Mamá" → "mama", "Größe" → "grosse". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replace(/ß/g, "ss").replace(/æ/g, "ae").replace(/œ/g, "oe");
}

/** The folded words of a text, in order. */
export function wordsOf(text: string): string[] {
  return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export interface Found<T> {
  value: T;
  /** Index of the first and one past the last word matched (-1 for an emoji). */
  start: number;
  end: number;
}

interface Entry<T> {
  value: T;
  /** Folded words; the last may be a prefix. */
  words: string[];
  prefix: boolean;
}

const PREFIX_KEY = 2;

export class WordMatcher<T> {
  /** Entries whose first word is whole, by that word. */
  private readonly exact = new Map<string, Entry<T>[]>();
  /** Single-word prefix entries, by their first two letters. */
  private readonly prefixes = new Map<string, Entry<T>[]>();
  private readonly symbols: { value: T; symbol: string }[] = [];

  constructor(entries: Iterable<readonly [T, string]>) {
    for (const [value, raw] of entries) {
      const prefix = raw.trim().endsWith("*");
      const words = wordsOf(raw.replace(/\*\s*$/, ""));
      if (words.length === 0) {
        if (raw.trim()) this.symbols.push({ value, symbol: raw.trim() });
        continue;
      }
      const entry = { value, words, prefix };
      if ((prefix && words.length === 1) || (words.length > 1 && words[0]!.length >= PHRASE_STEM) || (words.length === 1 && words[0]!.length >= WORD_STEM)) {
        const key = words[0]!.slice(0, PREFIX_KEY);
        this.prefixes.set(key, [...(this.prefixes.get(key) ?? []), entry]);
      } else {
        this.exact.set(words[0]!, [...(this.exact.get(words[0]!) ?? []), entry]);
      }
    }
  }

  /** Every entry found in `words` (from `wordsOf`), and in `raw` for symbols; each value once per position. */
  find(words: readonly string[], raw = ""): Found<T>[] {
    const found: Found<T>[] = [];
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      for (const e of this.exact.get(word) ?? []) {
        if (matchesAt(e, words, i)) found.push({ value: e.value, start: i, end: i + e.words.length });
      }
      for (const e of this.prefixes.get(word.slice(0, PREFIX_KEY)) ?? []) {
        const head = e.words[0]!;
        if (!word.startsWith(head)) continue;
        if (e.words.length === 1 && !e.prefix && word.length > head.length + WORD_STEM_EXTRA) continue;
        if (matchesAt(e, words, i)) found.push({ value: e.value, start: i, end: i + e.words.length });
      }
    }
    for (const s of this.symbols) if (raw.includes(s.symbol)) found.push({ value: s.value, start: -1, end: -1 });
    return found;
  }

  /** The distinct values found. */
  values(words: readonly string[], raw = ""): Set<T> {
    return new Set(this.find(words, raw).map((f) => f.value));
  }
}

/** In an entry of several words, a word this long also matches its longer forms ("wish" in "wishes I was never born"). */
const PHRASE_STEM = 4;
/**
 * A one-word entry this long also matches the word with a short ending added (plurals, verb endings, pronouns joined
 * to the verb: "pegar" in "pegarme", "touch" in "touches").
 */
const WORD_STEM = 5;
const WORD_STEM_EXTRA = 3;

function matchesAt<T>(e: Entry<T>, words: readonly string[], i: number): boolean {
  if (i + e.words.length > words.length) return false;
  for (let k = 1; k < e.words.length; k++) {
    const w = words[i + k]!;
    const want = e.words[k]!;
    const stem = (k === e.words.length - 1 && e.prefix) || want.length >= PHRASE_STEM;
    if (stem ? !w.startsWith(want) : w !== want) return false;
  }
  return true;
}
