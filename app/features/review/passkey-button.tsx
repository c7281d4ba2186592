import { useState } from "react";

/**
 * Runs a passkey ceremony in the browser and posts its answer (JSON) to `postTo`; on success goes to `then`.
 * `ceremony` is SimpleWebAuthn's startRegistration or startAuthentication, loaded on click (it needs the browser).
 */
export function PasskeyButton({
  label,
  ceremony,
  optionsJSON,
  challengeId,
  postTo,
  then,
}: {
  label: string;
  ceremony: "register" | "sign-in";
  optionsJSON: unknown;
  challengeId: string;
  postTo: string;
  then: string;
}) {
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  async function run() {
    setState({ busy: true });
    try {
      const browser = await import("@simplewebauthn/browser");
      const response =
        ceremony === "register"
          ? await browser.startRegistration({ optionsJSON: optionsJSON as Parameters<typeof browser.startRegistration>[0]["optionsJSON"] })
          : await browser.startAuthentication({ optionsJSON: optionsJSON as Parameters<typeof browser.startAuthentication>[0]["optionsJSON"] });
      const answer = await fetch(postTo, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ challengeId, response }) });
      const body = (await answer.json().catch(() => ({}))) as { ok?: boolean; error?: string };
      if (answer.ok && body.ok) {
        window.location.assign(then);
        return;
      }
      setState({ busy: false, error: body.error ?? "That did not work. Reload the page and try again." });
    } catch (error) {
      const cancelled = error instanceof Error && error.name === "NotAllowedError";
      setState({ busy: false, error: cancelled ? "The passkey request was canceled or timed out. Reload the page to try again." : "This browser could not use a passkey here." });
    }
  }
  return (
    <div>
      <button
        type="button"
        onClick={() => void run()}
        disabled={state.busy}
        className="rounded-full bg-christmas-red px-6 py-3 font-bold text-white hover:bg-christmas-red-dark disabled:opacity-60"
      >
        {state.busy ? "Waiting for your passkey…" : label}
      </button>
      <p role="alert" className="mt-4 min-h-6 font-semibold text-christmas-red-dark">
        {state.error ?? ""}
      </p>
    </div>
  );
}
