import { BookOpen, Clock } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { FEATURED_STORIES, STORY_COLLECTIONS } from "~/content/stories";
import { StoryReader } from "~/features/stories/story-reader";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-stories";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Christmas Stories for Kids: Short Bedtime Tales",
    description:
      "Original short Christmas stories to read aloud: a brave little snowflake, an elf and a silent sleigh bell, and a gingerbread map. Plus tales of Santa's reindeer and the North Pole village.",
    path: PATHS.stories,
    keywords: ["Christmas stories for kids", "bedtime stories", "read aloud Christmas", "reindeer stories", "North Pole stories"],
  });

export default function ChristmasStories() {
  return (
    <>
      <PageHero
        eyebrow="Story time"
        title="Christmas Stories"
        lead="Snuggle up with a cup of cocoa: short, original Christmas tales to read aloud together, with a little lesson tucked inside each one."
      />

      <Section id="collections" title="Story Collections" lead="Visit Santa's reindeer and the elves' village for even more to read.">
        <ul className="grid gap-6 md:grid-cols-2">
          {STORY_COLLECTIONS.map((collection) => (
            <li key={collection.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-2xl font-bold">{collection.title}</h3>
              <p className="mt-2 flex-1 text-ink-muted">{collection.description}</p>
              <p className="mt-4 flex flex-wrap gap-4 text-sm font-semibold text-pine">
                <span className="inline-flex items-center gap-1">
                  <BookOpen aria-hidden="true" className="size-4" /> {collection.storiesCount} stories
                </span>
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-4" /> {collection.readTime} each
                </span>
              </p>
              <Link to={collection.link} prefetch="intent" className="mt-5 font-bold text-christmas-red underline-offset-4 hover:underline">
                Explore {collection.title} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="featured" title="Featured Stories" lead="Choose a story to read it right here." className="bg-white">
        <StoryReader stories={FEATURED_STORIES} />
      </Section>

      <CtaBanner
        title="Tell Santa Your Favourite Story"
        text="Which story did you like best? Write to Santa and tell him all about it, then see if you are on the Nice List."
        actions={[
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
          { label: "Check the Nice List", to: PATHS.niceList, variant: "gold" },
        ]}
      />
    </>
  );
}
