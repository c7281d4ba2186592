import { Trans, useLingui } from "@lingui/react/macro";
import { Gift } from "~/components/ui/icons";
import { useState } from "react";
import type { AgeFilter, AgeGroup } from "~/content/gift-ideas";
import { trackClick } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { INITIAL_AGE_FILTER, filterAgeGroups } from "./gift-filter";

/** Age filter buttons and the gift cards they select, in the page's language (from the loader). */
export function GiftIdeasBrowser({ groups, filters }: { groups: readonly AgeGroup[]; filters: readonly { id: AgeFilter; label: string }[] }) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<AgeFilter>(INITIAL_AGE_FILTER);
  const shown = filterAgeGroups(groups, filter);
  const giftCount = shown.reduce((n, g) => n + g.gifts.length, 0);
  const label = filters.find((f) => f.id === filter)?.label ?? "";

  return (
    <div>
      <div role="group" aria-label={t`Filter gifts by age`} className="flex flex-wrap justify-center gap-3">
        {filters.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={filter === option.id}
            onClick={() => {
              trackClick("gift_age_filter", { filter: option.id });
              setFilter(option.id);
            }}
            className={cn(
              "min-h-11 rounded-full px-5 font-bold ring-2 ring-christmas-red transition-colors",
              filter === option.id ? "bg-christmas-red text-white" : "bg-white text-christmas-red hover:bg-christmas-red-light",
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p role="status" className="mt-5 text-center text-ink-muted">
        <Trans>
          Showing {giftCount} gift ideas for {label}
        </Trans>
      </p>
      <div className="mt-8 space-y-12">
        {shown.map(({ ages, ...group }) => (
          <section key={group.id} aria-labelledby={`age-${group.id}`} data-age-group={group.id}>
            <h3 id={`age-${group.id}`} className="text-2xl font-bold">
              {group.title}{" "}
              <span className="text-pine">
                <Trans>(ages {ages})</Trans>
              </span>
            </h3>
            <p className="mt-1 text-ink-muted">{group.description}</p>
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {group.gifts.map((gift) => (
                <li key={gift.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <p className="flex items-start gap-2 font-display text-lg font-bold">
                    <Gift aria-hidden="true" className="mt-1 size-5 shrink-0 text-christmas-red" /> {gift.name}
                  </p>
                  <p className="mt-2 w-fit rounded-full bg-pine-light px-3 py-1 text-sm font-bold text-pine-dark">{gift.priceRange}</p>
                  <p className="mt-3 text-ink-muted">
                    <span className="font-semibold text-ink">
                      <Trans>Why it's great:</Trans>{" "}
                    </span>
                    {gift.why}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
