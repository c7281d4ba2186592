import { HARM_SIGNS, harmEvidence, readLetter, type LetterLexicon, type LetterReading, type LetterText } from "~/features/letter/reading/letter-reading";
import { LEXICON_EN } from "~/features/letter/reading/lexicon-en";
import { LEXICON_FR } from "~/features/letter/reading/lexicon-fr";
import type { Locale } from "~/i18n/locale";
import { REPLY_WORDS_EN, type ReplyWords } from "./reply-words-en";
import { REPLY_WORDS_FR } from "./reply-words-fr";

/** What reading and answering a letter in one language needs: the reading lexicon and Santa's words. */
export interface ReplyLanguage {
  lexicon: LetterLexicon;
  words: ReplyWords;
}

/**
 * Every language a letter can be read and answered in. A language joins by adding its lexicon
 * (`features/letter/reading/lexicon-<locale>.ts`), its words (`reply-words-<locale>.ts`) and its labelled corpus
 * (`tests/fixtures/letters/<locale>/`); the corpus test runs over every entry here.
 */
export const REPLY_LANGUAGES: Partial<Record<Locale, ReplyLanguage>> & { en: ReplyLanguage } = {
  en: { lexicon: LEXICON_EN, words: REPLY_WORDS_EN },
  fr: { lexicon: LEXICON_FR, words: REPLY_WORDS_FR },
};

/** The language a letter written on a page in `locale` is read and answered in. */
export function replyLanguage(locale: Locale): ReplyLanguage {
  return REPLY_LANGUAGES[locale] ?? REPLY_LANGUAGES.en;
}

/**
 * Reads a letter written on a page in `locale`: its wishes and circumstances in that language, and signs of harm in
 * every language we read. A child may write in another language than the page's; a letter held by mistake waits
 * for a person, a letter missed is a child not heard, so harm is looked for in all of them.
 */
export function readLetterIn(locale: Locale, letter: LetterText): LetterReading {
  const own = replyLanguage(locale);
  const reading = readLetter(letter, own.lexicon);
  const others = Object.values(REPLY_LANGUAGES).filter((l) => l !== own);
  const extra = others.flatMap((l) => harmEvidence(letter, l.lexicon));
  if (extra.length === 0) return reading;
  const evidence = { ...reading.evidence, harm: [...reading.evidence.harm, ...extra] };
  const harm = HARM_SIGNS.filter((h) => evidence.harm.some((e) => e.label === h));
  return { ...reading, evidence, harm, held: true };
}
