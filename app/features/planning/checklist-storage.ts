/**
 * The planning checklist's ticks, remembered in this browser only (localStorage). The stored value is a JSON
 * array of item ids; anything else (corrupt JSON, wrong shape, unknown ids) is read as "nothing ticked" or
 * filtered, so a bad value can never break the page.
 */
export const CHECKLIST_STORAGE_KEY = "north-pole-planning-checklist";

export function parseChecklist(raw: string | null, validIds: readonly string[]): Set<string> {
  if (raw === null) return new Set();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return new Set();
  }
  if (!Array.isArray(value)) return new Set();
  const valid = new Set(validIds);
  return new Set(value.filter((id): id is string => typeof id === "string" && valid.has(id)));
}

/** Ids in checklist order, so the stored value is stable. */
export function serializeChecklist(checked: ReadonlySet<string>, orderedIds: readonly string[]): string {
  return JSON.stringify(orderedIds.filter((id) => checked.has(id)));
}

export function toggleItem(checked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(checked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
