import type { PrintableDesign } from "./printable-templates";

/** The mailing address guide (second spec document, sections 2, 4 and 9 "Mailing"). */
export const SANTA_ADDRESS_LINES = ["Santa Claus", "North Pole", "H0H 0H0", "Canada"] as const;
/** The address on one line, as the spec writes it. */
export const SANTA_ADDRESS_ONE_LINE = "Santa Claus, North Pole H0H 0H0, Canada";
export const SANTA_POSTAL_CODE = "H0H 0H0";
/** Posting a letter to Santa from within Canada costs nothing: no stamp is needed. */
export const MAILING_COST_CAD = 0;
/** Mail by this date (month 1-12, day) for a reply before Christmas. */
export const MAILING_DEADLINE = { month: 12, day: 7 } as const;
export const MAILING_DEADLINE_LABEL = "December 7th";

/** A maps search for the address, opened in a new tab only when clicked. */
export const SANTA_MAPS_SEARCH_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("North Pole H0H 0H0 Canada")}`;

export interface MailingTip {
  title: string;
  text: string;
}

export const MAILING_STEPS: readonly MailingTip[] = [
  { title: "Write your letter", text: "Use your best handwriting, or print our free letter template and fill it in." },
  { title: "Add your return address", text: "Write your full name and home address on the letter and on the envelope, so Santa can write back." },
  { title: "Address the envelope to Santa", text: "Santa Claus, North Pole, H0H 0H0, Canada - exactly like that." },
  { title: "Post it by December 7th", text: "Drop it in any post box. Inside Canada no stamp is needed; from other countries use normal international postage." },
];

export const MAILING_TIPS: readonly MailingTip[] = [
  { title: "Write clearly", text: "Santa's eyes are good, but neat letters help the elves sort the mail quickly." },
  { title: "Include a return address", text: "Without it the elves cannot send a reply, so ask a grown-up to help write it." },
  { title: "Add a drawing", text: "Santa loves pictures! A drawing of your family, your pet or your tree makes his day." },
  { title: "Say thank you", text: "Tell Santa something you are thankful for this year, not only what you wish for." },
  { title: "Post early", text: "Letters mailed by December 7th have the best chance of a reply before Christmas." },
  { title: "In a hurry?", text: "Write to Santa online as well and a parent will receive his reply by email." },
];

/** The printable letter template offered on the page, generated at build time like the other printables. */
export const SANTA_LETTER_TEMPLATE: PrintableDesign = {
  file: "letter-to-santa-template.pdf",
  heading: "My Letter to Santa",
  subheading: "Mail to: Santa Claus, North Pole H0H 0H0, Canada",
  layout: {
    kind: "lines",
    prompts: [
      { text: "Dear Santa, my name is", lines: 1 },
      { text: "I am ___ years old and I live in", lines: 1 },
      { text: "This year I was kind and helpful when I", lines: 3 },
      { text: "For Christmas I would love", lines: 4 },
      { text: "Something I want to tell you", lines: 2 },
      { text: "Love from (and my return address)", lines: 2 },
    ],
  },
};
