import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { PlanningChecklist } from "~/features/planning/planning-checklist";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-planning";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Christmas Planning Guide: Timeline and Checklist`),
    description: i18n._(
      msg`A stress-free Christmas planning timeline from early November to Christmas week, and a 10-step checklist that remembers your ticks in this browser.`,
    ),
    path: PATHS.planning,
    keywords: [
      i18n._(msg`Christmas planning`),
      i18n._(msg`Christmas checklist`),
      i18n._(msg`holiday timeline`),
      i18n._(msg`family Christmas organizer`),
    ],
  });
};

/** The timeline and the checklist in the page's language (the checklist's ids, which the ticks are saved by, are the same in all). */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/planning")>(requestLocale(request), "planning");
  return { timeline: content.PLANNING_TIMELINE, checklist: content.PLANNING_CHECKLIST };
}

export default function ChristmasPlanning({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={<Trans>For parents</Trans>}
        title={<Trans>Christmas Planning Guide</Trans>}
        lead={<Trans>A little planning now means more cocoa and carols later. Follow the timeline and tick off the checklist as you go.</Trans>}
      />
      <Section id="timeline" title={t`Your Christmas Timeline`}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {loaderData.timeline.map((period, i) => (
            <li key={period.id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm font-bold uppercase tracking-wide text-christmas-red">
                <span className="sr-only">
                  <StepNumber number={i + 1} />{" "}
                </span>
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
      <Section id="checklist" title={t`Christmas Checklist`} lead={<Trans>Tick each task when it is done.</Trans>} className="bg-pine-light">
        <PlanningChecklist items={loaderData.checklist} />
      </Section>
      <CtaBanner
        tone="red"
        title={<Trans>Next Up: The Gift List</Trans>}
        text={<Trans>Find age-by-age gift ideas with price ranges and a reason for each.</Trans>}
        actions={[{ label: t`Browse Gift Ideas`, to: PATHS.giftIdeas, variant: "light" }]}
      />
    </>
  );
}

function StepNumber({ number }: { number: number }) {
  return <Trans>Step {number}:</Trans>;
}
