import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Heart, Snowflake } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { FOOTER_MORE_LINKS, FOOTER_QUICK_LINKS, FOOTER_TITLES, type NavLink } from "~/lib/navigation";
import { SITE_NAME } from "~/lib/site";
import { LanguageLinks } from "./language-menu";

function LinkList({ title, links }: { title: MessageDescriptor; links: readonly NavLink[] }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._(title)}>
      <h2 className="font-display text-lg font-semibold text-gold">{i18n._(title)}</h2>
      <ul className="mt-3 grid gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} prefetch="intent" className="rounded text-slate-200 underline-offset-4 hover:text-white hover:underline">
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { t } = useLinguiMacro();
  return (
    <footer className="no-print bg-pine-dark px-4 py-12 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 font-display text-2xl font-bold text-white">
            <Snowflake aria-hidden="true" className="size-7 text-gold" /> {SITE_NAME}
          </p>
          <p className="mt-3 max-w-md">
            <Trans>
              A free, ad-free Christmas website for families. Children write to Santa and a parent receives his reply by
              email; check the Nice List, follow Santa on Christmas Eve, and enjoy recipes, stories, songs, coloring pages
              and games together.
            </Trans>
          </p>
          <p className="mt-3 text-sm text-slate-300">
            <Trans>No trackers, no advertising, no third-party scripts.</Trans>
          </p>
          <LanguageLinks className="mt-6" />
        </div>
        <LinkList title={FOOTER_TITLES.quick} links={FOOTER_QUICK_LINKS} />
        <LinkList title={FOOTER_TITLES.more} links={FOOTER_MORE_LINKS} />
      </div>
      <p className="mx-auto mt-10 flex max-w-6xl items-center justify-center gap-1 border-t border-white/15 pt-6 text-center text-sm text-slate-300">
        <Trans>
          Made with <Heart aria-label={t`love`} className="size-4 text-christmas-red-light" /> at the North Pole for families everywhere.
        </Trans>
      </p>
    </footer>
  );
}
