import { HONEYPOT_FIELD, LETTER_KEY_HEADER, LOCALE_FIELD, LETTER_KEY_PATTERN, MAX_LETTER_BODY_BYTES } from "~/features/letter/letter-rules";
import { letterInputFromForm, TYPED_FIELDS, type LetterInput } from "~/features/letter/letter-schema";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locale";

/**
 * What reading a letter needs of a request. A Fetch Request is one (the page's action, and /api/letters under the
 * dev server); the production server passes its Node request as one (http-app.server.ts), skipping React Router.
 */
export interface IncomingLetter {
  url: string;
  headers: { get(name: string): string | null };
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | null;
}

export type LetterRequest =
  | { ok: true; input: LetterInput; honeypot: string; values: Record<string, string>; idempotencyKey?: string; locale: Locale }
  | { ok: false; status: 413 | 400 | 403 | 415; error: string };

export const REQUEST_ERRORS = {
  tooLarge: "This letter is too long to carry. Please make it a little shorter.",
  unreadable: "This letter could not be read. Please try again.",
  crossSite: "Letters can only be sent from the letter page of this website.",
  unsupportedType: "This letter could not be read: it must be sent as a form or as JSON.",
  badKey: `This letter could not be read: its ${LETTER_KEY_HEADER} must be 16 to 128 letters, digits, "-" or "_".`,
} as const;

/** The only bodies a letter may come in. */
export const LETTER_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"] as const;

/**
 * A body over the limit is still read (and thrown away) up to this many bytes, so the family's browser gets the 413
 * answer instead of a connection reset; beyond it the connection is dropped.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Why a letter request is refused before its body is read, or null: another website posting from its visitors'
 * browsers (an Origin that is not ours, or Sec-Fetch-Site: cross-site) gets 403; a body of any type but a form or
 * JSON gets 415 (a text/plain post is how a cross-site form avoids a preflight).
 */
export function requestRefusal(request: IncomingLetter, siteUrl: string): { status: 403 | 415; error: string } | null {
  if (isCrossSite(request, siteUrl)) return { status: 403, error: REQUEST_ERRORS.crossSite };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!(LETTER_CONTENT_TYPES as readonly string[]).includes(type)) return { status: 415, error: REQUEST_ERRORS.unsupportedType };
  return null;
}

/** Posted by another website's page: Sec-Fetch-Site says so, or an Origin that is neither SITE_URL's nor the request's. */
export function isCrossSite(request: Pick<IncomingLetter, "url" | "headers">, siteUrl: string): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const ours = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  return fetchSite === "cross-site" || (origin !== null && !ours.has(origin));
}

/** Reads at most `limit` bytes of a body; null if it is bigger (read on, discarded, up to DRAIN_LIMIT_BYTES). */
async function readCapped(request: IncomingLetter, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Keeps a chunk; false once the body is past the drain limit (then reading stops and the connection is dropped).
  const take = (value: Uint8Array): boolean => {
    size += value.byteLength;
    if (size > DRAIN_LIMIT_BYTES) return false;
    if (size <= limit) chunks.push(value);
    return true;
  };
  if ("getReader" in request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!take(value)) {
        await reader.cancel();
        return null;
      }
    }
  } else {
    for await (const value of request.body) if (!take(value)) return null;
  }
  return size > limit ? null : Buffer.concat(chunks);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
/** Half of a surrogate pair standing alone (in Unicode mode a whole pair is one code point and does not match). */
const LONE_SURROGATE = /\p{Cs}/u;

/** application/x-www-form-urlencoded, refusing (throwing on) a percent-escape that is not UTF-8. */
function parseUrlEncoded(text: string): FormData {
  const form = new FormData();
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
    form.append(decode(eq < 0 ? pair : pair.slice(0, eq)), decode(eq < 0 ? "" : pair.slice(eq + 1)));
  }
  return form;
}

/**
 * Reads a posted letter (an HTML form, or JSON from the page's script) within MAX_LETTER_BODY_BYTES.
 * Returns the fields by the reply payload's names, and the honeypot's value.
 */
export async function readLetterRequest(request: IncomingLetter, siteUrl: string): Promise<LetterRequest> {
  const refusal = requestRefusal(request, siteUrl);
  if (refusal) return { ok: false, ...refusal };
  const idempotencyKey = request.headers.get(LETTER_KEY_HEADER) ?? undefined;
  if (idempotencyKey !== undefined && !LETTER_KEY_PATTERN.test(idempotencyKey)) return { ok: false, status: 400, error: REQUEST_ERRORS.badKey };
  const body = await readCapped(request, MAX_LETTER_BODY_BYTES);
  if (body === null) return { ok: false, status: 413, error: REQUEST_ERRORS.tooLarge };
  // Media types are case-insensitive ("APPLICATION/JSON" is JSON); a multipart boundary is not, so it keeps its case.
  const rawType = request.headers.get("content-type") ?? "";
  const type = rawType.split(";")[0]!.trim().toLowerCase();
  try {
    // Malformed UTF-8 is refused, never stored as U+FFFD.
    const text = utf8.decode(body);
    let form: FormData;
    if (type === "application/json") {
      const json = JSON.parse(text) as unknown;
      if (!json || typeof json !== "object" || Array.isArray(json)) return { ok: false, status: 400, error: REQUEST_ERRORS.unreadable };
      form = new FormData();
      for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
        // A lone surrogate ("\ud800" in JSON) is no character at all: refused as malformed UTF-8 is, never stored.
        if (typeof value === "string" && LONE_SURROGATE.test(value)) return { ok: false, status: 400, error: REQUEST_ERRORS.unreadable };
        if (typeof value === "string" || typeof value === "number") form.set(key, String(value));
        else if (value === true) form.set(key, "on");
        // An object or a list is not a field's value: refused, never stored as its JSON text.
        else if (value !== false && value !== null && value !== undefined) return { ok: false, status: 400, error: REQUEST_ERRORS.unreadable };
      }
    } else if (type === "multipart/form-data") {
      form = await new Request("http://letter.local/", { method: "POST", body: text, headers: { "content-type": rawType } }).formData();
      // A file is not a letter field.
      for (const [, value] of form) if (typeof value !== "string") return { ok: false, status: 400, error: REQUEST_ERRORS.unreadable };
    } else {
      form = parseUrlEncoded(text);
    }
    const values: Record<string, string> = {};
    for (const name of TYPED_FIELDS) {
      const v = form.get(name);
      if (typeof v === "string") values[name] = v;
    }
    const honeypot = form.get(HONEYPOT_FIELD);
    // The page's locale, sent by its form; anything else (an old page, a hand-made post) is answered in English.
    const locale = form.get(LOCALE_FIELD);
    return {
      ok: true,
      input: letterInputFromForm(form),
      honeypot: typeof honeypot === "string" ? honeypot : "",
      values,
      idempotencyKey,
      locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    };
  } catch {
    return { ok: false, status: 400, error: REQUEST_ERRORS.unreadable };
  }
}
