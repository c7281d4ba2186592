/**
 * Countries named in the page's language. The route names each stop's country in English (from Natural Earth) with
 * its ISO 3166 code beside it (route.generated.json), and Intl.DisplayNames names the code in another language
 * ("JP" → "Japón"), so a Spanish page shows, and its search finds, "Tokyo, Japón". Town names stay as the route
 * has them.
 */
import type { TrackerRoute } from "./journey";

const ENGLISH = "en";

/** Countries whose long Intl name is an official mouthful ("Hong Kong SAR China"): their short name is the usual one. */
export const SHORT_NAME_CODES: ReadonlySet<string> = new Set(["HK", "MO", "PS"]);

/**
 * A function naming a country by its ISO code in `languageTag`. On an English page, or for a code Intl cannot name
 * (or none), it gives the English name the route has.
 */
export function countryNamer(languageTag: string): (code: string, english: string) => string {
  if (languageTag === ENGLISH || typeof Intl.DisplayNames !== "function") return (_code, english) => english;
  let long: Intl.DisplayNames;
  let short: Intl.DisplayNames;
  try {
    long = new Intl.DisplayNames(languageTag, { type: "region" });
    short = new Intl.DisplayNames(languageTag, { type: "region", style: "short" });
  } catch {
    return (_code, english) => english;
  }
  const names = new Map<string, string>();
  return (code, english) => {
    if (!code) return english;
    let name = names.get(code);
    if (name === undefined) {
      try {
        name = (SHORT_NAME_CODES.has(code) ? short : long).of(code) || english;
      } catch {
        name = english;
      }
      names.set(code, name);
    }
    return name;
  };
}

/** The route with every stop's country in `languageTag` (the same route, untouched, on an English page). */
export function localiseCountries(route: TrackerRoute, languageTag: string): TrackerRoute {
  if (languageTag === ENGLISH) return route;
  const name = countryNamer(languageTag);
  return { ...route, stops: route.stops.map((stop) => ({ ...stop, country: name(stop.countryCode, stop.country) })) };
}
