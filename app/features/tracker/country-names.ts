/**
 * Countries named in the page's language. The route names each stop's country in English (from Natural Earth);
 * COUNTRY_CODES gives its ISO code and Intl.DisplayNames its name in another language ("Japan" → "Japón"), so a
 * Spanish page shows, and its search finds, "Tokyo, Japón". Town names stay as the route has them.
 */
import { COUNTRY_CODES, SHORT_NAME_CODES } from "./country-codes";
import type { TrackerRoute } from "./journey";

const ENGLISH = "en";

/** A function naming a route's (English) country in `languageTag`; a country it cannot name keeps its English name. */
export function countryNamer(languageTag: string): (country: string) => string {
  if (languageTag === ENGLISH || typeof Intl.DisplayNames !== "function") return (country) => country;
  let long: Intl.DisplayNames;
  let short: Intl.DisplayNames;
  try {
    long = new Intl.DisplayNames(languageTag, { type: "region" });
    short = new Intl.DisplayNames(languageTag, { type: "region", style: "short" });
  } catch {
    return (country) => country;
  }
  const names = new Map<string, string>();
  return (country) => {
    let name = names.get(country);
    if (name === undefined) {
      const code = COUNTRY_CODES[country];
      name = (code && (SHORT_NAME_CODES.has(code) ? short : long).of(code)) || country;
      names.set(country, name);
    }
    return name;
  };
}

/** The route with every stop's country in `languageTag` (the same route, untouched, on an English page). */
export function localiseCountries(route: TrackerRoute, languageTag: string): TrackerRoute {
  if (languageTag === ENGLISH) return route;
  const name = countryNamer(languageTag);
  return { ...route, stops: route.stops.map((stop) => ({ ...stop, country: name(stop.country) })) };
}
