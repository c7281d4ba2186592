import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { ContactText } from "~/components/ui/contact-text";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`About ${SITE_NAME}: Our Mission, the Elves and the Magic`),
    description: i18n._(
      msg`Why we built a free, ad-free Christmas website for families: our mission, the elves behind Santa's replies, and the magic we hope to share.`,
    ),
    path: PATHS.about,
    keywords: i18n._(msg`about ${SITE_NAME}, letters to Santa, free Christmas website, safe for kids`).split(/,\s*/),
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
  });
};

/** The page's text in its language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/about")>(requestLocale(request), "about");
  return { sections: content.ABOUT_SECTIONS, contact: content.ABOUT_CONTACT, values: content.ABOUT_VALUES };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { sections, contact, values } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={t`Who we are`}
        title={t`About ${SITE_NAME}`}
        lead={t`A free Christmas website where children write to Santa and families share the magic of the season.`}
      >
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label={t`What we promise`}>
          {values.map((value) => (
            <li key={value} className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold ring-1 ring-white/30">
              <CheckCircle2 aria-hidden="true" className="size-4 text-gold" /> {value}
            </li>
          ))}
        </ul>
      </PageHero>
      <Section>
        <div className="mx-auto grid max-w-3xl gap-8">
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-heading`} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 sm:p-10">
              <h2 id={`${section.id}-heading`} className="flex items-center gap-3 text-3xl font-bold">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-christmas-red-light text-christmas-red">
                  <Icon name={section.icon} className="size-6" />
                </span>
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-4 text-lg leading-relaxed">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          <section aria-labelledby="contact-heading" className="rounded-3xl bg-gold-light p-7 sm:p-10">
            <h2 id="contact-heading" className="flex items-center gap-3 text-3xl font-bold">
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white text-christmas-red">
                <Icon name="mail" className="size-6" />
              </span>
              {contact.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed">
              <ContactText text={contact.text} />
            </p>
          </section>
        </div>
      </Section>
      <CtaBanner
        tone="red"
        title={t`Join the Fun`}
        text={t`Write to Santa, check the Nice List, or find a game to play together.`}
        actions={[
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Check the Nice List`, to: PATHS.niceList, variant: "gold" },
          { label: t`Play Christmas Games`, to: PATHS.games, variant: "light" },
        ]}
      />
    </>
  );
}
