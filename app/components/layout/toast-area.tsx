import { useLingui } from "@lingui/react/macro";
import { lazy, startTransition, Suspense, useEffect, useState } from "react";

// The toast library loads after the page has hydrated: toasts only ever follow something the visitor did,
// and content pages should not carry its weight in their first download.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The toast area on every page: swipe or close button to dismiss, Alt+T focuses it. */
export function ToastArea() {
  const [ready, setReady] = useState(false);
  const { t } = useLingui();
  useEffect(() => startTransition(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" closeButton hotkey={["altKey", "KeyT"]} containerAriaLabel={t`Notifications`} />
    </Suspense>
  );
}
