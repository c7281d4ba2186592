import { Search } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { StepList } from "~/components/layout/feature-grid";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { NICE_LIST_STEPS } from "~/content/nice-list";
import { NICE_LIST_FORM_ID, NiceListChecker } from "~/features/nice-list/nice-list-checker";
import { NiceListHeroStats } from "~/features/nice-list/nice-list-hero-stats";
import { track } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/nice-list";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ pathname: location.pathname, 
    title: "Nice List Checker: Is Your Name on Santa's List?",
    description:
      "Check any first name against Santa's Nice List, see the Nice Score and star rating, and print an official Nice List certificate signed by Santa. Free, private and fun for the whole family.",
    path: PATHS.niceList,
    keywords: ["Nice List", "Santa's Nice List checker", "Nice List certificate", "printable certificate", "naughty or nice"],
  });

function scrollToForm() {
  track("scroll_to_nice_list_form");
  const form = document.getElementById(NICE_LIST_FORM_ID);
  form?.scrollIntoView({ behavior: "smooth", block: "center" });
  form?.querySelector("input")?.focus({ preventScroll: true });
}

export default function NiceList() {
  return (
    <>
      <PageHero
        eyebrow="Checked twice by Santa's elves"
        title="Santa's Nice List Checker"
        lead="Have you been nice this year? Type your first name, let the elves check the great big book, and print your very own certificate."
      >
        {/* A link to the form, so it works before the script has loaded too; the script scrolls smoothly and focuses the name field. */}
        <a
          href={`#${NICE_LIST_FORM_ID}`}
          className={buttonVariants({ variant: "gold", size: "lg", className: "mt-8" })}
          onClick={(event) => {
            event.preventDefault();
            scrollToForm();
          }}
        >
          <Search aria-hidden="true" /> Check Your Name
        </a>
        <NiceListHeroStats />
      </PageHero>

      <Section id="how-it-works" title="How It Works" lead="Three quick steps to your official place on the list.">
        <StepList steps={NICE_LIST_STEPS} />
      </Section>

      <section aria-label="Nice List checker" className="bg-pine-light px-4 py-14 sm:py-16">
        <NiceListChecker />
      </section>

      <CtaBanner
        title="Tell Santa Yourself!"
        text="You're on the list: now write Santa a letter with your wishes, and watch his sleigh on Christmas Eve."
        actions={[
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
          { label: "Track Santa", to: PATHS.trackSanta, variant: "gold" },
        ]}
      />
    </>
  );
}
