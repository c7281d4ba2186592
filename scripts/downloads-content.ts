/**
 * A content file in a language, for the build's download generators (scripts/downloads/): the language's exports
 * over the English ones, as app/content/localised.server.ts gives loaders (that one needs Vite's import.meta.glob;
 * the generators also run under tsx). A language without the file gets the English.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, type Locale } from "../app/i18n/locale";

const CONTENT = path.resolve(import.meta.dirname, "..", "app", "content");

export async function contentIn<M>(locale: Locale, name: string): Promise<M> {
  const english = (await import(path.join(CONTENT, `${name}.ts`))) as M;
  const own = path.join(CONTENT, locale, `${name}.ts`);
  if (locale === DEFAULT_LOCALE || !existsSync(own)) return english;
  return { ...english, ...((await import(own)) as Partial<M>) };
}
