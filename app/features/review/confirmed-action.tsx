import type { ReactNode } from "react";

/**
 * One confirmed action of the console: its button opens its question (a disclosure, no script needed) and only the
 * question's "Yes" posts, with `confirm=yes`, the session's CSRF token and the action's fields. Extra inputs (a note,
 * an outcome) go inside the question.
 */
export function ConfirmedAction({
  id,
  button,
  question,
  yes,
  csrf,
  fields,
  children,
}: {
  id: string;
  button: string;
  question: string;
  yes: string;
  csrf: string;
  fields: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <details className="rounded-xl border-2 border-christmas-red p-3 open:bg-christmas-red-light">
      <summary className="cursor-pointer font-semibold text-christmas-red-dark">{button}</summary>
      <form method="post" className="mt-3">
        <p className="text-ink" id={`confirm-${id}`}>
          {question}
        </p>
        {children}
        <input type="hidden" name="csrf" value={csrf} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" aria-describedby={`confirm-${id}`} className="mt-3 rounded-full bg-christmas-red px-5 py-2 font-bold text-white hover:bg-christmas-red-dark">
          {yes}
        </button>
      </form>
    </details>
  );
}

/** A labelled text area for a note, inside a confirmed action. */
export function NoteField({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <textarea id={id} name="note" rows={4} maxLength={2000} required={required} className="mt-1 w-full rounded-lg border-2 border-slate-400 p-2 text-ink" />
    </div>
  );
}
