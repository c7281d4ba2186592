import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Download, Shuffle } from "~/components/ui/icons";
import { Button, buttonVariants } from "~/components/ui/button";
import type { Difficulty } from "~/content/recipes";
import { usePageLocale } from "~/i18n/page-i18n";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { COLORING_DOWNLOAD_KIND, RANDOM_COLORING_DOWNLOAD_KIND, coloringDownloadUrl, coloringFileName, pickRandomColoringPage } from "./downloads";
import { DIFFICULTY_LABELS } from "./labels";
import { LineArt } from "./line-art";
import type { ColoringCardData } from "./page-data";

export const DIFFICULTY_TEXT: Record<Difficulty, string> = {
  Easy: "bg-pine-light text-pine-dark",
  Medium: "bg-gold-light text-gold-dark",
  Hard: "bg-christmas-red-light text-christmas-red-dark",
};

/** A difficulty as a coloured badge, in the page's language. */
export function DifficultyBadge({ difficulty, className }: { difficulty: Difficulty; className?: string }) {
  const { i18n } = useLingui();
  return <span className={cn("rounded-full px-3 py-1 text-xs font-bold", DIFFICULTY_TEXT[difficulty], className)}>{i18n._(DIFFICULTY_LABELS[difficulty])}</span>;
}

function recordDownload(page: ColoringCardData, kind: string) {
  track("file_download", { file_title: page.title, kind, file_name: coloringFileName(page.id) });
}

/** Starts a real download of a same-origin file, as if its link had been clicked. */
function startDownload(url: string, fileName: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

export function ColoringCard({ page, compact = false }: { page: ColoringCardData; compact?: boolean }) {
  const { t } = useLinguiMacro();
  const locale = usePageLocale();
  const headingId = `coloring-${page.id}-title`;
  const title = page.title;
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="coloring-card" className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <div className="relative border-b border-slate-200 p-4">
          <LineArt drawingId={page.id} label={t`Preview: ${title} line drawing`} className={compact ? "mx-auto max-w-44" : "mx-auto max-w-60"} />
          <span className="absolute left-3 top-3 rounded-full bg-christmas-red px-3 py-1 text-xs font-bold text-white">{page.character}</span>
          <DifficultyBadge difficulty={page.difficulty} className="absolute right-3 top-3" />
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 id={headingId} className="text-lg font-bold">
            {page.title}
          </h3>
          {compact ? null : <p className="mt-1 flex-1 text-ink-muted">{page.description}</p>}
          <a
            href={coloringDownloadUrl(page.id, locale)}
            download={coloringFileName(page.id)}
            aria-describedby={headingId}
            onClick={() => recordDownload(page, COLORING_DOWNLOAD_KIND)}
            className={buttonVariants({ size: "sm", className: "mt-4" })}
          >
            <Download aria-hidden="true" /> <Trans>Download &amp; Print</Trans>
          </a>
        </div>
      </article>
    </li>
  );
}

export function ColoringGrid({ pages, compact = false }: { pages: readonly ColoringCardData[]; compact?: boolean }) {
  const { t } = useLinguiMacro();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label={t`Coloring pages`}>
      {pages.map((page) => (
        <ColoringCard key={page.id} page={page} compact={compact} />
      ))}
    </ul>
  );
}

/** 'Download a Random Page': picks one of the pages shown at random and downloads it. */
export function RandomColoringButton({ pages }: { pages: readonly ColoringCardData[] }) {
  const locale = usePageLocale();
  return (
    <Button
      variant="gold"
      size="lg"
      onClick={() => {
        const page = pickRandomColoringPage(Math.random, pages);
        recordDownload(page, RANDOM_COLORING_DOWNLOAD_KIND);
        startDownload(coloringDownloadUrl(page.id, locale), coloringFileName(page.id));
      }}
    >
      <Shuffle aria-hidden="true" /> <Trans>Download a Random Page</Trans>
    </Button>
  );
}
