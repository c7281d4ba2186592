import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Cookie, Lightbulb, Sparkles } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/reindeer-profiles";

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const i18n = metaI18n(matches);
  // The names as the page's content spells them.
  const names = (loaderData?.reindeer ?? []).map((r) => r.name);
  const list = names.slice(0, -1).join(", ");
  const last = names.at(-1) ?? "";
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Meet Santa's Reindeer: Profiles of All Nine`),
    description: i18n._(
      msg`Get to know ${list} and ${last}: their personalities, special powers, favorite treats and fun facts.`,
    ),
    path: PATHS.reindeerProfiles,
    keywords: [
      i18n._(msg`Santa's reindeer`),
      i18n._(msg`reindeer names`),
      "Rudolph",
      i18n._(msg`reindeer facts for kids`),
      names.slice(0, 3).join(" "),
    ],
  });
};

/** The nine reindeer in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/reindeer")>(requestLocale(request), "reindeer");
  return { reindeer: content.REINDEER };
}

export default function ReindeerProfiles({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={<Trans>The Christmas Eve team</Trans>}
        title={<Trans>Meet Santa's Reindeer</Trans>}
        lead={
          <Trans>
            Nine reindeer pull Santa's sleigh around the world in a single night. Each one has a personality, a special power and a
            favorite treat of their own.
          </Trans>
        }
      />
      <Section id="reindeer" title={t`The Nine Reindeer`} lead={<Trans>Which reindeer is most like you?</Trans>}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.reindeer.map((reindeer) => (
            <li key={reindeer.id} id={reindeer.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-2xl font-bold text-christmas-red">{reindeer.name}</h3>
              <p className="mt-1 font-semibold text-pine">{reindeer.personality}</p>
              <p className="mt-3 flex-1 text-ink-muted">{reindeer.description}</p>
              <dl className="mt-5 grid gap-3 text-sm">
                <div className="rounded-2xl bg-gold-light p-3">
                  <dt className="flex items-center gap-1 font-bold text-gold-dark">
                    <Sparkles aria-hidden="true" className="size-4" /> <Trans>Special power</Trans>
                  </dt>
                  <dd className="mt-1">{reindeer.specialPower}</dd>
                </div>
                <div className="rounded-2xl bg-christmas-red-light p-3">
                  <dt className="flex items-center gap-1 font-bold text-christmas-red-dark">
                    <Cookie aria-hidden="true" className="size-4" /> <Trans>Favorite treat</Trans>
                  </dt>
                  <dd className="mt-1">{reindeer.favoriteTreat}</dd>
                </div>
                <div className="rounded-2xl bg-pine-light p-3">
                  <dt className="flex items-center gap-1 font-bold text-pine-dark">
                    <Lightbulb aria-hidden="true" className="size-4" /> <Trans>Fun fact</Trans>
                  </dt>
                  <dd className="mt-1">{reindeer.funFact}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        tone="red"
        title={<Trans>Visit the Reindeer's Home</Trans>}
        text={<Trans>Take a tour of the North Pole village, from the reindeer stables to Santa's busy workshop.</Trans>}
        actions={[
          { label: t`Tour the North Pole Village`, to: PATHS.northPoleVillage, variant: "light" },
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "gold" },
        ]}
      />
    </>
  );
}
