import { cn } from "~/lib/cn";
import { Art, type ArtName } from "~/components/ui/art";
import { Trans } from "@lingui/react/macro";
import { ArrowLeft, BookOpen, Clock } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { Story } from "~/content/stories";
import { trackClick } from "~/lib/analytics";
import { StoryText } from "~/components/ui/story-text";

/**
 * The featured stories: a list of cards (list view) or one story shown in place (reading view). Opening a
 * story moves focus to its title; Back to Stories returns focus to the card it was opened from.
 */
export function StoryReader({ stories }: { stories: readonly Story[] }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRefs = useRef(new Map<string, HTMLButtonElement>());
  const returnTo = useRef<string | null>(null);
  const selected = stories.find((s) => s.id === selectedId) ?? null;

  useEffect(() => {
    if (selected) {
      headingRef.current?.focus();
    } else if (returnTo.current) {
      cardRefs.current.get(returnTo.current)?.focus();
      returnTo.current = null;
    }
  }, [selected]);

  if (selected) {
    return (
      <article aria-labelledby="story-title" className="mx-auto max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <Button
          variant="outline"
          onClick={() => {
            returnTo.current = selected.id;
            setSelectedId(null);
          }}
        >
          <ArrowLeft aria-hidden="true" /> <Trans>Back to Stories</Trans>
        </Button>
        <StoryCover id={selected.id} className="mx-auto mt-6 aspect-[8/5] w-full max-w-md rounded-2xl object-cover" />
        <h2 id="story-title" ref={headingRef} tabIndex={-1} className="mt-8 text-center text-3xl font-bold sm:text-4xl">
          {selected.title}
        </h2>
        <p className="mt-3 flex flex-wrap justify-center gap-4 text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" /> <ReadTime minutes={selected.readMinutes} />
          </span>
          <span>{selected.ageGroup}</span>
        </p>
        <StoryText content={selected.content} />
      </article>
    );
  }

  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {stories.map((story) => (
        <li key={story.id}>
          <button
            type="button"
            ref={(el) => {
              if (el) cardRefs.current.set(story.id, el);
              else cardRefs.current.delete(story.id);
            }}
            onClick={() => {
              trackClick("story_open", { story_id: story.id });
              setSelectedId(story.id);
            }}
            className="flex h-full w-full flex-col overflow-hidden rounded-3xl bg-white text-left shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
          >
            <StoryCover id={story.id} className="aspect-[8/5] w-full object-cover" />
            <span className="flex flex-1 flex-col p-7 pt-5">
            <span className="font-display text-2xl font-bold">{story.title}</span>
            <span className="mt-2 flex-1 text-ink-muted">{story.summary}</span>
            <span className="mt-4 flex flex-wrap gap-3 text-sm font-semibold text-pine">
              <span>
                <ReadTime minutes={story.readMinutes} />
              </span>
              <span aria-hidden="true">·</span>
              <span>{story.ageGroup}</span>
            </span>
            <span className="mt-4 font-bold text-christmas-red">
              <Trans>Read the story</Trans> <span aria-hidden="true">→</span>
            </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** "3 min read", in the page's language. */
function ReadTime({ minutes }: { minutes: number }) {
  return <Trans>{minutes} min read</Trans>;
}

/** Each featured story's cover picture (docs/design.md), by the story's id in every language; a book for any other. */
export const STORY_COVERS: Readonly<Record<string, ArtName>> = {
  "the-snowflake-who-wanted-to-help": "storySnowflake",
  "pip-and-the-silent-sleigh-bell": "storySilentBell",
  "the-gingerbread-map": "storyGingerbreadMap",
};

function StoryCover({ id, className }: { id: string; className: string }) {
  const art = STORY_COVERS[id];
  if (art) return <Art name={art} className={className} />;
  return (
    <span className={cn("flex items-center justify-center bg-christmas-red-light text-christmas-red", className)}>
      <BookOpen aria-hidden="true" className="size-12" />
    </span>
  );
}
