import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { CountdownValue } from "~/lib/dates";
import { cn } from "~/lib/cn";

const UNITS: { key: keyof CountdownValue; label: MessageDescriptor }[] = [
  { key: "days", label: msg`Days` },
  { key: "hours", label: msg`Hours` },
  { key: "minutes", label: msg`Minutes` },
  { key: "seconds", label: msg`Seconds` },
];

/** What screen readers hear for the time left: "4 days, 1 hour, 0 minutes and 9 seconds", in the page's language. */
export function countdownSummary(i18n: I18n, { days, hours, minutes, seconds }: CountdownValue): string {
  return i18n._(
    msg`${plural(days, { one: "# day", other: "# days" })}, ${plural(hours, { one: "# hour", other: "# hours" })}, ${plural(minutes, { one: "# minute", other: "# minutes" })} and ${plural(seconds, { one: "# second", other: "# seconds" })}`,
  );
}

/**
 * Four tiles: days, hours, minutes, seconds. Before hydration every tile shows "--" at the same size, so
 * nothing moves when the real figures arrive. Screen readers get one summary, not a ticking announcement.
 */
export function CountdownDisplay({ value, label, tone = "light" }: { value: CountdownValue | null; label: string; tone?: "light" | "dark" }) {
  const { i18n } = useLingui();
  const summary = value ? countdownSummary(i18n, value) : i18n._(msg`loading`);
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
              {i18n._(unit.label)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
