/**
 * The tracker's sentences in the page's language. `i18n` is the page's (useLingui), `languageTag` its BCP 47 tag for
 * Intl; times are written by tracker-state.ts. Town and country names are the route's (generated from Natural Earth).
 */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { etaOf, type Eta, type RouteStop } from "./journey";
import { formatLocalTime, formatWhole, localHour, takeOffTimeText } from "./tracker-state";
import { ASLEEP_BEFORE_MS, DAYS_FROM_MS, homeEta, type TrackerView } from "./tracker-view";
import { fileSlug } from "~/lib/file-slug";

/** "about 3½ hours", "less than a minute", "about 12 days". */
export function etaWords(i18n: I18n, eta: Eta): string {
  switch (eta.kind) {
    case "under-a-minute":
      return i18n._(msg`less than a minute`);
    case "minutes": {
      const { minutes } = eta;
      return i18n._(msg`${plural(minutes, { one: "about # minute", other: "about # minutes" })}`);
    }
    case "hours": {
      const { hours } = eta;
      if (eta.half) return i18n._(msg({ message: `${plural(hours, { one: "about #½ hours", other: "about #½ hours" })}`, comment: "An hour and a half, two and a half hours…" }));
      return i18n._(msg`${plural(hours, { one: "about # hour", other: "about # hours" })}`);
    }
    case "days": {
      const { days } = eta;
      return i18n._(msg`${plural(days, { one: "about # day", other: "about # days" })}`);
    }
  }
}

/** Waits shorter than this are counted in minutes and seconds. */
const EXACT_WAIT_BELOW_MS = 10 * 60_000;

/** "in 4 min 10 s" for a short wait, otherwise "in about 25 minutes". */
export function waitWords(i18n: I18n, ms: number): string {
  if (ms >= EXACT_WAIT_BELOW_MS) {
    const time = etaWords(i18n, etaOf(ms));
    return i18n._(msg`in ${time}`);
  }
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0 ? i18n._(msg`in ${minutes} min ${seconds} s`) : i18n._(msg`in ${seconds} s`);
}

/** "Tokyo, Japan": a stop and its country (the North Pole has sentences of its own, so each language can inflect it). */
export function placeName(stop: Pick<RouteStop, "name" | "country">): string {
  return `${stop.name}, ${stop.country}`;
}

/** What comes next, in words: "Arriving at Miami, United States in 2 min 5 s." */
export function nextText(i18n: I18n, view: TrackerView, languageTag: string): string {
  const next = view.next;
  if (!next) {
    const stops = formatWhole(view.reached, languageTag);
    return i18n._(msg`Santa is home at the North Pole after visiting all ${stops} stops.`);
  }
  const wait = waitWords(i18n, next.at - view.now);
  if (!next.stop) {
    if (next.kind === "arrive") return i18n._(msg`Arriving at the North Pole ${wait}.`);
    return i18n._(msg`Departing ${wait}. Next stop: the North Pole.`);
  }
  const place = placeName(next.stop);
  if (next.kind === "take-off") {
    const time = takeOffTimeText(languageTag);
    if (next.at - view.now > DAYS_FROM_MS) return i18n._(msg`Take-off from the North Pole on 24 December at ${time}. First stop: ${place}.`);
    return i18n._(msg`Take-off from the North Pole ${wait}. First stop: ${place}.`);
  }
  if (next.kind === "depart") return i18n._(msg`Departing ${wait}. Next stop: ${place}.`);
  return i18n._(msg`Arriving at ${place} ${wait}.`);
}

/**
 * A time in the visitor's zone as words ("11:40 PM", "23:40") and its hour. The sentences below pass the hour as a
 * plural so that a catalogue can choose the article a time takes ("a la 1:40", "a las 2:40"); English needs only
 * `other`.
 */
function clock(at: number, timeZone: string | null, languageTag: string) {
  const date = new Date(at);
  return { time: formatLocalTime(date, timeZone ?? undefined, languageTag), hour: localHour(date, timeZone ?? undefined) };
}

/** "Santa reaches Leeds in about 3½ hours, at about 11:40 PM your time.", or that he has been. */
export function homeText(i18n: I18n, view: TrackerView, timeZone: string | null, languageTag: string): string {
  const { stop, arrivesAt, visited } = view.home;
  const town = stop.name;
  const { time, hour } = clock(arrivesAt, timeZone, languageTag);
  if (visited) return i18n._(msg`${plural(hour, { other: `Santa visited ${town} at ${time} your time. Merry Christmas!` })}`);
  const wait = etaWords(i18n, homeEta(arrivesAt - view.now));
  return i18n._(msg`${plural(hour, { other: `Santa reaches ${town} in ${wait}, at about ${time} your time.` })}`);
}

/** "Be asleep by 11:10 PM, …": an hour before Santa reaches the visitor's town. */
export function asleepText(i18n: I18n, view: TrackerView, timeZone: string | null, languageTag: string): string {
  const { time: asleepBy, hour } = clock(view.home.arrivesAt - ASLEEP_BEFORE_MS, timeZone, languageTag);
  return i18n._(msg`${plural(hour, { other: `Be asleep by ${asleepBy}, and leave a snack for the reindeer!` })}`);
}

/** What the toast says once the reminder's calendar file is saved: the time it reminds at, and why. */
export function reminderSavedText(i18n: I18n, view: TrackerView, timeZone: string | null, languageTag: string): string {
  const town = view.home.stop.name;
  const { time, hour } = clock(view.home.arrivesAt - ASLEEP_BEFORE_MS, timeZone, languageTag);
  return i18n._(msg`${plural(hour, { other: `Open the file to add ${time} on Christmas night, an hour before Santa reaches ${town}, to your calendar.` })}`);
}

/** The live announcement's and the toast's title when Santa lands somewhere new. */
export function arrivalTitle(i18n: I18n, stop: RouteStop): string {
  const place = placeName(stop);
  return i18n._(msg`Santa has reached ${place}!`);
}

/** The calendar reminder's words: its title, its description (with the tracker's address) and its alarm. */
export function reminderWords(i18n: I18n, town: string, trackerUrl: string): { summary: string; description: string; alarm: string; fileName: string } {
  return {
    summary: i18n._(msg`Santa reaches ${town} in an hour: time for bed!`),
    description: i18n._(msg`Santa's sleigh reaches ${town} in about an hour. Children asleep, cookies out! Follow him live on the Santa tracker: ${trackerUrl}`),
    alarm: i18n._(msg`Santa is an hour away. Time for bed!`),
    fileName: `${fileSlug(i18n._(msg({ message: "track-santa-christmas-eve", comment: "The calendar file's name, without .ics: lower-case words joined by hyphens." }))) || "track-santa-christmas-eve"}.ics`,
  };
}

