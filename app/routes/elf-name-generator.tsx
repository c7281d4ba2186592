import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { localisedContent } from "~/content/localised.server";
import { ElfNameGenerator } from "~/features/games/elf-names/elf-name-generator";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/elf-name-generator";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Elf Name Generator: Find Your Christmas Elf Name`),
    description: i18n._(
      msg`What would your name be at Santa's workshop? Enter your first name and birth month to get your elf name, elf job and special ability, then print your elf certificate.`,
    ),
    path: PATHS.elfNameGenerator,
    keywords: [
      i18n._(msg`elf name generator`),
      i18n._(msg`my elf name`),
      i18n._(msg`Christmas elf names`),
      i18n._(msg`elf certificate`),
      i18n._(msg`Christmas games for kids`),
    ],
  });
};

/** The word lists in the page's language: the names, jobs and abilities are made from them. */
export function loader({ request }: Route.LoaderArgs) {
  const words = localisedContent<typeof import("~/content/elf-names")>(requestLocale(request), "elf-names");
  return {
    words: {
      prefixes: words.ELF_PREFIXES,
      suffixes: words.ELF_SUFFIXES,
      jobTitles: words.ELF_JOB_TITLES,
      abilities: words.ELF_ABILITIES,
      months: words.MONTH_NAMES,
    },
  };
}

export default function ElfNameGeneratorPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={<Trans>Christmas Games</Trans>}
        title={<Trans>Elf Name Generator</Trans>}
        lead={
          <Trans>
            Every elf at the North Pole has a special name, a job and a secret talent. Tell us your first name and birth month to find
            yours!
          </Trans>
        }
      />
      <section className="px-4 py-12">
        <ElfNameGenerator words={loaderData.words} />
      </section>
      <CtaBanner
        title={<Trans>More Fun from the North Pole</Trans>}
        text={<Trans>Take the Christmas trivia quiz or count your good deeds for Santa.</Trans>}
        actions={[
          { label: t`All Christmas Games`, to: PATHS.games, variant: "light" },
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "gold" },
        ]}
      />
    </>
  );
}
