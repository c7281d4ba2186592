/**
 * Santa's real-time journey on Christmas night (issue 22). Pure: every function takes the route, the year and
 * "now", so the same instant gives the same answer on every machine whatever its time zone.
 *
 * The route (route.generated.json, written by scripts/generate-tracker-route.ts) stores times in milliseconds
 * after take-off, so one route serves every year: take-off is 24 December at 10:00 UTC (midnight at UTC+14)
 * and each stop is reached within its own local midnight hour. Lookups are a binary search over the stops.
 */
import { NORTH_POLE } from "./cities";

/** Santa leaves the North Pole at this hour (UTC) on 24 December: midnight where Christmas begins (UTC+14). */
export const TAKE_OFF_UTC_HOUR = 10;
/** Mean Earth radius used for great-circle distances. */
export const EARTH_RADIUS_KM = 6371;
/** Of each stop's presents, this share rises during the leg flown to it; the rest while he is on the ground. */
export const PRESENTS_SHARE_IN_FLIGHT = 0.3;
/** searchStops returns at most this many stops unless told otherwise. */
export const SEARCH_LIMIT = 8;
/**
 * A wait as a child reads it, without its words (tracker-words.ts says it in the page's language): "less than a
 * minute", "about 45 minutes", "about 3½ hours", or (for the visitor's town, weeks ahead) "about 12 days".
 */
export type Eta =
  | { kind: "under-a-minute" }
  | { kind: "minutes"; minutes: number }
  | { kind: "hours"; hours: number; half: boolean }
  | { kind: "days"; days: number };

export interface LatLon {
  lat: number;
  lon: number;
}

export interface RouteStop {
  id: string;
  name: string;
  /** In English as the route has it, or in the page's language once localised (country-names.ts). */
  country: string;
  /** ISO 3166 code of the country ("" for the few places the dataset gives none): how other languages name it. */
  countryCode: string;
  lat: number;
  lon: number;
  population: number;
  /** IANA time zone: Santa lands here within its local midnight hour on 25 December. */
  timeZone: string;
  /** Milliseconds after take-off. */
  arrive: number;
  /** Milliseconds after take-off. */
  depart: number;
  /** Cumulative presents after leaving this stop. */
  presentsAfter: number;
  /** One of the 14 cities of cities.ts (same id). */
  featured?: boolean;
}

export interface TrackerRoute {
  /** The year whose UTC offsets placed each stop in its midnight hour. */
  year: number;
  stops: readonly RouteStop[];
  totalPresents: number;
  /** Milliseconds after take-off when Santa is home at the North Pole. */
  landing: number;
  totalDistanceKm: number;
}

export type Journey =
  | { phase: "before"; takeOff: number; next: RouteStop }
  | {
      phase: "stop";
      stop: RouteStop;
      index: number;
      departsAt: number;
      presents: number;
      distanceKm: number;
      progress: number;
      position: LatLon;
    }
  | {
      phase: "flying";
      from: RouteStop | "north-pole";
      to: RouteStop | "north-pole";
      /** Index of `to` (stops.length for the final leg home). */
      index: number;
      arrivesAt: number;
      presents: number;
      distanceKm: number;
      progress: number;
      speedKmh: number;
      position: LatLon;
    }
  | { phase: "landed"; landedAt: number; presents: number; distanceKm: number; progress: 1 };

// ---------------------------------------------------------------------------------------------------------------
// The file format (route.generated.json). Compact: one array per stop, countries and time zones as indexes into
// shared tables. The generator builds a RouteFile and parseRoute turns it into a TrackerRoute.

/** The order of the values in each stop row of the route file. */
export const ROUTE_FILE_COLUMNS = [
  "id",
  "name",
  "country",
  "lat",
  "lon",
  "population",
  "timeZone",
  "arrive",
  "depart",
  "presentsAfter",
  "featured",
] as const;

/** id, name, country index, lat, lon, population, time zone index, arrive, depart, presentsAfter, featured (0/1). */
export type RouteFileRow = [string, string, number, number, number, number, number, number, number, number, 0 | 1];

export interface RouteFile {
  about: string;
  year: number;
  /** Presents per person at each stop (see the generator). */
  presentsPerPerson: number;
  landing: number;
  totalPresents: number;
  totalDistanceKm: number;
  columns: typeof ROUTE_FILE_COLUMNS;
  countries: string[];
  /** Each country's ISO 3166 code, by the same index as `countries` ("" where the dataset has none). */
  countryCodes: string[];
  timeZones: string[];
  stops: RouteFileRow[];
}

