/**
 * Writes app/features/tracker/route.generated.json: Santa's stops for Christmas night, each reached within its own
 * local midnight hour on 25 December (see docs/decisions/013-tracker-route-follows-real-midnights.md).
 * Usage: npm run generate:route   (after changing the rules below or upgrading city-timezones or Node's time zones)
 *
 * The places come from the npm package city-timezones (Natural Earth's populated places with an IANA zone each),
 * a dev dependency read only here: the app ships the generated JSON, never the dataset. A unit test regenerates
 * the file and fails if the committed one differs.
 *
 * The rules:
 * - Every UTC offset in use on the night (Intl, for ROUTE_YEAR) gets at least one stop; the dataset lacks a few
 *   inhabited offsets, so SUPPLEMENT adds one place for each.
 * - Always in: the 14 featured cities of cities.ts (their ids, names, coordinates and zones), the largest place of
 *   every country and territory with an ISO 3166 code, and the largest place of each offset. The rest of
 *   TARGET_STOPS go, one at a time, to the offset with the most people per stop (D'Hondt), which takes its
 *   largest place not within MIN_SEPARATION_KM of a stop it already has.
 * - Timing: take-off at 24 December 10:00 UTC (midnight at UTC+14). Each offset owns the time from its midnight
 *   to the next offset's midnight (never more than its own midnight hour); the last offset also leaves time to fly
 *   home by 25 December 12:00 UTC. Inside that window the stops are flown as one sweep down or up the band from the
 *   end nearest the previous stop (`sweepStops`: a short path that pays dearly for turning back); FLYING_SHARE of
 *   the window is spent flying, split by leg length, the rest on the ground, split by the square root of
 *   population; each at least MIN_LEG_MS. Times are whole seconds.
 * - Presents: PRESENTS_PER_PERSON per inhabitant, rounded, stored as running totals.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CITIES, NORTH_POLE } from "../app/features/tracker/cities";
import {
  ROUTE_FILE_COLUMNS,
  TAKE_OFF_UTC_HOUR,
  christmasOffsetMinutes,
  distanceKm,
  type LatLon,
  type RouteFile,
  type RouteFileRow,
} from "../app/features/tracker/journey";

export const ROUTE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../app/features/tracker/route.generated.json",
);
/** The year whose UTC offsets place the stops; the route is stored relative to take-off, so it serves any year. */
export const ROUTE_YEAR = 2026;
export const TARGET_STOPS = 400;
/** Presents per inhabitant: about a quarter of people are children, one present each. */
export const PRESENTS_PER_PERSON = 0.25;
/** Share of each offset's window spent flying; the rest is spent on the ground. */
export const FLYING_SHARE = 0.4;
/** The shortest flight and the shortest stop. */
export const MIN_LEG_MS = 10_000;
/** The flight home from the last stop. */
export const HOME_LEG_MS = 20 * 60_000;
/** Santa is home by this hour (UTC) on 25 December. */
export const HOME_BY_UTC_HOUR = 12;
/** Places added to fill in (not the must-haves) keep at least this far from the offset's other stops. */
export const MIN_SEPARATION_KM = 25;

interface DatasetRow {
  city: string;
  lat: number;
  lng: number;
  pop: number;
  country: string;
  iso2: string;
  province?: string;
  timezone: string;
}

/** Places in inhabited offsets the dataset lacks (approximate populations from recent censuses). */
const SUPPLEMENT: readonly DatasetRow[] = [
  {
    city: "Kiritimati",
    country: "Kiribati",
    iso2: "KI",
    lat: 1.98,
    lng: -157.47,
    pop: 7400,
    timezone: "Pacific/Kiritimati",
  },
  {
    city: "Chatham Islands",
    country: "New Zealand",
    iso2: "NZ",
    lat: -43.95,
    lng: -176.56,
    pop: 600,
    timezone: "Pacific/Chatham",
  },
  { city: "Eucla", country: "Australia", iso2: "AU", lat: -31.68, lng: 128.88, pop: 50, timezone: "Australia/Eucla" },
  {
    city: "Nuku Hiva",
    country: "French Polynesia",
    iso2: "PF",
    lat: -8.91,
    lng: -140.1,
    pop: 3000,
    timezone: "Pacific/Marquesas",
  },
  { city: "Alofi", country: "Niue", iso2: "NU", lat: -19.06, lng: -169.92, pop: 600, timezone: "Pacific/Niue" },
];

