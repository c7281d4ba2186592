import { Trans, useLingui } from "@lingui/react/macro";
import { Link as RouterLink, useLocation } from "react-router";
import { Globe } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { normalizePath } from "~/lib/paths";
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, localeFromPath, localisedPath, unlocalisedPath, type Locale } from "~/i18n/locale";

/** The same page in every language, each named in its own language: plain links, no cookie, no redirect. */
function useLanguageLinks() {
  const { pathname, search } = useLocation();
  const current = localeFromPath(pathname);
  // The prerender step renders "/activities/" for "/activities": the links name the page without the slash.
  const page = unlocalisedPath(normalizePath(pathname));
  return LOCALES.map((locale: Locale) => ({ locale, to: `${localisedPath(page, locale)}${search}`, current: locale === current }));
}

function LanguageList({ className, itemClassName }: { className?: string; itemClassName: (current: boolean) => string }) {
  return (
    <ul className={className}>
      {useLanguageLinks().map(({ locale, to, current }) => (
        <li key={locale}>
          <RouterLink
            to={to}
            hrefLang={LOCALE_TAGS[locale]}
            lang={LOCALE_TAGS[locale]}
            aria-current={current ? "true" : undefined}
            className={itemClassName(current)}
          >
            {LOCALE_NAMES[locale]}
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}

/** The footer's language list. */
export function LanguageLinks({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Language`} className={className}>
      <h2 className="font-display text-lg font-semibold text-gold">
        <Trans>Language</Trans>
      </h2>
      <LanguageList
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1"
        itemClassName={(current) => cn("rounded underline-offset-4 hover:text-white hover:underline", current ? "font-bold text-white" : "text-slate-200")}
      />
    </nav>
  );
}

/** The header's language menu: a disclosure that works before (and without) the page's script. */
export function LanguageMenu() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const language = LOCALE_NAMES[localeFromPath(pathname)];
  return (
    <details className="group relative" key={pathname}>
      <summary
        aria-label={t`Language: ${language}`}
        className="inline-flex size-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full text-ink hover:bg-christmas-red-light [&::-webkit-details-marker]:hidden"
      >
        <Globe aria-hidden="true" className="size-5" />
        <span aria-hidden="true" className="text-xs font-bold uppercase">
          {localeFromPath(pathname) === "pt-br" ? "PT" : localeFromPath(pathname).toUpperCase()}
        </span>
      </summary>
      <LanguageList
        className="absolute right-0 top-full z-50 mt-1 grid min-w-52 gap-1 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        itemClassName={(current) =>
          cn("block rounded-xl px-3 py-2 text-sm font-semibold", current ? "bg-christmas-red text-white" : "text-ink hover:bg-christmas-red-light")
        }
      />
    </details>
  );
}
