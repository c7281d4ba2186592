import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The coloured band at the top of a page with its one <h1>. */
export function PageHero({
  title,
  lead,
  eyebrow,
  children,
  tone = "red",
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  tone?: "red" | "green";
}) {
  return (
    <section
      className={cn(
        "relative overflow-hidden px-4 py-16 text-white sm:py-20",
        tone === "red" ? "bg-gradient-to-br from-christmas-red-dark via-christmas-red to-christmas-red-dark" : "bg-gradient-to-br from-pine-dark via-pine to-pine-dark",
      )}
    >
      <div className="relative mx-auto max-w-4xl text-center">
        {eyebrow ? <p className="mb-3 font-semibold uppercase tracking-widest text-gold-light">{eyebrow}</p> : null}
        <h1 className="text-4xl font-bold leading-tight sm:text-6xl">{title}</h1>
        {lead ? <p className="mx-auto mt-5 max-w-2xl text-lg text-white sm:text-xl">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
