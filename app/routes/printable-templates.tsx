import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { FileText } from "~/components/ui/icons";
import { CtaBanner } from "~/components/layout/cta-banner";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/ui/section";
import { localisedContent } from "~/content/localised.server";
import { DownloadLink } from "~/components/ui/download-link";
import { requestLocale } from "~/i18n/locale";
import { metaI18n } from "~/i18n/page-i18n";
import { PATHS } from "~/lib/paths";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/printable-templates";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i18n = metaI18n(matches);
  return seo({
    pathname: location.pathname,
    title: i18n._(msg`Free Printable Christmas Templates (PDF)`),
    description: i18n._(
      msg`Free printable Christmas PDFs: a gift list tracker, budget planner, meal planner, card list, gift tags, cookie jar labels, a wish list, an advent kindness calendar, bingo and thank-you notes.`,
    ),
    path: PATHS.printableTemplates,
    keywords: [
      i18n._(msg`free Christmas printables`),
      i18n._(msg`printable gift tags`),
      i18n._(msg`Christmas planner PDF`),
      i18n._(msg`Christmas bingo`),
      i18n._(msg`wish list template`),
    ],
  });
};

/** The categories and their templates in the page's language: what the cards show, not the PDFs' layouts. */
export function loader({ request }: Route.LoaderArgs) {
  const { TEMPLATE_CATEGORIES } = localisedContent<typeof import("~/content/printable-templates")>(
    requestLocale(request),
    "printable-templates",
  );
  return {
    categories: TEMPLATE_CATEGORIES.map(({ id, title, description, items }) => ({
      id,
      title,
      description,
      items: items.map(({ id: itemId, name, description: text, type, file }) => ({ id: itemId, name, description: text, type, file })),
    })),
  };
}

export default function PrintableTemplates({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHero
        tone="green"
        eyebrow={<Trans>Free to print</Trans>}
        title={<Trans>Printable Christmas Templates</Trans>}
        lead={
          <Trans>
            Twelve free PDFs to print at home on ordinary US Letter paper or card: planners for grown-ups, tags for presents, and
            activities for children.
          </Trans>
        }
      />
      {loaderData.categories.map((category, i) => (
        <Section key={category.id} id={category.id} title={category.title} lead={category.description} className={i % 2 === 1 ? "bg-white" : undefined}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {category.items.map((item) => {
              const { name, type } = item;
              return (
                <li key={item.id} className="flex flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-christmas-red-light text-christmas-red">
                    <FileText aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-4 text-xl font-bold">{name}</h3>
                  <p id={`${item.id}-desc`} className="mt-2 flex-1 text-ink-muted">
                    {item.description}
                  </p>
                  <p className="mt-3 text-sm font-semibold text-pine">
                    <Trans>{type}, 1 page</Trans>
                  </p>
                  <DownloadLink file={item.file} label={t`Download Free`} describedBy={`${item.id}-name`} className="mt-4" />
                  <span id={`${item.id}-name`} className="sr-only">
                    {name} ({type})
                  </span>
                </li>
              );
            })}
          </ul>
        </Section>
      ))}
      <CtaBanner
        tone="red"
        title={<Trans>Put Your Printables to Work</Trans>}
        text={<Trans>Follow our step-by-step Christmas timeline and tick off the checklist as you go.</Trans>}
        actions={[{ label: t`Open the Planning Guide`, to: PATHS.planning, variant: "light" }]}
      />
    </>
  );
}
