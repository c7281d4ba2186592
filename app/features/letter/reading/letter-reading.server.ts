/**
 * Reading a child's letter: what each wish is, what is happening in the child's life, and whether there are signs
 * that the child is being harmed. Pure functions over a language's lexicon (word lists and patterns); the logic
 * here knows no words of any language, so another language adds a lexicon and nothing else.
 * Why hand-written patterns and not a model: docs/decisions/012-reading-letters-and-holding-harm.md.
 */

export const WISH_KINDS = ["thing", "pet", "experience", "person", "need", "world", "unclear"] as const;
export type WishKind = (typeof WISH_KINDS)[number];

export const CIRCUMSTANCES = [
  "bereavement",
  "illness",
  "far_away",
  "separation",
  "new_baby",
  "moving",
  "bullying",
  "hardship",
  "disability",
  "lonely_sad",
] as const;
export type Circumstance = (typeof CIRCUMSTANCES)[number];

/**
 * Why a letter is held for a person; any one holds it. The first six are the patterns' kinds of harm; `concern` is the
 * concern model's (concern-model.server.ts), and `unknown_language` a letter mostly in a language we cannot read.
 */
export const HARM_SIGNS = ["violence", "sexual", "threat", "unsafe_home", "neglect", "self_harm", "concern", "unknown_language"] as const;
export type HarmSign = (typeof HARM_SIGNS)[number];

/** Circumstances that are painful: a letter with one is answered gently, with no cheer and no quoting. */
export const PAINFUL_CIRCUMSTANCES: readonly Circumstance[] = ["bereavement", "illness", "far_away", "separation", "bullying", "hardship", "lonely_sad"];

/** Wish kinds that are never answered with cheer or anything that sounds like a promise. */
export const SENSITIVE_WISH_KINDS: readonly WishKind[] = ["person", "need"];

/** One pattern of a lexicon. `unless` are benign senses: a match with one close by is dropped. */
export interface LexiconRule<L extends string> {
  label: L;
  pattern: RegExp;
  unless?: RegExp;
  /** A negation just before the match ("nobody hurts me", "not sick") cancels it. Default true. */
  negatable?: boolean;
  /** A sentence saying it is over ("better now", "anymore") cancels it. Default false. */
  resolvable?: boolean;
}

/** Everything one language supplies. Every RegExp runs on text already passed through `normalize`. */
export interface LetterLexicon {
  locale: string;
  /** Lowercases, folds spellings children use to the forms the patterns expect, and tidies spaces. */
  normalize(text: string): string;
  /** Splits normalised text into sentences or clauses (children rarely punctuate; line breaks count). */
  sentences(text: string): string[];
  /** Words that negate what follows, within a few words, unless a "stop" word comes between. */
  negation: RegExp;
  /** Words between a negation and a match that undo the negation ("never stops hitting me"). */
  negationBreak: RegExp;
  negationWindowWords: number;
  /** Words after a match that keep a negation from cancelling it ("he doesn't hit me when mum is home"). */
  negationUndoneAfter: RegExp;
  /** How many characters either side of a match a rule's `unless` looks at: benign senses are local. */
  unlessWindowChars: number;
  /** A sentence saying something is over ("grandad is better now"). */
  resolved: RegExp;
  harm: LexiconRule<HarmSign>[];
  circumstances: LexiconRule<Circumstance>[];
  /** Tried in order on each wish; the first that matches (and is not excused by `unless`) decides the kind. */
  wishKinds: LexiconRule<WishKind>[];
  /** Kind of a wish that matches no rule. */
  defaultWishKind: WishKind;
  /** Circumstances a wish of a kind implies, when the wish's text matches (a need for food implies hardship). */
  wishImplies: { kind: WishKind; pattern: RegExp; circumstance: Circumstance }[];
  /** A wish read differently in a letter with a circumstance (a coat, in a letter about hardship, is a need). */
  wishInContext: { from: WishKind; to: WishKind; pattern: RegExp; when: Circumstance }[];
}

export interface ReadWish {
  text: string;
  kind: WishKind;
  /** The circumstance this wish is about, when it is about one (a wish for grandma to get better: illness). */
  about: Circumstance | null;
}

export interface Evidence<L extends string> {
  label: L;
  /** The normalised words that matched: shown to the operator reviewing a held letter, never logged or sent. */
  phrase: string;
}

export interface LetterReading {
  wishes: ReadWish[];
  circumstances: Circumstance[];
  harm: HarmSign[];
  /**
   * Why each circumstance and sign was found. `setAside`: phrases that look like harm in a letter, and a passage, the
   * concern model reads as plainly happy ("mum will kill me if I break it, haha"): not held, answered without cheer.
   */
  evidence: { harm: Evidence<HarmSign>[]; circumstances: Evidence<Circumstance>[]; setAside?: Evidence<HarmSign>[] };
  /** Held for a person to review: any sign of harm. */
  held: boolean;
  /**
   * Not plainly happy: the concern model is uneasy, or the letter is held or gentle. Its reply says nothing cheerful
   * about what the child wrote.
   */
  uneasy: boolean;
  /** The concern model's score (0 to 1) when it was asked; absent from a single language's reading. */
  concern?: number;
  /** Answered gently: a painful circumstance or a sensitive wish. */
  gentle: boolean;
}

export interface LetterText {
  wishList: string | null;
  messageToSanta: string | null;
}