/** Rows the dataset leaves without a time zone. */
const ZONE_FIXES: Readonly<Record<string, string>> = {
  "Perm|RU": "Asia/Yekaterinburg",
  "Penza|RU": "Europe/Moscow",
  "Urmia|IR": "Asia/Tehran",
  "Comodoro Rivadavia|AR": "America/Argentina/Catamarca",
  "Chilecito|AR": "America/Argentina/La_Rioja",
  "Fort St. John|CA": "America/Dawson_Creek",
  "San Juan del Sur|NI": "America/Managua",
};

/**
 * Zones renamed lately, written with the older name: every browser knows it (engines whose time zone data predate
 * the rename throw on the new one), and Intl treats both as one zone.
 */
const ZONE_NAMES: Readonly<Record<string, string>> = { "Europe/Kyiv": "Europe/Kiev" };

/** Country names as the page shows them, by dataset name or (for overseas regions listed as France) by ISO code. */
const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  "United States of America": "United States",
  "Congo (Kinshasa)": "DR Congo",
  "Congo (Brazzaville)": "Republic of the Congo",
  "Vatican (Holy Sea)": "Vatican City",
  "Hong Kong S.A.R.": "Hong Kong",
  "Macau S.A.R": "Macau",
  "Guinea Bissau": "Guinea-Bissau",
  Swaziland: "Eswatini",
  Macedonia: "North Macedonia",
  "Federated States of Micronesia": "Micronesia",
  Aland: "Åland",
  "South Georgia and the Islands": "South Georgia",
  "Svalbard and Jan Mayen Islands": "Svalbard",
  GF: "French Guiana",
  GP: "Guadeloupe",
  MQ: "Martinique",
  RE: "Réunion",
  YT: "Mayotte",
};

interface Place {
  id?: string;
  name: string;
  country: string;
  /** ISO 3166 code ("" when the dataset has none): every code gets a stop. */
  iso2: string;
  lat: number;
  lon: number;
  population: number;
  timeZone: string;
  offset: number;
  featured: boolean;
  province: string;
}

interface TimedStop extends Place {
  arrive: number;
  depart: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100 || 0;

/** Letters that Unicode does not decompose into a base letter and an accent. */
const LETTERS: Readonly<Record<string, string>> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => LETTERS[letter]!)
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function datasetVersion(): string {
  const require = createRequire(import.meta.url);
  return (JSON.parse(readFileSync(require.resolve("city-timezones/package.json"), "utf8")) as { version: string })
    .version;
}

export function loadPlaces(year: number): Place[] {
  const require = createRequire(import.meta.url);
  const rows = (require("city-timezones") as { cityMapping: DatasetRow[] }).cityMapping;
  const offsets = new Map<string, number>();
  const places: Place[] = [];
  for (const row of [...rows, ...SUPPLEMENT]) {
    const zone = row.timezone || ZONE_FIXES[`${row.city}|${row.iso2}`];
    const timeZone = zone && (ZONE_NAMES[zone] ?? zone);
    if (!timeZone || !(row.pop > 0) || (row.lat === 0 && row.lng === 0)) continue;
    let offset = offsets.get(timeZone);
    if (offset === undefined) offsets.set(timeZone, (offset = christmasOffsetMinutes(timeZone, year)));
    const iso2 = /^[A-Z]{2}$/.test(row.iso2) ? row.iso2 : "";
    places.push({
      name: row.city,
      country: COUNTRY_NAMES[iso2] ?? COUNTRY_NAMES[row.country] ?? row.country,
      iso2,
      lat: round2(row.lat),
      lon: round2(row.lng),
      population: Math.round(row.pop),
      timeZone,
      offset,
      featured: false,
      province: row.province ?? "",
    });
  }
  return places;
}

