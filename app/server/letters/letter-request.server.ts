import { HONEYPOT_FIELD, MAX_LETTER_BODY_BYTES } from "~/features/letter/letter-rules";
import { letterInputFromForm, type LetterInput } from "~/features/letter/letter-schema";

export type LetterRequest =
  | { ok: true; input: LetterInput; honeypot: string; values: Record<string, string> }
  | { ok: false; status: 413 | 400; error: string };

export const REQUEST_ERRORS = {
  tooLarge: "This letter is too long to carry. Please make it a little shorter.",
  unreadable: "This letter could not be read. Please try again.",
} as const;

/** Reads at most `limit` bytes of a body; null if it is bigger (the rest is never read). */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Reads a posted letter (an HTML form, or JSON from the page's script) within MAX_LETTER_BODY_BYTES.
 * Returns the fields by the reply payload's names, and the honeypot's value.
 */
export async function readLetterRequest(request: Request): Promise<LetterRequest> {
  const text = await readCapped(request, MAX_LETTER_BODY_BYTES);
  if (text === null) return { ok: false, status: 413, error: REQUEST_ERRORS.tooLarge };
  const type = request.headers.get("content-type") ?? "";
  try {
    let form: FormData;
    if (type.includes("application/json")) {
      const json = JSON.parse(text) as unknown;
      if (!json || typeof json !== "object" || Array.isArray(json)) return { ok: false, status: 400, error: REQUEST_ERRORS.unreadable };
      form = new FormData();
      for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
        if (typeof value === "string" || typeof value === "number") form.set(key, String(value));
        else if (value === true) form.set(key, "on");
        else if (value !== false && value !== null && value !== undefined) form.set(key, JSON.stringify(value));
      }
    } else if (type.includes("multipart/form-data")) {
      form = await new Request("http://letter.local/", { method: "POST", body: text, headers: { "content-type": type } }).formData();
    } else {
      form = new FormData();
      for (const [key, value] of new URLSearchParams(text)) form.append(key, value);
    }
    const values: Record<string, string> = {};
    for (const name of ["childName", "age", "cityCountry", "parentEmail", "wishList", "messageToSanta"]) {
      const v = form.get(name);
      if (typeof v === "string") values[name] = v;
    }
    const honeypot = form.get(HONEYPOT_FIELD);
    return { ok: true, input: letterInputFromForm(form), honeypot: typeof honeypot === "string" ? honeypot : "", values };
  } catch {
    return { ok: false, status: 400, error: REQUEST_ERRORS.unreadable };
  }
}
