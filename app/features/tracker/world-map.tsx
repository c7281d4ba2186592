import { useId } from "react";
import { cn } from "~/lib/cn";
import { CITIES, NORTH_POLE } from "./cities";
import type { TrackerState } from "./tracker-state";
import worldLandUrl from "./world-land.generated.svg?url";
import { CITY_POINTS, NORTH_POLE_POINT, ROUTE_LEGS, WORLD_MAP_HEIGHT, WORLD_MAP_VIEWBOX, WORLD_MAP_WIDTH } from "./world-map.generated";

/**
 * A static SVG world map (projected ahead of time by scripts/generate-world-map.ts): on Christmas Eve the stops,
 * the trail so far and Santa's position; on other days the planned route with Santa at the North Pole. The land
 * is a separate, hashed SVG image, so its 50 KB of outline is never parsed as JavaScript or hydrated.
 */
export function WorldMap({ state }: { state: TrackerState | null }) {
  const titleId = useId();
  const descId = useId();
  const live = state?.mode === "live";
  const at = live ? state.stopIndex : -1;
  const santa = live && state.cityId ? CITY_POINTS[state.cityId] : NORTH_POLE_POINT;
  const description = live
    ? `Santa has visited ${at + 1} of ${CITIES.length} stops and is in ${state.city}, ${state.country}. Next stop: ${state.nextStop}.`
    : `Santa's planned route: from the North Pole to ${CITIES.map((c) => c.name).join(", ")}, and home again.`;

  return (
    <figure className="overflow-hidden rounded-3xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:p-5">
      <svg viewBox={WORLD_MAP_VIEWBOX} role="img" aria-labelledby={`${titleId} ${descId}`} className="block h-auto w-full" data-testid="world-map" data-mode={live ? "live" : "preparing"}>
        <title id={titleId}>{live ? "Santa's journey so far" : "Santa's planned route"}</title>
        <desc id={descId}>{description}</desc>
        <rect width="100%" height="100%" rx="16" fill="#e0f2fe" />
        <image href={worldLandUrl} x={0} y={0} width={WORLD_MAP_WIDTH} height={WORLD_MAP_HEIGHT} />
        <g fill="none" strokeLinecap="round">
          {ROUTE_LEGS.map((leg, i) => {
            const flown = live && i <= at;
            return (
              <path
                key={i}
                d={leg}
                data-leg={i}
                data-flown={flown || undefined}
                stroke={flown ? "#b3261e" : "#165b33"}
                strokeWidth={flown ? 3 : 1.6}
                strokeDasharray={flown ? undefined : "5 5"}
                opacity={flown ? 1 : 0.7}
              />
            );
          })}
        </g>
        {CITIES.map((city, i) => {
          const p = CITY_POINTS[city.id];
          const visited = live && i <= at;
          return (
            <circle key={city.id} cx={p.x} cy={p.y} r={5} fill={visited ? "#b3261e" : "#ffffff"} stroke={visited ? "#ffffff" : "#165b33"} strokeWidth={2} data-stop={city.id} data-visited={visited || undefined}>
              <title>{`${city.name}, ${city.country}`}</title>
            </circle>
          );
        })}
        <g transform={`translate(${NORTH_POLE_POINT.x} ${NORTH_POLE_POINT.y})`}>
          <circle r={7} fill="#f2b705" stroke="#8a5a00" strokeWidth={1.5} />
          <text y={-11} textAnchor="middle" fontSize={13} fontWeight={700} fill="#0f3f24">
            {NORTH_POLE.name}
          </text>
        </g>
        <g transform={`translate(${santa.x} ${santa.y})`} data-testid="santa-marker">
          <circle r={16} fill="#b3261e" opacity={0.25} className={cn(live && "motion-safe:animate-ping")} style={{ transformOrigin: "center", transformBox: "fill-box" }} />
          <circle r={10} fill="#b3261e" stroke="#ffffff" strokeWidth={3} />
          <path d="M-5,-2 L0,-9 L5,-2 Z" fill="#ffffff" />
          {live ? (
            <text y={28} textAnchor="middle" fontSize={14} fontWeight={700} fill="#8c1d17" stroke="#ffffff" strokeWidth={3} paintOrder="stroke">
              {state.city}
            </text>
          ) : null}
        </g>
      </svg>
      <figcaption className="mt-3 text-center text-sm text-ink-muted">
        {live ? "Red: the trail Santa has flown tonight. Dashed: the stops still to come." : "Dashed: the route Santa will fly on Christmas Eve, in the order midnight reaches each city."}
      </figcaption>
    </figure>
  );
}

/** The route as a list: the same information as the map, for everyone. */
export function RouteList({ state }: { state: TrackerState | null }) {
  const live = state?.mode === "live";
  const at = live ? state.stopIndex : -1;
  return (
    <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="route-list">
      {CITIES.map((city, i) => {
        const status = !live ? "planned" : i < at ? "visited" : i === at ? "here" : i === at + 1 ? "next" : "to come";
        return (
          <li key={city.id} className={cn("flex items-center justify-between gap-3 rounded-xl px-4 py-2 ring-1", status === "here" ? "bg-christmas-red text-white ring-christmas-red" : "bg-white ring-slate-200")}>
            <span>
              <span className="font-bold">{i + 1}. {city.name}</span>, {city.country}
            </span>
            {status === "planned" ? null : (
              <span className={cn("text-sm font-semibold", status === "here" ? "text-white" : status === "visited" ? "text-christmas-red" : "text-ink-muted")}>
                {status === "here" ? "Santa is here" : status === "visited" ? "Visited" : status === "next" ? "Next stop" : "To come"}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
