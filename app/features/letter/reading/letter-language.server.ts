/**
 * Whether a letter is written in a language the site can read. Every language leans on a few hundred short words
 * (and, the, my, und, ich, que, le…): the share of a letter's message that is among ours, against the share among
 * other languages' (the `stopword` package's lists for 54 other languages), tells a Polish or Turkish letter from a
 * misspelt English one. Where our share is low, `franc` (trigram profiles of 180 languages, shipped in the package)
 * names languages without a stopword list, like Albanian or Haitian Creole, and digits inside words give away Arabic
 * written in Latin letters. A letter mostly in a language we cannot read is held for a person: it is
 * never answered as if it were understood. Pure.
 */
import { franc } from "franc";
import * as stopwords from "stopword";
import { fold, wordsOf } from "~/features/letter/vocabulary/word-matcher.server";
import type { LetterText } from "./letter-reading.server";

/** Our six languages' short words (Brazilian and European Portuguese lists both). */
const OURS = ["eng", "spa", "fra", "deu", "ita", "por", "porBr"] as const;
/** Words every Christmas letter has in our languages, whatever else it is written in. */
const LETTER_WORDS = "dear santa claus christmas love hello hi please thanks thank papa noel navidad querido querida cher chere lieber liebe weihnachtsmann caro cara babbo natale natal noel querido".split(" ");

/**
 * How children spell their short words when they write as they speak, and the words every young child's letter has
 * ("I want", "my name is"), which the stopword lists (written from adults' prose) lack: without them a phonetic
 * Spanish letter ("kiero un tren kon bias") reads as Romanian.
 */
const CHILD_WORDS: Record<(typeof OURS)[number], string> = {
  eng: "luv wont want wanna gonna pleez pleeze plz pls u ur cos coz cuz wiv fer frum sed dat da tha dis im ive says big real",
  spa: "kiero quiero ke k kon soi yamo llamo ola ase asen asta porfa xq pq tengo tiene kiere quiere tanbien tambien muxo mucho musho",
  fra: "je jé jai ke ki kan ke sé cé pa tou é et veu veux voudrai voudré voudrais mi stp svp pk pcq jsuis chui",
  deu: "i ned net hob hab is isch mei mir bitte wünsch wünsche möcht möchte bidde",
  ita: "ke xke xk nn cmq voglio vorrei vorei tanto grazie",
  por: "quero qro vc q pq tb tbm eh naum nao mto muinto obrigado obrigada",
  porBr: "quero qro vc q pq tb tbm eh naum nao mto muinto obrigado obrigada",
};

const setOf = (words: readonly string[]) => new Set(words.map(fold));
/** Each of our languages on its own (a union would let "o" and "si" make Romanian look like ours). */
const ourLists: [string, Set<string>][] = OURS.map((code) => [code, setOf([...(stopwords[code] as string[]), ...LETTER_WORDS, ...CHILD_WORDS[code].split(" ")])]);
/**
 * Catalan and Galician share too many short words with Spanish and Portuguese for the stopword lists to tell them apart
 * (a Spanish letter can score higher in Galician, and franc calls one Spanish or Brazilian letter in twenty Galician):
 * they are left out of the other languages and told apart by `SISTERS` below instead.
 */
const TOO_CLOSE = ["cat", "glg", "_123"];

/**
 * A sister language of Spanish or Portuguese, told apart by words only it writes (folded: "gràcies" is "gracies",
 * "teño" is "teno") against words only ours write. The lists are everyday words of a child's letter, written here
 * from the languages, not from any letter of the test sets.
 */
