import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { memo, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Globe2, LocateFixed, ZoomIn, ZoomOut } from "~/components/ui/icons";
import { usePageLanguageTag, usePageLocale } from "~/i18n/page-i18n";
import { cn } from "~/lib/cn";
import { CITIES } from "./cities";
import { loadCountryNotes, type CountryNotes } from "./customs";
import { arrivalAt, type TrackerRoute } from "./journey";
import { projectPoint } from "./map-projection";
import { clampZoom, journeyPath, mapWindow, MAX_ZOOM, MIN_ZOOM, poleLegPath, sleighHeading, windowCenter } from "./map-view";
import { formatLocalTime, formatWhole } from "./tracker-state";
import type { TrackerView } from "./tracker-view";
import { placeName } from "./tracker-words";
import worldLandUrl from "./world-land.generated.svg?url";
import { CITY_POINTS, NORTH_POLE_POINT, WORLD_MAP_HEIGHT, WORLD_MAP_WIDTH, type MapPoint } from "./world-map.generated";

/** How far Christmas Eve's map starts zoomed in on the sleigh, and how far a finger moves before it pans. */
const LIVE_ZOOM = 2;
const PAN_THRESHOLD_PX = 4;
/** The sleigh drawn 1.4 times its 46 px design size: the night's star, easy to find at a glance. */
const SLEIGH_SCALE = 1.4;
/** How many of the last stops the trail glows behind the sleigh; before them it is a fainter line. */
const RECENT_STOPS = 30;

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

/** The sleigh and its reindeer, facing right, about 46 by 24 px, drawn around (0, 0). */
function Sleigh() {
  return (
    <g strokeLinecap="round" strokeLinejoin="round">
      {/* The reindeer ahead, reins back to the sleigh. */}
      <path d="M4,-2 L13,-6" stroke="#8a5a00" strokeWidth={1} fill="none" />
      <path d="M13,-4 q6,-4 12,-1 l-1,6 q-6,2 -11,0 z" fill="#8b5a2b" stroke="#5c3a1a" strokeWidth={1} />
      <path d="M15,2 l-1,6 M18,2 l1,6 M22,2 l-1,6 M24,1 l2,5" stroke="#5c3a1a" strokeWidth={1.3} />
      <circle cx={26.5} cy={-6.5} r={3} fill="#8b5a2b" stroke="#5c3a1a" strokeWidth={1} />
      <circle cx={29.2} cy={-6} r={1.3} fill="#e5322d" />
      <path d="M25,-9 l-2,-5 m1,2 l-3,-1 M27,-9 l1,-5 m-0.5,2 l3,-1.5" stroke="#5c3a1a" strokeWidth={1} fill="none" />
      {/* The sleigh: red body, gold runner curling at the front. */}
      <path d="M-20,-4 h18 q4,0 6,-5 v9 q0,6 -7,6 h-17 z" fill="#c8102e" stroke="#7a0a1c" strokeWidth={1.2} />
      <path d="M-22,9 h22 q6,0 7,-5" stroke="#d4a017" strokeWidth={1.8} fill="none" />
      <path d="M-16,5 v4 M-4,5 v4" stroke="#d4a017" strokeWidth={1.3} />
      {/* Santa: coat, face, beard, hat and its white bobble. */}
      <circle cx={-10} cy={-7} r={5} fill="#c8102e" stroke="#7a0a1c" strokeWidth={1} />
      <circle cx={-9} cy={-13} r={3.4} fill="#f6d2b5" stroke="#a8704a" strokeWidth={0.8} />
      <path d="M-12,-12 q3,5 6,0 q-1,4 -3,4.5 q-2,-0.5 -3,-4.5 z" fill="#ffffff" stroke="#b9c2cc" strokeWidth={0.6} />
      <path d="M-12.5,-14.5 q3,-6 7,-1.5 z" fill="#c8102e" stroke="#7a0a1c" strokeWidth={0.8} />
      <circle cx={-13.5} cy={-15.5} r={1.4} fill="#ffffff" />
    </g>
  );
}

