import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { memo, useId, useMemo } from "react";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { cn } from "~/lib/cn";
import { CITIES } from "./cities";
import { arrivalAt, type TrackerRoute } from "./journey";
import { polylinePath, projectPoint } from "./map-projection";
import { formatLocalTime, formatWhole } from "./tracker-state";
import type { TrackerView } from "./tracker-view";
import { placeName } from "./tracker-words";
import worldLandUrl from "./world-land.generated.svg?url";
import { CITY_POINTS, NORTH_POLE_POINT, WORLD_MAP_HEIGHT, WORLD_MAP_VIEWBOX, WORLD_MAP_WIDTH, type MapPoint } from "./world-map.generated";

/** Labels that would sit on top of a neighbour's go below their dot instead. */
const LABEL_BELOW = new Set(["paris", "sydney", "beijing", "dubai"]);

/** What the map shows, for screen readers, in the page's language. */
function mapDescription(i18n: I18n, view: TrackerView | null, route: TrackerRoute | null, tag: string): string {
  if (!view) {
    const cities = CITIES.map((c) => c.name).join(", ");
    return i18n._(msg`Santa's route: from the North Pole around the world as midnight reaches each place, through ${cities}, and home again.`);
  }
  const total = route ? formatWhole(route.stops.length, tag) : "";
  const town = view.home.stop.name;
  if (view.mode === "live") {
    const reached = formatWhole(view.reached, tag);
    const flying = view.place.kind === "flying";
    if (!view.place.stop) {
      return flying
        ? i18n._(msg`Santa has reached ${reached} of ${total} stops and is flying to the North Pole. Your town, ${town}, is marked.`)
        : i18n._(msg`Santa has reached ${reached} of ${total} stops and is at the North Pole. Your town, ${town}, is marked.`);
    }
    const place = placeName(view.place.stop);
    return flying
      ? i18n._(msg`Santa has reached ${reached} of ${total} stops and is flying to ${place}. Your town, ${town}, is marked.`)
      : i18n._(msg`Santa has reached ${reached} of ${total} stops and is in ${place}. Your town, ${town}, is marked.`);
  }
  if (view.mode === "landed") return i18n._(msg`Santa has visited all ${total} stops and is home at the North Pole. Your town, ${town}, is marked.`);
  return i18n._(msg`Santa's planned route of ${total} stops, from the North Pole around the world and home again. Your town, ${town}, is marked.`);
}

/**
 * A static SVG world map (projected ahead of time by scripts/generate-world-map.ts; points placed by
 * map-projection.ts): the whole route faintly, the trail flown so far, the sleigh where it is now, the visitor's town
 * and the 14 featured cities labelled. The land is a separate, hashed SVG image, never parsed as JavaScript.
 */
