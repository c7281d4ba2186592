import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PageHero } from "~/components/layout/page-hero";
import { CtaBanner } from "~/components/layout/cta-banner";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { GameCards, GameFacts } from "~/features/games/hub/game-cards";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-games";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Christmas Games for Kids: Trivia, Elf Names and Good Deeds`),
    description: i18n._(
      msg`Free Christmas games for children: a festive trivia quiz, an elf name generator with a printable certificate, and a good deeds tracker that counts nice points.`,
    ),
    path: PATHS.games,
    keywords: [
      i18n._(msg`Christmas games for kids`),
      i18n._(msg`Christmas trivia`),
      i18n._(msg`elf name generator`),
      i18n._(msg`good deeds tracker`),
      i18n._(msg`free Christmas activities`),
    ],
  });
};

/** The three games and the facts, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const { GAMES, GAME_FACTS } = localisedContent<typeof import("~/content/games")>(requestLocale(request), "games");
  return { games: GAMES, facts: GAME_FACTS };
}

export default function ChristmasGames({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        art="wrenPoint"
        eyebrow={<Trans>Play, laugh and learn</Trans>}
        title={<Trans>Christmas Games</Trans>}
        lead={
          <Trans>
            Three free games for the whole family: test your Christmas knowledge, discover your elf name and collect nice points for
            every kind thing you do.
          </Trans>
        }
      />
      <Section id="games" title={t`Pick a Game`} lead={<Trans>Every game works on a phone, a tablet or a computer, with a mouse or the keyboard.</Trans>}>
        <GameCards games={loaderData.games} />
      </Section>
      <Section id="did-you-know" title={t`Did You Know?`} className="bg-white">
        <GameFacts facts={loaderData.facts} />
      </Section>
      <CtaBanner
        tone="red"
        title={<Trans>Have You Been Nice This Year?</Trans>}
        text={<Trans>Check your name on Santa's Nice List and print a certificate to keep.</Trans>}
        actions={[{ label: t`Check the Nice List`, to: PATHS.niceList, variant: "light" }]}
      />
    </>
  );
}
