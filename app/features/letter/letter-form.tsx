import { Send } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { notify } from "~/lib/notify";
import { Button } from "~/components/ui/button";
import { LETTER_FIELD_HELP } from "~/content/letter-page";
import { track } from "~/lib/analytics";
import { PATHS } from "~/lib/paths";
import { letterNotice, outcomeFromResponse, type LetterAnswer, type LetterNotice, type LetterOutcome, type LetterRejection } from "./letter-outcome";
import { AGE_MAX, AGE_MIN, HONEYPOT_FIELD, LETTER_LIMITS, LETTER_MESSAGES, LETTER_TOASTS, THANK_YOU_MS } from "./letter-rules";
import type { Letter } from "./letter-schema";
import { ThankYou } from "./thank-you";

/** What the server rendered for a plain HTML post (JavaScript off). */
export interface ServerLetterResult {
  body: LetterAnswer | LetterRejection;
  values?: Record<string, string>;
  childName?: string;
}

const inputClass =
  "mt-1 block w-full rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus:border-christmas-red focus-visible:outline-offset-1";

function Field({ id, label, help, required, children }: { id: string; label: string; help: string; required?: boolean; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
        {required ? <span className="text-christmas-red"> *</span> : <span className="font-normal text-ink-muted"> (optional)</span>}
      </label>
      {children}
      <p id={`${id}-help`} className="mt-1 text-sm text-ink-muted">
        {help}
      </p>
    </div>
  );
}

function showToast(notice: LetterNotice) {
  const show = notice.tone === "success" ? notify.success : notice.tone === "error" ? notify.error : notify.info;
  show(notice.title, { description: notice.description, duration: notice.tone === "error" ? 8000 : 6000 });
}

// The shared zod schema loads when the child starts writing (or at the latest on sending), not with the page.
const loadSchema = () => import("./letter-schema");

