import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { cn } from "~/lib/cn";
import { buttonVariants } from "../ui/button";

export interface CtaAction {
  label: string;
  to: string;
  variant?: "light" | "gold" | "outline" | "primary" | "secondary";
}

/** A closing call to action: a heading, a line, and one or more buttons. */
export function CtaBanner({ title, text, actions, tone = "green" }: { title: ReactNode; text?: ReactNode; actions: readonly CtaAction[]; tone?: "green" | "red" }) {
  return (
    <section className="px-4 py-14">
      <div
        className={cn(
          "mx-auto max-w-5xl rounded-3xl px-6 py-12 text-center text-white shadow-xl sm:px-12",
          tone === "green" ? "bg-pine" : "bg-christmas-red",
        )}
      >
        <h2 className="text-3xl font-bold sm:text-4xl">{title}</h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg">{text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {actions.map((action) => (
            <Link key={action.to + action.label} to={action.to} prefetch="intent" className={buttonVariants({ variant: action.variant ?? "light", size: "lg" })}>
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
