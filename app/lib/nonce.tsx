import { createContext, useContext, type ReactNode } from "react";

/**
 * The nonce that prerendered HTML carries on its scripts. The server (http-app.server.ts) swaps it for a fresh per-request
 * nonce every time it serves a prerendered page, so the CSP never needs 'unsafe-inline' for scripts.
 */
export const PRERENDER_NONCE = "prerendered-nonce-placeholder";

const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The request's CSP nonce while rendering on the server; empty in the browser (scripts already ran). */
export function useNonce(): string {
  return useContext(NonceContext);
}
