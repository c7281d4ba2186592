import { startTransition, useCallback, useEffect, useState } from "react";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { parseRoute, type TrackerRoute } from "./journey";
import { TRACKER_REFRESH_MS } from "./tracker-state";
import { clockSkew, trackerView, type TrackerView } from "./tracker-view";

/** Where the visitor's chosen town is kept: in this browser only, never sent anywhere. */
export const HOME_TOWN_STORAGE_KEY = "north-pole-mail:tracker-town";

function readChosenTown(): string | null {
  try {
    return localStorage.getItem(HOME_TOWN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The visitor's IANA time zone, as the browser reports it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export interface Tracker {
  view: TrackerView | null;
  route: TrackerRoute | null;
  timeZone: string | null;
  /** Chooses the visitor's town by stop id (null: back to their time zone's stop). */
  chooseTown: (stopId: string | null) => void;
}

/**
 * The tracker at the visitor's moment, refreshed every TRACKER_REFRESH_MS. Null until the route has loaded: it is a
 * hashed chunk of its own, fetched after hydration (never in the page's first script), and then everything is
 * computed in the browser, so a loaded page keeps working with the network gone. The device clock is checked once
 * against the server's Date header and corrected when it is more than a minute out. On a page in another language the
 * stops' countries are named in it (country-names.ts, loaded with the route).
 */
export function useTracker(): Tracker {
  const languageTag = usePageLanguageTag();
  const [route, setRoute] = useState<TrackerRoute | null>(null);
  const [skew, setSkew] = useState(0);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [view, setView] = useState<TrackerView | null>(null);

  useEffect(() => {
    let cancelled = false;
    setTimeZone(visitorTimeZone());
    setChosen(readChosenTown());
    void Promise.all([import("./route.generated.json"), languageTag === "en" ? null : import("./country-names")]).then(([module, names]) => {
      if (cancelled) return;
      startTransition(() => {
        const parsed = parseRoute(module.default);
        setRoute(names ? names.localiseCountries(parsed, languageTag) : parsed);
      });
    });
    const sentAt = Date.now();
    fetch(window.location.pathname, { method: "HEAD", cache: "no-store" })
      .then((response) => {
        if (!cancelled) setSkew(clockSkew(response.headers.get("date"), sentAt, Date.now()));
      })
      .catch(() => {
        // Offline: the device clock it is.
      });
    return () => {
      cancelled = true;
    };
  }, [languageTag]);

  useEffect(() => {
    if (!route || !timeZone) return;
    const update = () => setView(trackerView(route, Date.now() + skew, timeZone, chosen));
    startTransition(update);
    const timer = setInterval(update, TRACKER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [route, timeZone, skew, chosen]);

  const chooseTown = useCallback((stopId: string | null) => {
    try {
      if (stopId) localStorage.setItem(HOME_TOWN_STORAGE_KEY, stopId);
      else localStorage.removeItem(HOME_TOWN_STORAGE_KEY);
    } catch {
      // Storage refused (private mode): the choice lasts for this visit.
    }
    setChosen(stopId);
  }, []);

  return { view, route, timeZone, chooseTown };
}
