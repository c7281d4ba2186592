import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { GoodDeedsTracker } from "~/features/games/good-deeds/good-deeds-tracker";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/good-deeds-tracker";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ pathname: location.pathname, 
    title: "Good Deeds Tracker: Collect Nice Points for Santa",
    description:
      "Write down every kind thing you do, earn nice points and watch your status grow from Just Starting to Super Nice. Saved only in your own browser.",
    path: PATHS.goodDeedsTracker,
    keywords: ["good deeds tracker", "kindness chart for kids", "nice points", "Nice List", "Christmas games"],
  });

export default function GoodDeedsTrackerPage() {
  return (
    <>
      <PageHero
        tone="green"
        eyebrow="Christmas Games"
        title="Good Deeds Tracker"
        lead="Santa loves kindness! Add each good deed you do, collect nice points and see how your Nice List status grows. Your list stays in this browser only."
      />
      <section className="px-4 py-12">
        <GoodDeedsTracker />
      </section>
      <CtaBanner
        tone="red"
        title="Keep the Kindness Going"
        text="Play another game or write a letter to tell Santa about your good deeds."
        actions={[
          { label: "All Christmas Games", to: PATHS.games, variant: "light" },
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "gold" },
        ]}
      />
    </>
  );
}
