import type { Locale } from "~/i18n/locale";

/**
 * Children's helplines, shown to every family on the letter page and its thank-you screens (so seeing them says
 * nothing about any letter). Only numbers we are sure of, each with the organisation that answers it. Check them
 * every autumn before December; the unit test pins their shape, not their truth.
 *
 * Three parts:
 * - HELPLINE_LINES: every line, once, with its organisation, number and dial string. The only place a number is
 *   written: each language's file spreads these, so a number is checked in one place.
 * - HELPLINE_ORDER: which lines each language lists, in order: its own countries first, then the English list's
 *   countries, then the European 116 111. Ids, not words, so it lives here (a locale's file does not repeat it).
 * - HELPLINES: the words, per line (where it answers, and a short note), in English here and in each language in
 *   app/content/<locale>/helplines.ts. Every language words every line, so each file has the same shape as this one.
 */
export interface Helpline {
  /** ISO 3166-1 code of the country it answers in; "EU" for the European 116 111. */
  country: string;
  /** Where it answers, in the page's language. */
  place: string;
  organisation: string;
  /** As people write it. */
  number: string;
  /** For the tel: link: digits and a leading + only. */
  dial: string;
  note: string;
}

export type HelplineLine = Pick<Helpline, "country" | "organisation" | "number" | "dial">;

export const HELPLINE_LINES = {
  // The English list: the United States first, then the other English-speaking countries.
  childhelp: { country: "US", organisation: "Childhelp National Child Abuse Hotline", number: "1-800-422-4453", dial: "18004224453" },
  lifeline988: { country: "US", organisation: "988 Suicide & Crisis Lifeline", number: "988", dial: "988" },
  childlineUk: { country: "GB", organisation: "Childline, run by the NSPCC", number: "0800 1111", dial: "08001111" },
  kidsHelpPhone: { country: "CA", organisation: "Kids Help Phone", number: "1-800-668-6868", dial: "18006686868" },
  childlineIe: { country: "IE", organisation: "Childline, run by the ISPCC", number: "1800 66 66 66", dial: "1800666666" },
  kidsHelpline: { country: "AU", organisation: "Kids Helpline", number: "1800 55 1800", dial: "1800551800" },
  whatsUp: { country: "NZ", organisation: "What's Up, run by Barnardos", number: "0800 942 8787", dial: "08009428787" },
  europe: { country: "EU", organisation: "the child helpline on the European number", number: "116 111", dial: "116111" },
  // German-speaking countries.
  nummerGegenKummer: { country: "DE", organisation: "Nummer gegen Kummer (Kinder- und Jugendtelefon)", number: "116 111", dial: "116111" },
  ratAufDraht: { country: "AT", organisation: "Rat auf Draht", number: "147", dial: "147" },
  proJuventute: { country: "CH", organisation: "Pro Juventute", number: "147", dial: "147" },
  // French-speaking countries. Jeunesse, J'écoute is Kids Help Phone's French name: the same line.
  alloEnfance: { country: "FR", organisation: "Allô Enfance en Danger", number: "119", dial: "119" },
  ecouteEnfants: { country: "BE", organisation: "Écoute-Enfants", number: "103", dial: "103" },
  jeunesseJecoute: { country: "CA", organisation: "Jeunesse, J'écoute", number: "1-800-668-6868", dial: "18006686868" },
  kannerJugendtelefon: { country: "LU", organisation: "Kanner- a Jugendtelefon", number: "116 111", dial: "116111" },
  // Spanish-speaking countries.
  anar: { country: "ES", organisation: "Fundación ANAR (Teléfono ANAR de Ayuda a Niños y Adolescentes)", number: "900 20 20 10", dial: "900202010" },
  linea102: { country: "AR", organisation: "Línea 102", number: "102", dial: "102" },
  linea141: { country: "CO", organisation: "Línea 141 del ICBF", number: "141", dial: "141" },
  // Italy.
  telefonoAzzurro: { country: "IT", organisation: "Telefono Azzurro", number: "19696", dial: "19696" },
  emergenzaInfanzia: { country: "IT", organisation: "114 Emergenza Infanzia", number: "114", dial: "114" },
  // Portuguese-speaking countries.
  disque100: { country: "BR", organisation: "Disque 100 (Disque Direitos Humanos)", number: "100", dial: "100" },
  cvv: { country: "BR", organisation: "CVV (Centro de Valorização da Vida)", number: "188", dial: "188" },
  sosCrianca: { country: "PT", organisation: "SOS Criança (Instituto de Apoio à Criança)", number: "116 111", dial: "116111" },
} as const satisfies Record<string, HelplineLine>;

export type HelplineId = keyof typeof HELPLINE_LINES;

