import { useEffect, useState } from "react";
import { NICE_LIST_STATS } from "~/content/nice-list";
import { seasonYear } from "./nice-score";

/**
 * The hero's four stats. The first is this Christmas season's year, read from the visitor's clock after
 * hydration (the prerendered page holds a same-width placeholder).
 */
export function NiceListHeroStats() {
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(seasonYear(new Date())), []);
  const stats = [{ value: year === null ? "\u2007\u2007\u2007\u2007" : String(year), label: "Nice List season" }, ...NICE_LIST_STATS];
  return (
    <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4" data-testid="hero-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-white/15 px-3 py-4 ring-1 ring-white/30">
          <dt className="mt-1 text-sm font-semibold text-white">{stat.label}</dt>
          <dd className="font-display text-3xl font-bold tabular-nums text-white sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