/** Most populous first; ties by name (code points, not locale rules), then position: the same order on every machine. */
const byPopulation = (a: Place, b: Place) =>
  b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.lat - b.lat || a.lon - b.lon;

/** Chooses the stops, grouped by UTC offset (minutes, east positive). */
function chooseStops(places: Place[], year: number): Map<number, Place[]> {
  const pool = [...places];
  const chosen = new Set<Place>();
  // The 14 featured cities: the dataset's population, the rest as cities.ts has it.
  for (const city of CITIES) {
    const index = pool.findIndex(
      (p) => (p.name === city.name || slug(p.name) === city.id) && p.country === city.country,
    );
    if (index < 0) throw new Error(`Featured city ${city.name}, ${city.country} is not in the dataset`);
    const [match] = pool.splice(index, 1);
    const offset = christmasOffsetMinutes(city.timeZone, year);
    const place: Place = {
      ...match!,
      id: city.id,
      name: city.name,
      lat: city.lat,
      lon: city.lon,
      timeZone: city.timeZone,
      offset,
      featured: true,
    };
    pool.push(place);
    chosen.add(place);
  }
  pool.sort(byPopulation);
  for (const supplement of SUPPLEMENT)
    chosen.add(pool.find((p) => p.name === supplement.city && p.timeZone === supplement.timezone)!);
  // The largest place of every country and territory.
  const countries = new Set<string>();
  for (const place of pool) {
    if (!place.iso2 || countries.has(place.iso2)) continue;
    countries.add(place.iso2);
    chosen.add(place);
  }
  // The largest place of every offset.
  const byOffset = new Map<number, Place[]>();
  for (const place of pool) {
    const list = byOffset.get(place.offset) ?? [];
    if (list.length === 0) chosen.add(place);
    list.push(place);
    byOffset.set(place.offset, list);
  }

  const stops = new Map<number, Place[]>([...byOffset.keys()].sort((a, b) => b - a).map((offset) => [offset, []]));
  for (const place of chosen) stops.get(place.offset)!.push(place);
  const people = new Map(
    [...byOffset].map(([offset, list]) => [offset, list.reduce((sum, p) => sum + p.population, 0)]),
  );
  const next = new Map([...byOffset.keys()].map((offset) => [offset, 0]));
  const open = new Set(byOffset.keys());
  let count = chosen.size;
  while (count < TARGET_STOPS && open.size > 0) {
    // D'Hondt: the offset with the most people per stop takes the next one.
    let best: number | undefined;
    for (const offset of open) {
      const score = people.get(offset)! / (stops.get(offset)!.length + 1);
      if (best === undefined || score > people.get(best)! / (stops.get(best)!.length + 1)) best = offset;
    }
    const candidates = byOffset.get(best!)!;
    const taken = stops.get(best!)!;
    let i = next.get(best!)!;
    while (
      i < candidates.length &&
      (chosen.has(candidates[i]!) || taken.some((stop) => distanceKm(stop, candidates[i]!) < MIN_SEPARATION_KM))
    )
      i++;
    next.set(best!, i + 1);
    const place = candidates[i];
    if (!place) {
      open.delete(best!);
      continue;
    }
    chosen.add(place);
    taken.push(place);
    count++;
  }
  for (const list of stops.values()) list.sort(byPopulation);
  return stops;
}

/** How dearly a leg that turns back against a band's sweep is paid: km of detour accepted per km turned back. */
export const SWEEP_BACKTRACK_COST = 4;
const KM_PER_DEGREE = 111.2;

