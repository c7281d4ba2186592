import { Globe2, Heart } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { FAMILY_TRADITION_IDEAS, WORLD_TRADITIONS } from "~/content/traditions";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/christmas-traditions";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Christmas Traditions Around the World",
    description:
      "How families celebrate Christmas in Mexico, Germany, Sweden, the Philippines, Italy and Australia, plus simple ideas for starting traditions of your own.",
    path: PATHS.traditions,
    keywords: ["Christmas traditions", "Christmas around the world", "family traditions", "Las Posadas", "St. Lucia"],
  });

export default function ChristmasTraditions() {
  return (
    <>
      <PageHero
        eyebrow="Around the world"
        title="Christmas Traditions"
        lead="Candles, lanterns, markets and beach picnics: discover how families celebrate in six countries, then start a tradition of your own."
      />
      <Section id="world" title="Christmas Around the World">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {WORLD_TRADITIONS.map((item) => (
            <li key={item.id} className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <p className="flex items-center gap-2 font-bold uppercase tracking-wide text-pine">
                <Globe2 aria-hidden="true" className="size-5" /> {item.country}
              </p>
              <h3 className="mt-2 text-2xl font-bold">{item.tradition}</h3>
              <p className="mt-2 text-ink-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="family" title="Start a Family Tradition" lead="Small rituals children remember for years." className="bg-white">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {FAMILY_TRADITION_IDEAS.map((idea) => (
            <li key={idea.title} className="flex gap-4 rounded-3xl bg-christmas-red-light p-6">
              <Heart aria-hidden="true" className="size-6 shrink-0 text-christmas-red" />
              <div>
                <h3 className="text-xl font-bold">{idea.title}</h3>
                <p className="mt-1">{idea.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        title="A Story Tradition to Start Tonight"
        text="Read a short Christmas story together at bedtime: it only takes a few minutes."
        actions={[{ label: "Read Christmas Stories", to: PATHS.stories, variant: "light" }]}
      />
    </>
  );
}
