import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { ElfNameGenerator } from "~/features/games/elf-names/elf-name-generator";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/elf-name-generator";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({ pathname: location.pathname, 
    title: "Elf Name Generator: Find Your Christmas Elf Name",
    description:
      "What would your name be at Santa's workshop? Enter your first name and birth month to get your elf name, elf job and special ability, then print your elf certificate.",
    path: PATHS.elfNameGenerator,
    keywords: ["elf name generator", "my elf name", "Christmas elf names", "elf certificate", "Christmas games for kids"],
  });

export default function ElfNameGeneratorPage() {
  return (
    <>
      <PageHero
        eyebrow="Christmas Games"
        title="Elf Name Generator"
        lead="Every elf at the North Pole has a special name, a job and a secret talent. Tell us your first name and birth month to find yours!"
      />
      <section className="px-4 py-12">
        <ElfNameGenerator />
      </section>
      <CtaBanner
        title="More Fun from the North Pole"
        text="Take the Christmas trivia quiz or count your good deeds for Santa."
        actions={[
          { label: "All Christmas Games", to: PATHS.games, variant: "light" },
          { label: "Write to Santa", to: PATHS.writeToSanta, variant: "gold" },
        ]}
      />
    </>
  );
}
