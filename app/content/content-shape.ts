/**
 * Whether a locale's content has the same shape as the English (issue 25, ADR 016): the same keys, the same number
 * of items in the same order, the same ids, slugs, links and numbers, and no empty text. Pure, so the completeness
 * test can report every difference at once.
 */

/** Keys whose string values are identifiers, not text: they must equal the English in every locale. */
export const IDENTIFIER_KEYS: ReadonlySet<string> = new Set([
  "id", "slug", "to", "href", "icon", "kind", "path", "file", "dial", "number", "color", "colour", "tone", "category", "treat", "date",
]);

export function contentDifferences(english: unknown, other: unknown, at = "", key = ""): string[] {
  const where = at || "(root)";
  if (typeof english !== typeof other || Array.isArray(english) !== Array.isArray(other) || (english === null) !== (other === null)) {
    return [`${where}: ${describe(english)} in English, ${describe(other)} here`];
  }
  if (typeof english === "string") {
    if ((other as string).trim() === "") return [`${where}: empty text`];
    if (IDENTIFIER_KEYS.has(key) && english !== other) return [`${where}: identifier "${String(other)}" should be "${english}"`];
    return [];
  }
  if (typeof english === "number" || typeof english === "boolean") {
    return english === other ? [] : [`${where}: ${String(other)} should be ${String(english)} as in English`];
  }
  if (typeof english === "function" || english === null || english === undefined) return [];
  if (english instanceof RegExp) return [];
  if (Array.isArray(english)) {
    const o = other as unknown[];
    if (english.length !== o.length) return [`${where}: ${o.length} items, English has ${english.length}`];
    return english.flatMap((e, i) => contentDifferences(e, o[i], `${at}[${i}]`, key));
  }
  const e = english as Record<string, unknown>;
  const o = other as Record<string, unknown>;
  const problems: string[] = [];
  for (const k of Object.keys(e)) {
    if (!(k in o)) problems.push(`${at ? `${at}.` : ""}${k}: missing`);
    else problems.push(...contentDifferences(e[k], o[k], `${at ? `${at}.` : ""}${k}`, k));
  }
  for (const k of Object.keys(o)) if (!(k in e)) problems.push(`${at ? `${at}.` : ""}${k}: not in English`);
  return problems;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value;
}
