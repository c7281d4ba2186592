import type { Locale } from "~/i18n/locale";
import { VOCABULARY_DE } from "./vocabulary-de";
import { VOCABULARY_EN } from "./vocabulary-en";
import { VOCABULARY_ES } from "./vocabulary-es";
import { VOCABULARY_FR } from "./vocabulary-fr";
import { VOCABULARY_IT } from "./vocabulary-it";
import { VOCABULARY_PT_BR } from "./vocabulary-pt-br";
import type { LanguageVocabulary } from "./vocabulary-types";

/** Every language's recognition vocabulary: a language joins by adding `vocabulary-<locale>.ts` here. */
export const VOCABULARIES: Record<Locale, LanguageVocabulary> = {
  en: VOCABULARY_EN,
  es: VOCABULARY_ES,
  fr: VOCABULARY_FR,
  de: VOCABULARY_DE,
  it: VOCABULARY_IT,
  "pt-br": VOCABULARY_PT_BR,
};
