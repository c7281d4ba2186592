import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { Button } from "~/components/ui/button";

/**
 * "Reset your tracker?" in a native modal <dialog>: it traps focus, Escape cancels, and the page behind is
 * inert; the first button, Keep My Deeds, takes focus. (window.confirm would block the page and cannot be styled or tested reliably.)
 */
export function ResetDialog({ open, onConfirm, onCancel, onClosed }: { open: boolean; onConfirm: () => void; onCancel: () => void; onClosed: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      onClosed();
    }
  }, [open, onClosed]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="p-6 sm:p-8">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-christmas-red">
          <Trans>Reset your tracker?</Trans>
        </h2>
        <p id={`${id}-text`} className="mt-3 text-lg">
          <Trans>This removes every good deed and sets your nice points back to 0. It cannot be undone.</Trans>
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onCancel}>
            <Trans>Keep My Deeds</Trans>
          </Button>
          <Button onClick={onConfirm}>
            <Trans>Yes, Reset Tracker</Trans>
          </Button>
        </div>
      </div>
    </dialog>
  );
}
