import { useEffect, useState } from "react";
import { SNOW_PARTICLE_COUNT } from "~/lib/site";
import { snowLayers } from "./snow-layers";

const LAYERS = snowLayers(SNOW_PARTICLE_COUNT);
/** The longest the snow waits for an idle moment after the page has loaded. */
const SNOW_START_TIMEOUT_MS = 2000;

/**
 * The falling-snow overlay: fifty flakes in ten layers, pure CSS animation (transform only), hidden from
 * assistive technology, never in the way of a click, and gone under prefers-reduced-motion (see app.css). It
 * starts once the page has loaded, hydrated and gone idle: on a cheap phone (and a machine without a GPU) moving
 * layers compete with the page's own first layout and scripts for the CPU, and the page matters more than the
 * decoration.
 */
export function Snow() {
  const [falling, setFalling] = useState(false);
  useEffect(() => whenPageIsSettled(() => setFalling(true)), []);
  return (
    <div aria-hidden="true" data-testid="snow" data-falling={falling} className="snow-overlay pointer-events-none fixed inset-0 z-40 overflow-hidden">
      {LAYERS.map((layer, i) => (
        <div key={i} className="snow-layer" data-drift={layer.drift} style={{ animationDuration: `${layer.durationS}s`, animationDelay: `${layer.delayS}s` }}>
          {layer.flakes.map((flake, j) => (
            <span
              key={j}
              className="snowflake"
              style={{ left: `${flake.leftPercent}%`, top: `${flake.topPercent}%`, width: `${flake.sizePx}px`, height: `${flake.sizePx}px`, opacity: flake.opacity }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Calls `start` after the load event, when the browser is next idle (or after SNOW_START_TIMEOUT_MS). */
function whenPageIsSettled(start: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(start, { timeout: SNOW_START_TIMEOUT_MS });
    else timer = setTimeout(start, 0);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