export interface Sister {
  code: string;
  /** Our language codes (of the stopword lists) a letter in this language is read as. */
  mistakenFor: readonly string[];
  own: Set<string>;
  /** Words of the languages it is mistaken for that it does not write. */
  theirs: Set<string>;
  /** A letter is in this language when this share of its words are its own… */
  share: number;
  /** …and they outnumber the words only ours write by this share. */
  margin: number;
}
const wordSet = (text: string) => setOf(text.split(/\s+/).filter(Boolean));
export const SISTERS: Sister[] = [
  {
    code: "cat",
    mistakenFor: ["spa", "fra", "ita", "por", "porBr"],
    own: wordSet(`i amb els dels pel pels molt molts moltes molta meva meu meus teva seva aquest aquesta aquests
      aquestes perque tambe tinc vull vaig soc visc dic agradaria estimat estimada gracies avui nadal germa germana
      germanet germaneta pare quan fins nens nena nen petit petita tots totes res ara hi ens jo som faig fer nit any anys
      joguines escola`),
    theirs: wordSet(`y yo muy quiero tengo mi mis los con para hermano hermana hola gracias navidad ano anos nino nina soy
      llamo estoy hay cuando tambien regalos juguetes siempre nunca je le veux voudrais merci io il voglio vorrei
      grazie natale nao muito uma minha eu voce quero tenho`),
    // "i" is also English's "I" (a Brazilian letter half in English reached 14%): Catalan asks for more.
    share: 0.15,
    margin: 0.1,
  },
  {
    code: "glg",
    mistakenFor: ["spa", "por", "porBr"],
    own: wordSet(`teno mina minas chamome moitas moito moitos moi grazas unha unhas nunha cunha coa coas non nai avoa
      irman irmans xogar xogos xoguetes xogo xa cando polo pola polos vostede che lle lles fun estiven iso nadal porteime
      gustariame colexio colexios fixen fixemos debuxo debuxos bo xente xuntos agasallo agasallos mellor deixareiche`),
    theirs: wordSet(`y yo muy quiero tengo mi mis los hermano hermana hola gracias navidad nino nina soy llamo
      estoy hay cuando tambien juguetes nao muito muita muitos obrigado obrigada uma umas minha minhas mae irmao
      brincar brinquedos ja quando pelo pela voce lhe fui estive isso natal chamo tenho sou`),
    // Galician's own words are rarer in a letter than Catalan's (r14's Galician letter: 14%), and no Spanish or
    // Portuguese letter of the corpus and rounds reaches 4% over their own.
    share: 0.1,
    margin: 0.08,
  },
];
/** A letter is in a sister language only when at least this many different words of its own appear. */
export const SISTER_MIN_WORDS = 3;

/** The sister language a letter whose nearest language of ours is `nearest` is written in, if any. */
function sisterOf(nearest: string | undefined, words: string[]): { code: string; share: number } | null {
  for (const sister of SISTERS) {
    if (!nearest || !sister.mistakenFor.includes(nearest)) continue;
    const own = words.filter((w) => sister.own.has(w)).length / words.length;
    const theirs = words.filter((w) => sister.theirs.has(w)).length / words.length;
    // Several different words of its own: a young Spanish speller's "i" for "y", however often, is not Catalan.
    const distinct = new Set(words.filter((w) => sister.own.has(w))).size;
    if (distinct >= SISTER_MIN_WORDS && own >= sister.share && own >= theirs + sister.margin) return { code: sister.code, share: own };
  }
  return null;
}
const otherLists: [string, Set<string>][] = Object.entries(stopwords)
  .filter(([code, list]) => Array.isArray(list) && !(OURS as readonly string[]).includes(code) && !TOO_CLOSE.includes(code))
  .map(([code, list]) => [code, setOf(list as string[])]);

function best(lists: [string, Set<string>][], words: string[]): { code: string; share: number; list: Set<string> } | null {
  let found: { code: string; share: number; list: Set<string> } | null = null;
  for (const [code, list] of lists) {
    const share = words.filter((w) => list.has(w)).length / words.length;
    if (share > (found?.share ?? 0)) found = { code, share, list };
  }
  return found;
}

/** Share of the words found in `mine` and not in `theirs`: the short words that tell two languages apart. */
const onlyIn = (words: string[], mine: Set<string> | undefined, theirs: Set<string> | undefined) =>
  mine ? words.filter((w) => mine.has(w) && !theirs?.has(w)).length / words.length : 0;

/** A message of at least this many letters, at least this share of them in another script than Latin, is not ours. */
export const OTHER_SCRIPT_MIN_LETTERS = 10;
export const OTHER_SCRIPT_SHARE = 0.5;
/** Fewer words than this say too little to judge: such a letter is read as it is. */
export const MIN_WORDS_TO_JUDGE = 6;
/** Below this share of our short words, a letter is not in our languages… */
export const OUR_SHARE_FLOOR = 0.08;
/** …or when another language's short words outnumber ours by this share. */
export const OTHER_LANGUAGE_MARGIN = 0.1;

