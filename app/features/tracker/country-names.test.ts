import { describe, expect, it } from "vitest";
import { CITIES } from "./cities";
import { countryNamer, localiseCountries } from "./country-names";
import { parseRoute, searchStops } from "./journey";
import routeJson from "./route.generated.json";

const route = parseRoute(routeJson);

describe("country names in the page's language", () => {
  it("has a code for every country on the route, a different one each, and the featured cities' codes are the route's", () => {
    for (const code of routeJson.countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(routeJson.countryCodes).size).toBe(routeJson.countryCodes.length);
    for (const city of CITIES) expect(city.countryCode, city.id).toBe(route.stops.find((s) => s.id === city.id)?.countryCode);
  });

  it("names every route country in each language through Intl, not by falling back to the English", () => {
    for (const tag of ["es", "fr", "de", "it", "pt-BR"]) {
      const name = countryNamer(tag);
      // Passed a placeholder for the English, a fallback would show it.
      const missing = routeJson.countryCodes.filter((code) => name(code, "(none)") === "(none)" || name(code, "(none)") === code);
      expect(missing, tag).toEqual([]);
    }
  });

  it("names countries in each language, and leaves English as the route has it", () => {
    expect(countryNamer("es")("JP", "Japan")).toBe("Japón");
    expect(countryNamer("de")("US", "United States")).toBe("Vereinigte Staaten");
    expect(countryNamer("fr")("HK", "Hong Kong")).toBe("Hong Kong");
    expect(countryNamer("pt-BR")("CI", "Ivory Coast")).toBe("Costa do Marfim");
    expect(countryNamer("en")("CZ", "Czech Republic")).toBe("Czech Republic");
    expect(countryNamer("it")("", "Atlantis")).toBe("Atlantis");
    expect(countryNamer("it")("not a code", "Atlantis")).toBe("Atlantis");
  });

  it("gives a localised route whose search finds a country by its name in that language", () => {
    expect(localiseCountries(route, "en")).toBe(route);
    const spanish = localiseCountries(route, "es");
    expect(spanish.stops.map((s) => s.id)).toEqual(route.stops.map((s) => s.id));
    expect(spanish.stops.find((s) => s.id === "tokyo")?.country).toBe("Japón");
    expect(searchStops(spanish, "japon").map((s) => s.country)).toContain("Japón");
  });
});