/**
 * The order one midnight band is flown in: a sweep from the end of the band nearest where the sleigh comes from
 * (north or south) to the other, so each band reads on the map as one pass down or up, never up and down and up
 * again. It is the shortest path under a cost that adds SWEEP_BACKTRACK_COST times the distance flown back against the
 * sweep's direction (nearest neighbour, then 2-opt moves judged on the whole path's cost; the end is free).
 */
export function sweepStops<T extends LatLon>(from: LatLon, stops: readonly T[]): T[] {
  if (stops.length <= 1) return [...stops];
  const lats = stops.map((s) => s.lat);
  const southward = Math.abs(from.lat - Math.max(...lats)) <= Math.abs(from.lat - Math.min(...lats));
  const cost = (a: LatLon, b: LatLon) => {
    const back = southward ? Math.max(0, b.lat - a.lat) : Math.max(0, a.lat - b.lat);
    return distanceKm(a, b) + SWEEP_BACKTRACK_COST * back * KM_PER_DEGREE;
  };
  const rest = [...stops];
  const path: LatLon[] = [from];
  while (rest.length > 0) {
    const last = path[path.length - 1]!;
    let best = 0;
    for (let i = 1; i < rest.length; i++) if (cost(last, rest[i]!) < cost(last, rest[best]!)) best = i;
    path.push(rest.splice(best, 1)[0]!);
  }
  const total = (p: readonly LatLon[]) => p.reduce((sum, stop, i) => (i === 0 ? 0 : sum + cost(p[i - 1]!, stop)), 0);
  let best = total(path);
  for (let improved = true; improved; ) {
    improved = false;
    for (let i = 1; i < path.length - 1; i++) {
      for (let j = i + 1; j < path.length; j++) {
        const candidate = [...path.slice(0, i), ...path.slice(i, j + 1).reverse(), ...path.slice(j + 1)];
        const c = total(candidate);
        if (c < best - 1e-6) {
          path.splice(0, path.length, ...candidate);
          best = c;
          improved = true;
        }
      }
    }
  }
  return path.slice(1) as T[];
}

/** Orders and times every stop; returns them with the landing time (ms after take-off). */
function timeStops(stops: Map<number, Place[]>, year: number): { timed: TimedStop[]; landing: number } {
  const takeOff = Date.UTC(year, 11, 24, TAKE_OFF_UTC_HOUR);
  const landing = Date.UTC(year, 11, 25, HOME_BY_UTC_HOUR) - takeOff;
  /** When the clocks of `offset` read 00:00 on 25 December, in ms after take-off. */
  const midnight = (offset: number) => Date.UTC(year, 11, 25) - offset * 60_000 - takeOff;
  const offsets = [...stops.keys()];
  const timed: TimedStop[] = [];
  let from: LatLon = NORTH_POLE;
  offsets.forEach((offset, k) => {
    const start = midnight(offset);
    const next = offsets[k + 1];
    const end = next === undefined ? landing - HOME_LEG_MS : midnight(next);
    const ordered = sweepStops(from, stops.get(offset)!);
    const n = ordered.length;
    if (start < 0 || end > start + 3_600_000 || end - start < 2 * n * MIN_LEG_MS) {
      throw new Error(`UTC offset ${offset / 60} has no room for ${n} stops between ${start} and ${end} ms`);
    }
    const legs = ordered.map((stop, i) => distanceKm(i === 0 ? from : ordered[i - 1]!, stop));
    const weights = ordered.map((stop) => Math.sqrt(stop.population));
    const legKm = legs.reduce((a, b) => a + b, 0);
    const weight = weights.reduce((a, b) => a + b, 0);
    const flying = (end - start) * FLYING_SHARE - n * MIN_LEG_MS;
    const ground = (end - start) * (1 - FLYING_SHARE) - n * MIN_LEG_MS;
    let t = start;
    ordered.forEach((stop, i) => {
      t += MIN_LEG_MS + (legKm > 0 ? (flying * legs[i]!) / legKm : flying / n);
      const arrive = Math.round(t / 1000) * 1000;
      t += MIN_LEG_MS + (ground * weights[i]!) / weight;
      const depart = i === n - 1 ? end : Math.round(t / 1000) * 1000;
      timed.push({ ...stop, arrive, depart });
    });
    from = ordered[n - 1]!;
  });
  return { timed, landing };
}