/** The English list, which every language lists after its own countries. */
const ENGLISH_LIST = ["childhelp", "lifeline988", "childlineUk", "kidsHelpPhone", "childlineIe", "kidsHelpline", "whatsUp"] as const satisfies readonly HelplineId[];

/**
 * What each language lists, nearest first: the panel shows the first country's lines at once and the rest behind
 * "Helplines in other countries". French lists Canada once, under the line's French name.
 */
export const HELPLINE_ORDER: Readonly<Record<Locale, readonly HelplineId[]>> = {
  en: [...ENGLISH_LIST, "europe"],
  de: ["nummerGegenKummer", "ratAufDraht", "proJuventute", ...ENGLISH_LIST, "europe"],
  fr: ["alloEnfance", "ecouteEnfants", "proJuventute", "jeunesseJecoute", "kannerJugendtelefon", ...ENGLISH_LIST.filter((id) => id !== "kidsHelpPhone"), "europe"],
  // Many Spanish-speaking children live in the United States, whose lines lead the English list.
  es: ["anar", "linea102", "linea141", ...ENGLISH_LIST, "europe"],
  it: ["telefonoAzzurro", "emergenzaInfanzia", "proJuventute", ...ENGLISH_LIST, "europe"],
  "pt-br": ["disque100", "cvv", "sosCrianca", ...ENGLISH_LIST, "europe"],
};

/** A language's list: its order, each line in its words (`words` is that language's HELPLINES). */
export function helplinesFor(locale: Locale, words: Readonly<Record<HelplineId, Helpline>>): (Helpline & { id: HelplineId })[] {
  return HELPLINE_ORDER[locale].map((id) => ({ id, ...words[id] }));
}

export const HELPLINES_HEADING = "Need to talk to someone?";

export const HELPLINES_INTRO =
  "If something is worrying you, or you do not feel safe, you can talk to a kind person at a children's helpline. It is free, and you do not have to give your name.";

/** The summary of the closed list after the nearest country's lines. */
export const HELPLINES_MORE = "Helplines in other countries";

const L = HELPLINE_LINES;

export const HELPLINES: Readonly<Record<HelplineId, Helpline>> = {
  childhelp: { ...L.childhelp, place: "United States", note: "any time, day or night" },
  lifeline988: { ...L.lifeline988, place: "United States", note: "call or text, any time" },
  childlineUk: { ...L.childlineUk, place: "United Kingdom", note: "free, any time" },
  kidsHelpPhone: { ...L.kidsHelpPhone, place: "Canada", note: "any time, or text CONNECT to 686868" },
  childlineIe: { ...L.childlineIe, place: "Ireland", note: "free, any time" },
  kidsHelpline: { ...L.kidsHelpline, place: "Australia", note: "free, any time" },
  whatsUp: { ...L.whatsUp, place: "New Zealand", note: "free, for ages 5 to 19" },
  europe: { ...L.europe, place: "Across Europe", note: "free in most European countries" },
  nummerGegenKummer: { ...L.nummerGegenKummer, place: "Germany", note: "free" },
  ratAufDraht: { ...L.ratAufDraht, place: "Austria", note: "free, any time" },
  proJuventute: { ...L.proJuventute, place: "Switzerland", note: "free, any time" },
  alloEnfance: { ...L.alloEnfance, place: "France", note: "free, any time" },
  ecouteEnfants: { ...L.ecouteEnfants, place: "Belgium", note: "free" },
  jeunesseJecoute: { ...L.jeunesseJecoute, place: "Canada (Quebec)", note: "any time" },
  kannerJugendtelefon: { ...L.kannerJugendtelefon, place: "Luxembourg", note: "for children and young people" },
  anar: { ...L.anar, place: "Spain", note: "free, any time" },
  linea102: { ...L.linea102, place: "Argentina", note: "free" },
  linea141: { ...L.linea141, place: "Colombia", note: "free" },
  telefonoAzzurro: { ...L.telefonoAzzurro, place: "Italy", note: "free, any time" },
  emergenzaInfanzia: { ...L.emergenzaInfanzia, place: "Italy", note: "for emergencies involving children" },
  disque100: { ...L.disque100, place: "Brazil", note: "free, any time" },
  cvv: { ...L.cvv, place: "Brazil", note: "free, any time" },
  sosCrianca: { ...L.sosCrianca, place: "Portugal", note: "free" },
};

export const HELPLINES_EMERGENCY =
  "If someone is in danger right now, call the emergency number: 911 in the United States and Canada, 999 in the United Kingdom, 112 or 999 in Ireland, 000 in Australia, 111 in New Zealand, or 112 anywhere in Europe.";
