import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Brain, Clock, Heart, Sparkles, type IconComponent } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import type { Game, GameDifficulty, GameFact, GameIcon } from "~/content/games";

const GAME_ICONS: Record<GameIcon, IconComponent> = { trivia: Brain, elf: Sparkles, deeds: Heart };

/** A game's difficulty stays the code's English value in the content; it is translated where it is shown. */
export const GAME_DIFFICULTY_LABELS: Record<GameDifficulty, MessageDescriptor> = {
  Easy: msg({ message: "Easy", comment: "A game's difficulty" }),
  Medium: msg({ message: "Medium", comment: "A game's difficulty" }),
  Hard: msg({ message: "Hard", comment: "A game's difficulty" }),
};

/** The games hub's cards: title, description, difficulty, time and a link to play. */
export function GameCards({ games }: { games: readonly Game[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {games.map((game) => {
        const GameIconComponent = GAME_ICONS[game.icon];
        const title = game.title;
        return (
          <li key={game.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-christmas-red-light text-christmas-red">
              <GameIconComponent aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-5 text-2xl font-bold text-ink">{title}</h3>
            <p className="mt-2 flex-1 text-ink-muted">{game.description}</p>
            <dl className="mt-5 flex flex-wrap gap-2 text-sm font-semibold">
              <div className="flex gap-1 rounded-full bg-pine-light px-3 py-1 text-pine">
                <dt>
                  <Trans>Difficulty:</Trans>
                </dt>
                <dd>{i18n._(GAME_DIFFICULTY_LABELS[game.difficulty])}</dd>
              </div>
              <div className="flex items-center gap-1 rounded-full bg-gold-light px-3 py-1 text-gold-dark">
                <dt>
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">
                    <Trans>Time:</Trans>
                  </span>
                </dt>
                <dd>{game.time}</dd>
              </div>
            </dl>
            <Link to={game.link} prefetch="intent" className={buttonVariants({ className: "mt-6" })}>
              <Trans>Play {title}</Trans>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The "Did You Know" facts. */
export function GameFacts({ facts }: { facts: readonly GameFact[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {facts.map((fact) => (
        <li key={fact.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-xl font-bold text-pine">{fact.title}</h3>
          <p className="mt-2 text-ink-muted">{fact.text}</p>
        </li>
      ))}
    </ul>
  );
}
