import type { Messages } from "@lingui/core";
import type { Locale } from "./locale";

/** Every compiled catalogue, loaded when first asked for (@lingui/vite-plugin compiles a PO file when imported). */
const CATALOGS = import.meta.glob<Messages>("../locales/*/**/*.po", { import: "messages" });

const loaded = new Map<string, Promise<Messages>>();

/**
 * The messages of the named catalogues in one locale, merged: what a page's data carries so that it, and nothing
 * else, is translated. A catalogue with no messages yet has no file and adds nothing.
 */
export async function loadMessages(locale: Locale, names: readonly string[]): Promise<Messages> {
  const parts = await Promise.all(
    names.map((name) => {
      const file = `../locales/${locale}/${name}.po`;
      const load = CATALOGS[file];
      if (!load) return {};
      let promise = loaded.get(file);
      if (!promise) loaded.set(file, (promise = load()));
      return promise;
    }),
  );
  return Object.assign({}, ...parts) as Messages;
}
