import { Sparkles } from "~/components/ui/icons";
import { CountdownDisplay } from "~/features/countdown/countdown-display";
import { useCountdown } from "~/features/countdown/use-countdown";
import { CHRISTMAS_EVE, DECEMBER, nextAnnualDate } from "~/lib/dates";

/** Christmas Eve's local midnight: this year's while it is ahead, otherwise next year's. */
export const christmasEveTarget = (now: Date) => nextAnnualDate(now, DECEMBER, CHRISTMAS_EVE);

/** Counts down to Christmas Eve; on the Eve itself says Santa is flying (a countdown to next year would puzzle). */
export function ChristmasEveCountdown({ live }: { live: boolean }) {
  const value = useCountdown(christmasEveTarget);
  if (live) {
    return (
      <p className="flex min-h-24 items-center justify-center gap-3 rounded-2xl bg-white/15 px-4 text-center font-display text-2xl font-bold text-white ring-1 ring-white/30 sm:min-h-32 sm:text-3xl" data-testid="eve-live">
        <Sparkles aria-hidden="true" className="size-8 text-gold" /> It's Christmas Eve: Santa's sleigh is in the air!
      </p>
    );
  }
  return <CountdownDisplay value={value} label="Time until Christmas Eve" tone="dark" />;
}
