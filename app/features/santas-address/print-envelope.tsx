import { Trans } from "@lingui/react/macro";
import { Printer } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Button } from "~/components/ui/button";
import { trackClick } from "~/lib/analytics";
import "./envelope-print.css";

const PRINT_FLAG = "printEnvelope";

/** The front of a #10 envelope (9.5 x 4.125 in) addressed to Santa, with room for the sender's address. */
function EnvelopeLayout({ addressLines }: { addressLines: readonly string[] }) {
  return (
    <div className="envelope-print" aria-hidden="true" data-testid="envelope-layout">
      <div className="relative mx-auto h-[4.125in] w-[9.5in] border-2 border-dashed border-slate-500 p-[0.35in] font-sans text-black">
        <div className="absolute left-[0.35in] top-[0.3in] w-[3.4in] text-[11pt]">
          <p className="font-bold">
            <Trans>From:</Trans>
          </p>
          <p className="mt-[0.18in] border-b border-slate-500">&nbsp;</p>
          <p className="mt-[0.1in] border-b border-slate-500">&nbsp;</p>
          <p className="mt-[0.1in] border-b border-slate-500">&nbsp;</p>
        </div>
        <div className="absolute right-[0.35in] top-[0.3in] flex h-[1.1in] w-[0.95in] items-center justify-center border-2 border-christmas-red p-1 text-center text-[7.5pt] font-bold leading-tight text-christmas-red">
          <Trans>No stamp needed in Canada</Trans>
        </div>
        <div className="absolute left-[3.6in] top-[1.75in] text-[17pt] leading-snug">
          {addressLines.map((line, i) => (
            <p key={line} className={i === 0 ? "font-display text-[20pt] font-bold text-christmas-red" : undefined}>
              {line}
            </p>
          ))}
        </div>
        <p className="absolute bottom-[0.15in] left-0 right-0 text-center text-[8pt] text-slate-600">
          <Trans>Print straight onto a #10 envelope, or cut along the dashed line and glue it to the front of any envelope.</Trans>
        </p>
      </div>
    </div>
  );
}

/**
 * 'Print Envelope Template': marks the document so print shows only the envelope, opens the browser's print
 * dialog, and clears the mark after printing. The layout is rendered into <body> after hydration.
 */
export function PrintEnvelopeButton({ addressLines }: { addressLines: readonly string[] }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    const clear = () => {
      delete document.documentElement.dataset[PRINT_FLAG];
    };
    window.addEventListener("afterprint", clear);
    return () => {
      window.removeEventListener("afterprint", clear);
      clear();
    };
  }, []);

  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        onClick={() => {
          trackClick("print_envelope_template");
          document.documentElement.dataset[PRINT_FLAG] = "true";
          window.print();
        }}
      >
        <Printer aria-hidden="true" /> <Trans>Print Envelope Template</Trans>
      </Button>
      {mounted ? createPortal(<EnvelopeLayout addressLines={addressLines} />, document.body) : null}
    </>
  );
}
