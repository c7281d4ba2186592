import { Download } from "./icons";
import { buttonVariants } from "./button";
import { usePageLocale } from "~/i18n/page-i18n";
import { track } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { downloadHref } from "~/lib/downloads";

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
