import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { BookOpen, Clock } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { StoryReader } from "~/features/stories/story-reader";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-stories";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Christmas Stories for Kids: Short Bedtime Tales`),
    description: i18n._(
      msg`Original short Christmas stories to read aloud: a brave little snowflake, an elf and a silent sleigh bell, and a gingerbread map. Plus tales of Santa's reindeer and the North Pole village.`,
    ),
    path: PATHS.stories,
    keywords: [
      i18n._(msg`Christmas stories for kids`),
      i18n._(msg`bedtime stories`),
      i18n._(msg`read aloud Christmas`),
      i18n._(msg`reindeer stories`),
      i18n._(msg`North Pole stories`),
    ],
  });
};

/** The collections and the featured stories in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/stories")>(requestLocale(request), "stories");
  return { collections: content.STORY_COLLECTIONS, stories: content.FEATURED_STORIES };
}

export default function ChristmasStories({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        art="santaWave"
        eyebrow={<Trans>Story time</Trans>}
        title={<Trans>Christmas Stories</Trans>}
        lead={
          <Trans>
            Snuggle up with a cup of cocoa: short, original Christmas tales to read aloud together, with a little lesson tucked inside
            each one.
          </Trans>
        }
      />

      <Section id="collections" title={t`Story Collections`} lead={<Trans>Visit Santa's reindeer and the elves' village for even more to read.</Trans>}>
        <ul className="grid gap-6 md:grid-cols-2">
          {loaderData.collections.map((collection) => {
            const { title, readTime, storiesCount } = collection;
            return (
              <li key={collection.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-2xl font-bold">{title}</h3>
                <p className="mt-2 flex-1 text-ink-muted">{collection.description}</p>
                <p className="mt-4 flex flex-wrap gap-4 text-sm font-semibold text-pine">
                  <span className="inline-flex items-center gap-1">
                    <BookOpen aria-hidden="true" className="size-4" /> <Plural value={storiesCount} one="# story" other="# stories" />
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-4" /> <Trans>{readTime} each</Trans>
                  </span>
                </p>
                <Link to={collection.link} prefetch="intent" className="mt-5 font-bold text-christmas-red underline-offset-4 hover:underline">
                  <Trans>Explore {title}</Trans> <span aria-hidden="true">→</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="featured" title={t`Featured Stories`} lead={<Trans>Choose a story to read it right here.</Trans>} className="bg-white">
        <StoryReader stories={loaderData.stories} />
      </Section>

      <CtaBanner
        title={<Trans>Tell Santa Your Favorite Story</Trans>}
        text={<Trans>Which story did you like best? Write to Santa and tell him all about it, then see if you are on the Nice List.</Trans>}
        actions={[
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Check the Nice List`, to: PATHS.niceList, variant: "gold" },
        ]}
      />
    </>
  );
}
