import { Bell, BellRing, CalendarPlus, Clock, Gauge, Gift, Globe2, MapPin, Mountain, Snowflake, TrendingUp } from "~/components/ui/icons";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { notify } from "~/lib/notify";
import { Button, buttonVariants } from "~/components/ui/button";
import { track, trackClick } from "~/lib/analytics";
import { groupThousands } from "~/lib/format";
import { PATHS } from "~/lib/paths";
import { saveFile } from "~/lib/save-file";
import { absoluteUrl } from "~/lib/seo";
import { REMINDER_FILENAME, reminderIcs } from "./reminder";
import {
  JOURNEY_PROGRESS_PERCENT,
  PREPARING_LABEL,
  SLEIGH_ALTITUDE_FT,
  SLEIGH_SPEED_MPH,
  type TrackerState,
} from "./tracker-state";

export const WORLD_MAP_SECTION_ID = "world-map";
export const LIVE_UPDATES_ON = "Live updates are on";
export const LIVE_UPDATES_ON_TEXT = "We'll tell you each time Santa reaches a new city.";
export const LIVE_UPDATES_WAITING_TEXT =
  "Santa only flies on Christmas Eve (24 December). Keep this page open then and we'll tell you each time he reaches a new city.";
export const LIVE_UPDATES_OFF = "Live updates are off";
export const REMINDER_SAVED = "Reminder downloaded";
export const REMINDER_SAVED_TEXT = "Open the file to add Christmas Eve at 6 pm to your calendar.";
export const arrivalTitle = (state: TrackerState) => `Santa has reached ${state.city}, ${state.country}!`;

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

/** Current location, gifts delivered and local time. Placeholders of the same size until hydration. */
export function TrackerCards({ state }: { state: TrackerState | null }) {
  const live = state?.mode === "live";
  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="tracker-cards" data-mode={state?.mode ?? "loading"}>
      <InfoCard
        testId="card-location"
        icon={<MapPin aria-hidden="true" />}
        label="Current Location"
        value={state ? state.city : "\u2014"}
        note={state ? (live ? state.country : "Getting ready at the workshop") : "\u00a0"}
      />
      <InfoCard
        testId="card-gifts"
        icon={<Gift aria-hidden="true" />}
        label="Gifts Delivered"
        value={state ? groupThousands(state.giftsDelivered) : "\u2014"}
        note={state ? (live ? "and counting!" : PREPARING_LABEL) : "\u00a0"}
      />
      <InfoCard
        testId="card-time"
        icon={<Clock aria-hidden="true" />}
        label="Local Time"
        value={state ? state.time : "\u2014"}
        note={state ? (live ? `in ${state.city}` : "your time at the North Pole") : "\u00a0"}
      />
    </div>
  );
}

/** The journey status panel: the spec's fixed figures, and where Santa is heading. */
export function JourneyStatus({ state }: { state: TrackerState | null }) {
  const rows = [
    { icon: <TrendingUp aria-hidden="true" />, label: "Journey progress", value: `${JOURNEY_PROGRESS_PERCENT}%` },
    { icon: <Gauge aria-hidden="true" />, label: "Sleigh speed", value: `${groupThousands(SLEIGH_SPEED_MPH)} mph` },
    { icon: <Mountain aria-hidden="true" />, label: "Altitude", value: `${groupThousands(SLEIGH_ALTITUDE_FT)} ft` },
  ];
  return (
    <div className="rounded-3xl bg-pine p-6 text-white shadow-lg sm:p-8" data-testid="journey-status">
      <h3 className="flex items-center gap-2 text-2xl font-bold">
        <Snowflake aria-hidden="true" className="text-gold" /> Journey Status
      </h3>
      <div className="mt-5">
        <div className="flex justify-between text-sm font-semibold">
          <span>Progress</span>
          <span>{JOURNEY_PROGRESS_PERCENT}%</span>
        </div>
        <div role="progressbar" aria-label="Journey progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={JOURNEY_PROGRESS_PERCENT} className="mt-2 h-4 overflow-hidden rounded-full bg-white/20">
          <div className="h-full rounded-full bg-gold" style={{ width: `${JOURNEY_PROGRESS_PERCENT}%` }} />
        </div>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-col-reverse rounded-2xl bg-white/10 p-4 ring-1 ring-white/20">
            <dt className="mt-1 flex items-center gap-2 text-sm">{row.icon} {row.label}</dt>
            <dd className="font-display text-2xl font-bold">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-lg" data-testid="next-stop">
        <span className="font-bold text-gold-light">Next stop:</span> {state ? state.nextStop : "\u2014"}
      </p>
    </div>
  );
}

/**
 * The four tracker buttons: live updates (a toast each time Santa reaches a new city), the map, a calendar
 * reminder (.ics) and the North Pole story.
 */
export function TrackerActions({ state }: { state: TrackerState | null }) {
  const [liveUpdates, setLiveUpdates] = useState(false);
  const lastCity = useRef<string | null>(null);

  useEffect(() => {
    const city = state?.mode === "live" ? state.cityId : null;
    if (liveUpdates && state && city && lastCity.current && city !== lastCity.current) {
      notify.message(arrivalTitle(state), { description: `Next stop: ${state.nextStop}.` });
    }
    lastCity.current = city;
  }, [state, liveUpdates]);

  const toggleLiveUpdates = () => {
    const on = !liveUpdates;
    setLiveUpdates(on);
    trackClick("tracker_live_updates", { enabled: on });
    if (!on) notify.message(LIVE_UPDATES_OFF);
    else if (state?.mode === "live") notify.message(LIVE_UPDATES_ON, { description: `${LIVE_UPDATES_ON_TEXT} He's in ${state.city} now.` });
    else notify.message(LIVE_UPDATES_ON, { description: LIVE_UPDATES_WAITING_TEXT });
  };

  const viewMap = () => {
    trackClick("tracker_view_map");
    const section = document.getElementById(WORLD_MAP_SECTION_ID);
    section?.scrollIntoView({ behavior: "smooth", block: "start" });
    section?.focus({ preventScroll: true });
  };

  const setReminder = () => {
    saveFile(reminderIcs({ now: new Date(), trackerUrl: absoluteUrl(PATHS.trackSanta) }), REMINDER_FILENAME, "text/calendar");
    track("file_download", { file_type: "ics", file_id: "christmas_eve_reminder" });
    notify.message(REMINDER_SAVED, { description: REMINDER_SAVED_TEXT });
  };

  return (
    <div className="flex flex-wrap justify-center gap-4" data-testid="tracker-actions">
      <Button size="lg" aria-pressed={liveUpdates} onClick={toggleLiveUpdates}>
        {liveUpdates ? <BellRing /> : <Bell />} Get Live Updates
      </Button>
      <Button variant="secondary" size="lg" onClick={viewMap}>
        <Globe2 /> View Global Map
      </Button>
      <Button variant="outline" size="lg" onClick={setReminder}>
        <CalendarPlus /> Set Reminder
      </Button>
      <Link to={PATHS.northPoleVillage} prefetch="intent" onClick={() => trackClick("tracker_explore_north_pole")} className={buttonVariants({ variant: "gold", size: "lg" })}>
        <Snowflake /> Explore North Pole
      </Link>
    </div>
  );
}
