/**
 * Something to read as the sleigh reaches a country: a Christmas custom or a short, true fact, in the page's
 * language, for the 60 most populous countries on the route and the featured cities' two others (New Zealand, the
 * United Arab Emirates), keyed by ISO code (customs/<locale>.json, written for children, checked by customs.test.ts). Each language's notes are a small chunk of their own, fetched with the
 * route after hydration, so they cost the page's first script nothing and keep working offline once loaded.
 */
import type { Locale } from "~/i18n/locale";

export type CountryNotes = Readonly<Record<string, string>>;

const NOTES: Record<Locale, () => Promise<{ default: CountryNotes }>> = {
  en: () => import("./customs/en.json"),
  es: () => import("./customs/es.json"),
  fr: () => import("./customs/fr.json"),
  de: () => import("./customs/de.json"),
  it: () => import("./customs/it.json"),
  "pt-br": () => import("./customs/pt-br.json"),
};

/** The page's language's notes, by country code. */
export const loadCountryNotes = (locale: Locale): Promise<CountryNotes> => NOTES[locale]().then((m) => m.default);

/** The longest a note may be: two short sentences a parent reads aloud in one breath. */
export const COUNTRY_NOTE_MAX_CHARS = 220;
