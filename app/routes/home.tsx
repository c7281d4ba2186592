import { Award, CheckCircle2, Mail } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/layout/cta-banner";
import { FeatureGrid, StepList } from "~/components/layout/feature-grid";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { HOME_FEATURES, HOME_MORE_FUN, HOME_STEPS, HOME_TRUST_BADGES, HOME_WHY, homeStats } from "~/content/home";
import { ChristmasCountdown } from "~/features/countdown/christmas-countdown";
import { trackClick } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { MARKETING, SITE_NAME } from "~/lib/site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ pathname: location.pathname, 
    title: `${SITE_NAME}: Write a Letter to Santa and Get a Reply`,
    description:
      "A free, safe Christmas website for families: children write a letter to Santa and a parent gets his personal reply by email. Check the Nice List, track Santa and enjoy festive fun.",
    path: PATHS.home,
    keywords: ["letter to Santa", "email from Santa", "Santa reply", "Nice List", "track Santa", "Christmas for kids"],
  });

export default function Home() {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-christmas-red-dark via-christmas-red to-pine-dark px-4 pb-16 pt-14 text-white sm:pb-24 sm:pt-20">
        <div className="mx-auto max-w-5xl text-center">
          <p className="font-semibold uppercase tracking-widest text-gold-light">Ho ho ho! Santa is reading his mail</p>
          <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-6xl">
            Write a Letter to Santa and Get a Reply from the North Pole
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg sm:text-xl">
            Your child writes to Santa; you receive his warm, personal reply by email, usually within minutes.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link to={PATHS.writeToSanta} onClick={() => trackClick("home_hero_write_letter")} className={buttonVariants({ variant: "light", size: "lg" })}>
              <Mail /> Write Your Letter Now
            </Link>
            <Link to={PATHS.niceList} onClick={() => trackClick("home_hero_nice_list")} className={buttonVariants({ variant: "gold", size: "lg" })}>
              <Award /> Check Nice List
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="Why parents trust us">
            {HOME_TRUST_BADGES.map((badge) => (
              <li key={badge} className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold ring-1 ring-white/30">
                <CheckCircle2 aria-hidden="true" className="size-4 text-gold" /> {badge}
              </li>
            ))}
          </ul>
          <div className="mx-auto mt-12 max-w-2xl">
            <ChristmasCountdown />
          </div>
        </div>
      </section>

      <Section id="how-it-works" title="How It Works" lead="Three easy steps to a reply from Santa himself.">
        <StepList steps={HOME_STEPS} />
      </Section>

      <Section id="features" title="Christmas Magic for the Whole Family" className="bg-white">
        <FeatureGrid items={HOME_FEATURES} />
      </Section>

      <section aria-labelledby="stats-heading" className="bg-pine px-4 py-14 text-white">
        <h2 id="stats-heading" className="sr-only">Our Christmas in numbers</h2>
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-8 text-center md:grid-cols-4">
          {homeStats(MARKETING).map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-white">{stat.label}</dt>
              <dd className="font-display text-4xl font-bold text-gold sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="more-fun" title="More Christmas Fun" lead="Bake, colour, sing and play while you wait for the big night.">
        <FeatureGrid items={HOME_MORE_FUN} columns={2} />
      </Section>

      <Section id="why-families" title="Why Families Choose Us" className="bg-white">
        <StepList steps={HOME_WHY} numbered={false} />
      </Section>

      <CtaBanner
        tone="red"
        title="Santa Is Waiting to Hear from You!"
        text="It only takes a few minutes, it is completely free, and Santa answers every letter."
        actions={[
          { label: "Write to Santa Now", to: PATHS.writeToSanta, variant: "light" },
          { label: "Check the Nice List", to: PATHS.niceList, variant: "gold" },
        ]}
      />
    </>
  );
}
