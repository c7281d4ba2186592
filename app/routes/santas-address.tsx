import { BadgeCheck, CalendarDays, ExternalLink, Lightbulb, MapPin, Stamp } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import {
  MAILING_COST_CAD,
  MAILING_DEADLINE_LABEL,
  MAILING_STEPS,
  MAILING_TIPS,
  SANTA_ADDRESS_LINES,
  SANTA_ADDRESS_ONE_LINE,
  SANTA_LETTER_TEMPLATE,
  SANTA_MAPS_SEARCH_URL,
} from "~/content/santas-address";
import { DownloadLink } from "~/components/ui/download-link";
import { DaysLeftCounter } from "~/features/santas-address/days-left-counter";
import { MailBanner } from "~/features/santas-address/mail-banner";
import { PrintEnvelopeButton } from "~/features/santas-address/print-envelope";
import { trackClick } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/santas-address";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Santa's Mailing Address: How to Post a Letter to the North Pole",
    description: `Santa's official address is ${SANTA_ADDRESS_ONE_LINE}. No stamp is needed within Canada; mail by ${MAILING_DEADLINE_LABEL}. Free printable letter and envelope templates.`,
    path: PATHS.santasAddress,
    keywords: ["Santa's address", "H0H 0H0", "mail a letter to Santa", "North Pole address", "letter to Santa template"],
    structuredData: [
      {
        "@type": "HowTo",
        name: "How to Mail a Letter to Santa",
        description: `Write a letter, address it to ${SANTA_ADDRESS_ONE_LINE}, and post it by ${MAILING_DEADLINE_LABEL}.`,
        estimatedCost: { "@type": "MonetaryAmount", currency: "CAD", value: MAILING_COST_CAD },
        supply: [{ "@type": "HowToSupply", name: "Paper and an envelope" }, { "@type": "HowToSupply", name: "A pencil or crayons" }],
        step: MAILING_STEPS.map((step, i) => ({ "@type": "HowToStep", position: i + 1, name: step.title, text: step.text })),
      },
    ],
  });

export default function SantasAddress() {
  return (
    <>
      <PageHero
        eyebrow="Send real mail to the North Pole"
        title="Santa's Mailing Address"
        lead="Want to send Santa a letter by post? Here is his official address, with everything you need to know to get it there in time."
      />
      <Section id="address">
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-3xl bg-white p-8 text-center shadow-lg ring-2 ring-christmas-red/20">
            <p className="inline-flex items-center gap-2 rounded-full bg-pine-light px-4 py-1.5 text-sm font-bold text-pine-dark" data-testid="verified-badge">
              <BadgeCheck aria-hidden="true" className="size-5" /> Verified
              <span className="sr-only">official postal address</span>
            </p>
            <h2 className="mt-4 text-2xl font-bold">Santa's Official Address</h2>
            <address className="mt-4 font-display text-3xl font-bold not-italic leading-snug text-christmas-red sm:text-4xl" aria-label={SANTA_ADDRESS_ONE_LINE}>
              {SANTA_ADDRESS_LINES.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <a
              href={SANTA_MAPS_SEARCH_URL}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackClick("santas_address_map")}
              className="mt-6 inline-flex items-center gap-2 font-bold text-pine underline underline-offset-4"
            >
              <MapPin aria-hidden="true" className="size-5" /> Find the North Pole on a map
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <div className="grid gap-5">
            <div className="rounded-3xl bg-gold-light p-6">
              <h2 className="flex items-center gap-2 text-xl font-bold">
                <Stamp aria-hidden="true" className="size-6 text-gold-dark" /> No stamp needed
              </h2>
              <p className="mt-2">
                Within Canada no stamp is required: posting a letter to Santa costs ${MAILING_COST_CAD} CAD. From other countries, use the
                normal international postage.
              </p>
            </div>
            <div className="rounded-3xl bg-christmas-red-light p-6">
              <h2 className="flex items-center gap-2 text-xl font-bold">
                <CalendarDays aria-hidden="true" className="size-6 text-christmas-red" /> Mail by {MAILING_DEADLINE_LABEL}
              </h2>
              <p className="mt-2">Letters posted by {MAILING_DEADLINE_LABEL} have the best chance of a reply before Christmas.</p>
              <DaysLeftCounter />
            </div>
          </div>
        </div>
      </Section>

      <Section id="printables" title="Free Letter and Envelope Templates" lead="Print a letter to fill in and an envelope already addressed to Santa." className="bg-white">
        <div className="flex flex-wrap justify-center gap-4">
          <DownloadLink file={SANTA_LETTER_TEMPLATE.file} label="Download Letter Template (PDF)" size="lg" />
          <PrintEnvelopeButton />
        </div>
      </Section>

      <Section id="how-to" title="How to Mail Your Letter">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {MAILING_STEPS.map((step, i) => (
            <li key={step.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-christmas-red font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 text-xl font-bold">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="tips" title="Tips from the Elves" className="bg-white">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {MAILING_TIPS.map((tip) => (
            <li key={tip.title} className="flex gap-4 rounded-3xl bg-snow p-6 ring-1 ring-slate-200">
              <Lightbulb aria-hidden="true" className="size-6 shrink-0 text-gold-dark" />
              <div>
                <h3 className="text-lg font-bold">{tip.title}</h3>
                <p className="mt-1 text-ink-muted">{tip.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        tone="red"
        title="More Ways to Reach Santa"
        text="Write to Santa online for an email reply, check the Nice List, find activities, or follow his sleigh on Christmas Eve."
        actions={[
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
          { label: "Check the Nice List", to: PATHS.niceList, variant: "gold" },
          { label: "Christmas Activities", to: PATHS.activities, variant: "light" },
          { label: "Track Santa", to: PATHS.trackSanta, variant: "gold" },
        ]}
      />
      <MailBanner />
    </>
  );
}
