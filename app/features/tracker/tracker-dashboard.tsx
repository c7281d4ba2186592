import { Bell, BellRing, CalendarPlus, Clock, Cookie, Gauge, Gift, Globe2, MapPin, Mountain, Snowflake, TrendingUp } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { notify } from "~/lib/notify";
import { Button, buttonVariants } from "~/components/ui/button";
import { track, trackClick } from "~/lib/analytics";
import { groupThousands } from "~/lib/format";
import { PATHS } from "~/lib/paths";
import { saveFile } from "~/lib/save-file";
import { absoluteUrl } from "~/lib/seo";
import { etaText, searchStops, TAKE_OFF_TIME_TEXT, type RouteStop, type TrackerRoute } from "./journey";
import { REMINDER_FILENAME, reminderIcs } from "./reminder";
import { formatLocalTime, PREPARING_LABEL, SLEIGH_ALTITUDE_FT } from "./tracker-state";
import { ASLEEP_BEFORE_MS, DAYS_FROM_MS, homeEtaText, nextAnnouncement, type AnnounceState, type TrackerView } from "./tracker-view";

export const WORLD_MAP_SECTION_ID = "world-map";
export const LIVE_UPDATES_ON = "Live updates are on";
export const LIVE_UPDATES_ON_TEXT = "We'll tell you each time Santa reaches a new stop (at most once a minute).";
export const LIVE_UPDATES_WAITING_TEXT =
  `Santa flies on Christmas Eve, from ${TAKE_OFF_TIME_TEXT}. Keep this page open then and we'll tell you each time he reaches a new stop.`;
export const LIVE_UPDATES_OFF = "Live updates are off";
export const REMINDER_SAVED = "Reminder downloaded";
export const reminderSavedText = (town: string, time: string) => `Open the file to add ${time} on Christmas night, an hour before Santa reaches ${town}, to your calendar.`;
export const arrivalTitle = (stop: RouteStop) => `Santa has reached ${stop.name}, ${stop.country}!`;
export const HOME_TOWN_KEPT_NOTE = "Your town is kept in this browser only. It is never sent anywhere.";

const placeName = (stop: RouteStop | null) => (stop ? `${stop.name}, ${stop.country}` : "the North Pole");
const MPH_PER_KMH = 0.621371;

function InfoCard({ icon, label, value, note, testId }: { icon: ReactNode; label: string; value: ReactNode; note?: ReactNode; testId: string }) {
  return (
    <div className="rounded-3xl bg-white p-6 text-center shadow-md ring-1 ring-slate-200" data-testid={testId}>
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-2xl bg-christmas-red-light text-christmas-red">{icon}</span>
      <h3 className="mt-3 text-lg font-bold text-ink-muted">{label}</h3>
      <p className="mt-1 min-h-10 font-display text-3xl font-bold text-pine tabular-nums" data-value>
        {value}
      </p>
      <p className="mt-1 min-h-6 text-sm font-semibold text-christmas-red">{note}</p>
    </div>
  );
}

/** Where Santa is, presents delivered and the local time there. Placeholders of the same size until the route loads. */
export function TrackerCards({ view, timeZone }: { view: TrackerView | null; timeZone: string | null }) {
  const now = view ? new Date(view.now) : null;
  const stop = view?.place.stop ?? null;
  const location =
    !view || view.place.kind === "north-pole"
      ? { value: view ? "North Pole" : "\u2014", note: !view ? "\u00a0" : view.mode === "landed" ? "Home again. Merry Christmas!" : "Getting ready at the workshop" }
      : view.place.kind === "stop"
        ? { value: stop!.name, note: stop!.country }
        : { value: "In the air", note: `on the way to ${placeName(stop)}` };
  const presentsNote = !view ? "\u00a0" : view.mode === "preparing" ? PREPARING_LABEL : view.mode === "landed" ? "in one night!" : "and counting!";
  const time =
    !view || !now
      ? { value: "\u2014", note: "\u00a0" }
      : view.mode === "live" && stop
        ? { value: formatLocalTime(now, stop.timeZone), note: `in ${stop.name}` }
        : { value: formatLocalTime(now, timeZone ?? undefined), note: "your time" };
  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="tracker-cards" data-mode={view?.mode ?? "loading"}>
      <InfoCard testId="card-location" icon={<MapPin aria-hidden="true" />} label="Current Location" value={location.value} note={location.note} />
      <InfoCard testId="card-gifts" icon={<Gift aria-hidden="true" />} label="Presents Delivered" value={view ? groupThousands(view.presents) : "\u2014"} note={presentsNote} />
      <InfoCard testId="card-time" icon={<Clock aria-hidden="true" />} label="Local Time" value={time.value} note={time.note} />
    </div>
  );
}

/** Waits shorter than this are counted in minutes and seconds. */
const EXACT_WAIT_BELOW_MS = 10 * 60_000;

