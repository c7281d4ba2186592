import { concernReading, concernScore, sentenceWindows, type ConcernModel } from "~/features/letter/reading/concern-model.server";
import CONCERN_MODEL_JSON from "~/features/letter/reading/concern-model.generated.json";
import { judgeLanguage } from "~/features/letter/reading/letter-language.server";
import { HARM_SIGNS, harmEvidence, readLetter, type Evidence, type HarmSign, type LetterLexicon, type LetterReading, type LetterText } from "~/features/letter/reading/letter-reading.server";
import { LEXICON_DE } from "~/features/letter/reading/lexicon-de.server";
import { LEXICON_EN } from "~/features/letter/reading/lexicon-en.server";
import { LEXICON_ES } from "~/features/letter/reading/lexicon-es.server";
import { LEXICON_FR } from "~/features/letter/reading/lexicon-fr.server";
import { LEXICON_IT } from "~/features/letter/reading/lexicon-it.server";
import { LEXICON_PT_BR } from "~/features/letter/reading/lexicon-pt-br.server";
import type { Locale } from "~/i18n/locale";
import { REPLY_WORDS_DE } from "./reply-words-de.server";
import { REPLY_WORDS_EN, type ReplyWords } from "./reply-words-en.server";
import { REPLY_WORDS_ES } from "./reply-words-es.server";
import { REPLY_WORDS_FR } from "./reply-words-fr.server";
import { REPLY_WORDS_IT } from "./reply-words-it.server";
import { REPLY_WORDS_PT_BR } from "./reply-words-pt-br.server";

/** What reading and answering a letter in one language needs: the reading lexicon and Santa's words. */
export interface ReplyLanguage {
  lexicon: LetterLexicon;
  words: ReplyWords;
}

/**
 * Every language a letter can be read and answered in. A language joins by adding its lexicon
 * (`features/letter/reading/lexicon-<locale>.server.ts`), its words (`reply-words-<locale>.server.ts`) and its labelled corpus
 * (`tests/fixtures/letters/<locale>/`); the corpus test runs over every entry here.
 */
export const REPLY_LANGUAGES: Record<Locale, ReplyLanguage> = {
  en: { lexicon: LEXICON_EN, words: REPLY_WORDS_EN },
  es: { lexicon: LEXICON_ES, words: REPLY_WORDS_ES },
  fr: { lexicon: LEXICON_FR, words: REPLY_WORDS_FR },
  de: { lexicon: LEXICON_DE, words: REPLY_WORDS_DE },
  it: { lexicon: LEXICON_IT, words: REPLY_WORDS_IT },
  "pt-br": { lexicon: LEXICON_PT_BR, words: REPLY_WORDS_PT_BR },
};

const CONCERN_MODEL = CONCERN_MODEL_JSON as ConcernModel;

/** The language a letter written on a page in `locale` is read and answered in. */
export function replyLanguage(locale: Locale): ReplyLanguage {
  return REPLY_LANGUAGES[locale];
}

/**
 * Whether the concern model is at least uneasy about the passage a phrase pattern matched in: the sentence and the
 * ones either side of it, read alone. A match no single sentence makes (it spans two) counts as worried, to fail safe.
 */
function phraseIsWorrying(letter: LetterText, lexicons: LetterLexicon[]): boolean {
  const matched = sentenceWindows(letter).filter((w) => lexicons.some((l) => harmEvidence({ wishList: null, messageToSanta: w.sentence }, l).length > 0));
  if (matched.length === 0) return true;
  return matched.some((w) => concernScore(CONCERN_MODEL, { wishList: null, messageToSanta: w.window }).score > CONCERN_MODEL.uneasy);
}

/**
 * Reads a letter written on a page in `locale`, every way a letter is read whatever page it came from: its own
 * language's rules for wishes and circumstances; every language's harm patterns (a child may write in another
 * language than the page's); the concern model, which reads concepts rather than phrases, over the whole letter and
 * over its wish list and its P.S. each alone; and whether it is written in a language we can read at all. The model
 * holds the letter when any of what it reads is worrying; a phrase pattern holds it when the model is at least uneasy
 * about the letter or about the passage the phrase is in ("mum will kill me if I break it, haha" in a happy letter is
 * set aside, and that letter's reply says nothing cheerful about what the child wrote). A false hold costs a reviewer
 * a minute, a miss can cost a child (docs/decisions/018-the-reply-fails-safe.md, 022-reading-the-parts.md). A letter
 * is read once, when it arrives; its reading is stored with it and composes its reply.
 */
export function readLetterIn(locale: Locale, letter: LetterText): LetterReading {
  const own = replyLanguage(locale);
  const reading = readLetter(letter, own.lexicon);
  const lexicons = Object.values(REPLY_LANGUAGES).map((l) => l.lexicon);
  const others = lexicons.filter((l) => l !== own.lexicon);
  let phrases = [...reading.evidence.harm, ...others.flatMap((l) => harmEvidence(letter, l))];
  const concern = concernReading(CONCERN_MODEL, letter);
  let setAside: Evidence<HarmSign>[] = [];
  if (phrases.length > 0 && concern.letter <= CONCERN_MODEL.uneasy && !phraseIsWorrying(letter, lexicons)) [setAside, phrases] = [phrases, []];
  const evidence = { ...reading.evidence, harm: phrases, ...(setAside.length > 0 ? { setAside } : {}) };
  if (concern.score > CONCERN_MODEL.hold) evidence.harm.push({ label: "concern", phrase: concern.reasons.join(", ") });
  const language = judgeLanguage(letter);
  if (language.unreadable) evidence.harm.push({ label: "unknown_language", phrase: language.other ? `mostly ${language.other.code}` : "mostly words we cannot read" });
  const harm = HARM_SIGNS.filter((h) => evidence.harm.some((e) => e.label === h));
  const held = harm.length > 0;
  return {
    ...reading,
    evidence,
    harm,
    held,
    uneasy: held || reading.gentle || setAside.length > 0 || concern.letter > CONCERN_MODEL.uneasy,
    concern: concern.score,
  };
}

/** A reading as the letter's row keeps it (`santa_letters.reading`). */
export const storedReading = (reading: LetterReading): string => JSON.stringify(reading);

/**
 * A stored reading, or null when there is none or it is not one this code wrote (a row from before readings were
 * kept, or damaged): the caller then reads the letter again.
 */
export function readingFromStore(text: string | null | undefined): LetterReading | null {
  if (!text) return null;
  try {
    const r = JSON.parse(text) as Partial<LetterReading>;
    const ok =
      Array.isArray(r.wishes) &&
      Array.isArray(r.circumstances) &&
      Array.isArray(r.harm) &&
      typeof r.held === "boolean" &&
      typeof r.gentle === "boolean" &&
      typeof r.uneasy === "boolean" &&
      r.held === r.harm.length > 0 &&
      r.evidence !== undefined;
    return ok ? (r as LetterReading) : null;
  } catch {
    return null;
  }
}
