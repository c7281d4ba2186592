import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";

/** Where build-time printables are served (scripts/build-downloads.ts writes them to public/downloads/). */
export const DOWNLOADS_BASE = "/downloads";

/**
 * The folder of a language's printables: English at /downloads, every other language in its own folder with the
 * same file names (/downloads/es/…), drawn from that language's content by scripts/build-downloads.ts. Plain (no
 * React, no icons), so the build's generators can import it too.
 */
export function downloadsBase(locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? DOWNLOADS_BASE : `${DOWNLOADS_BASE}/${locale}`;
}

/** A printable's URL in a language: "/downloads/bingo.pdf" in English, "/downloads/es/bingo.pdf" in Spanish. */
export function downloadHref(file: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${downloadsBase(locale)}/${file}`;
}
