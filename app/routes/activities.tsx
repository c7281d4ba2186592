import { Lightbulb, Palette } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { ACTIVITY_STATS, COLORING_CHARACTERS, COLORING_TIPS } from "~/content/activities";
import { FEATURED_SONGS } from "~/content/songs";
import { ActivityGrid } from "~/features/activities/activity-grid";
import { CardGallery } from "~/features/activities/card-gallery";
import { CardTutorials } from "~/features/activities/card-crafts";
import { ColoringGrid } from "~/features/activities/coloring-pages-grid";
import { SongCard } from "~/features/activities/song-card";
import { StartFunButton } from "~/features/activities/start-fun-button";
import { localisedContent } from "~/content/localised.server";
import { coloringCards } from "~/features/activities/page-data";
import { localeFromPath, pagePathOf } from "~/i18n/locale";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/activities";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Christmas Activities for Kids: Songs, Coloring, Cards and Crafts",
    description:
      "A free Christmas activities hub for families: sing carols, download coloring pages, make handmade cards and try baking, craft, music and writing activities together.",
    path: PATHS.activities,
    keywords: ["Christmas activities for kids", "Christmas crafts", "Christmas songs", "coloring pages", "card making", "family activities"],
  });

const CONTENT_ID = "activities-content";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(pagePathOf(request.url));
  const { FEATURED_COLORING_PAGES } = localisedContent<typeof import("~/content/coloring-pages")>(locale, "coloring-pages");
  const { CARD_TEMPLATES, CARD_TUTORIALS } = localisedContent<typeof import("~/content/card-crafts")>(locale, "card-crafts");
  return { coloringPages: coloringCards(FEATURED_COLORING_PAGES), cardTemplates: CARD_TEMPLATES, cardTutorials: CARD_TUTORIALS };
}

export default function Activities({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        tone="green"
        eyebrow="Free festive fun"
        title="Christmas Activities"
        lead="Sing, colour, craft and create: everything a family needs for a merry December, all in one place."
      >
        <StartFunButton targetId={CONTENT_ID} />
      </PageHero>

      <section id={CONTENT_ID} tabIndex={-1} aria-labelledby="stats-heading" className="px-4 pt-12 focus:outline-none">
        <h2 id="stats-heading" className="sr-only">Activities at a glance</h2>
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-4 md:grid-cols-4">
          {ACTIVITY_STATS.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <dt className="mt-1 font-semibold text-ink-muted">{s.label}</dt>
              <dd className="font-display text-4xl font-bold text-christmas-red">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="songs" title="Sing-Along Christmas Songs" lead="Six traditional carols to sing together, with listening links that open in a new tab.">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Songs">
          {FEATURED_SONGS.map((song) => (
            <SongCard key={song.id} song={song} />
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link to={PATHS.songs} className={buttonVariants({ variant: "outline" })}>See lyrics and fun facts</Link>
        </p>
      </Section>

      <Section id="coloring" title="Coloring Pages" lead="Eight original drawings with thick, clean outlines. Download a page and print it on any home printer." className="bg-white">
        <ColoringGrid pages={loaderData.coloringPages} compact />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-3xl bg-christmas-red-light p-6">
            <h3 className="flex items-center gap-2 text-xl font-bold"><Palette aria-hidden="true" className="size-6 text-christmas-red" /> Meet the Characters</h3>
            <ul className="mt-3 space-y-2">
              {COLORING_CHARACTERS.map((c) => (
                <li key={c.name}><strong>{c.name}:</strong> {c.hint}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-gold-light p-6">
            <h3 className="flex items-center gap-2 text-xl font-bold"><Lightbulb aria-hidden="true" className="size-6 text-gold-dark" /> Coloring Tips</h3>
            <ul className="mt-3 space-y-2">
              {COLORING_TIPS.map((t) => (
                <li key={t.title}><strong>{t.title}:</strong> {t.tip}</li>
              ))}
            </ul>
          </div>
        </div>
        <p className="mt-8 text-center">
          <Link to={PATHS.coloringPages} className={buttonVariants({ variant: "outline" })}>All coloring pages</Link>
        </p>
      </Section>

      <Section id="card-crafts" title="Handmade Christmas Cards" lead="Four card tutorials with printable templates and easy, numbered steps.">
        <CardTutorials tutorials={loaderData.cardTutorials} templates={loaderData.cardTemplates} />
        <div className="mt-10">
          <CardGallery />
        </div>
      </Section>

      <Section id="more-activities" title="More Activities" lead="Baking, crafts, music and writing: filter by category and difficulty to find the right one for today." className="bg-white">
        <ActivityGrid />
      </Section>

      <CtaBanner
        tone="red"
        title="Ready to Write to Santa?"
        text="Tell Santa about the cards you made and the songs you sang, then settle in for a Christmas film."
        actions={[
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" },
          { label: "Send to Santa", to: PATHS.writeToSanta, variant: "gold" },
          { label: "Browse Movies", to: PATHS.movies, variant: "light" },
          { label: "Check the Nice List", to: PATHS.niceList, variant: "gold" },
          { label: "Track Santa", to: PATHS.trackSanta, variant: "light" },
        ]}
      />
    </>
  );
}
