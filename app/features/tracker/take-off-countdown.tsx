import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Sparkles } from "~/components/ui/icons";
import { CountdownDisplay } from "~/features/countdown/countdown-display";
import { useCountdown } from "~/features/countdown/use-countdown";
import { takeOffAt } from "./journey";
import type { TrackerMode } from "./tracker-view";

/** Santa's next take-off (24 December, 10:00 UTC): this year's while it is ahead, otherwise next year's. */
export const takeOffTarget = (now: Date) => {
  const year = now.getUTCFullYear();
  const thisYear = takeOffAt(year);
  return new Date(now.getTime() < thisYear ? thisYear : takeOffAt(year + 1));
};

export const TAKE_OFF_LABEL = msg`Time until Santa takes off`;
export const FLYING_NOW = msg`Santa's sleigh is in the air!`;
export const HOME_AGAIN = msg`Santa is home. Merry Christmas!`;

/** Counts down to take-off; while Santa flies, and once he is home, says so instead. */
export function TakeOffCountdown({ mode }: { mode: TrackerMode | null }) {
  const { i18n } = useLingui();
  const value = useCountdown(takeOffTarget);
  if (mode === "live" || mode === "landed") {
    return (
      <p className="flex min-h-24 items-center justify-center gap-3 rounded-2xl bg-white/15 px-4 text-center font-display text-2xl font-bold text-white ring-1 ring-white/30 sm:min-h-32 sm:text-3xl" data-testid={mode === "live" ? "eve-live" : "eve-landed"}>
        <Sparkles aria-hidden="true" className="size-8 text-gold" /> {i18n._(mode === "live" ? FLYING_NOW : HOME_AGAIN)}
      </p>
    );
  }
  return <CountdownDisplay value={value} label={i18n._(TAKE_OFF_LABEL)} tone="dark" />;
}
