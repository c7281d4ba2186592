import { Clock, Download, FileText, ListOrdered, PlayCircle } from "~/components/ui/icons";
import { useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { CARD_TEMPLATES, CARD_TUTORIALS, type CardTemplate, type CardTutorial } from "~/content/card-crafts";
import { track, trackClick } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { DIFFICULTY_TEXT } from "./coloring-pages-grid";
import { CARD_TEMPLATE_DOWNLOAD_KIND, cardTemplateDownloadUrl, cardTemplateFileName } from "./downloads";
import { LineArt } from "./line-art";
import { WrittenSteps } from "./written-steps";

function templateById(id: string): CardTemplate {
  const t = CARD_TEMPLATES.find((x) => x.id === id);
  if (!t) throw new Error(`Unknown card template ${id}`);
  return t;
}

function TemplateLink({ template, label, className }: { template: CardTemplate; label: string; className?: string }) {
  return (
    <a
      href={cardTemplateDownloadUrl(template.id)}
      download={cardTemplateFileName(template.id)}
      onClick={() => track("file_download", { file_title: template.title, kind: CARD_TEMPLATE_DOWNLOAD_KIND, file_name: cardTemplateFileName(template.id) })}
      className={className}
    >
      {label === "Template" ? <FileText aria-hidden="true" /> : <Download aria-hidden="true" />} {label}
      <span className="sr-only"> (PDF: {template.title})</span>
    </a>
  );
}

/** A tutorial card: materials, 'Template' downloads its PDF, 'Video' opens the written step-by-step tutorial. */
function TutorialCard({ tutorial }: { tutorial: CardTutorial }) {
  const [open, setOpen] = useState(false);
  const panelId = `tutorial-${tutorial.id}-steps`;
  const headingId = `tutorial-${tutorial.id}-title`;
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="card-tutorial" className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn("rounded-full px-3 py-1 text-xs font-bold", DIFFICULTY_TEXT[tutorial.difficulty])}>{tutorial.difficulty}</span>
          <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <Clock aria-hidden="true" className="size-4" /> {tutorial.duration}
          </span>
          <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
            <ListOrdered aria-hidden="true" className="size-4" /> {tutorial.steps.length} steps
          </span>
        </div>
        <h3 id={headingId} className="mt-3 text-xl font-bold">
          {tutorial.title}
        </h3>
        <p className="mt-1 text-ink-muted">{tutorial.description}</p>
        <h4 className="mt-4 font-bold">You will need</h4>
        <ul className="mt-1 flex-1 list-disc pl-5 text-ink-muted">
          {tutorial.materials.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-3">
          <TemplateLink template={templateById(tutorial.templateId)} label="Template" className={buttonVariants({ variant: "outline", size: "sm" })} />
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
            <PlayCircle aria-hidden="true" /> Video
          </Button>
        </div>
        {/* Rendered only when open, like the activity steps: less for the page's first layout and hydration. */}
        {open ? (
          <div id={panelId} className="mt-5 rounded-2xl bg-pine-light p-5">
            <h4 className="font-bold text-pine-dark">Step-by-step tutorial</h4>
            <p className="text-sm text-ink-muted">We show every step in writing instead of a video, so you can go at your own pace.</p>
            <WrittenSteps steps={tutorial.steps} className="mt-3" />
          </div>
        ) : null}
      </article>
    </li>
  );
}

export function CardTutorials() {
  return (
    <ul className="grid gap-6 md:grid-cols-2" aria-label="Card-making tutorials">
      {CARD_TUTORIALS.map((t) => (
        <TutorialCard key={t.id} tutorial={t} />
      ))}
    </ul>
  );
}

/** The printable card templates with a preview of the front and a PDF download. */
export function CardTemplates() {
  return (
    <ul className="grid gap-8 md:grid-cols-2" aria-label="Card templates">
      {CARD_TEMPLATES.map((template) => {
        return (
          <li key={template.id}>
            <article data-testid="card-template" aria-labelledby={`template-${template.id}`} className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="grid grid-cols-2 overflow-hidden rounded-2xl border-2 border-dashed border-slate-300 bg-white">
                <div className="flex flex-col justify-center border-r-2 border-dashed border-slate-300 p-4 text-center text-sm text-ink-muted">
                  <span className="font-bold">Back</span>
                  <span className="mt-2">Handmade with love by ________</span>
                </div>
                <div className="p-3">
                  <LineArt drawingId={template.frontDrawing} label={`Card front preview: ${template.title}`} className="mx-auto max-w-40" />
                  <p className="mt-1 text-center text-xs font-bold">{template.greeting}</p>
                </div>
              </div>
              <h3 id={`template-${template.id}`} className="mt-5 text-xl font-bold">
                {template.title}
              </h3>
              <p className="mt-1 flex-1 text-ink-muted">{template.description}</p>
              <TemplateLink template={template} label="Download PDF" className={buttonVariants({ className: "mt-5 self-start" })} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