export function WorldMap({ view, route }: { view: TrackerView | null; route: TrackerRoute | null }) {
  const { i18n } = useLingui();
  const tag = usePageLanguageTag();
  const titleId = useId();
  const descId = useId();
  const points = useMemo(() => route?.stops.map((s) => projectPoint(s.lat, s.lon)) ?? [], [route]);
  const wholeRoute = useMemo(() => (points.length ? polylinePath([NORTH_POLE_POINT, ...points, NORTH_POLE_POINT]) : ""), [points]);
  const santa: MapPoint = view && "position" in view.journey ? projectPoint(view.journey.position.lat, view.journey.position.lon) : NORTH_POLE_POINT;
  const reached = view?.reached ?? 0;
  const trail = view && view.mode !== "preparing" && points.length ? polylinePath([NORTH_POLE_POINT, ...points.slice(0, reached), ...(view.mode === "landed" ? [NORTH_POLE_POINT] : [santa])]) : "";
  const home = view ? projectPoint(view.home.stop.lat, view.home.stop.lon) : null;
  const homeTown = view?.home.stop.name ?? "";
  const description = mapDescription(i18n, view, route, tag);

  return (
    <figure className="overflow-hidden rounded-3xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:p-5">
      <svg viewBox={WORLD_MAP_VIEWBOX} role="img" aria-labelledby={`${titleId} ${descId}`} className="block h-auto w-full" data-testid="world-map" data-mode={view?.mode ?? "loading"}>
        <title id={titleId}>{view?.mode === "live" ? i18n._(msg`Santa's journey so far`) : i18n._(msg`Santa's route`)}</title>
        <desc id={descId}>{description}</desc>
        <rect width="100%" height="100%" rx="16" fill="#e0f2fe" />
        <image href={worldLandUrl} x={0} y={0} width={WORLD_MAP_WIDTH} height={WORLD_MAP_HEIGHT} />
        <g fill="none" strokeLinecap="round" strokeLinejoin="round">
          {wholeRoute ? <path d={wholeRoute} stroke="#165b33" strokeWidth={0.8} opacity={0.35} data-testid="route-path" /> : null}
          {trail ? <path d={trail} stroke="#b3261e" strokeWidth={2.2} data-testid="trail-path" /> : null}
        </g>
        {CITIES.map((city) => {
          const p = CITY_POINTS[city.id];
          const below = LABEL_BELOW.has(city.id);
          return (
            <g key={city.id} data-stop={city.id}>
              <circle cx={p.x} cy={p.y} r={3.5} fill="#ffffff" stroke="#165b33" strokeWidth={1.5} />
              <text x={p.x} y={below ? p.y + 14 : p.y - 7} textAnchor="middle" fontSize={11} fontWeight={700} fill="#0f3f24" stroke="#ffffff" strokeWidth={2.5} paintOrder="stroke">
                {city.name}
              </text>
            </g>
          );
        })}
        {home ? (
          <g transform={`translate(${home.x} ${home.y})`} data-testid="home-marker">
            <circle r={6} fill="#f2b705" stroke="#8a5a00" strokeWidth={2} />
            <title>{i18n._(msg`Your town: ${homeTown}`)}</title>
          </g>
        ) : null}
        <g transform={`translate(${NORTH_POLE_POINT.x} ${NORTH_POLE_POINT.y})`}>
          <circle r={7} fill="#f2b705" stroke="#8a5a00" strokeWidth={1.5} />
          <text y={-11} textAnchor="middle" fontSize={13} fontWeight={700} fill="#0f3f24">
            {i18n._(msg`North Pole`)}
          </text>
        </g>
        <g transform={`translate(${santa.x} ${santa.y})`} data-testid="santa-marker" data-x={santa.x} data-y={santa.y}>
          <circle r={14} fill="#b3261e" opacity={0.25} className={cn(view?.mode === "live" && "motion-safe:animate-ping")} style={{ transformOrigin: "center", transformBox: "fill-box" }} />
          <circle r={9} fill="#b3261e" stroke="#ffffff" strokeWidth={3} />
          <path d="M-4.5,-2 L0,-8 L4.5,-2 Z" fill="#ffffff" />
        </g>
      </svg>
      <figcaption className="mt-3 text-center text-sm text-ink-muted">
        {view?.mode === "live"
          ? i18n._(msg`Red: the trail Santa has flown tonight. Faint green: the stops still to come. Gold: your town.`)
          : i18n._(msg`Faint green: the route Santa flies on Christmas Eve, reaching each place around its midnight. Gold: your town.`)}
      </figcaption>
    </figure>
  );
}

/**
 * Every stop as a list, with when Santa gets there in the visitor's own time: the map's information for everyone.
 * Before the route has loaded it lists the 14 featured cities, with their countries as the page's language names them
 * (`featuredCountries`, by city id, from the route's loader). Re-renders only when a stop is reached.
 */
export const RouteList = memo(function RouteList({
  route,
  year,
  reached,
  live,
  homeId,
  timeZone,
  featuredCountries,
}: {
  route: TrackerRoute | null;
  year: number;
  reached: number;
  live: boolean;
  homeId: string | null;
  timeZone: string | null;
  featuredCountries?: Readonly<Record<string, string>>;
}) {
  const { i18n } = useLingui();
  const tag = usePageLanguageTag();
  if (!route) {
    return (
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="route-list">
        {CITIES.map((city) => (
          <li key={city.id} className="rounded-xl bg-white px-4 py-2 ring-1 ring-slate-200">
            <span className="font-bold">{city.name}</span>, {featuredCountries?.[city.id] ?? city.country}
          </li>
        ))}
      </ol>
    );
  }
  const count = formatWhole(route.stops.length, tag);
  const labels = { visited: i18n._(msg`Visited`), here: i18n._(msg`Santa is here, or just left`), next: i18n._(msg`Next stop`), yourTown: i18n._(msg`(your town)`) };
  return (
    <div className="max-h-[28rem] overflow-y-auto rounded-2xl ring-1 ring-slate-200" tabIndex={0} role="region" aria-label={i18n._(msg`All ${count} stops, in order`)}>
      <ol className="divide-y divide-slate-100" data-testid="route-list">
        {route.stops.map((stop, i) => {
          const status = !live ? null : i < reached - 1 ? labels.visited : i === reached - 1 ? labels.here : i === reached ? labels.next : null;
          const isHome = stop.id === homeId;
          return (
            <li key={stop.id} className={cn("flex items-center justify-between gap-3 px-4 py-2", isHome ? "bg-gold-light" : i === reached - 1 && live ? "bg-christmas-red-light" : "bg-white")} data-stop-id={stop.id}>
              <span>
                <span className="font-bold">
                  {i + 1}. {stop.name}
                </span>
                , {stop.country}
                {isHome ? <span className="font-semibold text-pine-dark"> {labels.yourTown}</span> : null}
              </span>
              <span className="shrink-0 text-sm text-ink-muted tabular-nums">
                {status ? <span className="mr-2 font-semibold text-christmas-red-dark">{status}</span> : null}
                {formatLocalTime(new Date(arrivalAt(stop, year)), timeZone ?? undefined, tag)}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
});
