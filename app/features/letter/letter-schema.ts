import { z } from "zod";
import { parsePlainAddress } from "./email-address";
import { AGE_MAX, AGE_MIN, LETTER_LIMITS, LETTER_MESSAGES } from "./letter-rules";

// Control characters: none at all in one-line fields; in long fields only line breaks (a tab is turned into two
// spaces before the check, so a letter pasted from a document is kept, not refused).
// Bidi overrides and isolates (U+202A–202E, U+2066–2069) are refused everywhere: they can make a name or a
// Subject read differently from what it is.
// eslint-disable-next-line no-control-regex
const CONTROL_ANY = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_NEWLINES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const asText = (v: unknown) => (typeof v === "string" ? v : v === undefined || v === null ? "" : String(v));

/**
 * The schema's messages are the rules' codes, never words: `validateLetter` turns the first into a `LetterIssue`, and
 * the words come from the issue (English for the server's answer, the page's language on the page).
 */
const CODE = { required: "required", invalidEmail: "invalidEmail", age: "age", tooLong: "tooLong", controlCharacters: "controlCharacters" } as const satisfies Record<LetterIssue["code"], string>;

/** Trimmed text; blank becomes null. */
const optionalText = (max: number, multiline: boolean) =>
  z.preprocess(
    (v) => {
      const t = asText(v).replace(/\r\n?/g, "\n").replace(/\t/g, multiline ? "  " : "\t").trim();
      return t === "" ? null : t;
    },
    z
      .string()
      .max(max, CODE.tooLong)
      .refine((s) => !(multiline ? CONTROL_EXCEPT_NEWLINES : CONTROL_ANY).test(s), CODE.controlCharacters)
      .nullable(),
  );

/** The English names the server's messages give the text fields (the page names them in its own language). */
export const FIELD_LABELS = {
  childName: "Your name",
  cityCountry: "City and country",
  wishList: "Wish list",
  messageToSanta: "Message to Santa",
} as const;
type TextField = keyof typeof FIELD_LABELS;

const requiredText = (max: number) =>
  z.preprocess(
    (v) => asText(v).trim(),
    z
      .string()
      .min(1, CODE.required)
      .max(max, CODE.tooLong)
      .refine((s) => !CONTROL_ANY.test(s), CODE.controlCharacters),
  );

/**
 * One schema for the letter, used by the browser before sending and by the server, which never trusts the
 * browser. Field names are the reply payload's, so the form also works as a plain HTML post.
 */
export const letterSchema = z.object({
  childName: requiredText(LETTER_LIMITS.childName),
  age: z.preprocess(
    (v) => {
      const t = asText(v).trim();
      // Decimal digits only: Number() would also take "0x10", "1e1" and " 1_0"-like forms as ages.
      return t === "" ? null : /^\d{1,3}$/.test(t) ? Number(t) : Number.NaN;
    },
    z.number({ error: CODE.age }).int(CODE.age).min(AGE_MIN, CODE.age).max(AGE_MAX, CODE.age).nullable(),
  ),
  cityCountry: optionalText(LETTER_LIMITS.cityCountry, false),
  parentEmail: z.preprocess(
    (v) => asText(v).trim(),
    z
      .string()
      .min(1, CODE.required)
      .max(LETTER_LIMITS.parentEmail, CODE.invalidEmail)
      // Only a plain local@domain (no display name, quotes, list, space, invisible or bidi character): what is
      // checked is exactly the one mailbox the reply goes to. Stored with the domain in lowercase ASCII.
      .refine((s) => parsePlainAddress(s) !== null, CODE.invalidEmail)
      .transform((s) => parsePlainAddress(s)!.address),
  ),
  wishList: optionalText(LETTER_LIMITS.wishList, true),
  messageToSanta: optionalText(LETTER_LIMITS.messageToSanta, true),
  beenGood: z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean()),
});

export type Letter = z.infer<typeof letterSchema>;

/** The letter's fields, in the form's order: the one list every other place reads (form, request, database row). */
export const LETTER_FIELDS = Object.keys(letterSchema.shape) as (keyof Letter)[];

/** The fields a family types (everything but the "been good" tick box): what a refused form gives back to refill. */
export const TYPED_FIELDS = LETTER_FIELDS.filter((f) => f !== "beenGood");

/**
 * What is wrong with a letter, as data: the page words it in its own language (letter-words.ts), while `message`
 * keeps the server's English answer.
 */
export type LetterIssue =
  | { code: "required" | "invalidEmail" | "age" }
  | { code: "tooLong"; field: TextField; max: number }
  | { code: "controlCharacters"; field: TextField };

export type LetterValidation = { ok: true; letter: Letter } | { ok: false; message: string; field: keyof Letter | null; issue: LetterIssue };

const isTextField = (field: unknown): field is TextField => typeof field === "string" && field in FIELD_LABELS;

/** The issue a schema code names, on a field (a text field's limit comes from the one table of limits). */
function issueOf(code: string, field: unknown): LetterIssue {
  if ((code === CODE.tooLong || code === CODE.controlCharacters) && isTextField(field))
    return code === CODE.tooLong ? { code, field, max: LETTER_LIMITS[field] } : { code, field };
  if (code === CODE.invalidEmail || code === CODE.age) return { code };
  return { code: "required" };
}

/** The server's English words for an issue (the page words it in its own language: letter-words.ts). */
export function englishMessage(issue: LetterIssue): string {
  switch (issue.code) {
    case "tooLong":
      return LETTER_MESSAGES.tooLong(FIELD_LABELS[issue.field], issue.max);
    case "controlCharacters":
      return LETTER_MESSAGES.controlCharacters(FIELD_LABELS[issue.field]);
    default:
      return LETTER_MESSAGES[issue.code];
  }
}

/** The fields the form posts, as plain values (FormData entries or a JSON body). */
export type LetterInput = Partial<Record<keyof Letter, unknown>>;

/**
 * Validates a letter and returns the first problem as the spec's message. Missing required fields are
 * reported before a bad email shape, as the spec's form does.
 */
export function validateLetter(input: LetterInput): LetterValidation {
  if (input === null || typeof input !== "object") return { ok: false, message: LETTER_MESSAGES.required, field: null, issue: { code: "required" } };
  const result = letterSchema.safeParse(input);
  if (result.success) return { ok: true, letter: result.data };
  const issues = result.error.issues;
  const required = issues.find((i) => i.message === CODE.required);
  const first = required ?? issues[0]!;
  const field = (first.path[0] as keyof Letter | undefined) ?? null;
  const issue = issueOf(first.message, field);
  return { ok: false, message: englishMessage(issue), field, issue };
}

/** Reads the form's fields from FormData (checkbox present = ticked). */
export function letterInputFromForm(form: FormData): LetterInput {
  const get = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  const input: LetterInput = Object.fromEntries(TYPED_FIELDS.map((name) => [name, get(name)]));
  input.beenGood = form.has("beenGood") ? (get("beenGood") ?? "on") : false;
  return input;
}
