import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "./country-codes";
import { countryNamer, localiseCountries } from "./country-names";
import { parseRoute, searchStops } from "./journey";
import routeJson from "./route.generated.json";
import { CITIES } from "./cities";

const route = parseRoute(routeJson);

describe("country names in the page's language", () => {
  it("knows the code of every country on the route and of every featured city, each a different code", () => {
    for (const country of [...routeJson.countries, ...CITIES.map((c) => c.country)]) expect(COUNTRY_CODES[country], country).toMatch(/^[A-Z]{2}$/);
    const codes = Object.values(COUNTRY_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("names countries in each language, and leaves English as the route has it", () => {
    expect(countryNamer("es")("Japan")).toBe("Japón");
    expect(countryNamer("de")("United States")).toBe("Vereinigte Staaten");
    expect(countryNamer("fr")("Hong Kong")).toBe("Hong Kong");
    expect(countryNamer("pt-BR")("Ivory Coast")).toBe("Costa do Marfim");
    expect(countryNamer("en")("Czech Republic")).toBe("Czech Republic");
    expect(countryNamer("it")("Atlantis")).toBe("Atlantis");
  });

  it("gives a localised route whose search finds a country by its name in that language", () => {
    expect(localiseCountries(route, "en")).toBe(route);
    const spanish = localiseCountries(route, "es");
    expect(spanish.stops.map((s) => s.id)).toEqual(route.stops.map((s) => s.id));
    expect(spanish.stops.find((s) => s.id === "tokyo")?.country).toBe("Japón");
    expect(searchStops(spanish, "japon").map((s) => s.country)).toContain("Japón");
  });
});
