import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Clock, Download, FileText, ListOrdered, PlayCircle } from "~/components/ui/icons";
import { useState, type ReactNode } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import type { CardTemplate, CardTutorial } from "~/content/card-crafts";
import { usePageLocale } from "~/i18n/page-i18n";
import { track, trackClick } from "~/lib/analytics";
import { DifficultyBadge } from "./coloring-pages-grid";
import { CARD_TEMPLATE_DOWNLOAD_KIND, cardTemplateDownloadUrl, cardTemplateFileName } from "./downloads";
import { LineArt } from "./line-art";
import { WrittenSteps } from "./written-steps";

/** A card template as the pages show it (its loader's words; the PDF is drawn by the build). */
export type CardTemplateData = Pick<CardTemplate, "id" | "title" | "description" | "greeting" | "frontDrawing">;

function templateById(templates: readonly CardTemplateData[], id: string): CardTemplateData {
  const t = templates.find((x) => x.id === id);
  if (!t) throw new Error(`Unknown card template ${id}`);
  return t;
}

function TemplateLink({ template, icon, children, className }: { template: CardTemplateData; icon: ReactNode; children: ReactNode; className?: string }) {
  const locale = usePageLocale();
  const title = template.title;
  return (
    <a
      href={cardTemplateDownloadUrl(template.id, locale)}
      download={cardTemplateFileName(template.id)}
      onClick={() => track("file_download", { file_title: template.title, kind: CARD_TEMPLATE_DOWNLOAD_KIND, file_name: cardTemplateFileName(template.id) })}
      className={className}
    >
      {icon} {children}
      <span className="sr-only">
        {" "}
        <Trans>(PDF: {title})</Trans>
      </span>
    </a>
  );
}

/** A tutorial card: materials, 'Template' downloads its PDF, 'Video' opens the written step-by-step tutorial. */
function TutorialCard({ tutorial, templates }: { tutorial: CardTutorial; templates: readonly CardTemplateData[] }) {
  const [open, setOpen] = useState(false);
  const panelId = `tutorial-${tutorial.id}-steps`;
  const headingId = `tutorial-${tutorial.id}-title`;
  const stepCount = tutorial.steps.length;
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="card-tutorial" className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={tutorial.difficulty} />
          <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-4" /> {tutorial.duration}
          </span>
          <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <ListOrdered aria-hidden="true" className="size-4" /> <Plural value={stepCount} one="# step" other="# steps" />
          </span>
        </div>
        <h3 id={headingId} className="mt-3 text-xl font-bold">
          {tutorial.title}
        </h3>
        <p className="mt-1 text-ink-muted">{tutorial.description}</p>
        <h4 className="mt-4 font-bold">
          <Trans>You will need</Trans>
        </h4>
        <ul className="mt-1 flex-1 list-disc pl-5 text-ink-muted">
          {tutorial.materials.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-3">
          <TemplateLink
            template={templateById(templates, tutorial.templateId)}
            icon={<FileText aria-hidden="true" />}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <Trans>Template</Trans>
          </TemplateLink>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => {
              if (!open) trackClick("card_tutorial_open", { tutorial: tutorial.id });
              setOpen((o) => !o);
            }}
          >
            <PlayCircle aria-hidden="true" /> <Trans>Video</Trans>
          </Button>
        </div>
        {/* Rendered only when open, like the activity steps: less for the page's first layout and hydration. */}
        {open ? (
          <div id={panelId} className="mt-5 rounded-2xl bg-pine-light p-5">
            <h4 className="font-bold text-pine-dark">
              <Trans>Step-by-step tutorial</Trans>
            </h4>
            <p className="text-sm text-ink-muted">
              <Trans>We show every step in writing instead of a video, so you can go at your own pace.</Trans>
            </p>
            <WrittenSteps steps={tutorial.steps} className="mt-3" />
          </div>
        ) : null}
      </article>
    </li>
  );
}

export function CardTutorials({ tutorials, templates }: { tutorials: readonly CardTutorial[]; templates: readonly CardTemplateData[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label={t`Card-making tutorials`}>
      {tutorials.map((tutorial) => (
        <TutorialCard key={tutorial.id} tutorial={tutorial} templates={templates} />
      ))}
    </ul>
  );
}

/** The printable card templates with a preview of the front and a PDF download. */
export function CardTemplates({ templates }: { templates: readonly CardTemplateData[] }) {
  const { t } = useLingui();
  return (
    <ul className="grid gap-8 md:grid-cols-2" aria-label={t`Card templates`}>
      {templates.map((template) => {
        const title = template.title;
        return (
          <li key={template.id}>
            <article data-testid="card-template" aria-labelledby={`template-${template.id}`} className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="grid grid-cols-2 overflow-hidden rounded-2xl border-2 border-dashed border-slate-300 bg-white">
                <div className="flex flex-col justify-center border-r-2 border-dashed border-slate-300 p-4 text-center text-sm text-ink-muted">
                  <span className="font-bold">
                    <Trans>Back</Trans>
                  </span>
                  <span className="mt-2">
                    <Trans>Handmade with love by ________</Trans>
                  </span>
                </div>
                <div className="p-3">
                  <LineArt drawingId={template.frontDrawing} label={t`Card front preview: ${title}`} className="mx-auto max-w-40" />
                  <p className="mt-1 text-center text-xs font-bold">{template.greeting}</p>
                </div>
              </div>
              <h3 id={`template-${template.id}`} className="mt-5 text-xl font-bold">
                {template.title}
              </h3>
              <p className="mt-1 flex-1 text-ink-muted">{template.description}</p>
              <TemplateLink template={template} icon={<Download aria-hidden="true" />} className={buttonVariants({ className: "mt-5 self-start" })}>
                <Trans>Download PDF</Trans>
              </TemplateLink>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
