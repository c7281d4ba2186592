import { Trans } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { seasonYear } from "./nice-score";

/**
 * The hero's four stats. The first is this Christmas season's year, read from the visitor's clock after
 * hydration (the prerendered page holds a same-width placeholder); the others are the page's content in its
 * language, from the route's loader.
 */
export function NiceListHeroStats({ stats }: { stats: readonly { value: string; label: string }[] }) {
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(seasonYear(new Date())), []);
  return (
    <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4" data-testid="hero-stats">
      <Stat value={year === null ? "\u2007\u2007\u2007\u2007" : String(year)} label={<Trans>Nice List season</Trans>} />
      {stats.map((stat) => (
        <Stat key={stat.label} value={stat.value} label={stat.label} />
      ))}
    </dl>
  );
}

function Stat({ value, label }: { value: string; label: ReactNode }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl bg-white/15 px-3 py-4 ring-1 ring-white/30">
      <dt className="mt-1 text-sm font-semibold text-white">{label}</dt>
      <dd className="font-display text-3xl font-bold tabular-nums text-white sm:text-4xl">{value}</dd>
    </div>
  );
}
