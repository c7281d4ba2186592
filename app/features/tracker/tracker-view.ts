/**
 * What the tracker page shows at an instant (issue 22, docs/decisions/013-…): one timeline for every visitor.
 * Pure: the route, the instant, the visitor's time zone and their chosen town are parameters.
 *
 * - live: from take-off (24 December 10:00 UTC) until Santa is home (25 December by 12:00 UTC), for everyone;
 * - landed: from then until the end of the visitor's own 25 December ("Santa is home. Merry Christmas!");
 * - preparing: every other moment, counting down to the next take-off (from 26 December, next year's).
 */
import { arrivalAt, etaOf, homeStopFor, journeyAt, takeOffAt, wallClock, type Eta, type Journey, type RouteStop, type TrackerRoute } from "./journey";

export type TrackerMode = "preparing" | "live" | "landed";

/** Santa's flight that the page is about at `now`, and how it relates to the visitor's own calendar. */
export function trackerTimeline(route: TrackerRoute, now: number, timeZone: string): { mode: TrackerMode; year: number; takeOff: number; landing: number } {
  const year = new Date(now).getUTCFullYear();
  const takeOff = takeOffAt(year);
  const landing = takeOff + route.landing;
  if (now < takeOff) return { mode: "preparing", year, takeOff, landing };
  if (now < landing) return { mode: "live", year, takeOff, landing };
  const local = localDate(now, timeZone);
  if (local.year === year && local.month === 12 && local.day <= 25) return { mode: "landed", year, takeOff, landing };
  const next = takeOffAt(year + 1);
  return { mode: "preparing", year: year + 1, takeOff: next, landing: next + route.landing };
}

/** Where Santa is, as the cards say it: a stop, in the air towards one, or the North Pole. */
export interface SantaPlace {
  kind: "north-pole" | "stop" | "flying";
  /** The stop he is at or flying to; null at (or flying home to) the North Pole. */
  stop: RouteStop | null;
}

export interface TrackerView {
  mode: TrackerMode;
  year: number;
  now: number;
  takeOff: number;
  landing: number;
  journey: Journey;
  place: SantaPlace;
  presents: number;
  distanceKm: number;
  /** 0..1 of the night's journey (by time). */
  progress: number;
  /** The current leg's speed while flying; 0 on the ground. */
  speedKmh: number;
  /** What happens next and when: take-off, leaving this stop, or landing at the next one. Null once home. */
  next: { kind: "take-off" | "depart" | "arrive"; at: number; stop: RouteStop | null } | null;
  /** Stops Santa has reached so far tonight (the route's first `reached` stops). */
  reached: number;
  home: { stop: RouteStop; arrivesAt: number; visited: boolean; chosen: boolean };
}

/** The visitor's zone's stop, worked out once per route, zone and year (each refresh is then O(log stops)). */
const homeStops = new WeakMap<TrackerRoute, Map<string, RouteStop>>();
function cachedHomeStop(route: TrackerRoute, timeZone: string, year: number): RouteStop {
  let byZone = homeStops.get(route);
  if (!byZone) homeStops.set(route, (byZone = new Map()));
  const key = `${timeZone}|${year}`;
  let stop = byZone.get(key);
  if (!stop) byZone.set(key, (stop = homeStopFor(route, timeZone, year)));
  return stop;
}

