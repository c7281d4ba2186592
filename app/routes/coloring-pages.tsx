import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Printer } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { ColoringGrid, RandomColoringButton } from "~/features/activities/coloring-pages-grid";
import { coloringCards } from "~/features/activities/page-data";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/coloring-pages";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Free Printable Christmas Coloring Pages for Kids`),
    description: i18n._(
      msg`Eight original Christmas coloring pages to download and print: Santa, a reindeer, a snowman, an elf, a gingerbread house, a tree, stockings and a snowy cabin.`,
    ),
    path: PATHS.coloringPages,
    keywords: [
      i18n._(msg`Christmas coloring pages`),
      i18n._(msg`free printable coloring pages`),
      i18n._(msg`Santa coloring page`),
      i18n._(msg`reindeer coloring`),
      i18n._(msg`kids Christmas printables`),
    ],
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
  });
};

/** The eight featured pages and the parents' tips, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const { FEATURED_COLORING_PAGES } = localisedContent<typeof import("~/content/coloring-pages")>(locale, "coloring-pages");
  const { COLORING_TIPS } = localisedContent<typeof import("~/content/activities")>(locale, "activities");
  return { pages: coloringCards(FEATURED_COLORING_PAGES), tips: COLORING_TIPS };
}

export default function ColoringPages({ loaderData }: Route.ComponentProps) {
  const { pages, tips } = loaderData;
  const { t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={<Trans>Free to print at home</Trans>}
        title={<Trans>Christmas Coloring Pages</Trans>}
        lead={<Trans>Eight original drawings with thick, friendly outlines. Each one prints on a single A4 or US Letter page.</Trans>}
      >
        <div className="mt-8 flex justify-center">
          <RandomColoringButton pages={pages} />
        </div>
      </PageHero>

      <Section
        id="pages"
        title={t`Choose a Page to Color`}
        lead={<Trans>Easy pages suit toddlers; hard pages have more detail for older children.</Trans>}
      >
        <ColoringGrid pages={pages} />
        <p className="mt-10 text-center">
          <Link to={PATHS.advent} className={buttonVariants({ variant: "secondary" })}>
            <CalendarDays aria-hidden="true" /> <Trans>More coloring pages in the advent calendar</Trans>
          </Link>
        </p>
      </Section>

      <Section id="parent-tips" title={t`Tips for Parents`} className="bg-white">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {tips.map((tip) => (
            <li key={tip.title} className="rounded-3xl bg-snow p-6 ring-1 ring-slate-200">
              <Printer aria-hidden="true" className="size-7 text-christmas-red" />
              <h3 className="mt-3 text-lg font-bold">{tip.title}</h3>
              <p className="mt-1 text-ink-muted">{tip.tip}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        title={<Trans>Finished Coloring?</Trans>}
        text={<Trans>Turn your artwork into a handmade card, find more festive fun, or slip it in with your letter to Santa.</Trans>}
        actions={[
          { label: t`Make a Christmas Card`, to: PATHS.cards, variant: "light" },
          { label: t`More Activities`, to: PATHS.activities, variant: "gold" },
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
        ]}
      />
    </>
  );
}
