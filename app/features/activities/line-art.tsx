import { LINE_ART_HEIGHT, LINE_ART_WIDTH } from "~/content/coloring-pages";
import { cn } from "~/lib/cn";
import { coloringPreviewUrl } from "./downloads";

/**
 * A coloring page's line art, from the SVG the build writes beside its PDF (line-art-svg.ts). An image rather
 * than inline SVG: the activities page shows ten of them, and their paths made up a fifth of its DOM.
 */
export function LineArt({ drawingId, label, className }: { drawingId: string; label: string; className?: string }) {
  return (
    <img
      src={coloringPreviewUrl(drawingId)}
      alt={label}
      width={LINE_ART_WIDTH}
      height={LINE_ART_HEIGHT}
      loading="lazy"
      decoding="async"
      className={cn("block h-auto w-full bg-white", className)}
    />
  );
}
