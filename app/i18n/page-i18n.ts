import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { useLocation } from "react-router";
import { DEFAULT_LOCALE, LOCALE_TAGS, localeFromPath, type Locale } from "./locale";

/** What the root loader returns (root.tsx): the page's locale and its messages. */
export interface RootI18nData {
  locale: Locale;
  messages: Messages;
}

/** An I18n over the root loader's data: one per render, never a shared global (server renders run side by side). */
export function makeI18n(data: RootI18nData | undefined, fallbackLocale: Locale = DEFAULT_LOCALE): I18n {
  const locale = data?.locale ?? fallbackLocale;
  return setupI18n({ locale, messages: { [locale]: data?.messages ?? {} } });
}

/**
 * The I18n for a route's `meta` function (which runs outside React, so cannot use `useLingui`):
 *
 *     export const meta: Route.MetaFunction = ({ location, matches }) => {
 *       const i18n = metaI18n(matches);
 *       return seo({ pathname: location.pathname, title: i18n._(msg`Christmas Recipes`), … });
 *     };
 */
export function metaI18n(matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[]): I18n {
  const root = matches.find((m) => m?.id === "root");
  return makeI18n((root?.loaderData ?? root?.data) as RootI18nData | undefined);
}

/** The page's locale, from its URL (the one source of truth, the same on the server and in the browser). */
export function usePageLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The page's BCP 47 tag, for `Intl` formatters and `toLocaleDateString` ("pt-BR"). */
export function usePageLanguageTag(): string {
  return LOCALE_TAGS[usePageLocale()];
}
