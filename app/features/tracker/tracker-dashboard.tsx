import type { I18n } from "@lingui/core";
import { Input } from "~/components/ui/input";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Bell, BellRing, CalendarPlus, Clock, Cookie, Gauge, Gift, Globe2, MapPin, Mountain, Snowflake, TrendingUp } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { localisedPath } from "~/i18n/locale";
import { usePageLanguageTag, usePageLocale } from "~/i18n/page-i18n";
import { notify } from "~/lib/notify";
import { Button, buttonVariants } from "~/components/ui/button";
import { track, trackClick } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { saveFile } from "~/lib/save-file";
import { absoluteUrl } from "~/lib/seo";
import { searchStops, type TrackerRoute } from "./journey";
import { reminderIcs } from "./reminder";
import { formatLocalTime, formatMeasure, formatPercent, formatWhole, SLEIGH_ALTITUDE_FT, takeOffTimeText } from "./tracker-state";
import { nextAnnouncement, type AnnounceState, type TrackerView } from "./tracker-view";
import { arrivalTitle, asleepText, homeText, nextText, placeName, reminderSavedText, reminderWords } from "./tracker-words";

export const WORLD_MAP_SECTION_ID = "world-map";
/** The label on the presents card while Santa is preparing (the spec's words). */
export const PREPARING_LABEL = msg`Christmas Eve only`;
export const LIVE_UPDATES_ON = msg`Live updates are on`;
export const LIVE_UPDATES_OFF = msg`Live updates are off`;
export const REMINDER_SAVED = msg`Reminder downloaded`;

const MPH_PER_KMH = 0.621371;
const DASH = "\u2014";
const BLANK = "\u00a0";

const onTheWayTo = (i18n: I18n, place: string) => i18n._(msg`on the way to ${place}`);

function InfoCard({ icon, label, value, note, testId }: { icon: ReactNode; label: ReactNode; value: ReactNode; note?: ReactNode; testId: string }) {
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
  const { i18n } = useLingui();
  const tag = usePageLanguageTag();
  const now = view ? new Date(view.now) : null;
  const stop = view?.place.stop ?? null;
  const location =
    !view || view.place.kind === "north-pole"
      ? {
          value: view ? i18n._(msg`North Pole`) : DASH,
          note: !view ? BLANK : view.mode === "landed" ? i18n._(msg`Home again. Merry Christmas!`) : i18n._(msg`Getting ready at the workshop`),
        }
      : view.place.kind === "stop"
        ? { value: stop!.name, note: stop!.country }
        : { value: i18n._(msg`In the air`), note: stop ? onTheWayTo(i18n, placeName(stop)) : i18n._(msg`on the way to the North Pole`) };
  const presentsNote = !view ? BLANK : view.mode === "preparing" ? i18n._(PREPARING_LABEL) : view.mode === "landed" ? i18n._(msg`in one night!`) : i18n._(msg`and counting!`);
  const town = stop?.name ?? "";
  const time =
    !view || !now
      ? { value: DASH, note: BLANK }
      : view.mode === "live" && stop
        ? { value: formatLocalTime(now, stop.timeZone, tag), note: i18n._(msg`in ${town}`) }
        : { value: formatLocalTime(now, timeZone ?? undefined, tag), note: i18n._(msg`your time`) };
  return (
    <div className="grid gap-6 md:grid-cols-3" data-testid="tracker-cards" data-mode={view?.mode ?? "loading"}>
      <InfoCard testId="card-location" icon={<MapPin aria-hidden="true" />} label={<Trans>Current Location</Trans>} value={location.value} note={location.note} />
      <InfoCard testId="card-gifts" icon={<Gift aria-hidden="true" />} label={<Trans>Presents Delivered</Trans>} value={view ? formatWhole(view.presents, tag) : DASH} note={presentsNote} />
      <InfoCard testId="card-time" icon={<Clock aria-hidden="true" />} label={<Trans>Local Time</Trans>} value={time.value} note={time.note} />
    </div>
  );
}

