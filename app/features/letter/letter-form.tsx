import { useLingui } from "@lingui/react";
import { Input, inputVariants } from "~/components/ui/input";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Send } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { localeFromPath, localisedPath } from "~/i18n/locale";
import { notify } from "~/lib/notify";
import { Button } from "~/components/ui/button";
import type { LETTER_FIELD_HELP } from "~/content/letter-page";
import { track } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { letterNotice, outcomeFromResponse, replyWillCome, type LetterAnswer, type LetterNotice, type LetterOutcome, type LetterRejection } from "./letter-outcome";
import { AGE_MAX, AGE_MIN, HONEYPOT_FIELD, LOCALE_FIELD, LETTER_KEY_HEADER, LETTER_LIMITS, THANK_YOU_MS } from "./letter-rules";
import type { Letter, LetterIssue } from "./letter-schema";
import { issueMessage, NOTICE_TITLES } from "./letter-words";
import { PictureWishes } from "./picture-wishes";
import { ThankYou } from "./thank-you";
import type { PictureWish } from "~/content/picture-wishes.types";

/** What the server rendered for a plain HTML post (JavaScript off). */
export interface ServerLetterResult {
  body: LetterAnswer | LetterRejection;
  values?: Record<string, string>;
  childName?: string;
  /** A validation refusal's rule, found by the page's action with the same schema (the page words it). */
  issue?: LetterIssue;
  /** A rate limit's Retry-After, in seconds. */
  retryAfterSeconds?: number;
}

/** Each field's help text, in the page's language (content from the route's loader). */
export type LetterFieldHelp = { readonly [K in keyof typeof LETTER_FIELD_HELP]: string };

/** What the family must change, or why the letter has not gone yet: shown beside the field, or above the form. */
interface Problem {
  field?: string;
  title?: string;
  message: string;
  /** No answer came back: offer to send the same letter again. */
  retry?: boolean;
}

function Field({ id, label, help, required, error, children }: { id: string; label: string; help: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
        {required ? (
          <span className="text-christmas-red"> *</span>
        ) : (
          <span className="font-normal text-ink-muted">
            {" "}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-semibold text-christmas-red-dark">
          {error}
        </p>
      ) : null}
      <p id={`${id}-help`} className="mt-1 text-sm text-ink-muted">
        {help}
      </p>
    </div>
  );
}

/** A fresh idempotency key for a newly composed letter (crypto.getRandomValues works without https too). */
function newLetterKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function showToast(notice: LetterNotice, translate: (descriptor: LetterNotice["title"]) => string) {
  const show = notice.tone === "success" ? notify.success : notice.tone === "error" ? notify.error : notify.info;
  show(translate(notice.title), { description: translate(notice.description), duration: notice.tone === "error" ? 8000 : 6000 });
}

// The shared zod schema loads when the child starts writing (or at the latest on sending), not with the page.
const loadSchema = () => import("./letter-schema");

async function sendLetter(form: HTMLFormElement, key: string): Promise<LetterOutcome> {
  let response: Response;
  try {
    response = await fetch(PATHS.apiLetters, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", [LETTER_KEY_HEADER]: key },
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    });
  } catch {
    return { kind: "network" };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return outcomeFromResponse(response.status, body, response.headers.get("Retry-After"));
}

/**
 * The 'Dear Santa...' form. With JavaScript it validates with the shared schema, sends to /api/letters and
 * shows the spec's toasts; without, it is a plain HTML form posting to the page's action.
 */
