import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { TRIVIA_QUESTIONS } from "~/content/trivia-questions";
import { TriviaGame } from "~/features/games/trivia/trivia-game";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-trivia";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ pathname: location.pathname, 
    title: "Christmas Trivia Quiz for Kids",
    description: `Test your Christmas knowledge with ${TRIVIA_QUESTIONS.length} fun questions about Santa, his reindeer, the North Pole and Christmas traditions. Free and made for children.`,
    path: PATHS.trivia,
    keywords: ["Christmas trivia", "Christmas quiz for kids", "Santa quiz", "reindeer quiz", "Christmas games"],
  });

export default function ChristmasTrivia() {
  return (
    <>
      <PageHero
        tone="green"
        eyebrow="Christmas Games"
        title="Christmas Trivia"
        lead={`${TRIVIA_QUESTIONS.length} questions about Santa, his reindeer and the North Pole. Pick an answer, press Submit, and learn something new each time!`}
      />
      <section className="px-4 py-12">
        <TriviaGame />
      </section>
      <CtaBanner
        title="Ready for More Christmas Fun?"
        text="Find your elf name or start counting your good deeds."
        actions={[
          { label: "All Christmas Games", to: PATHS.games, variant: "light" },
          { label: "Check the Nice List", to: PATHS.niceList, variant: "gold" },
        ]}
      />
    </>
  );
}
