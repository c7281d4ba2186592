import type { CSSProperties } from "react";
import { SNOW_PARTICLE_COUNT } from "~/lib/site";
import { snowParticles } from "./snow-particles";

const PARTICLES = snowParticles(SNOW_PARTICLE_COUNT);

/**
 * The falling-snow overlay: pure CSS animation (transform only), hidden from assistive technology, never in
 * the way of a click, and gone under prefers-reduced-motion (see app.css).
 */
export function Snow() {
  return (
    <div aria-hidden="true" data-testid="snow" className="snow-overlay pointer-events-none fixed inset-0 z-40 overflow-hidden">
      {PARTICLES.map((p, i) => (
        <span
          key={i}
          className="snowflake"
          style={
            {
              left: `${p.leftPercent}%`,
              width: `${p.sizePx}px`,
              height: `${p.sizePx}px`,
              opacity: p.opacity,
              animationDuration: `${p.durationS}s`,
              animationDelay: `${p.delayS}s`,
              "--drift": `${p.driftPx}px`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
