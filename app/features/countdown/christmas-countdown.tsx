import { christmasTarget } from "~/lib/dates";
import { CountdownDisplay } from "./countdown-display";
import { useCountdown } from "./use-countdown";

/** The live countdown to 25 December (next year's once this year's has passed). */
export function ChristmasCountdown({ tone }: { tone?: "light" | "dark" }) {
  const value = useCountdown(christmasTarget);
  return <CountdownDisplay value={value} label="Time until Christmas" tone={tone} />;
}
