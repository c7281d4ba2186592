import { Brain, Clock, Heart, Sparkles, type IconComponent } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import type { Game, GameFact, GameIcon } from "~/content/games";

const GAME_ICONS: Record<GameIcon, IconComponent> = { trivia: Brain, elf: Sparkles, deeds: Heart };

/** The games hub's cards: title, description, difficulty, time and a link to play. */
export function GameCards({ games }: { games: readonly Game[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {games.map((game) => {
        const GameIconComponent = GAME_ICONS[game.icon];
        return (
          <li key={game.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-christmas-red-light text-christmas-red">
              <GameIconComponent aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-5 text-2xl font-bold text-ink">{game.title}</h3>
            <p className="mt-2 flex-1 text-ink-muted">{game.description}</p>
            <dl className="mt-5 flex flex-wrap gap-2 text-sm font-semibold">
              <div className="flex gap-1 rounded-full bg-pine-light px-3 py-1 text-pine">
                <dt>Difficulty:</dt>
                <dd>{game.difficulty}</dd>
              </div>
              <div className="flex items-center gap-1 rounded-full bg-gold-light px-3 py-1 text-gold-dark">
                <dt>
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">Time:</span>
                </dt>
                <dd>{game.time}</dd>
              </div>
            </dl>
            <Link to={game.link} prefetch="intent" className={buttonVariants({ className: "mt-6" })}>
              Play {game.title}
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
