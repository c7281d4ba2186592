/**
 * The letter's rules and words, one source of truth for the page, the server, the email and the tests.
 * First spec document, sections 4 "Letter form", 5, 7 "Letter submission", 8 and 9.
 */
export const AGE_MIN = 1;
export const AGE_MAX = 18;

/** The thank-you screen shows this long, then the form returns empty with beenGood ticked again. */
export const THANK_YOU_MS = 8000;
/** The letter action waits this long for its own reply to go out before answering "queued". */
export const REPLY_WAIT_MS = 5000;

/** Server limits (characters), on top of the spec's rules. */
export const LETTER_LIMITS = {
  childName: 60,
  cityCountry: 100,
  wishList: 2000,
  messageToSanta: 5000,
  parentEmail: 254,
} as const;

/**
 * Each composed letter carries a random key in this header; the server answers a repeat of the key (the page
 * retrying after the network dropped an answer) with the first answer instead of storing a second letter.
 */
export const LETTER_KEY_HEADER = "Idempotency-Key";
/** What a key may look like: 16 to 128 letters, digits, "-" or "_". */
export const LETTER_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
/** How long the server remembers a key's answer. */
export const LETTER_KEY_TTL_MS = 24 * 3_600_000;

/** Largest request body the letter endpoints read; anything bigger is refused with 413, nothing stored. */
export const MAX_LETTER_BODY_BYTES = 32 * 1024;

/** At most this many wishes are answered one by one in the reply. */
export const MAX_WISHES_ANSWERED = 10;

/** The honeypot field: invisible to people, filled in by bots. Fails closed. */
export const HONEYPOT_FIELD = "northPoleReference";
/** The form field that carries the page's locale: the letter is read and answered in that language. */
export const LOCALE_FIELD = "locale";

export const LETTER_MESSAGES = {
  required: "Please fill in all required fields",
  invalidEmail: "Please enter a valid email address",
  age: `Age must be a whole number from ${AGE_MIN} to ${AGE_MAX}`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters`,
  controlCharacters: (label: string) => `${label} contains characters that cannot be sent`,
  submitting: "Sending to the North Pole...",
  submit: "Send My Letter to Santa",
  retry: "Try again",
} as const;

/** The toasts a family sees after sending (spec section 7 and 8, word for word where the spec gives words). */
export const LETTER_TOASTS = {
  sent: {
    title: "Ho Ho Ho! Letter Received & Reply Sent!",
    description: "Santa's reply is on its way to the parent email. Please check your inbox, and the spam folder too.",
  },
  queued: {
    title: "Letter Received!",
    description:
      "Your letter is saved at the North Pole. Santa's reply will be sent shortly to the parent email. Please check your inbox and spam folder.",
  },
  refused: {
    title: "Letter Received!",
    prefix: "Error: ",
    unknown: "Unknown email error",
  },
  /** The mail service is refusing mail for now: the reply waits and goes out when it can. */
  delayedMailService: {
    title: "Letter Received!",
    description:
      "Your letter is saved at the North Pole. Santa's reply is delayed because our mail service is not sending just now; it will go to the parent email as soon as it can. Please check the inbox and spam folder later.",
  },
  /** This address has had its replies for today: this one is scheduled for when the limit allows. */
  delayedRecipientRate: {
    title: "Letter Received!",
    description: (when: string) =>
      `Your letter is saved at the North Pole. Santa has already written to this email address several times today, so his reply to this letter will arrive ${when}. Please check the inbox and spam folder then.`,
  },
  /** The spec's "call throws" case: the letter was saved and sending its reply straight away failed. */
  replyStepFailed: {
    title: "Letter Delivered!",
    description:
      "Your letter was delivered to the North Pole and Santa will reply soon. Please check the parent email, and the spam folder too.",
  },
  saveFailed: {
    title: "Oops! Something went wrong",
    prefix: "Failed to save letter: ",
  },
  /** No answer came back (offline, or the server unreachable): the letter is still here, in the form. */
  notDelivered: {
    title: "Your letter has not reached the North Pole yet",
    description:
      "We could not reach the North Pole just now, so your letter is still here, just as you wrote it. Check the internet connection and press \u201cTry again\u201d. Santa will only ever get it once.",
  },
  unexpected: {
    title: "Oops! Something went wrong",
    description: "An unexpected error occurred",
  },
} as const;