/** Ids: the featured ones as cities.ts has them, others a slug of the name, with the country (then the province) if taken. */
function assignIds(stops: TimedStop[]): Map<TimedStop, string> {
  const ids = new Map<TimedStop, string>();
  const used = new Set<string>();
  for (const stop of stops) {
    if (stop.id) {
      ids.set(stop, stop.id);
      used.add(stop.id);
    }
  }
  for (const stop of [...stops].filter((s) => !s.id).sort(byPopulation)) {
    const base = slug(stop.name) || "stop";
    const candidates = [
      base,
      `${base}-${slug(stop.iso2 || stop.country)}`,
      `${base}-${slug(stop.iso2 || stop.country)}-${slug(stop.province)}`,
    ];
    let id = candidates.find((c) => !used.has(c) && !c.endsWith("-"));
    for (let n = 2; !id; n++) if (!used.has(`${base}-${n}`)) id = `${base}-${n}`;
    ids.set(stop, id);
    used.add(id);
  }
  return ids;
}

/** A country's ISO 3166 code, from its stops' ("" if none has one); two different codes under one name are an error. */
function countryCodeOf(stops: readonly Place[], country: string): string {
  const codes = new Set(stops.filter((s) => s.country === country && s.iso2).map((s) => s.iso2));
  if (codes.size > 1) throw new Error(`${country} has stops under several ISO codes (${[...codes].join(", ")}): name them apart in COUNTRY_NAMES`);
  return [...codes][0] ?? "";
}

/** The route file's text: deterministic, one stop per line. */
export function renderTrackerRoute(year = ROUTE_YEAR): string {
  const { timed, landing } = timeStops(chooseStops(loadPlaces(year), year), year);
  const ids = assignIds(timed);
  const countries = [...new Set(timed.map((s) => s.country))].sort();
  const countryCodes = countries.map((country) => countryCodeOf(timed, country));
  const timeZones = [...new Set(timed.map((s) => s.timeZone))].sort();
  let presents = 0;
  let flown = 0;
  let from: LatLon = NORTH_POLE;
  const rows = timed.map((stop): RouteFileRow => {
    presents += Math.round(stop.population * PRESENTS_PER_PERSON);
    flown += distanceKm(from, stop);
    from = stop;
    return [
      ids.get(stop)!,
      stop.name,
      countries.indexOf(stop.country),
      stop.lat,
      stop.lon,
      stop.population,
      timeZones.indexOf(stop.timeZone),
      stop.arrive,
      stop.depart,
      presents,
      stop.featured ? 1 : 0,
    ];
  });
  flown += distanceKm(from, NORTH_POLE);
  const file: RouteFile = {
    about: `Generated by scripts/generate-tracker-route.ts from city-timezones ${datasetVersion()} (Natural Earth populated places). Do not edit: run npm run generate:route.`,
    year,
    presentsPerPerson: PRESENTS_PER_PERSON,
    landing,
    totalPresents: presents,
    totalDistanceKm: Math.round(flown),
    columns: ROUTE_FILE_COLUMNS,
    countries,
    countryCodes,
    timeZones,
    stops: rows,
  };
  const { stops: _rows, ...head } = file;
  const fields = Object.entries(head).map(([key, value]) => ` ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `{\n${fields.join(",\n")},\n "stops": [\n${rows.map((row) => `  ${JSON.stringify(row)}`).join(",\n")}\n ]\n}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = renderTrackerRoute();
  writeFileSync(ROUTE_FILE, text);
  const stops = (JSON.parse(text) as RouteFile).stops.length;
  console.log(
    `wrote ${path.relative(process.cwd(), ROUTE_FILE)}: ${stops} stops, ${(text.length / 1024).toFixed(1)} KB`,
  );
}
