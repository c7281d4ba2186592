import type { Locale } from "~/i18n/locale";
import { VOCABULARY_DE } from "./vocabulary-de.server";
import { VOCABULARY_EN } from "./vocabulary-en.server";
import { VOCABULARY_ES } from "./vocabulary-es.server";
import { VOCABULARY_FR } from "./vocabulary-fr.server";
import { VOCABULARY_IT } from "./vocabulary-it.server";
import { VOCABULARY_PT_BR } from "./vocabulary-pt-br.server";
import type { LanguageVocabulary } from "./vocabulary-types.server";

/** Every language's recognition vocabulary: a language joins by adding `vocabulary-<locale>.server.ts` here. */
export const VOCABULARIES: Record<Locale, LanguageVocabulary> = {
  en: VOCABULARY_EN,
  es: VOCABULARY_ES,
  fr: VOCABULARY_FR,
  de: VOCABULARY_DE,
  it: VOCABULARY_IT,
  "pt-br": VOCABULARY_PT_BR,
};
