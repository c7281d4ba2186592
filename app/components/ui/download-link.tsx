import { Download } from "./icons";
import { buttonVariants } from "./button";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { usePageLocale } from "~/i18n/page-i18n";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";

/** Where build-time printables are served (scripts/build-downloads.ts writes them to public/downloads/). */
export const DOWNLOADS_BASE = "/downloads";

/**
 * The folder of a language's printables: English at /downloads, every other language in its own folder with the
 * same file names (/downloads/es/…), drawn from that language's content by scripts/build-downloads.ts.
 */
export function downloadsBase(locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? DOWNLOADS_BASE : `${DOWNLOADS_BASE}/${locale}`;
}

/** A printable's URL in a language: "/downloads/bingo.pdf" in English, "/downloads/es/bingo.pdf" in Spanish. */
export function downloadHref(file: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${downloadsBase(locale)}/${file}`;
}

/** A link that downloads a generated PDF in the page's language and records which file (never anything typed). */
export function DownloadLink({
  file,
  label,
  describedBy,
  variant = "primary",
  size = "md",
  className,
}: {
  file: string;
  label: string;
  describedBy?: string;
  variant?: "primary" | "secondary" | "gold" | "light" | "outline";
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const locale = usePageLocale();
  return (
    <a
      href={downloadHref(file, locale)}
      download={file}
      type="application/pdf"
      aria-describedby={describedBy}
      onClick={() => track("file_download", { file_id: file.replace(/\.pdf$/, ""), file_type: "pdf" })}
      className={cn(buttonVariants({ variant, size }), className)}
    >
      <Download aria-hidden="true" /> {label}
    </a>
  );
}
