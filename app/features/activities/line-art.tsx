import { LINE_ART_HEIGHT, LINE_ART_STROKE, LINE_ART_WIDTH, type LineDrawing, type LineShape } from "~/content/coloring-pages";
import { cn } from "~/lib/cn";

function ShapeEl({ shape }: { shape: LineShape }) {
  const common = {
    fill: shape.fill === "none" ? "none" : shape.fill === "black" ? "#000" : "#fff",
    stroke: "#000",
    strokeWidth: shape.stroke ?? LINE_ART_STROKE,
  };
  switch (shape.kind) {
    case "path":
      return <path d={shape.d} {...common} />;
    case "circle":
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...common} />;
    case "ellipse":
      return <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} {...common} />;
    case "rect":
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} {...common} />;
  }
}

/** A coloring page's line art as inline SVG (the same shapes the printable PDF draws). */
export function LineArt({ drawing, label, className }: { drawing: LineDrawing; label: string; className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${LINE_ART_WIDTH} ${LINE_ART_HEIGHT}`}
      role="img"
      aria-label={label}
      className={cn("block h-auto w-full bg-white", className)}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing.shapes.map((shape, i) => (
        <ShapeEl key={i} shape={shape} />
      ))}
    </svg>
  );
}
