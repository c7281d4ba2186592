import { useCallback, useSyncExternalStore } from "react";

/** The event a page fires on itself after writing an item (the "storage" event only reaches other tabs). */
const changeEvent = (key: string) => `north-pole:stored:${key}`;

/** An item's raw value, or null when it is absent or storage is refused (private browsing, blocked cookies). */
export function readStoredItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * One localStorage item as React state: null in the prerendered HTML and until hydration, then the browser's value,
 * kept current when this page or another tab writes it. `write` returns false where storage is refused.
 */
export function useStoredItem(key: string): { raw: string | null; write: (value: string) => boolean } {
  const subscribe = useCallback(
    (onChange: () => void) => {
      window.addEventListener("storage", onChange);
      window.addEventListener(changeEvent(key), onChange);
      return () => {
        window.removeEventListener("storage", onChange);
        window.removeEventListener(changeEvent(key), onChange);
      };
    },
    [key],
  );
  const raw = useSyncExternalStore(subscribe, () => readStoredItem(key), () => null);
  const write = useCallback(
    (value: string): boolean => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        return false;
      }
      window.dispatchEvent(new Event(changeEvent(key)));
      return true;
    },
    [key],
  );
  return { raw, write };
}
