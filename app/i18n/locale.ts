/**
 * The site's languages and how a URL carries one (issue 25, ADR 016). The locale of a page is its URL's first
 * segment, or English when there is none: the one source of truth for "which language is this", on the server, in
 * the browser and in the reply to a letter. Pure, so every rule has a test.
 */
export const LOCALES = ["en", "es", "fr", "de", "it", "pt-br"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, for the language switcher (a reader looks for their own language's name). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  "pt-br": "Português (Brasil)",
};

/** BCP 47 tags for `<html lang>`, `hreflang`, `Intl` and the reply's `<html lang>`. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en", es: "es", fr: "fr", de: "de", it: "it", "pt-br": "pt-BR" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The page a loader's request is for: its path without the ".data" of a client navigation's data request (the home
 * page's is "/_root.data") and without a trailing slash.
 */
export function pagePathOf(requestUrl: string): string {
  const pathname = new URL(requestUrl).pathname.replace(/\.data$/, "");
  if (pathname === "/_root" || pathname === "/_") return "/";
  return pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
}

/** The locale of the page a loader's request is for (its data request included). */
export function requestLocale(request: { url: string }): Locale {
  return localeFromPath(pagePathOf(request.url));
}

/** The locale of a path: its first segment when that is a non-default locale, else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** A path without its locale prefix: "/es/nice-list" → "/nice-list", "/es" → "/". */
export function unlocalisedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** A site path (as in PATHS) in a locale: "/nice-list" in es → "/es/nice-list", "/" in es → "/es". */
export function localisedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The first of the browser's languages we have a translation for, or null: "pt-BR" and "pt" read as pt-br,
 * "de-AT" as de. Used only for the home page's dismissible suggestion: the site never redirects by language.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (isLocale(tag)) return tag;
    const base = tag.split("-")[0]!;
    if (base === "pt") return "pt-br";
    if (isLocale(base)) return base;
  }
  return null;
}
