import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Globe2, Heart } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-traditions";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Christmas Traditions Around the World`),
    description: i18n._(
      msg`How families celebrate Christmas in Mexico, Germany, Sweden, the Philippines, Italy and Australia, plus simple ideas for starting traditions of your own.`,
    ),
    path: PATHS.traditions,
    keywords: [
      i18n._(msg`Christmas traditions`),
      i18n._(msg`Christmas around the world`),
      i18n._(msg`family traditions`),
      "Las Posadas",
      i18n._(msg({ message: "St. Lucia", comment: "Saint Lucy's Day, the Swedish tradition, as a search keyword" })),
    ],
  });
};

/** The traditions in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/traditions")>(requestLocale(request), "traditions");
  return { world: content.WORLD_TRADITIONS, family: content.FAMILY_TRADITION_IDEAS };
}

export default function ChristmasTraditions({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        eyebrow={<Trans>Around the world</Trans>}
        title={<Trans>Christmas Traditions</Trans>}
        lead={
          <Trans>
            Candles, lanterns, markets and beach picnics: discover how families celebrate in six countries, then start a tradition of
            your own.
          </Trans>
        }
      />
      <Section id="world" title={t`Christmas Around the World`}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.world.map((item) => (
            <li key={item.id} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <p className="flex items-center gap-2 font-bold uppercase tracking-wide text-pine">
                <Globe2 aria-hidden="true" className="size-5" /> {item.country}
              </p>
              <h3 className="mt-2 text-2xl font-bold">{item.tradition}</h3>
              <p className="mt-2 text-ink-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="family" title={t`Start a Family Tradition`} lead={<Trans>Small rituals children remember for years.</Trans>} className="bg-white">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.family.map((idea) => (
            <li key={idea.title} className="flex gap-4 rounded-3xl bg-christmas-red-light p-6">
              <Heart aria-hidden="true" className="size-6 shrink-0 text-christmas-red" />
              <div>
                <h3 className="text-xl font-bold">{idea.title}</h3>
                <p className="mt-1">{idea.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        title={<Trans>A Story Tradition to Start Tonight</Trans>}
        text={<Trans>Read a short Christmas story together at bedtime: it only takes a few minutes.</Trans>}
        actions={[{ label: t`Read Christmas Stories`, to: PATHS.stories, variant: "light" }]}
      />
    </>
  );
}
