import { ContactText } from "~/components/ui/contact-text";
import { contactEmail } from "~/lib/public-config";
import { Link } from "~/components/ui/link";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from "~/content/privacy";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { buttonVariants } from "~/components/ui/button";
import type { Route } from "./+types/privacy";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Privacy Policy: How We Protect Your Family",
    description:
      "What a letter to Santa stores, how it is used only to send Santa's reply, when it is deleted, and your rights. No trackers, no cookies, no advertising. COPPA compliant.",
    path: PATHS.privacy,
    keywords: ["privacy policy", "COPPA", "children's privacy", "letter to Santa privacy"],
  });

const PRIVACY_MAIL_SUBJECT = "Privacy question";

function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text.slice(0, 40)} className="mt-3 leading-relaxed">
      <ContactText text={text} subject={PRIVACY_MAIL_SUBJECT} />
    </p>
  ));
}

export default function Privacy() {
  return (
    <>
      <PageHero tone="green" title="Privacy Policy" lead={PRIVACY_INTRO}>
        <p className="mt-6 font-semibold text-gold-light">Last updated {PRIVACY_LAST_UPDATED}</p>
      </PageHero>
      <Section>
        <div className="mx-auto grid max-w-3xl gap-6">
          <nav aria-label="On this page" className="rounded-3xl bg-pine-light p-6">
            <h2 className="text-xl font-bold">On this page</h2>
            <ul className="mt-3 grid gap-1 sm:grid-cols-2">
              {PRIVACY_SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="font-semibold text-pine-dark underline underline-offset-4">
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {PRIVACY_SECTIONS.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
                {section.title}
              </h2>
              <Paragraphs texts={section.paragraphs} />
              {section.list ? (
                <ul className="mt-3 list-disc space-y-2 pl-6">
                  {section.list.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.afterList ? <Paragraphs texts={section.afterList} /> : null}
              {section.id === "contact" ? (
                <a href={`mailto:${contactEmail()}?subject=${encodeURIComponent(PRIVACY_MAIL_SUBJECT)}`} className={`${buttonVariants({ variant: "secondary" })} mt-5`}>
                  Email {contactEmail()}
                </a>
              ) : null}
            </section>
          ))}
          <div className="flex flex-wrap justify-center gap-4 pt-4">
            <Link to={PATHS.writeToSanta} prefetch="intent" className={buttonVariants({ variant: "primary", size: "lg" })}>
              Write to Santa
            </Link>
            <Link to={PATHS.niceList} prefetch="intent" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Check the Nice List
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