/** How many map units one CSS pixel is at the map's drawn width (kept current as the page resizes). */
function useDrawnWidth(ref: React.RefObject<SVGSVGElement | null>): number {
  const [width, setWidth] = useState(WORLD_MAP_WIDTH);
  useEffect(() => {
    const svg = ref.current;
    if (!svg || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setWidth(entry.contentRect.width));
    observer.observe(svg);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A static SVG world map (projected ahead of time by scripts/generate-world-map.ts; points placed by
 * map-projection.ts and map-view.ts): the route as one journey (over the date line it leaves by one edge and comes
 * back by the other; to and from the Pole down the map's top edge), the trail flown so far glowing, the way ahead
 * faint, a drawn sleigh facing where it flies, the visitor's town and the 14 featured cities. It zooms (buttons,
 * pinch) and pans (drag), and on Christmas Eve it follows the sleigh until the visitor pans away ("Follow Santa"
 * brings it back). Labels and lines keep their size on screen at every zoom. The land is a separate, hashed SVG
 * image, never parsed as JavaScript.
 */
export function WorldMap({ view, route }: { view: TrackerView | null; route: TrackerRoute | null }) {
  const { i18n } = useLingui();
  const tag = usePageLanguageTag();
  const titleId = useId();
  const descId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const drawnWidth = useDrawnWidth(svgRef);
  const live = view?.mode === "live";
  const stops = route?.stops ?? null;
  const reached = view?.reached ?? 0;
  const santa: MapPoint = view && "position" in view.journey ? projectPoint(view.journey.position.lat, view.journey.position.lon) : NORTH_POLE_POINT;

  // Zoom: null until the visitor chooses (then 2 while Santa flies, 1 otherwise).
  const [chosenZoom, setChosenZoom] = useState<number | null>(null);
  const [follow, setFollow] = useState(true);
  const [center, setCenter] = useState<MapPoint>({ x: WORLD_MAP_WIDTH / 2, y: WORLD_MAP_HEIGHT / 2 });
  const zoom = chosenZoom ?? (live ? LIVE_ZOOM : MIN_ZOOM);
  const following = live && follow;
  const win = mapWindow(zoom, following ? santa : center);
  const unit = win.width / drawnWidth;

  const setZoomAround = (next: number) => {
    if (!following) setCenter(windowCenter(win));
    setChosenZoom(clampZoom(next));
  };

  // Drag to pan, two fingers to pinch; a click without movement does nothing.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ start: Map<number, { x: number; y: number }>; center: MapPoint; zoom: number; moved: boolean } | null>(null);
  const startGesture = () => {
    gesture.current = { start: new Map(pointers.current), center: windowCenter(win), zoom, moved: false };
  };
  const onPointerDown = (e: React.PointerEvent<SVGSVGElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the gesture still works while it stays over the map.
    }
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    startGesture();
  };
  const onPointerMove = (e: React.PointerEvent<SVGSVGElement>) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const now = [...pointers.current.values()];
    const then = [...g.start.values()];
    if (now.length >= 2 && then.length >= 2) {
      const spread = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y) || 1;
      setChosenZoom(clampZoom(g.zoom * (spread(now[0]!, now[1]!) / spread(then[0]!, then[1]!))));
      g.moved = true;
      return;
    }
    const dx = now[0]!.x - then[0]!.x;
    const dy = now[0]!.y - then[0]!.y;
    if (!g.moved && Math.hypot(dx, dy) < PAN_THRESHOLD_PX) return;
    g.moved = true;
    setFollow(false);
    setCenter({ x: g.center.x - dx * unit, y: g.center.y - dy * unit });
  };
  const onPointerEnd = (e: React.PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size > 0) startGesture();
    else gesture.current = null;
  };

  // The night as one journey: the trail flown so far, its last RECENT_STOPS glowing and the rest fainter behind (drawn
  // again only when a stop is reached), and the way ahead dotted.
  const trail = useMemo(() => {
    if (!stops || !view || view.mode === "preparing" || reached === 0) return { old: "", recent: "" };
    const split = Math.max(0, reached - RECENT_STOPS);
    const home = view.mode === "landed" ? poleLegPath(stops[stops.length - 1]!, "to-pole") : "";
    return {
      old: split > 0 ? poleLegPath(stops[0]!, "from-pole") + journeyPath(stops.slice(0, split + 1)) : "",
      recent: (split === 0 ? poleLegPath(stops[0]!, "from-pole") : "") + journeyPath(stops.slice(split, reached)) + home,
    };
  }, [stops, reached, view?.mode]); // eslint-disable-line react-hooks/exhaustive-deps
  const ahead = useMemo(() => {
    if (!stops || view?.mode === "landed") return "";
    const rest = stops.slice(Math.max(0, reached - 1));
    return (reached === 0 ? poleLegPath(stops[0]!, "from-pole") : "") + journeyPath(rest) + poleLegPath(stops[stops.length - 1]!, "to-pole");
  }, [stops, reached, view?.mode]);
  const lastReached = stops && reached > 0 ? stops[reached - 1]! : null;
  const current = live && view.journey.phase === "flying" ? (lastReached ? journeyPath([lastReached, view.journey.position]) : poleLegPath(view.journey.position, "from-pole")) : "";
  const heading = live && view.journey.phase === "flying" ? sleighHeading(lastReached ? projectPoint(lastReached.lat, lastReached.lon) : { x: santa.x, y: 0 }, view.journey.to === "north-pole" ? { x: santa.x, y: 0 } : projectPoint(view.journey.to.lat, view.journey.to.lon)) : { flip: false, tilt: 0 };

  const home = view ? projectPoint(view.home.stop.lat, view.home.stop.lon) : null;
  const homeTown = view?.home.stop.name ?? "";
  const description = mapDescription(i18n, view, route, tag);
  const px = (n: number) => Math.round(n * unit * 100) / 100;
  const labelPx = drawnWidth < 600 && zoom < 2 ? 9 : 12;

  return (
    <figure className="overflow-hidden rounded-3xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:p-5">
      <div className="relative">
        <svg
          ref={svgRef}
          viewBox={`${win.x} ${win.y} ${win.width} ${win.height}`}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className={cn("block h-auto w-full select-none rounded-2xl", zoom > 1 ? "cursor-grab touch-none active:cursor-grabbing" : "touch-pan-y")}
          data-testid="world-map"
          data-mode={view?.mode ?? "loading"}
          data-zoom={zoom}
          data-follow={following ? "true" : "false"}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <title id={titleId}>{live ? i18n._(msg`Santa's journey so far`) : i18n._(msg`Santa's route`)}</title>
          <desc id={descId}>{description}</desc>
          <rect width={WORLD_MAP_WIDTH} height={WORLD_MAP_HEIGHT} fill="#dbeefe" />
          <image href={worldLandUrl} x={0} y={0} width={WORLD_MAP_WIDTH} height={WORLD_MAP_HEIGHT} />
          <g fill="none" strokeLinecap="round" strokeLinejoin="round">
            {ahead ? <path d={ahead} stroke="#165b33" strokeWidth={px(1.2)} strokeDasharray={`${px(2)} ${px(4)}`} opacity={0.45} data-testid="route-path" /> : null}
            {trail.old || trail.recent || current ? (
              <g data-testid="trail-path">
                {trail.old ? <path d={trail.old} stroke="#b3261e" strokeWidth={px(1.6)} opacity={0.5} /> : null}
                <path d={trail.recent + current} stroke="#f2b705" strokeWidth={px(9)} opacity={0.35} />
                <path d={trail.recent + current} stroke="#b3261e" strokeWidth={px(3)} />
              </g>
            ) : null}
          </g>
          {CITIES.map((city) => {
            const p = CITY_POINTS[city.id];
            const below = LABEL_BELOW.has(city.id);
            return (
              <g key={city.id} data-stop={city.id}>
                <circle cx={p.x} cy={p.y} r={px(3.5)} fill="#ffffff" stroke="#165b33" strokeWidth={px(1.5)} />
                <text x={p.x} y={below ? p.y + px(labelPx + 3) : p.y - px(6)} textAnchor="middle" fontSize={px(labelPx)} fontWeight={700} fill="#0f3f24" stroke="#ffffff" strokeWidth={px(2.5)} paintOrder="stroke">
                  {city.name}
                </text>
              </g>
            );
          })}
          {home ? (
            <g transform={`translate(${home.x} ${home.y})`} data-testid="home-marker">
              <circle r={px(6)} fill="#f2b705" stroke="#8a5a00" strokeWidth={px(2)} />
              <title>{i18n._(msg`Your town: ${homeTown}`)}</title>
            </g>
          ) : null}
          <g transform={`translate(${NORTH_POLE_POINT.x} ${NORTH_POLE_POINT.y})`}>
            <circle r={px(6)} fill="#f2b705" stroke="#8a5a00" strokeWidth={px(1.5)} />
            {/* Left of the Pole: the sleigh waits on it before take-off and after landing. */}
            <text x={px(-40)} y={px(4)} textAnchor="end" fontSize={px(12)} fontWeight={700} fill="#0f3f24" stroke="#ffffff" strokeWidth={px(2.5)} paintOrder="stroke">
              {i18n._(msg`North Pole`)}
            </text>
          </g>
          <g
            transform={`translate(${santa.x} ${santa.y}) scale(${px(SLEIGH_SCALE) * (heading.flip ? -1 : 1)} ${px(SLEIGH_SCALE)}) rotate(${heading.tilt})`}
            data-testid="santa-marker"
            data-x={santa.x}
            data-y={santa.y}
            data-facing={heading.flip ? "west" : "east"}
          >
            <circle r={16} fill="#f2b705" opacity={0.3} className={cn(live && "motion-safe:animate-ping")} style={{ transformOrigin: "center", transformBox: "fill-box" }} />
            <Sleigh />
          </g>
        </svg>
        <div className="absolute right-2 top-2 flex flex-col gap-1.5">
          <MapButton label={i18n._(msg`Zoom in`)} testId="map-zoom-in" disabled={zoom >= MAX_ZOOM} onClick={() => setZoomAround(zoom * 2)}>
            <ZoomIn aria-hidden="true" />
          </MapButton>
          <MapButton label={i18n._(msg`Zoom out`)} testId="map-zoom-out" disabled={zoom <= MIN_ZOOM} onClick={() => setZoomAround(zoom / 2)}>
            <ZoomOut aria-hidden="true" />
          </MapButton>
          {live ? (
            <MapButton label={i18n._(msg`Follow Santa`)} testId="map-follow" pressed={following} onClick={() => setFollow(true)}>
              <LocateFixed aria-hidden="true" />
            </MapButton>
          ) : null}
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-ink-muted">
        {live
          ? i18n._(msg`Red: the trail Santa has flown tonight. Dotted green: the stops still to come. Gold: your town. Drag to move the map; pinch or use the buttons to zoom.`)
          : i18n._(msg`Dotted green: the route Santa flies on Christmas Eve, reaching each place around its midnight. Gold: your town.`)}
      </figcaption>
    </figure>
  );
}

