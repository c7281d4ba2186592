import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ContactText } from "~/components/ui/contact-text";
import { contactEmail } from "~/lib/public-config";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import { buttonVariants } from "~/components/ui/button";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Privacy Policy: How We Protect Your Family`),
    description: i18n._(
      msg`What a letter to Santa stores, how it is used only to send Santa's reply, when it is deleted, and your rights. No trackers, no cookies, no advertising. COPPA compliant.`,
    ),
    path: PATHS.privacy,
    keywords: i18n._(msg`privacy policy, COPPA, children's privacy, letter to Santa privacy`).split(/,\s*/),
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
  });
};

/** The policy in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/privacy")>(requestLocale(request), "privacy");
  return { intro: content.PRIVACY_INTRO, lastUpdated: content.PRIVACY_LAST_UPDATED, sections: content.PRIVACY_SECTIONS };
}

function Paragraphs({ texts, subject }: { texts: readonly string[]; subject: string }) {
  return texts.map((text) => (
    <p key={text.slice(0, 40)} className="mt-3 leading-relaxed">
      <ContactText text={text} subject={subject} />
    </p>
  ));
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { intro, lastUpdated, sections } = loaderData;
  // The subject of a privacy question written from this page, in its language.
  const subject = t`Privacy question`;
  const email = contactEmail();
  return (
    <>
      <PageHero tone="green" title={t`Privacy Policy`} lead={intro}>
        <p className="mt-6 font-semibold text-gold-light">
          <Trans>Last updated {lastUpdated}</Trans>
        </p>
      </PageHero>
      <Section>
        <div className="mx-auto grid max-w-3xl gap-6">
          <nav aria-label={t`On this page`} className="rounded-3xl bg-pine-light p-6">
            <h2 className="text-xl font-bold">
              <Trans>On this page</Trans>
            </h2>
            <ul className="mt-3 grid gap-1 sm:grid-cols-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="font-semibold text-pine-dark underline underline-offset-4">
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
                {section.title}
              </h2>
              <Paragraphs texts={section.paragraphs} subject={subject} />
              {section.list ? (
                <ul className="mt-3 list-disc space-y-2 pl-6">
                  {section.list.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.afterList ? <Paragraphs texts={section.afterList} subject={subject} /> : null}
              {section.id === "contact" ? (
                <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`} className={`${buttonVariants({ variant: "secondary" })} mt-5`}>
                  <Trans>Email {email}</Trans>
                </a>
              ) : null}
            </section>
          ))}
          <div className="flex flex-wrap justify-center gap-4 pt-4">
            <Link to={PATHS.writeToSanta} prefetch="intent" className={buttonVariants({ variant: "primary", size: "lg" })}>
              <Trans>Write to Santa</Trans>
            </Link>
            <Link to={PATHS.niceList} prefetch="intent" className={buttonVariants({ variant: "outline", size: "lg" })}>
              <Trans>Check the Nice List</Trans>
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
