import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { PLANNING_CHECKLIST, PLANNING_TIMELINE } from "~/content/planning";
import { PlanningChecklist } from "~/features/planning/planning-checklist";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-planning";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Christmas Planning Guide: Timeline and Checklist",
    description:
      "A stress-free Christmas planning timeline from early November to Christmas week, and a 10-step checklist that remembers your ticks in this browser.",
    path: PATHS.planning,
    keywords: ["Christmas planning", "Christmas checklist", "holiday timeline", "family Christmas organiser"],
  });

export default function ChristmasPlanning() {
  return (
    <>
      <PageHero
        tone="green"
        eyebrow="For parents"
        title="Christmas Planning Guide"
        lead="A little planning now means more cocoa and carols later. Follow the timeline and tick off the checklist as you go."
      />
      <Section id="timeline" title="Your Christmas Timeline">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {PLANNING_TIMELINE.map((period, i) => (
            <li key={period.id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm font-bold uppercase tracking-wide text-christmas-red">
                <span className="sr-only">Step {i + 1}: </span>
                {period.period}
              </p>
              <h3 className="mt-1 text-xl font-bold">{period.title}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-muted">
                {period.tasks.map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="checklist" title="Christmas Checklist" lead="Tick each task when it is done." className="bg-pine-light">
        <PlanningChecklist items={PLANNING_CHECKLIST} />
      </Section>
      <CtaBanner
        tone="red"
        title="Next Up: The Gift List"
        text="Find age-by-age gift ideas with price ranges and a reason for each."
        actions={[{ label: "Browse Gift Ideas", to: PATHS.giftIdeas, variant: "light" }]}
      />
    </>
  );
}
