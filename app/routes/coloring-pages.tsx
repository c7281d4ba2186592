import { CalendarDays, Printer } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { COLORING_TIPS } from "~/content/activities";
import { ColoringGrid, RandomColoringButton } from "~/features/activities/coloring-pages-grid";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/coloring-pages";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Free Printable Christmas Coloring Pages for Kids",
    description:
      "Eight original Christmas coloring pages to download and print: Santa, a reindeer, a snowman, an elf, a gingerbread house, a tree, stockings and a snowy cabin.",
    path: PATHS.coloringPages,
    keywords: ["Christmas coloring pages", "free printable coloring pages", "Santa coloring page", "reindeer coloring", "kids Christmas printables"],
  });

export default function ColoringPages() {
  return (
    <>
      <PageHero
        eyebrow="Free to print at home"
        title="Christmas Coloring Pages"
        lead="Eight original drawings with thick, friendly outlines. Each one prints on a single A4 or US Letter page."
      >
        <div className="mt-8 flex justify-center">
          <RandomColoringButton />
        </div>
      </PageHero>

      <Section id="pages" title="Choose a Page to Colour" lead="Easy pages suit toddlers; hard pages have more detail for older children.">
        <ColoringGrid />
        <p className="mt-10 text-center">
          <Link to={PATHS.advent} className={buttonVariants({ variant: "secondary" })}>
            <CalendarDays aria-hidden="true" /> More coloring pages in the advent calendar
          </Link>
        </p>
      </Section>

      <Section id="parent-tips" title="Tips for Parents" className="bg-white">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {COLORING_TIPS.map((t) => (
            <li key={t.title} className="rounded-3xl bg-snow p-6 ring-1 ring-slate-200">
              <Printer aria-hidden="true" className="size-7 text-christmas-red" />
              <h3 className="mt-3 text-lg font-bold">{t.title}</h3>
              <p className="mt-1 text-ink-muted">{t.tip}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner
        title="Finished Colouring?"
        text="Turn your artwork into a handmade card, find more festive fun, or slip it in with your letter to Santa."
        actions={[
          { label: "Make a Christmas Card", to: PATHS.cards, variant: "light" },
          { label: "More Activities", to: PATHS.activities, variant: "gold" },
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
        ]}
      />
    </>
  );
}
