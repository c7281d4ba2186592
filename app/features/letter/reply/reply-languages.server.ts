import { concernScore, type ConcernModel } from "~/features/letter/reading/concern-model.server";
import CONCERN_MODEL_JSON from "~/features/letter/reading/concern-model.generated.json";
import { judgeLanguage } from "~/features/letter/reading/letter-language.server";
import { HARM_SIGNS, harmEvidence, readLetter, type LetterLexicon, type LetterReading, type LetterText } from "~/features/letter/reading/letter-reading.server";
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
 * Reads a letter written on a page in `locale`, every way a letter is read whatever page it came from: its own
 * language's rules for wishes and circumstances; every language's harm patterns (a child may write in another
 * language than the page's); the concern model, which reads concepts rather than phrases; and whether it is written
 * in a language we can read at all. Any one that is worried holds the letter: a false hold costs a reviewer a
 * minute, a miss can cost a child (docs/decisions/018-the-reply-fails-safe.md). A letter is read once, when it
 * arrives; its reading is stored with it and composes its reply.
 */
export function readLetterIn(locale: Locale, letter: LetterText): LetterReading {
  const own = replyLanguage(locale);
  const reading = readLetter(letter, own.lexicon);
  const others = Object.values(REPLY_LANGUAGES).filter((l) => l !== own);
  const evidence = { ...reading.evidence, harm: [...reading.evidence.harm, ...others.flatMap((l) => harmEvidence(letter, l.lexicon))] };
  const concern = concernScore(CONCERN_MODEL, letter);
  if (concern.score > CONCERN_MODEL.hold) evidence.harm.push({ label: "concern", phrase: concern.reasons.join(", ") });
  const language = judgeLanguage(letter);
  if (language.unreadable) evidence.harm.push({ label: "unknown_language", phrase: language.other ? `mostly ${language.other.code}` : "mostly words we cannot read" });
  const harm = HARM_SIGNS.filter((h) => evidence.harm.some((e) => e.label === h));
  const held = harm.length > 0;
  return { ...reading, evidence, harm, held, uneasy: held || reading.gentle || concern.score > CONCERN_MODEL.uneasy, concern: concern.score };
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
