import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A page section with a centred heading and an optional lead paragraph. Below the fold it renders lazily (ADR 008);
 * `lazy={false}` for a section holding links whose colours must be measured before it is scrolled to (a section
 * skipped by content-visibility reports its links' positions, and so their backgrounds, wrongly to checkers).
 */
export function Section({
  title,
  lead,
  id,
  className,
  children,
  lazy = true,
  ...props
}: { title?: ReactNode; lead?: ReactNode; id?: string; children: ReactNode; lazy?: boolean } & HTMLAttributes<HTMLElement>) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn(lazy && "lazy-render", "px-4 py-14 sm:py-16", className)} {...props}>
      <div className="mx-auto max-w-6xl">
        {title ? (
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id={headingId} className="text-3xl font-bold text-ink sm:text-4xl">
              {title}
            </h2>
            {lead ? <p className="mt-3 text-lg text-ink-muted">{lead}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
