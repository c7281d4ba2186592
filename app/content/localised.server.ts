import type { Locale } from "~/i18n/locale";

/**
 * Content in a page's language (ADR 016): `app/content/<locale>/<file>.ts` holds a locale's text for the English
 * `app/content/<file>.ts`, with the same exports and types. Only loaders read this (it is server-only), so a page
 * ships its own language's content as data and never another's.
 */
const ENGLISH = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts", "!./*.server.ts"], { eager: true });
const LOCALISED = import.meta.glob<Record<string, unknown>>(["./*/*.ts", "!./*/*.test.ts"], { eager: true });

/**
 * The content file `name` ("recipes") in `locale`: the locale's exports over the English ones, so an export a
 * locale does not translate (a number, a list of ids) is the English. Typed as the English module.
 *
 *     const { RECIPES } = localisedContent<typeof import("~/content/recipes")>(locale, "recipes");
 */
export function localisedContent<M>(locale: Locale, name: string): M {
  const english = ENGLISH[`./${name}.ts`];
  if (!english) throw new Error(`No content file app/content/${name}.ts`);
  const own = locale === "en" ? undefined : LOCALISED[`./${locale}/${name}.ts`];
  return (own ? { ...english, ...own } : english) as M;
}
