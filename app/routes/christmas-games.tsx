import { PageHero } from "~/components/layout/page-hero";
import { CtaBanner } from "~/components/layout/cta-banner";
import { Section } from "~/components/ui/section";
import { GAME_FACTS, GAMES } from "~/content/games";
import { GameCards, GameFacts } from "~/features/games/hub/game-cards";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-games";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ pathname: location.pathname, 
    title: "Christmas Games for Kids: Trivia, Elf Names and Good Deeds",
    description:
      "Free Christmas games for children: a festive trivia quiz, an elf name generator with a printable certificate, and a good deeds tracker that counts nice points.",
    path: PATHS.games,
    keywords: ["Christmas games for kids", "Christmas trivia", "elf name generator", "good deeds tracker", "free Christmas activities"],
  });

export default function ChristmasGames() {
  return (
    <>
      <PageHero
        eyebrow="Play, laugh and learn"
        title="Christmas Games"
        lead="Three free games for the whole family: test your Christmas knowledge, discover your elf name and collect nice points for every kind thing you do."
      />
      <Section id="games" title="Pick a Game" lead="Every game works on a phone, a tablet or a computer, with a mouse or the keyboard.">
        <GameCards games={GAMES} />
      </Section>
      <Section id="did-you-know" title="Did You Know?" className="bg-white">
        <GameFacts facts={GAME_FACTS} />
      </Section>
      <CtaBanner
        tone="red"
        title="Have You Been Nice This Year?"
        text="Check your name on Santa's Nice List and print a certificate to keep."
        actions={[{ label: "Check the Nice List", to: PATHS.niceList, variant: "light" }]}
      />
    </>
  );
}
