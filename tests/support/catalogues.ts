import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const LOCALES_DIR = path.resolve(import.meta.dirname, "../../app/locales");

const unquote = (s: string) => JSON.parse(s) as string;

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
  const messages: { source: string; translation: string }[] = [];
  for (const file of files) {
    // msgid and msgstr, each possibly continued over several quoted lines.
    const entries = readFileSync(file, "utf8").split(/\n\n+/);
    for (const entry of entries) {
      const id = /^msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)/m.exec(entry)?.[1];
      const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\n?)+)/m.exec(entry)?.[1];
      if (id === undefined || str === undefined) continue;
      const join = (block: string) => block.trim().split("\n").map(unquote).join("");
      const source = join(id);
      if (source) messages.push({ source, translation: join(str) });
    }
  }
  return messages;
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
