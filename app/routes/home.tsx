import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Award, CheckCircle2, Mail } from "~/components/ui/icons";
import { Art } from "~/components/ui/art";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/layout/cta-banner";
import { FeatureGrid, StepList } from "~/components/layout/feature-grid";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { ChristmasCountdown } from "~/features/countdown/christmas-countdown";
import { LOCALE_TAGS, requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { trackClick } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { MARKETING, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`${SITE_NAME}: Write a Letter to Santa and Get a Reply`),
    description: i18n._(
      msg`A free, safe Christmas website for families: children write a letter to Santa and a parent gets his personal reply by email. Check the Nice List, track Santa and enjoy festive fun.`,
    ),
    path: PATHS.home,
    keywords: [
      i18n._(msg`letter to Santa`),
      i18n._(msg`email from Santa`),
      i18n._(msg`Santa reply`),
      i18n._(msg({ message: "Nice List", context: "search keyword" })),
      i18n._(msg`track Santa`),
      i18n._(msg`Christmas for kids`),
    ],
  });
};

/**
 * The home page's marketing figures (MARKETING) as the page's language writes numbers: "50,000+" is "50.000+" in
 * German, "100K+" is "100 mil+" in Spanish and "95%" is "95 %" in French.
 */
export function marketingFigures(languageTag: string) {
  const whole = new Intl.NumberFormat(languageTag);
  const compact = new Intl.NumberFormat(languageTag, { notation: "compact" });
  const percent = new Intl.NumberFormat(languageTag, { style: "percent", maximumFractionDigits: 1 });
  return {
    families: `${whole.format(MARKETING.families)}+`,
    letters: `${compact.format(MARKETING.letters)}+`,
    replyRate: percent.format(MARKETING.replyRate),
    replyHours: MARKETING.replyHours,
  };
}

/** The page's content in its language (ADR 016): only what the home page shows. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const content = localisedContent<typeof import("~/content/home")>(locale, "home");
  const figures = marketingFigures(LOCALE_TAGS[locale]);
  return {
    trustBadges: content.HOME_TRUST_BADGES,
    countdown: content.HOME_COUNTDOWN,
    steps: content.HOME_STEPS,
    features: content.HOME_FEATURES,
    stats: content.homeStats(figures),
    moreFun: content.HOME_MORE_FUN,
    why: content.HOME_WHY,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { trustBadges, countdown, steps, features, stats, moreFun, why } = loaderData;
  return (
    <>
      {/* The North Pole at dusk (docs/design.md): the sky carries the words, the village and the cast stand below. */}
      <section className="relative overflow-hidden bg-[#14284b] pt-14 text-white sm:pt-20">
        <div className="relative z-10 mx-auto max-w-5xl px-4 text-center">
          <p className="font-semibold uppercase tracking-widest text-gold-light">
            <Trans>Ho ho ho! Santa is reading his mail</Trans>
          </p>
          <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-6xl">
            <Trans>Write a Letter to Santa and Get a Reply from the North Pole</Trans>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg sm:text-xl">
            <Trans>Your child writes to Santa; you receive his warm, personal reply by email, usually within minutes.</Trans>
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link to={PATHS.writeToSanta} onClick={() => trackClick("home_hero_write_letter")} className={buttonVariants({ variant: "light", size: "lg" })}>
              <Mail /> <Trans>Write Your Letter Now</Trans>
            </Link>
            <Link to={PATHS.niceList} onClick={() => trackClick("home_hero_nice_list")} className={buttonVariants({ variant: "gold", size: "lg" })}>
              <Award /> <Trans>Check Nice List</Trans>
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label={t`Why parents trust us`}>
            {trustBadges.map((badge) => (
              <li key={badge} className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold ring-1 ring-white/30">
                <CheckCircle2 aria-hidden="true" className="size-4 text-gold" /> {badge}
              </li>
            ))}
          </ul>
        </div>
        {/* The village's sky runs up behind the words (its top is the section's bottom colour), so the houses and the
            cast stand in the first view on a phone as on a wide screen. */}
        <div className="relative mx-auto -mt-[10%] max-w-[1600px]">
          <Art name="village" eager className="block h-auto w-full" />
          <Art name="santaWave" eager className="absolute bottom-[3%] left-[2%] h-[62%] w-auto sm:left-[7%]" />
          <Art name="wrenPoint" eager className="absolute bottom-[3%] right-[2%] h-[58%] w-auto sm:right-[7%]" />
        </div>
      </section>
      <section className="bg-snow px-4 pb-4 pt-10 text-center text-ink">
        <div className="mx-auto max-w-2xl">
          <ChristmasCountdown copy={countdown} />
        </div>
      </section>

      <Section id="how-it-works" title={t`How It Works`} lead={t`Three easy steps to a reply from Santa himself.`}>
        <StepList steps={steps} />
      </Section>

      <Section id="features" title={t`Christmas Magic for the Whole Family`} className="bg-white">
        <FeatureGrid items={features} />
      </Section>

      <section aria-labelledby="stats-heading" className="bg-pine px-4 py-14 text-white">
        <h2 id="stats-heading" className="sr-only">
          <Trans>Our Christmas in numbers</Trans>
        </h2>
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-8 text-center md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-white">{stat.label}</dt>
              <dd className="font-display text-4xl font-bold text-gold sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="more-fun" title={t`More Christmas Fun`} lead={t`Bake, color, sing and play while you wait for the big night.`}>
        <FeatureGrid items={moreFun} columns={2} />
      </Section>

      <Section id="why-families" title={t`Why Families Choose Us`} className="bg-white">
        <StepList steps={why} numbered={false} />
      </Section>

      <CtaBanner
        tone="red"
        title={t`Santa Is Waiting to Hear from You!`}
        text={t`It only takes a few minutes, it is completely free, and Santa answers every letter.`}
        actions={[
          { label: t`Write to Santa Now`, to: PATHS.writeToSanta, variant: "light" },
          { label: t`Check the Nice List`, to: PATHS.niceList, variant: "gold" },
        ]}
      />
    </>
  );
}
