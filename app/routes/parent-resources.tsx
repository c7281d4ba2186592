import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Lightbulb } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/parent-resources";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Parent Resources: Christmas Gifts, Planning and Printables`),
    description: i18n._(
      msg`Everything parents need for a calm, happy Christmas: gift ideas by age, a planning guide with checklist, free printable templates and traditions from around the world.`,
    ),
    path: PATHS.parentResources,
    keywords: i18n._(msg`Christmas parent resources, Christmas planning, printable templates, gift ideas for kids, family traditions`).split(/,\s*/),
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
  });
};

/** The guides and tips in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/parent-resources")>(requestLocale(request), "parent-resources");
  return { cards: content.RESOURCE_CARDS, tips: content.PARENT_TIPS };
}

const FAMILY_FUN = [
  { label: msg`Christmas Games`, to: PATHS.games, text: msg`A trivia quiz, an elf name generator and a good deeds tracker.` },
  { label: msg`Coloring Pages`, to: PATHS.coloringPages, text: msg`Free printable pictures for quiet afternoons.` },
  { label: msg`Christmas Songs`, to: PATHS.songs, text: msg`Carols and festive songs to sing along together.` },
] as const;

export default function ParentResources({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { cards, tips } = loaderData;
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={t`For grown-ups`}
        title={t`Parent Resources`}
        lead={t`Less stress, more magic: practical guides and free printables to help your family enjoy the whole season.`}
      />
      <Section id="resources" title={t`Guides and Printables`}>
        <ul className="grid gap-6 md:grid-cols-2">
          {cards.map(({ id, icon, title, description, link }) => (
            <li key={id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-pine-light text-pine">
                <Icon name={icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-bold">{title}</h3>
              <p className="mt-2 flex-1 text-ink-muted">{description}</p>
              <Link to={link} prefetch="intent" className="mt-5 font-bold text-christmas-red underline-offset-4 hover:underline">
                <Trans>Open {title}</Trans> <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="tips" title={t`Tips from Our Elves`} className="bg-white">
        <ul className="grid gap-6 md:grid-cols-2">
          {tips.map((tip) => (
            <li key={tip.title} className="flex gap-4 rounded-3xl bg-gold-light p-6">
              <Lightbulb aria-hidden="true" className="size-7 shrink-0 text-gold-dark" />
              <div>
                <h3 className="text-xl font-bold">{tip.title}</h3>
                <p className="mt-1">{tip.tip}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="family-fun" title={t`Fun for the Whole Family`}>
        <ul className="grid gap-6 md:grid-cols-3">
          {FAMILY_FUN.map((item) => (
            <li key={item.to} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Link to={item.to} prefetch="intent" className="font-display text-xl font-bold text-christmas-red underline-offset-4 hover:underline">
                {i18n._(item.label)}
              </Link>
              <p className="mt-2 text-ink-muted">{i18n._(item.text)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        tone="red"
        title={t`Let Your Child Write to Santa`}
        text={t`A free, safe letter form, and Santa's personal reply arrives in your inbox.`}
        actions={[{ label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" }]}
      />
    </>
  );
}