async function sendLetter(form: HTMLFormElement): Promise<LetterOutcome> {
  let response: Response;
  try {
    response = await fetch("/api/letters", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
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
  return outcomeFromResponse(response.status, body);
}

/**
 * The 'Dear Santa...' form. With JavaScript it validates with the shared schema, sends to /api/letters and
 * shows the spec's toasts; without, it is a plain HTML form posting to the page's action.
 */
export function LetterForm({ serverResult }: { serverResult?: ServerLetterResult }) {
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [formKey, setFormKey] = useState(0);
  const [phase, setPhase] = useState<"editing" | "submitting" | "thanks">("editing");
  const [thanks, setThanks] = useState<{ name: string; note: string } | null>(null);
  const started = useRef(false);

  const serverSaved = serverResult && "letterId" in serverResult.body;
  const serverNotice = serverResult
    ? letterNotice(
        "letterId" in serverResult.body ? { kind: "answer", answer: serverResult.body } : { kind: "rejected", rejection: serverResult.body },
      )
    : null;

  const reset = () => {
    setThanks(null);
    setPhase("editing");
    setFormKey((k) => k + 1);
    started.current = false;
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
      notify.error(LETTER_TOASTS.saveFailed.title, { description: validation.message });
      track("santa_letter_error", { reason: "validation", field: validation.field });
      const field = validation.field ? form.elements.namedItem(validation.field) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setPhase("submitting");
    track("form_submit", { form_id: "santa_letter" });
    const notice = letterNotice(await sendLetter(form));
    track(notice.event, { reason: notice.reason });
    showToast(notice);
    if (notice.saved) {
      setThanks({ name: (validation.letter as Letter).childName, note: notice.thankYou });
      setPhase("thanks");
    } else {
      setPhase("editing");
    }
  };

  if (phase === "thanks" && thanks) return <ThankYou childName={thanks.name} replyNote={thanks.note} onDone={reset} />;
  if (serverSaved && formKey === 0 && serverResult && "letterId" in serverResult.body) {
    return (
      <div>
        <p role="status" className="mb-4 rounded-2xl bg-pine-light p-4 font-bold text-pine-dark">
          {serverNotice?.title} {serverNotice?.description}
        </p>
        <ThankYou childName={serverResult.childName || "friend"} replyNote={serverNotice?.thankYou ?? ""} />
      </div>
    );
  }

  const values = formKey === 0 ? serverResult?.values ?? {} : {};
  const submitting = phase === "submitting";
  return (
    <form
      key={formKey}
      ref={formRef}
      method="post"
      action={PATHS.writeToSanta}
      onSubmit={onSubmit}
      onInput={() => {
        if (!started.current) {
          started.current = true;
          track("santa_letter_started", { form_id: "santa_letter" });
          void loadSchema();
        }
      }}
      aria-labelledby={`${ids}-title`}
      className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10"
    >
      <h2 id={`${ids}-title`} className="font-display text-4xl font-bold text-christmas-red">
        Dear Santa...
      </h2>
      {serverNotice && !serverSaved ? (
        <div role="alert" className="mt-4 rounded-2xl bg-christmas-red-light p-4 text-christmas-red-dark">
          <p className="font-bold">{serverNotice.title}</p>
          <p>{serverNotice.description}</p>
        </div>
      ) : null}
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field id={id("childName")} label="Your first name" help={LETTER_FIELD_HELP.childName} required>
          <input id={id("childName")} name="childName" type="text" autoComplete="given-name" maxLength={LETTER_LIMITS.childName} defaultValue={values.childName} aria-describedby={`${id("childName")}-help`} className={inputClass} />
        </Field>
        <Field id={id("age")} label="Your age" help={LETTER_FIELD_HELP.age}>
          <input id={id("age")} name="age" type="number" inputMode="numeric" min={AGE_MIN} max={AGE_MAX} step={1} defaultValue={values.age} aria-describedby={`${id("age")}-help`} className={inputClass} />
        </Field>
        <Field id={id("cityCountry")} label="Your city and country" help={LETTER_FIELD_HELP.cityCountry}>
          <input id={id("cityCountry")} name="cityCountry" type="text" autoComplete="address-level2" maxLength={LETTER_LIMITS.cityCountry} defaultValue={values.cityCountry} aria-describedby={`${id("cityCountry")}-help`} className={inputClass} />
        </Field>
        <Field id={id("parentEmail")} label="Parent's email" help={LETTER_FIELD_HELP.parentEmail} required>
          <input id={id("parentEmail")} name="parentEmail" type="text" inputMode="email" autoComplete="email" spellCheck={false} maxLength={LETTER_LIMITS.parentEmail} defaultValue={values.parentEmail} aria-describedby={`${id("parentEmail")}-help`} className={inputClass} />
        </Field>
      </div>
      <div className="mt-5 grid gap-5">
        <Field id={id("wishList")} label="My Christmas wish list" help={LETTER_FIELD_HELP.wishList}>
          <textarea id={id("wishList")} name="wishList" rows={4} maxLength={LETTER_LIMITS.wishList} defaultValue={values.wishList} aria-describedby={`${id("wishList")}-help`} className={inputClass} />
        </Field>
        <Field id={id("messageToSanta")} label="My message to Santa" help={LETTER_FIELD_HELP.messageToSanta}>
          <textarea id={id("messageToSanta")} name="messageToSanta" rows={5} maxLength={LETTER_LIMITS.messageToSanta} defaultValue={values.messageToSanta} aria-describedby={`${id("messageToSanta")}-help`} className={inputClass} />
        </Field>
        <label className="flex items-center gap-3 text-lg font-bold">
          <input name="beenGood" type="checkbox" defaultChecked className="size-6 accent-christmas-red" />
          I have been good this year!
        </label>
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Leave this empty
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
      </div>
      <Button type="submit" size="lg" className="mt-8 w-full sm:w-auto" disabled={submitting} aria-disabled={submitting}>
        <Send /> {submitting ? LETTER_MESSAGES.submitting : LETTER_MESSAGES.submit}
      </Button>
      <p className="mt-4 text-sm text-ink-muted">
        <span className="text-christmas-red">*</span> Required. Santa&apos;s reply goes to the grown-up&apos;s email, never to the child.
      </p>
    </form>
  );
}
