/**
 * Santa's 14 fixed stops (spec section 9: "the city is drawn from 14 fixed cities"), listed in the order
 * midnight reaches them on Christmas night, east to west from the date line. cities.test.ts checks that order
 * against each city's own time zone, so a reordering or a wrong zone fails a test.
 */
export interface City {
  id: string;
  name: string;
  country: string;
  /** ISO 3166 code, as the route has it (country-names.test.ts checks): other languages name the country with Intl. */
  countryCode: string;
  /** Degrees north (negative: south). */
  lat: number;
  /** Degrees east (negative: west). */
  lon: number;
  /** IANA time zone: the card's local time is the city's own. */
  timeZone: string;
}

export const CITIES = [
  { id: "auckland", name: "Auckland", country: "New Zealand", countryCode: "NZ", lat: -36.85, lon: 174.76, timeZone: "Pacific/Auckland" },
  { id: "sydney", name: "Sydney", country: "Australia", countryCode: "AU", lat: -33.87, lon: 151.21, timeZone: "Australia/Sydney" },
  { id: "tokyo", name: "Tokyo", country: "Japan", countryCode: "JP", lat: 35.68, lon: 139.69, timeZone: "Asia/Tokyo" },
  { id: "beijing", name: "Beijing", country: "China", countryCode: "CN", lat: 39.9, lon: 116.41, timeZone: "Asia/Shanghai" },
  { id: "mumbai", name: "Mumbai", country: "India", countryCode: "IN", lat: 19.08, lon: 72.88, timeZone: "Asia/Kolkata" },
  { id: "dubai", name: "Dubai", country: "United Arab Emirates", countryCode: "AE", lat: 25.2, lon: 55.27, timeZone: "Asia/Dubai" },
  { id: "nairobi", name: "Nairobi", country: "Kenya", countryCode: "KE", lat: -1.29, lon: 36.82, timeZone: "Africa/Nairobi" },
  { id: "cairo", name: "Cairo", country: "Egypt", countryCode: "EG", lat: 30.04, lon: 31.24, timeZone: "Africa/Cairo" },
  { id: "paris", name: "Paris", country: "France", countryCode: "FR", lat: 48.86, lon: 2.35, timeZone: "Europe/Paris" },
  { id: "london", name: "London", country: "United Kingdom", countryCode: "GB", lat: 51.51, lon: -0.13, timeZone: "Europe/London" },
  { id: "rio-de-janeiro", name: "Rio de Janeiro", country: "Brazil", countryCode: "BR", lat: -22.91, lon: -43.17, timeZone: "America/Sao_Paulo" },
  { id: "new-york", name: "New York", country: "United States", countryCode: "US", lat: 40.71, lon: -74.01, timeZone: "America/New_York" },
  { id: "mexico-city", name: "Mexico City", country: "Mexico", countryCode: "MX", lat: 19.43, lon: -99.13, timeZone: "America/Mexico_City" },
  { id: "los-angeles", name: "Los Angeles", country: "United States", countryCode: "US", lat: 34.05, lon: -118.24, timeZone: "America/Los_Angeles" },
] as const satisfies readonly City[];

export type CityId = (typeof CITIES)[number]["id"];

/** Where Santa starts and ends: the North Pole. */
export const NORTH_POLE = { name: "North Pole", country: "Santa's Workshop", lat: 90, lon: 0 } as const;
