import { Lightbulb } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { PARENT_TIPS, RESOURCE_CARDS } from "~/content/parent-resources";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/parent-resources";

export const meta = ({ location }: Route.MetaArgs) =>
  seo({ pathname: location.pathname, 
    title: "Parent Resources: Christmas Gifts, Planning and Printables",
    description:
      "Everything parents need for a calm, happy Christmas: gift ideas by age, a planning guide with checklist, free printable templates and traditions from around the world.",
    path: PATHS.parentResources,
    keywords: ["Christmas parent resources", "Christmas planning", "printable templates", "gift ideas for kids", "family traditions"],
  });

const FAMILY_FUN = [
  { label: "Christmas Games", to: PATHS.games, text: "A trivia quiz, an elf name generator and a good deeds tracker." },
  { label: "Coloring Pages", to: PATHS.coloringPages, text: "Free printable pictures for quiet afternoons." },
  { label: "Christmas Songs", to: PATHS.songs, text: "Carols and festive songs to sing along together." },
] as const;

export default function ParentResources() {
  return (
    <>
      <PageHero
        tone="green"
        eyebrow="For grown-ups"
        title="Parent Resources"
        lead="Less stress, more magic: practical guides and free printables to help your family enjoy the whole season."
      />
      <Section id="resources" title="Guides and Printables">
        <ul className="grid gap-6 md:grid-cols-2">
          {RESOURCE_CARDS.map((card) => (
            <li key={card.id} className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-pine-light text-pine">
                <Icon name={card.icon} className="size-7" />
              </span>
              <h3 className="mt-5 text-2xl font-bold">{card.title}</h3>
              <p className="mt-2 flex-1 text-ink-muted">{card.description}</p>
              <Link to={card.link} prefetch="intent" className="mt-5 font-bold text-christmas-red underline-offset-4 hover:underline">
                Open {card.title} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="tips" title="Tips from Our Elves" className="bg-white">
        <ul className="grid gap-6 md:grid-cols-2">
          {PARENT_TIPS.map((tip) => (
            <li key={tip.title} className="flex gap-4 rounded-3xl bg-gold-light p-6">
              <Lightbulb aria-hidden="true" className="size-7 shrink-0 text-gold-dark" />
              <div>
                <h3 className="text-xl font-bold">{tip.title}</h3>
                <p className="mt-1">{tip.tip}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="family-fun" title="Fun for the Whole Family">
        <ul className="grid gap-6 md:grid-cols-3">
          {FAMILY_FUN.map((item) => (
            <li key={item.to} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Link to={item.to} prefetch="intent" className="font-display text-xl font-bold text-christmas-red underline-offset-4 hover:underline">
                {item.label}
              </Link>
              <p className="mt-2 text-ink-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        tone="red"
        title="Let Your Child Write to Santa"
        text="A free, safe letter form, and Santa's personal reply arrives in your inbox."
        actions={[{ label: "Write to Santa", to: PATHS.writeToSanta, variant: "light" }]}
      />
    </>
  );
}
