import type { CountdownValue } from "~/lib/dates";
import { cn } from "~/lib/cn";

const UNITS: { key: keyof CountdownValue; label: string }[] = [
  { key: "days", label: "Days" },
  { key: "hours", label: "Hours" },
  { key: "minutes", label: "Minutes" },
  { key: "seconds", label: "Seconds" },
];

/**
 * Four tiles: days, hours, minutes, seconds. Before hydration every tile shows "--" at the same size, so
 * nothing moves when the real figures arrive. Screen readers get one summary, not a ticking announcement.
 */
export function CountdownDisplay({ value, label, tone = "light" }: { value: CountdownValue | null; label: string; tone?: "light" | "dark" }) {
  const summary = value
    ? `${value.days} days, ${value.hours} hours, ${value.minutes} minutes and ${value.seconds} seconds`
    : "loading";
  return (
    <div role="timer" aria-label={`${label}: ${summary}`} data-testid="countdown" data-ready={value ? "true" : "false"}>
      <ul aria-hidden="true" className="grid grid-cols-4 gap-2 sm:gap-4">
        {UNITS.map((unit) => (
          <li
            key={unit.key}
            className={cn(
              "rounded-2xl px-2 py-3 text-center shadow-md sm:py-4",
              tone === "light" ? "bg-white text-christmas-red" : "bg-white/15 text-white ring-1 ring-white/30",
            )}
          >
            <span data-unit={unit.key} className="block font-display text-3xl font-bold tabular-nums sm:text-5xl">
              {value ? String(value[unit.key]).padStart(2, "0") : "--"}
            </span>
            <span className={cn("mt-1 block text-xs font-semibold uppercase tracking-wide sm:text-sm", tone === "light" ? "text-ink-muted" : "text-white")}>
              {unit.label}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
