import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";
import { DEFAULT_LOCALE, LOCALES } from "./app/i18n/locale";

/**
 * Lingui's catalogues (ADR 016): one PO file per locale for each part of the site, so a page's data carries only
 * the messages it can show. `layout`: the document shell, header, footer and shared components. One catalogue per
 * feature folder and one per route file; app/i18n/page-catalogs.ts says which a page needs.
 */
export default defineConfig({
  // The one locale list (app/i18n/locale.ts): a language joins there, not here.
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/layout",
      include: ["<rootDir>/app/root.tsx", "<rootDir>/app/components/", "<rootDir>/app/lib/"],
    },
    { path: "<rootDir>/app/locales/{locale}/features/{name}", include: ["<rootDir>/app/features/{name}/"] },
    // `{name}` is the file's whole name ("home.tsx"), so the include is `{name}` itself: with ".tsx" after it, it
    // named "home.tsx.tsx" and no route file's message was ever extracted.
    {
      path: "<rootDir>/app/locales/{locale}/routes/{name}",
      include: ["<rootDir>/app/routes/{name}"],
      exclude: ["<rootDir>/app/routes/*.ts"],
    },
  ],
});