/** franc's codes for our languages and for those it mistakes a child's misspelt ones for (Catalan, Galician, Scots…). */
const OURS_OR_CLOSE = new Set(["eng", "spa", "fra", "deu", "ita", "por", "cat", "glg", "sco", "ast", "oci", "nld", "und"]);
/** Below this share of our short words, franc's guess of another language is believed. */
export const FRANC_BELIEVED_BELOW = 0.3;
/** franc needs this many characters to guess, and a letter this many words for its guess to be trusted. */
const FRANC_MIN_LENGTH = 40;
const FRANC_MIN_WORDS = 15;
/** Arabic in Latin letters writes some sounds with digits inside words: "3andi", "m3a", "kan9ra". */
const ARABIZI_WORD = /^(?=.*\p{L})(?=.*[235679])[\p{L}\d]*\p{L}[235679]|[235679]\p{L}{2,}/u;
const ARABIZI_MIN_WORDS = 2;

export interface LanguageJudgement {
  words: number;
  /** Share of the letter's words that are our languages' short words. */
  ours: number;
  /** The other language whose short words are most frequent in it, and their share. */
  other: { code: string; share: number } | null;
  /** Shares of the words that are short words of our nearest language and not of the nearest other one, and the reverse. */
  oursOnly?: number;
  otherOnly?: number;
  /** Mostly written in a language we cannot read. */
  unreadable: boolean;
}

export function judgeLanguage(letter: LetterText): LanguageJudgement {
  // The message says which language a child writes in; a wish list is nouns and brand names in any language.
  const text = letter.messageToSanta ?? "";
  // All six of our languages are written in Latin letters: a message mostly in another script (Cyrillic, Greek,
  // Arabic, Chinese, Japanese…, some without spaces between words) is not ours, however few "words" it splits into.
  const letters = text.match(/\p{L}/gu) ?? [];
  const otherScript = letters.filter((c) => !/\p{Script=Latin}/u.test(c)).length;
  if (letters.length >= OTHER_SCRIPT_MIN_LETTERS && otherScript / letters.length >= OTHER_SCRIPT_SHARE) {
    return { words: wordsOf(text).length, ours: 0, other: { code: "another script", share: otherScript / letters.length }, unreadable: true };
  }
  const words = wordsOf(text);
  if (words.length < MIN_WORDS_TO_JUDGE) return { words: words.length, ours: 1, other: null, unreadable: false };
  const oursBest = best(ourLists, words);
  const ours = oursBest?.share ?? 0;
  const otherBest = best(otherLists, words);
  const other = otherBest && { code: otherBest.code, share: otherBest.share };
  // Short words both languages share ("i", "a", "na", "o") say nothing: only those of one language and not the other.
  const oursOnly = onlyIn(words, oursBest?.list, otherBest?.list);
  const otherOnly = onlyIn(words, otherBest?.list, oursBest?.list);
  // A sister language of ours is known by its own words, before franc (which counts Galician as ours) is asked.
  const sister = sisterOf(oursBest?.code, words);
  if (sister) return { words: words.length, ours, oursOnly, otherOnly, other: sister, unreadable: true };
  // franc is the costly part (trigrams of 180 languages): asked only when our share is low enough to believe it.
  // It is asked too when the short words that only one side has do not favour ours (Polish and Welsh share "i", "a",
  // "w", "o" with our languages and can reach a third of our short words).
  const doubtful = ours < FRANC_BELIEVED_BELOW || otherOnly >= oursOnly;
  const askFranc = doubtful && words.length >= FRANC_MIN_WORDS && text.length >= FRANC_MIN_LENGTH;
  const guess = askFranc ? franc(text, { minLength: FRANC_MIN_LENGTH }) : "und";
  const arabizi = words.filter((w) => ARABIZI_WORD.test(w)).length >= ARABIZI_MIN_WORDS;
  const unreadable =
    ours < OUR_SHARE_FLOOR ||
    (other !== null && other.share >= ours + OTHER_LANGUAGE_MARGIN) ||
    (ours < FRANC_BELIEVED_BELOW && words.length >= FRANC_MIN_WORDS && arabizi) ||
    (askFranc && !OURS_OR_CLOSE.has(guess));
  return { words: words.length, ours, oursOnly, otherOnly, other: other && !OURS_OR_CLOSE.has(guess) && other.share < 0.05 ? { code: guess, share: 0 } : other, unreadable };
}
