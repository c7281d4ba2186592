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
 * (`features/letter/reading/lexicon-<locale>.ts`), its words (`reply-words-<locale>.ts`) and its labelled corpus
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
 * Reads a letter written on a page in `locale`: its wishes and circumstances in that language, and signs of harm in
 * every language we read. A child may write in another language than the page's; a letter held by mistake waits
 * for a person, a letter missed is a child not heard, so harm is looked for in all of them.
 */
export function readLetterIn(locale: Locale, letter: LetterText): LetterReading {
  // A letter is read when it arrives (to hold it or not) and again when its reply is composed, moments later:
  // the second reading is the first one's (reading every language's rules is a tenth of a letter's CPU).
  const key = `${locale}\u0000${letter.wishList ?? ""}\u0000${letter.messageToSanta ?? ""}`;
  const known = recentReadings.get(key);
  if (known) return known;
  const reading = readLetterUncached(locale, letter);
  if (recentReadings.size >= RECENT_READINGS) recentReadings.delete(recentReadings.keys().next().value!);
  recentReadings.set(key, reading);
  return reading;
}

/** Readings of the most recent letters (a reading is a pure function of the text and the locale). */
const RECENT_READINGS = 256;
const recentReadings = new Map<string, LetterReading>();

/**
 * Every way a letter is read, whatever page it came from: its own language's rules for wishes and circumstances;
 * every language's harm patterns; the concern model, which reads concepts rather than phrases; and whether it is
 * written in a language we can read at all. Any one that is worried holds the letter: a false hold costs a reviewer
 * a minute, a miss can cost a child (docs/decisions/018-the-reply-fails-safe.md).
 */
function readLetterUncached(locale: Locale, letter: LetterText): LetterReading {
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
