import { randomBytes } from "node:crypto";

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Which inline scripts a response may run: those carrying its nonce (pages rendered per request), or exactly
 * those whose SHA-256 hashes are listed (prerendered pages, which are fixed bytes).
 */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy for a page: scripts only from our origin, or inline ones the allowance names (never
 * 'unsafe-inline'); nothing from any other origin; no framing, no plugins, no <base> tricks.
 * Styles allow inline attributes (the snow and the toast library set them); scripts do not.
 */
export function contentSecurityPolicy(scripts: ScriptAllowance | string, { https }: { https: boolean }): string {
  const allowance = typeof scripts === "string" ? { nonce: scripts } : scripts;
  const inline = "nonce" in allowance ? `'nonce-${allowance.nonce}'` : allowance.hashes.join(" ");
  const directives = [
    "default-src 'self'",
    `script-src 'self'${inline ? ` ${inline}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Every header a response of ours carries. HSTS only when the request arrived over HTTPS. */
export function securityHeaders(scripts: ScriptAllowance | string, { https }: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(scripts, { https }),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
