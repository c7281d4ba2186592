import { Trans, useLingui } from "@lingui/react/macro";
import { Input, inputVariants } from "~/components/ui/input";
import { Download, FileDown, Printer, RotateCcw, Sparkles } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { notify } from "~/lib/notify";
import { Button, buttonVariants } from "~/components/ui/button";
import { track, trackClick } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { printCertificate } from "./elf-certificate";
import { certificateText } from "./elf-certificate-text";
import { saveFile } from "~/lib/save-file";
import { canGenerate, certificateDetails, certificateFileName, generateElf, type ElfResult, type ElfWords } from "./elf-name";

/** The month list looks like the name field beside it. */
const fieldClass = `${inputVariants({ size: "lg" })} mt-2`;

/**
 * The elf name generator: a form, then the result with the certificate. Rules live in elf-name.ts; the word lists
 * are the page's language's (from the loader), and so are the certificate's words and date.
 */
export function ElfNameGenerator({ words }: { words: ElfWords }) {
  const { t, i18n } = useLingui();
  const languageTag = usePageLanguageTag();
  const [firstName, setFirstName] = useState("");
  const [month, setMonth] = useState("");
  const [result, setResult] = useState<ElfResult | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const [status, setStatus] = useState("");
  const nameInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const id = useId();

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!moved.current) return;
    if (result) resultHeading.current?.focus();
    else nameInput.current?.focus();
  }, [result]);

  const monthNumber = month === "" ? null : Number(month);
  const ready = canGenerate(firstName, monthNumber);

  const generate = () => {
    if (!ready || monthNumber === null) return;
    const elf = generateElf(words, { firstName, month: monthNumber }, Math.random);
    moved.current = true;
    setResult(elf);
    const { elfName, jobTitle, specialAbility } = elf;
    setStatus(t`Your elf name is ${elfName}. Job title: ${jobTitle}. Special ability: ${specialAbility}.`);
    trackClick("elf_name_generate");
  };

  const reset = () => {
    moved.current = true;
    setFirstName("");
    setMonth("");
    setResult(null);
    setStatus("");
    trackClick("elf_name_generate_another");
  };

  const print = () => {
    if (!result) return;
    trackClick("elf_certificate_print");
    // If the browser blocks the window, nothing happens (spec, section 8).
    printCertificate(certificateDetails(result, new Date(), languageTag), certificateText(i18n, languageTag), {
      open: (url, target, features) => window.open(url, target, features),
      schedule: (fn, ms) => window.setTimeout(fn, ms),
    });
  };

  const downloadPdf = async () => {
    if (!result || pdfBusy) return;
    setPdfBusy(true);
    try {
      const { buildElfCertificatePdf } = await import("./elf-certificate-pdf");
      const bytes = await buildElfCertificatePdf(certificateDetails(result, new Date(), languageTag), certificateText(i18n, languageTag));
      const filePrefix = t({ message: "elf-certificate", comment: "The start of the PDF's file name: plain letters and hyphens" });
      saveFile(bytes, certificateFileName(result, filePrefix), "application/pdf");
      setStatus(t`Your PDF certificate is downloading.`);
      track("file_download", { file_kind: "elf_certificate_pdf" });
    } catch {
      notify.error(t`We couldn't make your PDF just now. Please try again in a moment.`);
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <div data-testid="elf-generator" data-ready={hydrated ? "true" : "false"} className="mx-auto max-w-2xl">
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {result ? (
        <div className="rounded-3xl bg-white p-6 text-center shadow-lg ring-1 ring-slate-200 sm:p-10">
          <Sparkles aria-hidden="true" className="mx-auto size-10 text-gold-dark" />
          <h2 ref={resultHeading} tabIndex={-1} className="mt-2 text-2xl font-bold text-ink focus:outline-none">
            <Trans>Your Elf Name Is</Trans>
          </h2>
          <p className="mt-2 font-display text-4xl font-bold text-christmas-red sm:text-5xl" data-testid="elf-name">
            {result.elfName}
          </p>
          <dl className="mt-8 grid gap-4 text-left sm:grid-cols-2">
            <div className="rounded-2xl bg-pine-light p-5">
              <dt className="font-bold text-pine">
                <Trans>Job Title</Trans>
              </dt>
              <dd className="mt-1 text-lg text-ink" data-testid="elf-job">
                {result.jobTitle}
              </dd>
            </div>
            <div className="rounded-2xl bg-gold-light p-5">
              <dt className="font-bold text-gold-dark">
                <Trans>Special Ability</Trans>
              </dt>
              <dd className="mt-1 text-lg text-ink" data-testid="elf-ability">
                {result.specialAbility}
              </dd>
            </div>
          </dl>
          <WelcomeNote result={result} />
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button onClick={print}>
              <Printer aria-hidden="true" /> <Trans>Download Certificate</Trans>
            </Button>
            <Button variant="secondary" onClick={downloadPdf} disabled={pdfBusy} aria-busy={pdfBusy || undefined}>
              <FileDown aria-hidden="true" /> {pdfBusy ? <Trans>Preparing PDF...</Trans> : <Trans>Save as PDF</Trans>}
            </Button>
            <Button variant="outline" onClick={reset}>
              <RotateCcw aria-hidden="true" /> <Trans>Generate Another</Trans>
            </Button>
            <Link to={PATHS.games} className={buttonVariants({ variant: "ghost" })}>
              <Trans>More Games</Trans>
            </Link>
          </div>
          <p className="mt-4 text-sm text-ink-muted">
            <Download aria-hidden="true" className="mr-1 inline size-4" />
            <Trans>&ldquo;Download Certificate&rdquo; opens a printable page; &ldquo;Save as PDF&rdquo; saves the certificate as a file.</Trans>
          </p>
        </div>
      ) : (
        <form
          className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10"
          onSubmit={(event) => {
            event.preventDefault();
            generate();
          }}
        >
          <h2 className="text-2xl font-bold text-ink">
            <Trans>Find Your Elf Name</Trans>
          </h2>
          <p className="mt-2 text-ink-muted">
            <Trans>Every elf name starts with the first letter of your name and the month you were born.</Trans>
          </p>
          <div className="mt-6">
            <label htmlFor={`${id}-name`} className="text-lg font-bold text-ink">
              <Trans>Your first name</Trans>
            </label>
            <Input
              size="lg"
              ref={nameInput}
              id={`${id}-name`}
              name="firstName"
              type="text"
              autoComplete="given-name"
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              className="mt-2"
            />
          </div>
          <div className="mt-5">
            <label htmlFor={`${id}-month`} className="text-lg font-bold text-ink">
              <Trans>Your birth month</Trans>
            </label>
            <select id={`${id}-month`} name="month" value={month} onChange={(event) => setMonth(event.target.value)} className={fieldClass}>
              <option value="">{t`Choose a month`}</option>
              {words.months.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="lg" className="mt-8 w-full" disabled={!ready}>
            <Sparkles aria-hidden="true" /> <Trans>Generate My Elf Name</Trans>
          </Button>
        </form>
      )}
    </div>
  );
}

/** The welcome note under the result. */
function WelcomeNote({ result }: { result: ElfResult }) {
  const { elfName, jobTitle } = result;
  return (
    <p className="mt-6 text-lg text-ink-muted">
      <Trans>
        Welcome to Santa's workshop, {elfName}! As our new {jobTitle}, you are a very important part of the team. The other elves can't
        wait to meet you.
      </Trans>
    </p>
  );
}