/** One of the map's round buttons: a 44 px target with its name for screen readers and as a tooltip. */
function MapButton({ label, testId, disabled, pressed, onClick, children }: { label: string; testId: string; disabled?: boolean; pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      className={cn(
        "grid size-11 place-items-center rounded-full shadow ring-1 ring-slate-300 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine disabled:opacity-40",
        pressed ? "bg-pine text-white hover:bg-pine-dark" : "bg-white/95 text-pine-dark hover:bg-white",
      )}
    >
      {children}
    </button>
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

/**
 * Something to read about where the sleigh is: the country's Christmas custom or a short fact (customs.ts), in the
 * page's language. Where tonight's country has no note, the last country on the route that has one. Not a live
 * region: screen readers already hear the location each time it changes.
 */
export function CountryNote({ view, route }: { view: TrackerView | null; route: TrackerRoute | null }) {
  const { i18n } = useLingui();
  const locale = usePageLocale();
  const [notes, setNotes] = useState<CountryNotes | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadCountryNotes(locale).then((n) => !cancelled && setNotes(n));
    return () => {
      cancelled = true;
    };
  }, [locale]);
  if (!notes || !route || view?.mode !== "live") return null;
  const here = view.place.stop;
  let stop = here && notes[here.countryCode] ? here : null;
  for (let i = view.reached - 1; !stop && i >= 0; i--) if (notes[route.stops[i]!.countryCode]) stop = route.stops[i]!;
  if (!stop) return null;
  const country = stop.country;
  const title =
    stop !== here ? i18n._(msg`Earlier tonight: ${country}`) : view.place.kind === "flying" ? i18n._(msg`Flying to ${country}`) : i18n._(msg`In ${country} now`);
  return (
    <aside className="mt-4 flex gap-3 rounded-2xl bg-gold-light p-4 ring-1 ring-gold sm:p-5" data-testid="country-note" data-country={stop.countryCode} aria-label={title}>
      <Globe2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-dark" />
      <div>
        <p className="font-display text-lg font-bold text-ink">{title}</p>
        <p className="mt-1 text-ink">{notes[stop.countryCode]}</p>
      </div>
    </aside>
  );
}
