import { FileText } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { TEMPLATE_CATEGORIES } from "~/content/printable-templates";
import { DownloadLink } from "~/components/ui/download-link";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/printable-templates";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Free Printable Christmas Templates (PDF)",
    description:
      "Free printable Christmas PDFs: a gift list tracker, budget planner, meal planner, card list, gift tags, cookie jar labels, a wish list, an advent kindness calendar, bingo and thank-you notes.",
    path: PATHS.printableTemplates,
    keywords: ["free Christmas printables", "printable gift tags", "Christmas planner PDF", "Christmas bingo", "wish list template"],
  });

export default function PrintableTemplates() {
  return (
    <>
      <PageHero
        tone="green"
        eyebrow="Free to print"
        title="Printable Christmas Templates"
        lead="Twelve free PDFs to print at home on ordinary US Letter paper or card: planners for grown-ups, tags for presents, and activities for children."
      />
      {TEMPLATE_CATEGORIES.map((category, i) => (
        <Section key={category.id} id={category.id} title={category.title} lead={category.description} className={i % 2 === 1 ? "bg-white" : undefined}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {category.items.map((item) => (
              <li key={item.id} className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-christmas-red-light text-christmas-red">
                  <FileText aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold">{item.name}</h3>
                <p id={`${item.id}-desc`} className="mt-2 flex-1 text-ink-muted">
                  {item.description}
                </p>
                <p className="mt-3 text-sm font-semibold text-pine">{item.type}, 1 page</p>
                <DownloadLink file={item.file} label="Download Free" describedBy={`${item.id}-name`} className="mt-4" />
                <span id={`${item.id}-name`} className="sr-only">
                  {item.name} ({item.type})
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <CtaBanner
        tone="red"
        title="Put Your Printables to Work"
        text="Follow our step-by-step Christmas timeline and tick off the checklist as you go."
        actions={[{ label: "Open the Planning Guide", to: PATHS.planning, variant: "light" }]}
      />
    </>
  );
}