/** "in 4 min 10 s" for a short wait, otherwise the ETA words. */
function waitText(ms: number): string {
  if (ms >= EXACT_WAIT_BELOW_MS) return `in ${etaText(ms)}`;
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `in ${minutes} min ${seconds % 60} s` : `in ${seconds} s`;
}

/** What comes next, in words: "Arriving in Miami, United States in 2 min 5 s". */
export function nextText(view: TrackerView): string {
  const next = view.next;
  if (!next) return `Santa is home at the North Pole after visiting all ${view.reached} stops.`;
  const wait = waitText(next.at - view.now);
  if (next.kind === "take-off") {
    const when = next.at - view.now > DAYS_FROM_MS ? `on 24 December at ${TAKE_OFF_TIME_TEXT}` : wait;
    return `Take-off from the North Pole ${when}. First stop: ${placeName(next.stop)}.`;
  }
  if (next.kind === "depart") return `Departing ${wait}. Next stop: ${placeName(next.stop)}.`;
  return `Arriving at ${placeName(next.stop)} ${wait}.`;
}

/** Progress, speed, distance and stops so far: real figures from the journey. */
export function JourneyStatus({ view, route }: { view: TrackerView | null; route: TrackerRoute | null }) {
  const percent = view ? Math.floor(view.progress * 1000) / 10 : 0;
  const speed = view ? Math.round(view.speedKmh) : 0;
  const rows = [
    { icon: <Gauge aria-hidden="true" />, label: "Sleigh speed", value: view ? `${groupThousands(speed)} km/h` : "\u2014", note: view && speed > 0 ? `${groupThousands(Math.round(speed * MPH_PER_KMH))} mph` : "on the ground" },
    { icon: <Globe2 aria-hidden="true" />, label: "Distance flown", value: view ? `${groupThousands(Math.round(view.distanceKm))} km` : "\u2014", note: route ? `of ${groupThousands(Math.round(route.totalDistanceKm))} km` : "\u00a0" },
    { icon: <MapPin aria-hidden="true" />, label: "Stops reached", value: view ? `${view.reached}` : "\u2014", note: route ? `of ${route.stops.length}` : "\u00a0" },
    { icon: <Mountain aria-hidden="true" />, label: "Altitude", value: `${groupThousands(SLEIGH_ALTITUDE_FT)} ft`, note: "cruising" },
  ];
  return (
    <div className="rounded-3xl bg-pine p-6 text-white shadow-lg sm:p-8" data-testid="journey-status">
      <h3 className="flex items-center gap-2 text-2xl font-bold">
        <Snowflake aria-hidden="true" className="text-gold" /> Journey Status
      </h3>
      <div className="mt-5">
        <div className="flex justify-between text-sm font-semibold">
          <span className="flex items-center gap-2">
            <TrendingUp aria-hidden="true" className="size-4" /> Journey progress
          </span>
          <span data-testid="progress-value">{percent}%</span>
        </div>
        <div role="progressbar" aria-label="Journey progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-2 h-4 overflow-hidden rounded-full bg-white/20">
          <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col-reverse rounded-2xl bg-white/10 p-4 ring-1 ring-white/20">
            <dt className="mt-1 flex items-center gap-2 text-sm">
              {row.icon} {row.label} <span className="text-white/80">({row.note})</span>
            </dt>
            <dd className="font-display text-2xl font-bold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-lg" data-testid="next-stop">
        <span className="font-bold text-gold-light">Next:</span> {view ? nextText(view) : "\u2014"}
      </p>
    </div>
  );
}

/** "Santa reaches Leeds in about 3½ hours", or that he has been. */
export function homeText(view: TrackerView, timeZone: string | null): string {
  const { stop, arrivesAt, visited } = view.home;
  const at = formatLocalTime(new Date(arrivesAt), timeZone ?? undefined);
  if (visited) return `Santa visited ${stop.name} at ${at} your time. Merry Christmas!`;
  return `Santa reaches ${stop.name} in ${homeEtaText(arrivesAt - view.now)}, at about ${at} your time.`;
}

