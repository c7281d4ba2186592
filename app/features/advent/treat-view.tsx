import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { DownloadLink } from "~/components/ui/download-link";
import { SongLyrics } from "~/components/ui/song-lyrics";
import { BookOpen, Brain, ChefHat, Clock, Heart, Lightbulb, Music, Palette, Sparkles, Star, Users } from "~/components/ui/icons";
import { StoryText } from "~/components/ui/story-text";
import type { Difficulty } from "~/content/recipes";
import type { AdventTreatView, PrintableFiles } from "./advent-doors";
import { DIFFICULTY_LABELS, KIND_LABEL } from "./labels";

const KIND_ICON = {
  coloring: Palette,
  song: Music,
  story: BookOpen,
  craft: Sparkles,
  recipe: ChefHat,
  puzzle: Brain,
  game: Star,
  deed: Heart,
} satisfies Record<AdventTreatView["kind"], unknown>;

const listClass = "mt-2 grid gap-1 pl-5";
const subHeading = "mt-5 text-lg font-bold";

/** The preview loads only when its door is open (it is rendered only then) and only as it scrolls into view. */
function Printable({ treat, headingId, label }: { treat: PrintableFiles & { title: string; difficulty: Difficulty }; headingId: string; label: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const title = treat.title;
  const difficulty = i18n._(DIFFICULTY_LABELS[treat.difficulty]);
  return (
    <div className="mt-4 grid items-start gap-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <img
        src={treat.previewUrl}
        alt={t`Preview: ${title}`}
        loading="lazy"
        decoding="async"
        width={treat.previewWidth}
        height={treat.previewHeight}
        className="mx-auto h-auto w-full max-w-56 rounded-2xl bg-white ring-1 ring-slate-200"
      />
      <div>
        <p className="text-sm font-bold text-ink-muted">
          <Trans>Difficulty: {difficulty}</Trans>
        </p>
        <DownloadLink file={treat.pdfFile} label={label} describedBy={headingId} size="sm" className="mt-3" />
      </div>
    </div>
  );
}

function Steps({ steps, title }: { steps: readonly string[]; title?: string }) {
  return (
    <>
      <h4 className={subHeading}>{title ?? <Trans>Steps</Trans>}</h4>
      <ol className="mt-2 grid list-decimal gap-2 pl-6">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </>
  );
}

function GrownUpNote({ note }: { note: string | undefined }) {
  if (!note) return null;
  return (
    <p className="mt-5 flex gap-2 rounded-2xl bg-gold-light p-4 text-gold-dark">
      <Users aria-hidden="true" className="size-5 shrink-0" />
      <span>
        <strong>
          <Trans>Grown-ups:</Trans>
        </strong>{" "}
        {note}
      </span>
    </p>
  );
}

function TreatBody({ treat, headingId }: { treat: AdventTreatView; headingId: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  switch (treat.kind) {
    case "coloring":
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <Printable treat={treat} headingId={headingId} label={t`Download & Print (PDF)`} />
        </>
      );
    case "puzzle":
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          {treat.instructions ? <p className="mt-2">{treat.instructions}</p> : null}
          <Printable treat={treat} headingId={headingId} label={t`Download & Print (PDF, answers on page 2)`} />
        </>
      );
    case "song":
      return (
        <>
          <p className="mt-1 text-ink-muted">
            {treat.artist} · {treat.year}
          </p>
          <SongLyrics lines={treat.lyrics} />
          <p className="mt-4 flex gap-2">
            <Lightbulb aria-hidden="true" className="size-5 shrink-0 text-gold-dark" />
            <span>
              <strong>
                <Trans>Fun fact:</Trans>
              </strong>{" "}
              {treat.funFact}
            </span>
          </p>
        </>
      );
    case "story": {
      const minutes = treat.readMinutes;
      return (
        <>
          <p className="mt-1 flex flex-wrap gap-4 text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" /> <Trans>{minutes} min read</Trans>
            </span>
            <span>{treat.ageGroup}</span>
          </p>
          <StoryText content={treat.content} headingLevel={4} className="mt-4" />
        </>
      );
    }
    case "craft": {
      const difficulty = i18n._(DIFFICULTY_LABELS[treat.difficulty]);
      const minutes = treat.minutes;
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <p className="mt-2 text-sm font-bold text-ink-muted">
            <Trans>
              {difficulty} · about {minutes} minutes
            </Trans>
          </p>
          <h4 className={subHeading}>
            <Trans>You will need</Trans>
          </h4>
          <ul className={`${listClass} list-disc`}>
            {treat.materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <Steps steps={treat.steps} />
          <GrownUpNote note={treat.grownUpNote} />
        </>
      );
    }
    case "recipe": {
      const { prepMinutes, cookMinutes } = treat;
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <p className="mt-2 text-sm font-bold text-ink-muted">
            <Trans>
              Prep {prepMinutes} min · Bake {cookMinutes} min
            </Trans>{" "}
            · {treat.yield}
          </p>
          <h4 className={subHeading}>
            <Trans>Ingredients</Trans>
          </h4>
          <ul className={`${listClass} list-disc`}>
            {treat.ingredients.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
          <Steps steps={treat.steps} title={t`Method`} />
          <GrownUpNote note={treat.grownUpNote} />
        </>
      );
    }
    case "game": {
      const title = treat.title;
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <p className="mt-4 rounded-2xl bg-pine-light p-4 font-semibold text-pine-dark">
            <strong>
              <Trans>Your challenge:</Trans>
            </strong>{" "}
            {treat.goal}
          </p>
          <h4 className={subHeading}>
            <Trans>Tips</Trans>
          </h4>
          <ul className={`${listClass} list-disc`}>
            {treat.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <Link to={treat.gamePath} className={buttonVariants({ size: "sm", className: "mt-5" })}>
            <Trans>
              Play the game<span className="sr-only">: {title}</span>
            </Trans>
          </Link>
        </>
      );
    }
    case "deed": {
      const points = treat.points;
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <Steps steps={treat.steps} />
          <p className="mt-4 text-sm font-bold text-ink-muted">
            <Trans>Worth {points} points on the good deeds tracker.</Trans>
          </p>
          <Link to={treat.trackerPath} className={buttonVariants({ variant: "secondary", size: "sm", className: "mt-3" })}>
            <Trans>Add it to your good deeds tracker</Trans>
          </Link>
        </>
      );
    }
  }
}

/** One treat behind a door, shown in full: everything it needs is in the page's data, nothing is fetched. */
export function TreatView({ treat, day }: { treat: AdventTreatView; day: number }) {
  const { i18n } = useLingui();
  const headingId = `advent-${day}-${treat.kind}-${treat.id}`;
  const Icon = KIND_ICON[treat.kind];
  return (
    <article aria-labelledby={headingId} data-treat-kind={treat.kind} className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <p className="inline-flex items-center gap-2 rounded-full bg-christmas-red-light px-3 py-1 text-xs font-bold uppercase tracking-wide text-christmas-red-dark">
        <Icon aria-hidden="true" className="size-4" /> {i18n._(KIND_LABEL[treat.kind])}
      </p>
      <h3 id={headingId} className="mt-3 text-2xl font-bold">
        {treat.title}
      </h3>
      <TreatBody treat={treat} headingId={headingId} />
    </article>
  );
}
