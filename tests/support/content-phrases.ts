// English content text that a page in another locale must not show: every string of the English content files of
// at least four words that the locale's own content does not also contain (a carol's title may stay English).
const english = import.meta.glob<Record<string, unknown>>(["../../app/content/*.ts", "!../../app/content/*.test.ts", "!../../app/content/*.server.ts"], {
  eager: true,
});
const localised = import.meta.glob<Record<string, unknown>>(["../../app/content/*/*.ts", "!../../app/content/*/*.test.ts"], { eager: true });

function strings(value: unknown, out: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === "string") out.add(value.replace(/\s+/g, " ").trim());
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) strings(v, out, seen);
  }
  return out;
}

export function englishContentPhrases(locale: string): string[] {
  const own = new Set<string>();
  for (const [file, module] of Object.entries(localised)) if (file.includes(`/content/${locale}/`)) strings(module, own);
  // A name the locale's own content keeps in English (a carol's or a film's original title, Canada Post's address)
  // is meant to be there.
  const ownText = [...own].join("\n");
  const phrases = new Set<string>();
  for (const module of Object.values(english)) {
    for (const s of strings(module, new Set())) {
      if (s.split(" ").length >= 4 && !ownText.includes(s) && !/^[\w-]+(\/[\w-]+)+$/.test(s)) phrases.add(s.length > 80 ? s.slice(0, 80) : s);
    }
  }
  return [...phrases];
}