/** When Santa reaches the visitor's town, and a search to choose another town (kept in this browser only). */
export function YourHouse({ view, route, timeZone, chooseTown }: { view: TrackerView | null; route: TrackerRoute | null; timeZone: string | null; chooseTown: (id: string | null) => void }) {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const matches = route && query.trim() ? searchStops(route, query) : [];
  const asleepBy = view ? formatLocalTime(new Date(view.home.arrivesAt - ASLEEP_BEFORE_MS), timeZone ?? undefined) : null;
  return (
    <div className="rounded-3xl bg-gold-light p-6 shadow-md ring-1 ring-gold sm:p-8" data-testid="your-house">
      <h3 className="flex items-center gap-2 text-2xl font-bold">
        <Cookie aria-hidden="true" className="text-christmas-red" /> When Santa Reaches You
      </h3>
      <p className="mt-3 min-h-14 text-xl font-bold text-pine-dark" data-testid="home-eta">
        {view ? homeText(view, timeZone) : "\u00a0"}
      </p>
      <p className="mt-1 min-h-6 text-ink" data-testid="home-asleep">
        {view && !view.home.visited ? `Be asleep by ${asleepBy}, and leave a snack for the reindeer!` : "\u00a0"}
      </p>
      <div className="mt-5">
        <label htmlFor={searchId} className="block font-bold">
          Not your town? Search for the stop nearest you
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Town or country"
          autoComplete="off"
          aria-describedby={`${searchId}-note`}
          className="mt-1 block w-full rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus:border-christmas-red sm:max-w-md"
        />
        <p id={`${searchId}-note`} className="mt-1 text-sm text-ink-muted">
          {HOME_TOWN_KEPT_NOTE}
        </p>
        {matches.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Matching stops">
            {matches.map((stop) => (
              <li key={stop.id}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    chooseTown(stop.id);
                    setQuery("");
                    trackClick("tracker_choose_town");
                  }}
                >
                  {stop.name}, {stop.country}
                </Button>
              </li>
            ))}
          </ul>
        ) : query.trim() && route ? (
          <p className="mt-3 text-ink-muted">No stop matches that. Try the nearest big town, or your country.</p>
        ) : null}
        {view?.home.chosen ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => chooseTown(null)}>
            Use my time zone instead
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The four tracker buttons: live updates (a polite announcement and a toast when Santa reaches a new stop, at most
 * once a minute), the map, a calendar reminder (.ics, an hour before Santa reaches your town) and the North Pole.
 */
export function TrackerActions({ view, timeZone }: { view: TrackerView | null; timeZone: string | null }) {
  const [liveUpdates, setLiveUpdates] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const announced = useRef<AnnounceState>({ reached: null, announcedAt: 0 });

  useEffect(() => {
    if (!view) return;
    if (!liveUpdates) {
      announced.current = { reached: null, announcedAt: announced.current.announcedAt };
      return;
    }
    const { announce, state } = nextAnnouncement(announced.current, view);
    announced.current = state;
    if (!announce) return;
    const title = arrivalTitle(announce);
    const next = view.next?.stop ? `Next stop: ${placeName(view.next.stop)}.` : "Next: home to the North Pole.";
    notify.message(title, { description: next });
    setAnnouncement(`${title} ${next}`);
  }, [view, liveUpdates]);

  const toggleLiveUpdates = () => {
    const on = !liveUpdates;
    setLiveUpdates(on);
    trackClick("tracker_live_updates", { enabled: on });
    if (!on) notify.message(LIVE_UPDATES_OFF);
    else if (view?.mode === "live") notify.message(LIVE_UPDATES_ON, { description: LIVE_UPDATES_ON_TEXT });
    else notify.message(LIVE_UPDATES_ON, { description: LIVE_UPDATES_WAITING_TEXT });
  };

  const viewMap = () => {
    trackClick("tracker_view_map");
    const section = document.getElementById(WORLD_MAP_SECTION_ID);
    section?.scrollIntoView({ behavior: "smooth", block: "start" });
    section?.focus({ preventScroll: true });
  };

  const setReminder = () => {
    if (!view) return;
    const { stop, arrivesAt } = view.home;
    saveFile(reminderIcs({ now: new Date(view.now), stop, arrivesAt, trackerUrl: absoluteUrl(PATHS.trackSanta) }), REMINDER_FILENAME, "text/calendar");
    track("file_download", { file_type: "ics", file_id: "santa_arrival_reminder" });
    notify.message(REMINDER_SAVED, { description: reminderSavedText(stop.name, formatLocalTime(new Date(arrivesAt - ASLEEP_BEFORE_MS), timeZone ?? undefined)) });
  };

  return (
    <div data-testid="tracker-actions">
      <div className="flex flex-wrap justify-center gap-4">
        <Button size="lg" aria-pressed={liveUpdates} onClick={toggleLiveUpdates}>
          {liveUpdates ? <BellRing /> : <Bell />} Get Live Updates
        </Button>
        <Button variant="secondary" size="lg" onClick={viewMap}>
          <Globe2 /> View Global Map
        </Button>
        <Button variant="outline" size="lg" onClick={setReminder} disabled={!view}>
          <CalendarPlus /> Set Reminder
        </Button>
        <Link to={PATHS.northPoleVillage} prefetch="intent" onClick={() => trackClick("tracker_explore_north_pole")} className={buttonVariants({ variant: "gold", size: "lg" })}>
          <Snowflake /> Explore North Pole
        </Link>
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="live-announcement">
        {announcement}
      </p>
    </div>
  );
}