export function trackerView(route: TrackerRoute, now: number, timeZone: string, chosenStopId: string | null = null): TrackerView {
  const { mode, year, takeOff, landing } = trackerTimeline(route, now, timeZone);
  const journey = journeyAt(route, year, now);
  const chosen = chosenStopId ? route.stops.find((s) => s.id === chosenStopId) : undefined;
  const homeStop = chosen ?? cachedHomeStop(route, timeZone, year);
  const arrivesAt = arrivalAt(homeStop, year);
  const home = { stop: homeStop, arrivesAt, visited: now >= arrivesAt, chosen: chosen !== undefined };
  const base = { mode, year, now, takeOff, landing, journey, home };
  switch (journey.phase) {
    case "before":
      return { ...base, place: { kind: "north-pole", stop: null }, presents: 0, distanceKm: 0, progress: 0, speedKmh: 0, next: { kind: "take-off", at: takeOff, stop: journey.next }, reached: 0 };
    case "stop": {
      const after = route.stops[journey.index + 1] ?? null;
      return {
        ...base,
        place: { kind: "stop", stop: journey.stop },
        presents: journey.presents,
        distanceKm: journey.distanceKm,
        progress: journey.progress,
        speedKmh: 0,
        next: { kind: "depart", at: journey.departsAt, stop: after },
        reached: journey.index + 1,
      };
    }
    case "flying": {
      const to = journey.to === "north-pole" ? null : journey.to;
      return {
        ...base,
        place: { kind: "flying", stop: to },
        presents: journey.presents,
        distanceKm: journey.distanceKm,
        progress: journey.progress,
        speedKmh: journey.speedKmh,
        next: { kind: "arrive", at: journey.arrivesAt, stop: to },
        reached: journey.index,
      };
    }
    case "landed":
      return { ...base, place: { kind: "north-pole", stop: null }, presents: journey.presents, distanceKm: journey.distanceKm, progress: 1, speedKmh: 0, next: null, reached: route.stops.length };
  }
}

const HOUR_MS = 3_600_000;
/** Children should be asleep this long before Santa reaches their town; the reminder rings then too. */
export const ASLEEP_BEFORE_MS = HOUR_MS;
/** Beyond this, "in about N hours" is written in days (or as the date). */
export const DAYS_FROM_MS = 48 * HOUR_MS;

/** How long until Santa reaches the visitor's town: about 3½ hours, 45 minutes, or (from two days) 12 days. */
export function homeEta(ms: number): Eta {
  if (ms >= DAYS_FROM_MS) return { kind: "days", days: Math.round(ms / (24 * HOUR_MS)) };
  return etaOf(ms);
}

/**
 * The device clock's error, from the server's Date header (whole seconds) and when the request left and its answer
 * came: zero unless the two disagree by more than a minute (a Date header is only good to a second or two).
 */
export const CLOCK_SKEW_TOLERANCE_MS = 60_000;
export function clockSkew(serverDate: string | null, sentAt: number, receivedAt: number): number {
  if (!serverDate) return 0;
  const server = Date.parse(serverDate);
  if (!Number.isFinite(server)) return 0;
  const skew = server + 500 - (sentAt + receivedAt) / 2;
  return Math.abs(skew) > CLOCK_SKEW_TOLERANCE_MS ? Math.round(skew) : 0;
}

/** Live updates announce a new stop at most this often (the route reaches a new stop every few minutes, some in seconds). */
export const ANNOUNCE_EVERY_MS = 60_000;

/** What live updates remember between refreshes: the stops reached when they last looked, and the last announcement. */
export interface AnnounceState {
  reached: number | null;
  announcedAt: number;
}

/**
 * Whether live updates should announce now (Santa has landed somewhere new since the last look, and the last
 * announcement was at least ANNOUNCE_EVERY_MS ago), and what to remember. Stops skipped by the limit are not
 * announced late: the next announcement names wherever Santa is then.
 */
export function nextAnnouncement(state: AnnounceState, view: TrackerView): { announce: RouteStop | null; state: AnnounceState } {
  const reached = view.mode === "live" ? view.reached : null;
  const stop = view.place.kind === "stop" ? view.place.stop : null;
  if (reached === null || state.reached === null) return { announce: null, state: { ...state, reached } };
  if (reached > state.reached && stop && view.now - state.announcedAt >= ANNOUNCE_EVERY_MS) {
    return { announce: stop, state: { reached, announcedAt: view.now } };
  }
  return { announce: null, state };
}

/** The visitor's calendar date at `now` in `timeZone` (UTC if the zone is unknown). */
export function localDate(now: number, timeZone: string): { year: number; month: number; day: number } {
  const { year, month, day } = wallClock(timeZone, now);
  return { year, month, day };
}