export function LetterForm({ serverResult, help, pictures = [] }: { serverResult?: ServerLetterResult; help: LetterFieldHelp; pictures?: readonly PictureWish[] }) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const translate = (descriptor: LetterNotice["title"]) => i18n._(descriptor);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [formKey, setFormKey] = useState(0);
  const [phase, setPhase] = useState<"editing" | "submitting" | "thanks">("editing");
  const [thanks, setThanks] = useState<{ name: string; note: string } | null>(null);
  const started = useRef(false);
  // One key per composed letter: kept while no answer has come back, so a retry can never store it twice.
  const letterKey = useRef<string | null>(null);
  // The picture letter: offered once the page runs (a plain form without JavaScript), the chosen wishes in tap order.
  const [hydrated, setHydrated] = useState(false);
  const [picturing, setPicturing] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setHydrated(true), []);
  const chosenLabels = chosen.map((wishId) => pictures.find((p) => p.id === wishId)?.label ?? "").filter(Boolean);

  const serverNotice = serverResult
    ? letterNotice(
        "letterId" in serverResult.body
          ? { kind: "answer", answer: serverResult.body }
          : { kind: "rejected", rejection: serverResult.body, issue: serverResult.issue, retryAfterSeconds: serverResult.retryAfterSeconds },
      )
    : null;
  const serverThanks = serverResult && replyWillCome(serverResult.body) ? serverResult.body : null;
  const [problem, setProblem] = useState<Problem | null>(() =>
    serverNotice && !serverThanks ? { field: serverNotice.field, title: translate(serverNotice.title), message: translate(serverNotice.description) } : null,
  );

  const reset = () => {
    setPicturing(false);
    setChosen([]);
    setThanks(null);
    setProblem(null);
    setPhase("editing");
    setFormKey((k) => k + 1);
    started.current = false;
    letterKey.current = null;
  };

  useEffect(() => {
    if (phase !== "thanks") return;
    const timer = setTimeout(reset, THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === "submitting") return;
    const form = event.currentTarget;
    const { validateLetter, letterInputFromForm } = await loadSchema();
    const validation = validateLetter(letterInputFromForm(new FormData(form)));
    if (!validation.ok) {
      const message = translate(issueMessage(validation.issue));
      notify.error(translate(NOTICE_TITLES.failed), { description: message });
      track("santa_letter_error", { reason: "validation", field: validation.field });
      setProblem({ field: validation.field ?? undefined, message });
      const field = validation.field ? form.elements.namedItem(validation.field) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setPhase("submitting");
    setProblem(null);
    track("form_submit", { form_id: "santa_letter" });
    letterKey.current ??= newLetterKey();
    const notice = letterNotice(await sendLetter(form, letterKey.current));
    track(notice.event, { reason: notice.reason });
    showToast(notice, translate);
    // An answer settles this letter: whatever is sent next is a new letter with a new key.
    if (!notice.retry) letterKey.current = null;
    if (notice.saved) {
      setThanks({ name: (validation.letter as Letter).childName, note: notice.thankYou ? translate(notice.thankYou) : "" });
      setPhase("thanks");
      return;
    }
    setPhase("editing");
    setProblem({ field: notice.field, title: translate(notice.title), message: translate(notice.description), retry: notice.retry });
    const field = notice.field ? form.elements.namedItem(notice.field) : null;
    if (field instanceof HTMLElement) field.focus();
  };

  if (phase === "thanks" && thanks) return <ThankYou childName={thanks.name} replyNote={thanks.note} onDone={reset} />;
  if (serverThanks && formKey === 0 && serverResult) {
    return (
      <div>
        <p role="status" className="mb-4 rounded-2xl bg-pine-light p-4 font-bold text-pine-dark">
          {serverNotice ? `${translate(serverNotice.title)} ${translate(serverNotice.description)}` : null}
        </p>
        <ThankYou childName={serverResult.childName || t`friend`} replyNote={serverNotice?.thankYou ? translate(serverNotice.thankYou) : ""} />
      </div>
    );
  }

  const values = formKey === 0 ? serverResult?.values ?? {} : {};
  const submitting = phase === "submitting";
  const fieldError = (name: string) => (problem?.field === name ? problem.message : undefined);
  /** aria attributes tying a field to its help text and, when it has one, its problem. */
  const describe = (name: string) => ({
    "aria-describedby": fieldError(name) ? `${id(name)}-error ${id(name)}-help` : `${id(name)}-help`,
    "aria-invalid": fieldError(name) ? true : undefined,
  });
  return (
    <form
      key={formKey}
      ref={formRef}
      method="post"
      action={localisedPath(PATHS.writeToSanta, localeFromPath(pathname))}
      onSubmit={onSubmit}
      onInput={() => {
        if (!started.current) {
          started.current = true;
          track("santa_letter_started", { form_id: "santa_letter" });
          void loadSchema();
        }
      }}
      aria-labelledby={`${ids}-title`}
      className="letter-paper rounded-3xl p-6 shadow-lg ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id={`${ids}-title`} className="font-display text-4xl font-bold text-christmas-red">
        <Trans>Dear Santa...</Trans>
      </h2>
      <div role="alert" className="empty:hidden">
        {problem && !problem.field ? (
          <div className="mt-4 rounded-2xl bg-christmas-red-light p-4 text-christmas-red-dark">
            {problem.title ? <p className="font-bold">{problem.title}</p> : null}
            <p>{problem.message}</p>
            {problem.retry ? (
              <Button type="submit" className="mt-3" disabled={submitting}>
                <Trans>Try again</Trans>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field id={id("childName")} error={fieldError("childName")} label={t`Your first name`} help={help.childName} required>
          <Input id={id("childName")} name="childName" type="text" autoComplete="given-name" maxLength={LETTER_LIMITS.childName} defaultValue={values.childName} {...describe("childName")} className="mt-1" />
        </Field>
        <Field id={id("age")} error={fieldError("age")} label={t`Your age`} help={help.age}>
          <Input id={id("age")} name="age" type="number" inputMode="numeric" min={AGE_MIN} max={AGE_MAX} step={1} defaultValue={values.age} {...describe("age")} className="mt-1" />
        </Field>
        <Field id={id("cityCountry")} error={fieldError("cityCountry")} label={t`Your city and country`} help={help.cityCountry}>
          <Input id={id("cityCountry")} name="cityCountry" type="text" autoComplete="address-level2" maxLength={LETTER_LIMITS.cityCountry} defaultValue={values.cityCountry} {...describe("cityCountry")} className="mt-1" />
        </Field>
        <Field id={id("parentEmail")} error={fieldError("parentEmail")} label={t`Parent's email`} help={help.parentEmail} required>
          <Input id={id("parentEmail")} name="parentEmail" type="text" inputMode="email" autoComplete="email" spellCheck={false} maxLength={LETTER_LIMITS.parentEmail} defaultValue={values.parentEmail} {...describe("parentEmail")} className="mt-1" />
        </Field>
      </div>
      <div className="mt-5 grid gap-5">
        {hydrated && pictures.length > 0 ? (
          <Button type="button" variant="outline" aria-pressed={picturing} onClick={() => setPicturing((on) => !on)} className="justify-self-start" data-testid="picture-letter-toggle">
            {picturing ? <Trans>I&apos;ll write my wishes</Trans> : <Trans>I&apos;ll pick pictures</Trans>}
          </Button>
        ) : null}
        {picturing ? (
          <>
            <PictureWishes wishes={pictures} chosen={chosen} headingId={id("pictures")} onToggle={(wishId) => setChosen((list) => (list.includes(wishId) ? list.filter((w) => w !== wishId) : [...list, wishId]))} />
            {/* The chosen pictures are the wish list, one per line in the page's words: the letter the server expects. */}
            <input type="hidden" name="wishList" value={chosenLabels.join("\n")} />
          </>
        ) : (
          <Field id={id("wishList")} error={fieldError("wishList")} label={t`My Christmas wish list`} help={help.wishList}>
            <textarea id={id("wishList")} name="wishList" rows={4} maxLength={LETTER_LIMITS.wishList} defaultValue={chosenLabels.length > 0 ? chosenLabels.join("\n") : values.wishList} {...describe("wishList")} className={`${inputVariants()} mt-1`} />
          </Field>
        )}
        <Field id={id("messageToSanta")} error={fieldError("messageToSanta")} label={t`My message to Santa`} help={help.messageToSanta}>
          <textarea id={id("messageToSanta")} name="messageToSanta" rows={5} maxLength={LETTER_LIMITS.messageToSanta} defaultValue={values.messageToSanta} {...describe("messageToSanta")} className={`${inputVariants()} mt-1`} />
        </Field>
        <label className="flex items-center gap-3 text-lg font-bold">
          <input name="beenGood" type="checkbox" defaultChecked className="size-6 accent-christmas-red" />
          <Trans>I have been good this year!</Trans>
        </label>
        {/* The page's language: Santa reads the letter, and answers, in it. */}
        <input type="hidden" name={LOCALE_FIELD} value={localeFromPath(pathname)} />
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            <Trans>Leave this empty</Trans>
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-8 w-full sm:w-auto" disabled={submitting} aria-disabled={submitting}>
        <Send /> {submitting ? <Trans>Sending to the North Pole...</Trans> : <Trans>Send My Letter to Santa</Trans>}
      </Button>
      <p className="mt-4 text-sm text-ink-muted">
        <Trans>
          <span className="text-christmas-red">*</span> Required. Santa&apos;s reply goes to the grown-up&apos;s email, never to the child.
        </Trans>
      </p>
    </form>
  );
}
