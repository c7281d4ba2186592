import { Gift } from "~/components/ui/icons";
import type { ChristmasCountdownCopy } from "~/content/home";
import { cn } from "~/lib/cn";
import { christmasCountdownState, remainingUntil, type CountdownValue } from "~/lib/dates";
import { CountdownDisplay } from "./countdown-display";
import { useClockReading } from "./use-countdown";

type HomeCountdownReading = { kind: "counting"; value: CountdownValue } | { kind: "christmas" };

/** What the home countdown shows at `now`: the time left to the next Christmas, or the Christmas Day greeting. */
function readHomeCountdown(now: Date): HomeCountdownReading | null {
  const state = christmasCountdownState(now);
  if (state.kind === "christmas") return state;
  const value = remainingUntil(now, state.target);
  return value ? { kind: "counting", value } : null;
}

/**
 * The home page's countdown to 25 December with its heading. All through Christmas Day (the visitor's local
 * date) it gives way to a greeting, and from 26 December counts to next year's. The prerendered page shows the
 * empty counter; the visitor's clock decides after hydration, and a page left open switches at midnight. Its words
 * (`copy`) are the page's content in the page's language, from the route's loader.
 */
export function ChristmasCountdown({ copy, tone = "light" }: { copy: ChristmasCountdownCopy; tone?: "light" | "dark" }) {
  const reading = useClockReading(readHomeCountdown);
  if (reading?.kind === "christmas") return <ChristmasDayGreeting copy={copy.christmasDay} tone={tone} />;
  return (
    <>
      <h2 className="mb-4 text-2xl font-bold">{copy.heading}</h2>
      <CountdownDisplay value={reading?.value ?? null} label={copy.timerLabel} tone={tone} />
    </>
  );
}

/** In the counter's place on 25 December: a heading and a short wish, at least as tall as the counter's tiles. */
function ChristmasDayGreeting({ copy: { heading, message }, tone }: { copy: ChristmasCountdownCopy["christmasDay"]; tone: "light" | "dark" }) {
  return (
    <div data-testid="christmas-day">
      <h2 className="mb-4 text-2xl font-bold">{heading}</h2>
      <p
        className={cn(
          "flex min-h-20 items-center justify-center gap-3 rounded-2xl px-4 py-3 text-left text-base font-semibold shadow-md sm:min-h-26 sm:text-lg",
          tone === "light" ? "bg-white text-ink" : "bg-white/15 text-white ring-1 ring-white/30",
        )}
      >
        <Gift aria-hidden="true" className={cn("size-8 shrink-0", tone === "light" ? "text-christmas-red" : "text-gold")} />
        {message}
      </p>
    </div>
  );
}