/** Progress, speed, distance and stops so far: real figures from the journey. */
export function JourneyStatus({ view, route }: { view: TrackerView | null; route: TrackerRoute | null }) {
  const { i18n } = useLingui();
  const tag = usePageLanguageTag();
  const percent = view ? Math.floor(view.progress * 1000) / 10 : 0;
  const speed = view ? Math.round(view.speedKmh) : 0;
  const totalKm = route ? formatMeasure(Math.round(route.totalDistanceKm), "kilometer", tag) : "";
  const totalStops = route ? formatWhole(route.stops.length, tag) : "";
  const rows = [
    {
      id: "speed",
      icon: <Gauge aria-hidden="true" />,
      label: i18n._(msg`Sleigh speed`),
      value: view ? formatMeasure(speed, "kilometer-per-hour", tag) : DASH,
      note: view && speed > 0 ? formatMeasure(Math.round(speed * MPH_PER_KMH), "mile-per-hour", tag) : i18n._(msg`on the ground`),
    },
    {
      id: "distance",
      icon: <Globe2 aria-hidden="true" />,
      label: i18n._(msg`Distance flown`),
      value: view ? formatMeasure(Math.round(view.distanceKm), "kilometer", tag) : DASH,
      note: route ? i18n._(msg`of ${totalKm}`) : BLANK,
    },
    {
      id: "stops",
      icon: <MapPin aria-hidden="true" />,
      label: i18n._(msg`Stops reached`),
      value: view ? formatWhole(view.reached, tag) : DASH,
      note: route ? i18n._(msg`of ${totalStops}`) : BLANK,
    },
    { id: "altitude", icon: <Mountain aria-hidden="true" />, label: i18n._(msg`Altitude`), value: formatMeasure(SLEIGH_ALTITUDE_FT, "foot", tag), note: i18n._(msg`cruising`) },
  ];
  return (
    <div className="rounded-3xl bg-pine p-6 text-white shadow-lg sm:p-8" data-testid="journey-status">
      <h3 className="flex items-center gap-2 text-2xl font-bold">
        <Snowflake aria-hidden="true" className="text-gold" /> <Trans>Journey Status</Trans>
      </h3>
      <div className="mt-5">
        <div className="flex justify-between text-sm font-semibold">
          <span className="flex items-center gap-2">
            <TrendingUp aria-hidden="true" className="size-4" /> <Trans>Journey progress</Trans>
          </span>
          <span data-testid="progress-value">{formatPercent(percent, tag)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={i18n._(msg`Journey progress`)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={formatPercent(percent, tag)}
          className="mt-2 h-4 overflow-hidden rounded-full bg-white/20"
        >
          <div className="h-full rounded-full bg-gold" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map((row) => (
          <div key={row.id} className="flex flex-col-reverse rounded-2xl bg-white/10 p-4 ring-1 ring-white/20">
            <dt className="mt-1 flex items-center gap-2 text-sm">
              {row.icon} {row.label} <span className="text-white/80">({row.note})</span>
            </dt>
            <dd className="font-display text-2xl font-bold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-lg" data-testid="next-stop">
        <span className="font-bold text-gold-light">
          <Trans>Next:</Trans>
        </span>{" "}
        {view ? nextText(i18n, view, tag) : DASH}
      </p>
    </div>
  );
}

/** When Santa reaches the visitor's town, and a search to choose another town (kept in this browser only). */
export function YourHouse({ view, route, timeZone, chooseTown }: { view: TrackerView | null; route: TrackerRoute | null; timeZone: string | null; chooseTown: (id: string | null) => void }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const tag = usePageLanguageTag();
  const [query, setQuery] = useState("");
  const searchId = useId();
  const matches = route && query.trim() ? searchStops(route, query) : [];
  return (
    <div className="rounded-3xl bg-gold-light p-6 shadow-md ring-1 ring-gold sm:p-8" data-testid="your-house">
      <h3 className="flex items-center gap-2 text-2xl font-bold">
        <Cookie aria-hidden="true" className="text-christmas-red" /> <Trans>When Santa Reaches You</Trans>
      </h3>
      <p className="mt-3 min-h-14 text-xl font-bold text-pine-dark" data-testid="home-eta">
        {view ? homeText(i18n, view, timeZone, tag) : BLANK}
      </p>
      <p className="mt-1 min-h-6 text-ink" data-testid="home-asleep">
        {view && !view.home.visited ? asleepText(i18n, view, timeZone, tag) : BLANK}
      </p>
      <div className="mt-5">
        <label htmlFor={searchId} className="block font-bold">
          <Trans>Not your town? Search for the stop nearest you</Trans>
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t`Town or country`}
          autoComplete="off"
          aria-describedby={`${searchId}-note`}
          className="mt-1 sm:max-w-md"
        />
        <p id={`${searchId}-note`} className="mt-1 text-sm text-ink-muted">
          <Trans>Your town is kept in this browser only. It is never sent anywhere.</Trans>
        </p>
        {matches.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Matching stops`}>
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
          <p className="mt-3 text-ink-muted">
            <Trans>No stop matches that. Try the nearest big town, or your country.</Trans>
          </p>
        ) : null}
        {view?.home.chosen ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => chooseTown(null)}>
            <Trans>Use my time zone instead</Trans>
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
  const { i18n } = useLingui();
  const tag = usePageLanguageTag();
  const locale = usePageLocale();
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
    const title = arrivalTitle(i18n, announce);
    const nextStop = view.next?.stop;
    const place = nextStop ? placeName(nextStop) : "";
    const next = nextStop ? i18n._(msg`Next stop: ${place}.`) : i18n._(msg`Next: home to the North Pole.`);
    notify.message(title, { description: next });
    setAnnouncement(`${title} ${next}`);
  }, [view, liveUpdates, i18n]);

  const toggleLiveUpdates = () => {
    const on = !liveUpdates;
    setLiveUpdates(on);
    trackClick("tracker_live_updates", { enabled: on });
    const time = takeOffTimeText(tag);
    if (!on) notify.message(i18n._(LIVE_UPDATES_OFF));
    else if (view?.mode === "live") notify.message(i18n._(LIVE_UPDATES_ON), { description: i18n._(msg`We'll tell you each time Santa reaches a new stop (at most once a minute).`) });
    else
      notify.message(i18n._(LIVE_UPDATES_ON), {
        description: i18n._(msg`Santa flies on Christmas Eve, from ${time}. Keep this page open then and we'll tell you each time he reaches a new stop.`),
      });
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
    const trackerUrl = absoluteUrl(localisedPath(PATHS.trackSanta, locale));
    const words = reminderWords(i18n, stop.name, trackerUrl);
    saveFile(reminderIcs({ now: new Date(view.now), stop, arrivesAt, trackerUrl, words }), words.fileName, "text/calendar");
    track("file_download", { file_type: "ics", file_id: "santa_arrival_reminder" });
    notify.message(i18n._(REMINDER_SAVED), { description: reminderSavedText(i18n, view, timeZone, tag) });
  };

  return (
    <div data-testid="tracker-actions">
      <div className="flex flex-wrap justify-center gap-4">
        <Button size="lg" aria-pressed={liveUpdates} onClick={toggleLiveUpdates}>
          {liveUpdates ? <BellRing /> : <Bell />} <Trans>Get Live Updates</Trans>
        </Button>
        <Button variant="secondary" size="lg" onClick={viewMap}>
          <Globe2 /> <Trans>View Global Map</Trans>
        </Button>
        <Button variant="outline" size="lg" onClick={setReminder} disabled={!view}>
          <CalendarPlus /> <Trans>Set Reminder</Trans>
        </Button>
        <Link to={PATHS.northPoleVillage} prefetch="intent" onClick={() => trackClick("tracker_explore_north_pole")} className={buttonVariants({ variant: "gold", size: "lg" })}>
          <Snowflake /> <Trans>Explore North Pole</Trans>
        </Link>
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="live-announcement">
        {announcement}
      </p>
    </div>
  );
}
