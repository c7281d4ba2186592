import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, CalendarDays, ExternalLink, Lightbulb, MapPin, Stamp } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { MAILING_COST_CAD } from "~/content/santas-address";
import { localisedContent } from "~/content/localised.server";
import { DownloadLink } from "~/components/ui/download-link";
import { DaysLeftCounter } from "~/features/santas-address/days-left-counter";
import { MailBanner } from "~/features/santas-address/mail-banner";
import { PrintEnvelopeButton } from "~/features/santas-address/print-envelope";
import { requestLocale } from "~/i18n/locale";
import { metaI18n, usePageLanguageTag } from "~/i18n/page-i18n";
import { trackClick } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/santas-address";

/** The mailing guide in the page's language; the address itself is Canada Post's, the same in every language. */
export function loader({ request }: Route.LoaderArgs) {
  const content = localisedContent<typeof import("~/content/santas-address")>(requestLocale(request), "santas-address");
  return {
    addressLines: content.SANTA_ADDRESS_LINES,
    addressOneLine: content.SANTA_ADDRESS_ONE_LINE,
    mapsUrl: content.SANTA_MAPS_SEARCH_URL,
    deadline: content.MAILING_DEADLINE_LABEL,
    steps: content.MAILING_STEPS,
    tips: content.MAILING_TIPS,
    letterTemplateFile: content.SANTA_LETTER_TEMPLATE.file,
  };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const i18n = metaI18n(matches);
  const address = loaderData?.addressOneLine ?? "";
  const deadline = loaderData?.deadline ?? "";
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Santa's Mailing Address: How to Post a Letter to the North Pole`),
    description: i18n._(
      msg`Santa's official address is ${address}. No stamp is needed within Canada; mail by ${deadline}. Free printable letter and envelope templates.`,
    ),
    path: PATHS.santasAddress,
    keywords: i18n._(msg`Santa's address, H0H 0H0, mail a letter to Santa, North Pole address, letter to Santa template`).split(/,\s*/),
    imageAlt: i18n._(msg`${SITE_NAME}: letters to Santa and Christmas fun`),
    structuredData: [
      {
        "@type": "HowTo",
        name: i18n._(msg`How to Mail a Letter to Santa`),
        description: i18n._(msg`Write a letter, address it to ${address}, and post it by ${deadline}.`),
        estimatedCost: { "@type": "MonetaryAmount", currency: "CAD", value: MAILING_COST_CAD },
        supply: [
          { "@type": "HowToSupply", name: i18n._(msg`Paper and an envelope`) },
          { "@type": "HowToSupply", name: i18n._(msg`A pencil or crayons`) },
        ],
        step: (loaderData?.steps ?? []).map((step, i) => ({ "@type": "HowToStep", position: i + 1, name: step.title, text: step.text })),
      },
    ],
  });
};

export default function SantasAddress({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { addressLines, addressOneLine, mapsUrl, deadline, steps, tips, letterTemplateFile } = loaderData;
  // "$0" in English, "0 $" in French…: the price in the page's language, followed by its currency's code.
  const tag = usePageLanguageTag();
  const price = new Intl.NumberFormat(tag, { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol", minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const cost = price.format(MAILING_COST_CAD);
  return (
    <>
      <PageHero
        eyebrow={t`Send real mail to the North Pole`}
        title={t`Santa's Mailing Address`}
        lead={t`Want to send Santa a letter by post? Here is his official address, with everything you need to know to get it there in time.`}
      />
      <Section id="address">
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[3fr_2fr]">
          <div className="rounded-3xl bg-white p-8 text-center shadow-lg ring-2 ring-christmas-red/20">
            <p className="inline-flex items-center gap-2 rounded-full bg-pine-light px-4 py-1.5 text-sm font-bold text-pine-dark" data-testid="verified-badge">
              <BadgeCheck aria-hidden="true" className="size-5" /> <Trans>Verified</Trans>
              <span className="sr-only">
                <Trans>official postal address</Trans>
              </span>
            </p>
            <h2 className="mt-4 text-2xl font-bold">
              <Trans>Santa's Official Address</Trans>
            </h2>
            <address className="mt-4 font-display text-3xl font-bold not-italic leading-snug text-christmas-red sm:text-4xl" aria-label={addressOneLine}>
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
            <a
              href={mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackClick("santas_address_map")}
              className="mt-6 inline-flex items-center gap-2 font-bold text-pine underline underline-offset-4"
            >
              <MapPin aria-hidden="true" className="size-5" /> <Trans>Find the North Pole on a map</Trans>
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          </div>
          <div className="grid gap-5">
            <div className="rounded-3xl bg-gold-light p-6">
              <h2 className="flex items-center gap-2 text-xl font-bold">
                <Stamp aria-hidden="true" className="size-6 text-gold-dark" /> <Trans>No stamp needed</Trans>
              </h2>
              <p className="mt-2">
                <Trans>
                  Within Canada no stamp is required: posting a letter to Santa costs {cost} CAD. From other countries, use the normal international
                  postage.
                </Trans>
              </p>
            </div>
            <div className="rounded-3xl bg-christmas-red-light p-6">
              <h2 className="flex items-center gap-2 text-xl font-bold">
                <CalendarDays aria-hidden="true" className="size-6 text-christmas-red" /> <Trans>Mail by {deadline}</Trans>
              </h2>
              <p className="mt-2">
                <Trans>Letters posted by {deadline} have the best chance of a reply before Christmas.</Trans>
              </p>
              <DaysLeftCounter />
            </div>
          </div>
        </div>
      </Section>

      <Section
        id="printables"
        title={t`Free Letter and Envelope Templates`}
        lead={t`Print a letter to fill in and an envelope already addressed to Santa.`}
        className="bg-white"
      >
        <div className="flex flex-wrap justify-center gap-4">
          <DownloadLink file={letterTemplateFile} label={t`Download Letter Template (PDF)`} size="lg" />
          <PrintEnvelopeButton addressLines={addressLines} />
        </div>
      </Section>

      <Section id="how-to" title={t`How to Mail Your Letter`}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => {
            const number = i + 1;
            return (
              <li key={step.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-christmas-red font-bold text-white">
                  {number}
                </span>
                <h3 className="mt-3 text-xl font-bold">
                  <span className="sr-only">{t`Step ${number}:`} </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-ink-muted">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </Section>

      <Section id="tips" title={t`Tips from the Elves`} className="bg-white">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {tips.map((tip) => (
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
        title={t`More Ways to Reach Santa`}
        text={t`Write to Santa online for an email reply, check the Nice List, find activities, or follow his sleigh on Christmas Eve.`}
        actions={[
          { label: t`Write to Santa`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Check the Nice List`, to: PATHS.niceList, variant: "gold" },
          { label: t`Christmas Activities`, to: PATHS.activities, variant: "light" },
          { label: t`Track Santa`, to: PATHS.trackSanta, variant: "gold" },
        ]}
      />
      <MailBanner />
    </>
  );
}
