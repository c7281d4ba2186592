import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { DownloadLink } from "~/components/ui/download-link";
import { SongLyrics } from "~/components/ui/song-lyrics";
import { BookOpen, Brain, ChefHat, Clock, Heart, Lightbulb, Music, Palette, Sparkles, Star, Users } from "~/components/ui/icons";
import { StoryText } from "~/components/ui/story-text";
import type { AdventTreatView, PrintableFiles } from "./advent-doors";

const KIND_LABEL: Record<AdventTreatView["kind"], string> = {
  coloring: "Coloring page",
  song: "Carol",
  story: "Story",
  craft: "Craft",
  recipe: "Recipe",
  puzzle: "Puzzle",
  game: "Game challenge",
  deed: "Good deed",
};

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
function Printable({ treat, headingId, label }: { treat: PrintableFiles & { title: string; difficulty: string }; headingId: string; label: string }) {
  return (
    <div className="mt-4 grid items-start gap-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <img
        src={treat.previewUrl}
        alt={`Preview: ${treat.title}`}
        loading="lazy"
        decoding="async"
        width={treat.previewWidth}
        height={treat.previewHeight}
        className="mx-auto h-auto w-full max-w-56 rounded-2xl bg-white ring-1 ring-slate-200"
      />
      <div>
        <p className="text-sm font-bold text-ink-muted">Difficulty: {treat.difficulty}</p>
        <DownloadLink file={treat.pdfFile} label={label} describedBy={headingId} size="sm" className="mt-3" />
      </div>
    </div>
  );
}

function Steps({ steps, title = "Steps" }: { steps: readonly string[]; title?: string }) {
  return (
    <>
      <h4 className={subHeading}>{title}</h4>
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
        <strong>Grown-ups:</strong> {note}
      </span>
    </p>
  );
}

function TreatBody({ treat, headingId }: { treat: AdventTreatView; headingId: string }) {
  switch (treat.kind) {
    case "coloring":
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <Printable treat={treat} headingId={headingId} label="Download & Print (PDF)" />
        </>
      );
    case "puzzle":
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          {treat.instructions ? <p className="mt-2">{treat.instructions}</p> : null}
          <Printable treat={treat} headingId={headingId} label="Download & Print (PDF, answers on page 2)" />
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
              <strong>Fun fact:</strong> {treat.funFact}
            </span>
          </p>
        </>
      );
    case "story":
      return (
        <>
          <p className="mt-1 flex flex-wrap gap-4 text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" /> {treat.readMinutes} min read
            </span>
            <span>{treat.ageGroup}</span>
          </p>
          <StoryText content={treat.content} headingLevel={4} className="mt-4" />
        </>
      );
    case "craft":
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <p className="mt-2 text-sm font-bold text-ink-muted">
            {treat.difficulty} · about {treat.minutes} minutes
          </p>
          <h4 className={subHeading}>You will need</h4>
          <ul className={`${listClass} list-disc`}>
            {treat.materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <Steps steps={treat.steps} />
          <GrownUpNote note={treat.grownUpNote} />
        </>
      );
    case "recipe":
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <p className="mt-2 text-sm font-bold text-ink-muted">
            Prep {treat.prepMinutes} min · Bake {treat.cookMinutes} min · {treat.yield}
          </p>
          <h4 className={subHeading}>Ingredients</h4>
          <ul className={`${listClass} list-disc`}>
            {treat.ingredients.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
          <Steps steps={treat.steps} title="Method" />
          <GrownUpNote note={treat.grownUpNote} />
        </>
      );
    case "game":
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <p className="mt-4 rounded-2xl bg-pine-light p-4 font-semibold text-pine-dark">
            <strong>Your challenge:</strong> {treat.goal}
          </p>
          <h4 className={subHeading}>Tips</h4>
          <ul className={`${listClass} list-disc`}>
            {treat.tips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
          <Link to={treat.gamePath} className={buttonVariants({ size: "sm", className: "mt-5" })}>
            Play the game<span className="sr-only">: {treat.title}</span>
          </Link>
        </>
      );
    case "deed":
      return (
        <>
          <p className="mt-2 text-ink-muted">{treat.description}</p>
          <Steps steps={treat.steps} />
          <p className="mt-4 text-sm font-bold text-ink-muted">Worth {treat.points} points on the good deeds tracker.</p>
          <Link to={treat.trackerPath} className={buttonVariants({ variant: "secondary", size: "sm", className: "mt-3" })}>
            Add it to your good deeds tracker
          </Link>
        </>
      );
  }
}

/** One treat behind a door, shown in full: everything it needs is in the page's data, nothing is fetched. */
export function TreatView({ treat, day }: { treat: AdventTreatView; day: number }) {
  const headingId = `advent-${day}-${treat.kind}-${treat.id}`;
  const Icon = KIND_ICON[treat.kind];
  return (
    <article aria-labelledby={headingId} data-treat-kind={treat.kind} className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <p className="inline-flex items-center gap-2 rounded-full bg-christmas-red-light px-3 py-1 text-xs font-bold uppercase tracking-wide text-christmas-red-dark">
        <Icon aria-hidden="true" className="size-4" /> {KIND_LABEL[treat.kind]}
      </p>
      <h3 id={headingId} className="mt-3 text-2xl font-bold">
        {treat.title}
      </h3>
      <TreatBody treat={treat} headingId={headingId} />
    </article>
  );
}
