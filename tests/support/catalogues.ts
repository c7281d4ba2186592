import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const LOCALES_DIR = path.resolve(import.meta.dirname, "../../app/locales");

const unquote = (s: string) => JSON.parse(s) as string;

/** A PO file's messages: context ("" if none), English source and translation. */
export function poMessages(file: string): { context: string; source: string; translation: string }[] {
  const messages: { context: string; source: string; translation: string }[] = [];
  // msgctxt, msgid and msgstr, each possibly continued over several quoted lines.
  for (const entry of readFileSync(file, "utf8").split(/\n\n+/)) {
    const block = (key: string) => new RegExp(`^${key} ((?:"(?:[^"\\\\]|\\\\.)*"\n?)+)`, "m").exec(entry)?.[1];
    const id = block("msgid");
    const str = block("msgstr");
    if (id === undefined || str === undefined) continue;
    const join = (text: string | undefined) => (text ?? "").trim().split("\n").filter(Boolean).map(unquote).join("");
    const source = join(id);
    if (source) messages.push({ context: join(block("msgctxt")), source, translation: join(str) });
  }
  return messages;
}

/** A catalogue's PO file in a locale (`catalogue` as lingui.config names it: "layout", "features/tracker", "routes/home.tsx"). */
export const poFile = (locale: string, catalogue: string) => path.join(LOCALES_DIR, locale, `${catalogue}.po`);

/** Every message of every catalogue of a locale: its English source and its translation. */
export function catalogueMessages(locale: string): { source: string; translation: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".po")) files.push(full);
    }
  };
  walk(path.join(LOCALES_DIR, locale));
  return files.flatMap((file) => poMessages(file).map(({ source, translation }) => ({ source, translation })));
}

/**
 * The English phrases a page in `locale` must not show: each message's literal runs (placeholders and tags cut
 * out) of at least three words, where the translation differs from the English and does not keep that run itself.
 */
export function englishPhrases(locale: string): string[] {
  const phrases = new Set<string>();
  for (const { source, translation } of catalogueMessages(locale)) {
    if (translation === source) continue;
    for (const run of source.split(/\{[^}]*\}|<\/?\d+\/?>/)) {
      const words = run.trim();
      // A run the translation keeps as it is (an address, a name) is meant to be there.
      if (words.split(/\s+/).length >= 3 && !translation.includes(words)) phrases.add(words);
    }
  }
  return [...phrases];
}
