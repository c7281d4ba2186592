import { Trans, useLingui } from "@lingui/react/macro";
import { Mail } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { buttonVariants } from "~/components/ui/button";
import { PATHS } from "~/lib/paths";
import "./mail-banner.css";

/** The fixed bottom banner to the letter page (body padding in mail-banner.css keeps the page uncovered). */
export function MailBanner() {
  const { t } = useLingui();
  return (
    <aside aria-label={t`Write to Santa online`} className="santa-mail-banner no-print fixed inset-x-0 bottom-0 z-40 border-t-4 border-gold bg-pine-dark px-4 py-3 text-white shadow-2xl">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4">
        <p className="font-semibold">
          <span className="hidden sm:inline">
            <Trans>No time to post a letter?</Trans>{" "}
          </span>
          <Trans>Santa replies by email too!</Trans>
        </p>
        <Link to={PATHS.writeToSanta} prefetch="intent" className={buttonVariants({ variant: "gold" })}>
          <Mail aria-hidden="true" /> <Trans>Write to Santa</Trans>
        </Link>
      </div>
    </aside>
  );
}
