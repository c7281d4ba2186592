import envelopeReindeer from "~/assets/art/envelope-reindeer.svg?url";
import santaWave from "~/assets/art/santa-wave.svg?url";
import sleigh from "~/assets/art/sleigh.svg?url";
import storyGingerbreadMap from "~/assets/art/story-gingerbread-map.svg?url";
import storySilentBell from "~/assets/art/story-silent-bell.svg?url";
import storySnowflake from "~/assets/art/story-snowflake.svg?url";
import wrenPoint from "~/assets/art/wren-point.svg?url";
import village from "~/assets/art/village.svg?url";
import { cn } from "~/lib/cn";

/**
 * The site's own drawings (docs/design.md, sources in app/assets/art/), built as hashed SVG files: cached for good,
 * served compressed, never in a page's script, and sized by their viewBox so nothing moves while they load.
 * Decorative: the words beside them say what they show, so they carry an empty alt.
 */
export const ART = {
  village: { src: village, width: 1200, height: 400 },
  santaWave: { src: santaWave, width: 200, height: 240 },
  wrenPoint: { src: wrenPoint, width: 160, height: 240 },
  envelopeReindeer: { src: envelopeReindeer, width: 240, height: 160 },
  sleigh: { src: sleigh, width: 240, height: 120 },
  storySnowflake: { src: storySnowflake, width: 320, height: 200 },
  storySilentBell: { src: storySilentBell, width: 320, height: 200 },
  storyGingerbreadMap: { src: storyGingerbreadMap, width: 320, height: 200 },
} as const;

export type ArtName = keyof typeof ART;

export function Art({ name, className, eager = false }: { name: ArtName; className?: string; eager?: boolean }) {
  const { src, width, height } = ART[name];
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      draggable={false}
      className={cn("select-none", className)}
    />
  );
}
