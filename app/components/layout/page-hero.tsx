import type { ReactNode } from "react";
import { ART, Art, type ArtName } from "~/components/ui/art";
import { cn } from "~/lib/cn";

/** The coloured band at the top of a page with its one <h1>. */
export function PageHero({
  title,
  lead,
  eyebrow,
  children,
  tone = "red",
  art,
}: {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  tone?: "red" | "green";
  /** One of the cast (docs/design.md): small above the words on a phone, standing at the hero's foot on a wide screen. */
  art?: ArtName;
}) {
  return (
    <section
      className={cn(
        "relative overflow-hidden px-4 py-16 text-white sm:py-20",
        tone === "red" ? "bg-gradient-to-br from-christmas-red-dark via-christmas-red to-christmas-red-dark" : "bg-gradient-to-br from-pine-dark via-pine to-pine-dark",
      )}
    >
      {/* Beside the words only where there is room for it (the text column leaves 190 px a side from 1,280 px). */}
      {art ? (
        <Art
          name={art}
          eager
          className={cn(
            "pointer-events-none absolute hidden w-auto xl:block",
            ART[art].width > ART[art].height ? "right-[2%] top-[12%] h-24" : "bottom-0 right-[3%] h-52",
          )}
        />
      ) : null}
      <div className="relative mx-auto max-w-4xl text-center">
        {art ? <Art name={art} eager className="mx-auto mb-4 h-20 w-auto xl:hidden" /> : null}
        {eyebrow ? <p className="mb-3 font-semibold uppercase tracking-widest text-gold-light">{eyebrow}</p> : null}
        <h1 className="text-4xl font-bold leading-tight sm:text-6xl">{title}</h1>
        {lead ? <p className="mx-auto mt-5 max-w-2xl text-lg text-white sm:text-xl">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
