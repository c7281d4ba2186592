import { Trans, useLingui } from "@lingui/react/macro";
import { Input } from "~/components/ui/input";
import { Award, Download, Loader2, Printer, RotateCcw, Search, Sparkles, Star } from "~/components/ui/icons";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { CertificateArt } from "./certificate-art";
import { printCertificate } from "./certificate-actions";
import { NAME_MAX_LENGTH, NICE_SCORE_MAX, STAR_TOTAL } from "./nice-score";
import { useNiceList } from "./use-nice-list";

export const NICE_LIST_FORM_ID = "check-name";

function StarRating({ filled }: { filled: number }) {
  const { t } = useLingui();
  return (
    <p role="img" aria-label={t`${filled} out of ${STAR_TOTAL} stars`} className="flex justify-center gap-1" data-testid="stars" data-filled={filled}>
      {Array.from({ length: STAR_TOTAL }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn("size-9", i < filled ? "fill-gold text-gold-dark" : "text-slate-300")} />
      ))}
    </p>
  );
}

/**
 * The checker: name form → 3-second check → result → certificate panel, and back again. `messages` are the five
 * result messages in the page's language (from the route's loader); the name chooses one.
 */
export function NiceListChecker({ messages }: { messages: readonly string[] }) {
  const { t } = useLingui();
  const { name, setName, phase, canCheck, check, showCertificate, reset } = useNiceList();
  const inputId = useId();
  const hintId = useId();
  const certTitleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const certHeadingRef = useRef<HTMLHeadingElement>(null);
  const certificateRef = useRef<SVGSVGElement>(null);
  const previousStep = useRef(phase.step);
  const showingCertificate = phase.step === "result" && phase.showCertificate;
  // Named here so the messages' placeholders have names a translator can read.
  const checkedName = phase.step === "entry" ? "" : phase.name;
  const score = phase.step === "result" ? phase.result.niceScore : 0;
  const certificateNo = phase.step === "result" ? phase.certificate.number : "";

  // Move focus with the flow, so keyboard and screen reader users follow it.
  useEffect(() => {
    if (phase.step === "result" && previousStep.current !== "result") resultHeadingRef.current?.focus();
    if (phase.step === "entry" && previousStep.current === "result") inputRef.current?.focus();
    previousStep.current = phase.step;
  }, [phase.step]);
  useEffect(() => {
    if (showingCertificate) certHeadingRef.current?.focus();
  }, [showingCertificate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canCheck) check();
  };
  const onCertificate = (download: boolean) => {
    if (phase.step !== "result" || !certificateRef.current) return;
    const alerts = {
      popupBlocked: t`Please allow pop-ups to download your certificate.`,
      failed: t`There was an error generating your certificate. Please try again.`,
    };
    void printCertificate(certificateRef.current, phase.certificate, { download, alerts });
  };

  return (
    <div className="mx-auto max-w-4xl">
      <div aria-live="polite" className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10">
        {phase.step === "entry" ? (
          <form id={NICE_LIST_FORM_ID} onSubmit={onSubmit} className="mx-auto max-w-xl text-center" aria-labelledby={`${inputId}-heading`}>
            <h2 id={`${inputId}-heading`} className="text-3xl font-bold text-christmas-red sm:text-4xl">
              <Trans>Is Your Name on the Nice List?</Trans>
            </h2>
            <p id={hintId} className="mt-3 text-ink-muted">
              <Trans>Type a first name and Santa's elves will look it up. The name stays on this device.</Trans>
            </p>
            <label htmlFor={inputId} className="mt-6 block text-left text-lg font-bold">
              <Trans>First name</Trans>
            </label>
            <Input
              size="xl"
              ref={inputRef}
              id={inputId}
              name="firstName"
              type="text"
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              aria-describedby={hintId}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={t`e.g. Emma`}
              className="mt-2 focus-visible:outline-gold-dark"
            />
            <Button type="submit" size="lg" disabled={!canCheck} className="mt-6 w-full sm:w-auto">
              <Search /> <Trans>Check the Nice List</Trans>
            </Button>
          </form>
        ) : null}

        {phase.step === "checking" ? (
          <div className="py-10 text-center" data-testid="checking">
            <Loader2 aria-hidden="true" className="mx-auto size-16 animate-spin text-christmas-red" />
            <h2 className="mt-6 text-3xl font-bold text-christmas-red">
              <Trans>Checking Santa's Nice List…</Trans>
            </h2>
            <p className="mt-3 text-lg text-ink-muted">
              <Trans>The elves are looking for {checkedName} in the great big book. Checking it twice!</Trans>
            </p>
          </div>
        ) : null}

        {phase.step === "result" ? (
          <div className="text-center" data-testid="result">
            <Sparkles aria-hidden="true" className="mx-auto size-14 text-gold-dark" />
            <h2 ref={resultHeadingRef} tabIndex={-1} className="mt-4 text-3xl font-bold text-pine focus:outline-none sm:text-5xl">
              <Trans>Congratulations, {checkedName}!</Trans>
            </h2>
            <p className="mt-2 text-xl font-bold text-christmas-red">
              <Trans>You're on Santa's Nice List!</Trans>
            </p>
            <p className="mx-auto mt-4 max-w-2xl text-lg">{messages[phase.result.messageIndex]}</p>
            <div className="mt-6">
              <StarRating filled={phase.stars} />
              <p className="mt-3 font-display text-2xl font-bold text-pine" data-testid="nice-score">
                <Trans>
                  Nice Score: {score}/{NICE_SCORE_MAX}
                </Trans>
              </p>
            </div>
            <div className="mt-8 flex flex-wrap justify-center gap-4">
              <Button variant="gold" size="lg" onClick={showCertificate} aria-expanded={phase.showCertificate}>
                <Award /> <Trans>Get Your Certificate</Trans>
              </Button>
              <Button variant="outline" size="lg" onClick={reset}>
                <RotateCcw /> <Trans>Check Another Name</Trans>
              </Button>
            </div>
          </div>
        ) : null}
      </div>

      {phase.step === "result" && phase.showCertificate ? (
        <section aria-labelledby={`${certTitleId}-heading`} className="mt-10 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10" data-testid="certificate-panel">
          <h2 id={`${certTitleId}-heading`} ref={certHeadingRef} tabIndex={-1} className="text-center text-3xl font-bold text-christmas-red focus:outline-none">
            <Trans>Your Official Nice List Certificate</Trans>
          </h2>
          <p className="mt-2 text-center text-ink-muted">
            <Trans>Print it on a landscape sheet, or download the PDF to keep. Number {certificateNo}.</Trans>
          </p>
          <div className="mx-auto mt-6 max-w-3xl overflow-hidden rounded-xl shadow-md ring-1 ring-slate-200">
            <CertificateArt ref={certificateRef} data={phase.certificate} titleId={certTitleId} />
          </div>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Button size="lg" onClick={() => onCertificate(true)}>
              <Download /> <Trans>Download &amp; Print Certificate</Trans>
            </Button>
            <Button variant="secondary" size="lg" onClick={() => onCertificate(false)}>
              <Printer /> <Trans>Print Certificate</Trans>
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
