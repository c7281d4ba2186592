import { Download, Shuffle } from "~/components/ui/icons";
import { Button, buttonVariants } from "~/components/ui/button";
import { FEATURED_COLORING_PAGES, type ColoringPage } from "~/content/coloring-pages";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { COLORING_DOWNLOAD_KIND, RANDOM_COLORING_DOWNLOAD_KIND, coloringDownloadUrl, coloringFileName, pickRandomColoringPage } from "./downloads";
import { LineArt } from "./line-art";

export const DIFFICULTY_TEXT: Record<ColoringPage["difficulty"], string> = {
  Easy: "bg-pine-light text-pine-dark",
  Medium: "bg-gold-light text-gold-dark",
  Hard: "bg-christmas-red-light text-christmas-red-dark",
};

function recordDownload(page: ColoringPage, kind: string) {
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

export function ColoringCard({ page, compact = false }: { page: ColoringPage; compact?: boolean }) {
  const headingId = `coloring-${page.id}-title`;
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="coloring-card" className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <div className="relative border-b border-slate-200 p-4">
          <LineArt drawingId={page.id} label={`Preview: ${page.title} line drawing`} className={compact ? "mx-auto max-w-44" : "mx-auto max-w-60"} />
          <span className="absolute left-3 top-3 rounded-full bg-christmas-red px-3 py-1 text-xs font-bold text-white">{page.character}</span>
          <span className={cn("absolute right-3 top-3 rounded-full px-3 py-1 text-xs font-bold", DIFFICULTY_TEXT[page.difficulty])}>{page.difficulty}</span>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 id={headingId} className="text-lg font-bold">
            {page.title}
          </h3>
          {compact ? null : <p className="mt-1 flex-1 text-ink-muted">{page.description}</p>}
          <a
            href={coloringDownloadUrl(page.id)}
            download={coloringFileName(page.id)}
            aria-describedby={headingId}
            onClick={() => recordDownload(page, COLORING_DOWNLOAD_KIND)}
            className={buttonVariants({ size: "sm", className: "mt-4" })}
          >
            <Download aria-hidden="true" /> Download &amp; Print
          </a>
        </div>
      </article>
    </li>
  );
}

export function ColoringGrid({ compact = false }: { compact?: boolean }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", compact ? "lg:grid-cols-4" : "lg:grid-cols-4")} aria-label="Coloring pages">
      {FEATURED_COLORING_PAGES.map((page) => (
        <ColoringCard key={page.id} page={page} compact={compact} />
      ))}
    </ul>
  );
}

/** 'Download a Random Page': picks one of the pages shown at random and downloads it. */
export function RandomColoringButton() {
  return (
    <Button
      variant="gold"
      size="lg"
      onClick={() => {
        const page = pickRandomColoringPage(Math.random);
        recordDownload(page, RANDOM_COLORING_DOWNLOAD_KIND);
        startDownload(coloringDownloadUrl(page.id), coloringFileName(page.id));
      }}
    >
      <Shuffle aria-hidden="true" /> Download a Random Page
    </Button>
  );
}
