import { cn } from "~/lib/cn";

/**
 * The site's own drawings (docs/design.md), served as static SVG files from public/art/: cached, never in a page's
 * script, and sized by their viewBox so nothing moves while they load. Decorative: the words beside them say what
 * they show, so they carry an empty alt.
 */
export const ART = {
  village: { src: "/art/village.svg", width: 1200, height: 400 },
  santaWave: { src: "/art/santa-wave.svg", width: 200, height: 240 },
  tansyPoint: { src: "/art/tansy-point.svg", width: 160, height: 240 },
  envelopeReindeer: { src: "/art/envelope-reindeer.svg", width: 240, height: 160 },
  sleigh: { src: "/art/sleigh.svg", width: 240, height: 120 },
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
