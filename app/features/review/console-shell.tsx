import type { ReactNode } from "react";
import { PATHS } from "~/lib/paths";

/**
 * The reviewer console's frame: who is signed in, the way back to the queue, and sign-out (a form posting this
 * session's CSRF token). A work tool in plain colours; no site menu, snow or footer (root.tsx).
 */
export function ConsoleShell({ email, role, csrf, children }: { email?: string; role?: string; csrf?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-slate-300 pb-4">
        <p className="text-lg font-bold text-ink">
          {email ? <a href={PATHS.review} className="underline-offset-4 hover:underline">North Pole reviewer console</a> : "North Pole reviewer console"}
        </p>
        {email && csrf ? (
          <form method="post" action={PATHS.reviewSignOut} className="flex items-center gap-3">
            <span className="text-sm text-ink-muted">
              {email} ({role})
            </span>
            <input type="hidden" name="csrf" value={csrf} />
            <button type="submit" className="rounded-full border-2 border-slate-400 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-100">
              Sign out
            </button>
          </form>
        ) : null}
      </header>
      {email ? (
        <nav aria-label="Console" className="mb-6">
          <ul className="flex gap-6 font-semibold">
            <li>
              <a href={PATHS.review} className="text-christmas-red-dark underline">
                Held letters
              </a>
            </li>
            <li>
              <a href={PATHS.reviewSample} className="text-christmas-red-dark underline">
                Daily sample
              </a>
            </li>
          </ul>
        </nav>
      ) : null}
      {children}
    </div>
  );
}

/** Minutes, hours or days since `at`, as a reviewer reads a wait. */
export function waited(at: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

/** Splits `text` around the phrases that held it, so each can be highlighted (case-insensitive, accents as written). */
export function highlight(text: string, phrases: readonly string[]): { text: string; match: boolean }[] {
  const wanted = [...new Set(phrases.map((p) => p.trim()).filter((p) => p.length > 1))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return [{ text, match: false }];
  const escaped = wanted.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const parts = text.split(new RegExp(`(${escaped.join("|")})`, "giu"));
  return parts.filter((p) => p !== "").map((p) => ({ text: p, match: wanted.some((w) => w.toLowerCase() === p.toLowerCase()) }));
}

/**
 * What the page says after an action (the `done` parameter its redirect carried), from the page's own words; nothing
 * for a missing or unknown one.
 */
export function doneMessage<K extends string>(request: Request, words: Readonly<Record<K, string>>): string | null {
  const done = new URL(request.url).searchParams.get("done");
  return done !== null && Object.hasOwn(words, done) ? words[done as K] : null;
}

/** The notice of what was just done, at the top of a console page. */
export function DoneNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="mt-4 rounded-xl bg-pine-light p-4 font-semibold text-ink">
      {message}
    </p>
  );
}
