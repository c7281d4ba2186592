import { Download } from "./icons";
import { buttonVariants } from "./button";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";

/** Where build-time printables are served (scripts/build-downloads.ts writes them to public/downloads/). */
export const DOWNLOADS_BASE = "/downloads";

export function downloadHref(file: string): string {
  return `${DOWNLOADS_BASE}/${file}`;
}

/** A link that downloads a generated PDF and records which file (never anything typed). */
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
  return (
    <a
      href={downloadHref(file)}
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
