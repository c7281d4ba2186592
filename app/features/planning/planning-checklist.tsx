import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import type { ChecklistItem } from "~/content/planning";
import { CHECKLIST_STORAGE_KEY, parseChecklist, serializeChecklist, toggleItem } from "./checklist-storage";

function readStored(ids: readonly string[]): Set<string> {
  try {
    return parseChecklist(window.localStorage.getItem(CHECKLIST_STORAGE_KEY), ids);
  } catch {
    return new Set();
  }
}

function store(checked: ReadonlySet<string>, ids: readonly string[]): void {
  try {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, serializeChecklist(checked, ids));
  } catch {
    // Storage full or blocked: the ticks still work for this visit.
  }
}

/** The 10-item checklist; ticks are loaded after hydration and saved in this browser on every change. */
export function PlanningChecklist({ items }: { items: readonly ChecklistItem[] }) {
  const ids = items.map((item) => item.id);
  const [checked, setChecked] = useState<Set<string>>(() => new Set());
  const [ready, setReady] = useState(false);
  const baseId = useId();
  const done = checked.size;
  const total = items.length;

  useEffect(() => {
    setChecked(readStored(items.map((item) => item.id)));
    setReady(true);
  }, [items]);

  const onToggle = (id: string) => {
    const next = toggleItem(checked, id);
    setChecked(next);
    store(next, ids);
  };

  return (
    <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" data-ready={ready || undefined} data-testid="planning-checklist">
      <p role="status" className="text-center font-bold text-pine">
        <Trans>
          {done} of {total} done
        </Trans>
      </p>
      <ul className="mt-5 space-y-2">
        {items.map((item) => {
          const inputId = `${baseId}-${item.id}`;
          return (
            <li key={item.id}>
              <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-snow">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={checked.has(item.id)}
                  onChange={() => onToggle(item.id)}
                  className="size-5 accent-pine"
                />
                <span className={checked.has(item.id) ? "text-ink-muted line-through" : undefined}>{item.text}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <p className="mt-5 text-center text-sm text-ink-muted">
        <Trans>Your ticks are saved in this browser only; nothing is sent to us.</Trans>
      </p>
    </div>
  );
}