/** Splits a wish list into items: one per line, or separated by commas or semicolons; bullets dropped. */
export function splitWishes(wishList: string | null): string[] {
  if (!wishList) return [];
  return wishList
    .split(/\n|,|;/)
    .map((w) => w.replace(/^\s*(?:[-*•·]+|\d+[.)])\s*/, "").trim())
    .filter((w) => w.length > 0);
}

/** Each rule's pattern with the "g" flag, made once: a letter runs every rule on every sentence. */
const globalPatterns = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let g = globalPatterns.get(pattern);
  if (!g) {
    g = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
    globalPatterns.set(pattern, g);
  }
  return g;
}

/** Whether the words just before `index` in `sentence` negate what starts there. */
function negatedAt(lexicon: LetterLexicon, sentence: string, index: number): boolean {
  const before = sentence.slice(0, index).trim().split(/\s+/).filter(Boolean);
  const window = before.slice(-lexicon.negationWindowWords);
  for (let i = window.length - 1; i >= 0; i--) {
    if (lexicon.negationBreak.test(window[i]!)) return false;
    if (lexicon.negation.test(window[i]!)) return true;
  }
  return false;
}

/** Every rule that matches somewhere in the sentences, with the phrase that matched. */
export function matchRules<L extends string>(lexicon: LetterLexicon, rules: LexiconRule<L>[], sentences: string[]): Evidence<L>[] {
  const found: Evidence<L>[] = [];
  for (const sentence of sentences) {
    let resolved: boolean | undefined;
    for (const rule of rules) {
      if (rule.resolvable && (resolved ??= lexicon.resolved.test(sentence))) continue;
      // One shared global RegExp per rule, walked with exec (matchAll would copy it for every sentence).
      const pattern = globalOf(rule.pattern);
      pattern.lastIndex = 0;
      for (let m = pattern.exec(sentence); m !== null; m = pattern.exec(sentence)) {
        if (m[0].length === 0) pattern.lastIndex++;
        const end = m.index + m[0].length;
        if (rule.unless) {
          const near = sentence.slice(Math.max(0, m.index - lexicon.unlessWindowChars), end + lexicon.unlessWindowChars);
          if (rule.unless.test(near)) continue;
        }
        if ((rule.negatable ?? true) && negatedAt(lexicon, sentence, m.index) && !lexicon.negationUndoneAfter.test(sentence.slice(end))) continue;
        found.push({ label: rule.label, phrase: m[0].trim() });
        break;
      }
    }
  }
  return found;
}

/** The kind of one wish, and the circumstance it is about. */
export function readWish(lexicon: LetterLexicon, text: string): ReadWish {
  const normalised = lexicon.normalize(text).replace(/[^\p{L}\p{N}\s]+/gu, " ").replace(/\s+/g, " ").trim();
  const rule = lexicon.wishKinds.find((r) => !r.unless?.test(normalised) && r.pattern.test(normalised));
  const kind = rule?.label ?? lexicon.defaultWishKind;
  const about = lexicon.wishImplies.find((w) => w.kind === kind && w.pattern.test(normalised))?.circumstance ?? null;
  return { text, kind, about };
}

/** The signs of harm one language's rules find in a letter (readLetter's harm, without the rest). */
export function harmEvidence(letter: LetterText, lexicon: LetterLexicon): Evidence<HarmSign>[] {
  const text = [letter.wishList ?? "", letter.messageToSanta ?? ""].join("\n");
  return matchRules(lexicon, lexicon.harm, lexicon.sentences(lexicon.normalize(text)));
}

/** Reads a whole letter: its wish list and its message. */
export function readLetter(letter: LetterText, lexicon: LetterLexicon): LetterReading {
  const wishes: ReadWish[] = splitWishes(letter.wishList).map((w) => readWish(lexicon, w));
  const text = [letter.wishList ?? "", letter.messageToSanta ?? ""].join("\n");
  const sentences = lexicon.sentences(lexicon.normalize(text));
  const harmEvidence = matchRules(lexicon, lexicon.harm, sentences);
  const circumstanceEvidence = matchRules(lexicon, lexicon.circumstances, sentences);
  const found = new Set(circumstanceEvidence.map((e) => e.label));
  for (const [i, wish] of wishes.entries()) {
    const context = lexicon.wishInContext.find((c) => c.from === wish.kind && found.has(c.when) && c.pattern.test(lexicon.normalize(wish.text)));
    if (context) wishes[i] = { ...wish, kind: context.to, about: context.when };
  }
  for (const wish of wishes) {
    if (wish.about && !circumstanceEvidence.some((e) => e.label === wish.about)) {
      circumstanceEvidence.push({ label: wish.about, phrase: lexicon.normalize(wish.text) });
    }
  }
  const circumstances = CIRCUMSTANCES.filter((c) => circumstanceEvidence.some((e) => e.label === c));
  const harm = HARM_SIGNS.filter((h) => harmEvidence.some((e) => e.label === h));
  const gentle =
    circumstances.some((c) => PAINFUL_CIRCUMSTANCES.includes(c)) || wishes.some((w) => SENSITIVE_WISH_KINDS.includes(w.kind));
  return {
    wishes,
    circumstances,
    harm,
    evidence: { harm: harmEvidence, circumstances: circumstanceEvidence },
    held: harm.length > 0,
    uneasy: harm.length > 0 || gentle,
    gentle,
  };
}
