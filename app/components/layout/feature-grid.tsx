import { Trans } from "@lingui/react/macro";
import { Link } from "~/components/ui/link";
import type { FeatureCardContent, Step } from "~/content/types";
import { cn } from "~/lib/cn";
import { Icon } from "../ui/icon";

/** Cards that each lead to a page. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly FeatureCardContent[]; columns?: 2 | 3 }) {
  return (
    <ul className={cn("grid gap-6", columns === 3 ? "md:grid-cols-3" : "md:grid-cols-2")}>
      {items.map((item) => (
        <li key={item.to} className="flex flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-lg">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-christmas-red-light text-christmas-red">
            <Icon name={item.icon} className="size-7" />
          </span>
          <h3 className="mt-5 text-2xl font-bold">{item.title}</h3>
          <p className="mt-2 flex-1 text-ink-muted">{item.text}</p>
          <Link to={item.to} prefetch="intent" className="mt-5 font-bold text-christmas-red underline-offset-4 hover:underline">
            {item.cta} <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Numbered (or icon) steps in a row. */
export function StepList({ steps, numbered = true }: { steps: readonly Step[]; numbered?: boolean }) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className="grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => (
        <li key={step.title} className="rounded-3xl bg-white p-7 text-center shadow-sm ring-1 ring-slate-200">
          <span className="relative mx-auto inline-flex size-16 items-center justify-center rounded-full bg-pine text-white">
            <Icon name={step.icon} className="size-8" />
            {numbered ? (
              <span aria-hidden="true" className="absolute -right-1 -top-1 inline-flex size-7 items-center justify-center rounded-full bg-gold text-sm font-bold text-ink">
                {i + 1}
              </span>
            ) : null}
          </span>
          <h3 className="mt-4 text-xl font-bold">{numbered ? (
              <span className="sr-only">
                <Trans>Step {i + 1}:</Trans>{" "}
              </span>
            ) : null}{step.title}</h3>
          <p className="mt-2 text-ink-muted">{step.text}</p>
        </li>
      ))}
    </List>
  );
}