class RouteFormatError extends Error {
  constructor(message: string) {
    super(`Santa's route file is not valid: ${message}`);
    this.name = "RouteFormatError";
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function wholeNumber(value: unknown, what: string, min = 0): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) {
    throw new RouteFormatError(`${what} must be a whole number of at least ${min} (got ${JSON.stringify(value)})`);
  }
  return value;
}

function finiteNumber(value: unknown, what: string, limit: number): number {
  if (typeof value !== "number" || !Number.isFinite(value) || Math.abs(value) > limit) {
    throw new RouteFormatError(`${what} must be a number from -${limit} to ${limit} (got ${JSON.stringify(value)})`);
  }
  return value;
}

function stringList(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || value.some((s) => typeof s !== "string" || s === "")) {
    throw new RouteFormatError(`${what} must be a list of non-empty strings`);
  }
  return value as string[];
}

/** Reads the generated route file, checking its shape and that the timeline runs forward; throws saying what is wrong. */
export function parseRoute(json: unknown): TrackerRoute {
  if (!isRecord(json)) throw new RouteFormatError("expected an object");
  const year = wholeNumber(json.year, "year", 1970);
  const landing = wholeNumber(json.landing, "landing");
  const totalPresents = wholeNumber(json.totalPresents, "totalPresents");
  const totalDistanceKm = wholeNumber(json.totalDistanceKm, "totalDistanceKm");
  if (JSON.stringify(json.columns) !== JSON.stringify(ROUTE_FILE_COLUMNS)) {
    throw new RouteFormatError(`columns must be ${ROUTE_FILE_COLUMNS.join(", ")}`);
  }
  const countries = stringList(json.countries, "countries");
  const countryCodes = json.countryCodes;
  if (!Array.isArray(countryCodes) || countryCodes.length !== countries.length || countryCodes.some((c) => typeof c !== "string" || !/^([A-Z]{2})?$/.test(c))) {
    throw new RouteFormatError("countryCodes must be a two-letter code (or \"\") for each country");
  }
  const timeZones = stringList(json.timeZones, "timeZones");
  if (!Array.isArray(json.stops) || json.stops.length === 0)
    throw new RouteFormatError("stops must be a non-empty list");

  const ids = new Set<string>();
  let previousDepart = 0;
  let previousPresents = 0;
  const stops = json.stops.map((row: unknown, i): RouteStop => {
    const at = `stops[${i}]`;
    if (!Array.isArray(row) || row.length !== ROUTE_FILE_COLUMNS.length) {
      throw new RouteFormatError(`${at} must be a list of ${ROUTE_FILE_COLUMNS.length} values`);
    }
    const [id, name, countryIndex, lat, lon, population, zoneIndex, arrive, depart, presentsAfter, featured] =
      row as unknown[];
    if (typeof id !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
      throw new RouteFormatError(`${at}.id must be a kebab-case id`);
    if (ids.has(id)) throw new RouteFormatError(`${at}.id "${id}" is used twice`);
    ids.add(id);
    if (typeof name !== "string" || name === "") throw new RouteFormatError(`${at}.name must be a non-empty string`);
    const countryAt = wholeNumber(countryIndex, `${at}.country`);
    const country = countries[countryAt];
    if (country === undefined) throw new RouteFormatError(`${at}.country points past the countries table`);
    const timeZone = timeZones[wholeNumber(zoneIndex, `${at}.timeZone`)];
    if (timeZone === undefined) throw new RouteFormatError(`${at}.timeZone points past the timeZones table`);
    const stop: RouteStop = {
      id,
      name,
      country,
      countryCode: countryCodes[countryAt] as string,
      lat: finiteNumber(lat, `${at}.lat`, 90),
      lon: finiteNumber(lon, `${at}.lon`, 180),
      population: wholeNumber(population, `${at}.population`),
      timeZone,
      arrive: wholeNumber(arrive, `${at}.arrive`),
      depart: wholeNumber(depart, `${at}.depart`),
      presentsAfter: wholeNumber(presentsAfter, `${at}.presentsAfter`),
    };
    if (featured === 1) stop.featured = true;
    else if (featured !== 0) throw new RouteFormatError(`${at}.featured must be 0 or 1`);
    if (stop.arrive <= previousDepart)
      throw new RouteFormatError(`${at} arrives before Santa has left the stop before it`);
    if (stop.depart < stop.arrive) throw new RouteFormatError(`${at} departs before it arrives`);
    if (stop.presentsAfter < previousPresents)
      throw new RouteFormatError(`${at}.presentsAfter is less than the stop before it`);
    previousDepart = stop.depart;
    previousPresents = stop.presentsAfter;
    return stop;
  });
  if (landing <= previousDepart) throw new RouteFormatError("landing must come after the last stop");
  if (totalPresents !== previousPresents)
    throw new RouteFormatError("totalPresents must equal the last stop's presentsAfter");
  return { year, stops, totalPresents, landing, totalDistanceKm };
}

// ---------------------------------------------------------------------------------------------------------------
// Geometry.

const RADIANS = Math.PI / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLon = (b.lon - a.lon) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `fraction` (0..1) of the way from a to b along the great circle (spherical interpolation). */
export function greatCircle(a: LatLon, b: LatLon, fraction: number): LatLon {
  const f = Math.min(1, Math.max(0, fraction));
  if (f === 0) return { lat: a.lat, lon: a.lon };
  if (f === 1) return { lat: b.lat, lon: b.lon };
  const lat1 = a.lat * RADIANS;
  const lon1 = a.lon * RADIANS;
  const lat2 = b.lat * RADIANS;
  const lon2 = b.lon * RADIANS;
  const angle = distanceKm(a, b) / EARTH_RADIUS_KM;
  if (angle < 1e-12) return { lat: a.lat, lon: a.lon };
  // Antipodes have no single great circle: sin(angle) is 0. Nudge the angle (the route never needs this).
  const sinAngle = Math.max(Math.sin(angle), 1e-12);
  const wa = Math.sin((1 - f) * angle) / sinAngle;
  const wb = Math.sin(f * angle) / sinAngle;
  const x = wa * Math.cos(lat1) * Math.cos(lon1) + wb * Math.cos(lat2) * Math.cos(lon2);
  const y = wa * Math.cos(lat1) * Math.sin(lon1) + wb * Math.cos(lat2) * Math.sin(lon2);
  const z = wa * Math.sin(lat1) + wb * Math.sin(lat2);
  const lat = Math.atan2(z, Math.hypot(x, y)) / RADIANS;
  // At a pole the longitude is undefined: keep the other end's, so the sleigh does not swing round.
  const lon = Math.hypot(x, y) < 1e-12 ? (f < 0.5 ? a.lon : b.lon) : Math.atan2(y, x) / RADIANS;
  return { lat, lon };
}

const NORTH_POLE_POINT: LatLon = { lat: NORTH_POLE.lat, lon: NORTH_POLE.lon };

/** Kilometres flown on arrival at each stop; computed once per route (the file stores only the total). */
const arrivalDistances = new WeakMap<TrackerRoute, Float64Array>();
function distancesOf(route: TrackerRoute): Float64Array {
  let cumulative = arrivalDistances.get(route);
  if (!cumulative) {
    cumulative = new Float64Array(route.stops.length);
    let flown = 0;
    let from = NORTH_POLE_POINT;
    route.stops.forEach((stop, i) => {
      flown += distanceKm(from, stop);
      cumulative![i] = flown;
      from = stop;
    });
    arrivalDistances.set(route, cumulative);
  }
  return cumulative;
}

// ---------------------------------------------------------------------------------------------------------------
// Time.

/** Take-off for `year`: 24 December at TAKE_OFF_UTC_HOUR UTC, in epoch milliseconds. */
export function takeOffAt(year: number): number {
  return Date.UTC(year, 11, 24, TAKE_OFF_UTC_HOUR);
}

/** When Santa reaches `stop` in `year`, in epoch milliseconds. */
export function arrivalAt(stop: RouteStop, year: number): number {
  return takeOffAt(year) + stop.arrive;
}

/** The index of the last stop Santa has reached `elapsed` ms after take-off (-1 before the first). */
function lastReached(stops: readonly RouteStop[], elapsed: number): number {
  let low = 0;
  let high = stops.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if (stops[mid]!.arrive <= elapsed) {
      found = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  return found;
}

const fractionOf = (elapsed: number, start: number, end: number) =>
  end > start ? Math.min(1, Math.max(0, (elapsed - start) / (end - start))) : 1;

/** Presents given out `elapsed` ms after take-off, knowing Santa last reached stop `reached`. */
function presentsWhen(route: TrackerRoute, reached: number, elapsed: number): number {
  const { stops } = route;
  if (elapsed < 0) return 0;
  const current = stops[reached];
  if (current && elapsed < current.depart) {
    const before = stops[reached - 1]?.presentsAfter ?? 0;
    const share = current.presentsAfter - before;
    const inFlight = share * PRESENTS_SHARE_IN_FLIGHT;
    const value = before + inFlight + (share - inFlight) * fractionOf(elapsed, current.arrive, current.depart);
    return Math.min(current.presentsAfter, Math.max(before, Math.floor(value)));
  }
  const next = stops[reached + 1];
  if (!next) return route.totalPresents;
  const before = current?.presentsAfter ?? 0;
  const inFlight = (next.presentsAfter - before) * PRESENTS_SHARE_IN_FLIGHT;
  const value = before + inFlight * fractionOf(elapsed, current?.depart ?? 0, next.arrive);
  return Math.min(next.presentsAfter, Math.max(before, Math.floor(value)));
}

/**
 * Presents delivered by `now`: 0 before take-off, the total once home. Of each stop's presents,
 * PRESENTS_SHARE_IN_FLIGHT rise during the leg flown to it and the rest during the stop, so the figure never falls.
 */
export function presentsAt(route: TrackerRoute, year: number, now: number): number {
  const elapsed = now - takeOffAt(year);
  if (elapsed < 0) return 0;
  if (elapsed >= route.landing) return route.totalPresents;
  return presentsWhen(route, lastReached(route.stops, elapsed), elapsed);
}

/** Where Santa is at `now` and what he has done so far. */
export function journeyAt(route: TrackerRoute, year: number, now: number): Journey {
  const takeOff = takeOffAt(year);
  const elapsed = now - takeOff;
  const { stops } = route;
  if (elapsed < 0) return { phase: "before", takeOff, next: stops[0]! };
  if (elapsed >= route.landing) {
    return {
      phase: "landed",
      landedAt: takeOff + route.landing,
      presents: route.totalPresents,
      distanceKm: route.totalDistanceKm,
      progress: 1,
    };
  }
  const progress = elapsed / route.landing;
  const reached = lastReached(stops, elapsed);
  const presents = presentsWhen(route, reached, elapsed);
  const distances = distancesOf(route);
  const current = stops[reached];
  if (current && elapsed < current.depart) {
    return {
      phase: "stop",
      stop: current,
      index: reached,
      departsAt: takeOff + current.depart,
      presents,
      distanceKm: distances[reached]!,
      progress,
      position: { lat: current.lat, lon: current.lon },
    };
  }
  const next = stops[reached + 1];
  const from = current ?? NORTH_POLE_POINT;
  const to = next ?? NORTH_POLE_POINT;
  const legStart = current?.depart ?? 0;
  const legEnd = next?.arrive ?? route.landing;
  const flownBefore = current ? distances[reached]! : 0;
  // The final leg ends at the stored total, so the distance never jumps at landing.
  const legKm = next ? distances[reached + 1]! - flownBefore : Math.max(0, route.totalDistanceKm - flownBefore);
  const fraction = fractionOf(elapsed, legStart, legEnd);
  return {
    phase: "flying",
    from: current ?? "north-pole",
    to: next ?? "north-pole",
    index: reached + 1,
    arrivesAt: takeOff + legEnd,
    presents,
    distanceKm: flownBefore + legKm * fraction,
    progress,
    speedKmh: legEnd > legStart ? legKm / ((legEnd - legStart) / 3_600_000) : 0,
    position: greatCircle(from, to, fraction),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The visitor's own stop.

const zoneFormatters = new Map<string, Intl.DateTimeFormat | null>();
/** A formatter for `timeZone`, or null when the engine does not know the zone. */
function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = zoneFormatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      formatter = null;
    }
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The engine's own name for a zone ("Asia/Kolkata" and "Asia/Calcutta" are one zone; browsers differ on which they report). */
function canonicalZone(timeZone: string): string {
  return zoneFormatter(timeZone)?.resolvedOptions().timeZone ?? timeZone;
}

/** What the clocks in `timeZone` read at instant `at` (month 1–12); a zone the engine does not know reads as UTC. */
export function wallClock(timeZone: string, at: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const formatter = zoneFormatter(timeZone) ?? zoneFormatter("UTC")!;
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(at))) if (part.type !== "literal") parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** The UTC offset of `timeZone` at instant `at`, in minutes (east positive). */
function offsetMinutes(timeZone: string, at: number): number {
  const c = wallClock(timeZone, at);
  const shown = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((shown - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant `timeZone`'s clocks read 00:00 on 25 December `year`. */
export function christmasMidnightIn(timeZone: string, year: number): number {
  const utcMidnight = Date.UTC(year, 11, 25);
  const guess = utcMidnight - offsetMinutes(timeZone, utcMidnight) * 60_000;
  return utcMidnight - offsetMinutes(timeZone, guess) * 60_000;
}

/** A zone's UTC offset (minutes) on Christmas night of `year`. */
export function christmasOffsetMinutes(timeZone: string, year: number): number {
  return offsetMinutes(timeZone, christmasMidnightIn(timeZone, year));
}

/**
 * The stop a visitor in `timeZone` waits for: the stop in their own zone whose arrival is nearest their local
 * midnight on 25 December; if no stop shares the zone, the nearest-to-midnight stop among those with the zone's
 * UTC offset that night; else among those with the nearest offset. An unknown zone counts as UTC.
 */
export function homeStopFor(route: TrackerRoute, timeZone: string, year: number): RouteStop {
  const zone = zoneFormatter(timeZone) ? timeZone : "UTC";
  const takeOff = takeOffAt(year);
  const midnight = christmasMidnightIn(zone, year);
  const nearestMidnight = (candidates: readonly RouteStop[]) =>
    candidates.reduce((best, stop) =>
      Math.abs(takeOff + stop.arrive - midnight) < Math.abs(takeOff + best.arrive - midnight) ? stop : best,
    );

  // In the visitor's own zone, the town the zone is named after (a family on New York's time is told about New York,
  // not Miami), else its largest stop: the one a family is likeliest to live in or near (issue 36).
  const zoneTown = foldForSearch((zone.split("/").pop() ?? "").replace(/_/g, " "));
  const bestOfZone = (candidates: readonly RouteStop[]) =>
    candidates.find((stop) => foldForSearch(stop.name) === zoneTown) ??
    candidates.reduce((best, stop) => (stop.population > best.population ? stop : best));
  const exact = route.stops.filter((stop) => stop.timeZone === zone);
  if (exact.length > 0) return bestOfZone(exact);
  const canonical = canonicalZone(zone);
  const sameZone = route.stops.filter((stop) => canonicalZone(stop.timeZone) === canonical);
  if (sameZone.length > 0) return bestOfZone(sameZone);

  const offset = christmasOffsetMinutes(zone, year);
  const offsets = new Map<string, number>();
  const offsetOf = (stop: RouteStop) => {
    let value = offsets.get(stop.timeZone);
    if (value === undefined) offsets.set(stop.timeZone, (value = christmasOffsetMinutes(stop.timeZone, year)));
    return value;
  };
  const gap = Math.min(...route.stops.map((stop) => Math.abs(offsetOf(stop) - offset)));
  return nearestMidnight(route.stops.filter((stop) => Math.abs(offsetOf(stop) - offset) === gap));
}

// ---------------------------------------------------------------------------------------------------------------
// Words.

/** Lower case without accents, so "sao" finds "São Luís". */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, " ");
}

/**
 * Stops whose name or country matches `query`, ignoring case and accents: first names that start with it, then
 * names with a word that starts with it, then countries that start with it (or with a word that does), then any
 * other name or country containing it. Within each group, the most populous first.
 */
export function searchStops(route: TrackerRoute, query: string, limit = SEARCH_LIMIT): RouteStop[] {
  const q = foldForSearch(query);
  if (q === "" || limit <= 0) return [];
  const rankOf = (stop: RouteStop): number => {
    const name = foldForSearch(stop.name);
    const country = foldForSearch(stop.country);
    const wordStart = (text: string) => text.split(/[\s\-'’,.()]+/).some((word) => word.startsWith(q));
    if (name.startsWith(q) || `${name}, ${country}`.startsWith(q)) return 0;
    if (wordStart(name)) return 1;
    if (country.startsWith(q) || wordStart(country)) return 2;
    if (name.includes(q)) return 3;
    if (country.includes(q)) return 4;
    return -1;
  };
  return route.stops
    .map((stop, index) => ({ stop, index, rank: rankOf(stop) }))
    .filter((match) => match.rank >= 0)
    .sort((a, b) => a.rank - b.rank || b.stop.population - a.stop.population || a.index - b.index)
    .slice(0, limit)
    .map((match) => match.stop);
}

const MINUTE_MS = 60_000;
const HALF_HOUR_MS = 30 * MINUTE_MS;

/**
 * A time span as a child reads it: less than a minute, about 1 minute, about 45 minutes (to the nearest 5 from 10
 * minutes on), about 1 hour, about 3½ hours (to the nearest half hour from an hour on).
 */
export function etaOf(ms: number): Eta {
  if (!(ms >= MINUTE_MS)) return { kind: "under-a-minute" };
  const exactMinutes = Math.round(ms / MINUTE_MS);
  const minutes = exactMinutes < 10 ? exactMinutes : Math.round(exactMinutes / 5) * 5;
  if (ms < 60 * MINUTE_MS && minutes < 60) return { kind: "minutes", minutes };
  const halves = Math.max(2, Math.round(ms / HALF_HOUR_MS));
  return { kind: "hours", hours: Math.floor(halves / 2), half: halves % 2 === 1 };
}
