/**
 * Naming where a child lives, only when it is a place the site knows: one of the tracker's 400 stops or one of its
 * 225 countries (named in any of our languages or by its code), and named back in Santa's words from the dataset,
 * never in the child's spelling. A city field the site does not recognise is not mentioned at all. Pure.
 */
import ROUTE from "~/features/tracker/route.generated.json";
import { fold } from "~/features/letter/vocabulary/word-matcher.server";
import { LOCALE_TAGS, LOCALES, type Locale } from "~/i18n/locale";

interface Known {
  city: string | null;
  countryCode: string;
  countryEnglish: string;
}

const key = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** One region namer per language, made once (constructing Intl.DisplayNames costs more than a reply's words). */
const regionNames = new Map<Locale, Intl.DisplayNames>();
const regionNamer = (locale: Locale) => {
  let namer = regionNames.get(locale);
  if (!namer) regionNames.set(locale, (namer = new Intl.DisplayNames(LOCALE_TAGS[locale], { type: "region" })));
  return namer;
};

const index = (() => {
  const cities = new Map<string, Known>();
  const countries = new Map<string, Known>();
  ROUTE.countries.forEach((english, i) => {
    const code = ROUTE.countryCodes[i]!;
    const known = { city: null, countryCode: code, countryEnglish: english };
    countries.set(key(english), known);
    if (!code) return;
    for (const locale of LOCALES) {
      const name = regionNamer(locale).of(code);
      if (name && name !== code) countries.set(key(name), known);
    }
  });
  // The largest stop keeps a name two stops share.
  const stops = [...ROUTE.stops].sort((a, b) => (b[5] as number) - (a[5] as number));
  for (const s of stops) {
    const name = s[1] as string;
    const i = s[2] as number;
    if (!cities.has(key(name))) cities.set(key(name), { city: name, countryCode: ROUTE.countryCodes[i]!, countryEnglish: ROUTE.countries[i]! });
  }
  return { cities, countries };
})();

function known(cityCountry: string | null): Known | null {
  if (!cityCountry) return null;
  const parts = cityCountry.split(/[,/;()\n]+|\s[-–]\s/).map(key).filter(Boolean);
  const city = parts.map((p) => index.cities.get(p)).find(Boolean);
  const country = parts.map((p) => index.countries.get(p)).find(Boolean);
  return city ?? country ?? null;
}

/** The ISO code of the country the site recognises in the city field ("US" for "Boston"), or null. */
export const recognisedCountry = (cityCountry: string | null): string | null => known(cityCountry)?.countryCode || null;

/** The place named in Santa's words in `locale` ("Bergen, Norwegen"), or null when the site does not know it. */
export function recognisePlace(cityCountry: string | null, locale: Locale): string | null {
  const place = known(cityCountry);
  if (!place) return null;
  const countryName = place.countryCode ? (regionNamer(locale).of(place.countryCode) ?? place.countryEnglish) : place.countryEnglish;
  return place.city ? (place.city === countryName ? place.city : `${place.city}, ${countryName}`) : countryName;
}
