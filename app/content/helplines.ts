/**
 * Children's helplines, shown to every family on the letter page and its thank-you screens (so seeing them says
 * nothing about any letter). Only numbers we are sure of, each with the organisation that answers it. Check them
 * every autumn before December; the unit test pins their shape, not their truth.
 */
export interface Helpline {
  /** Where it answers. */
  place: string;
  organisation: string;
  /** As people write it. */
  number: string;
  /** For the tel: link: digits and a leading + only. */
  dial: string;
  note: string;
}

export const HELPLINES_HEADING = "Need to talk to someone?";

export const HELPLINES_INTRO =
  "If something is worrying you, or you do not feel safe, you can talk to a kind person at a children's helpline. It is free, and you do not have to give your name.";

export const HELPLINES: readonly Helpline[] = [
  { place: "United States", organisation: "Childhelp National Child Abuse Hotline", number: "1-800-422-4453", dial: "18004224453", note: "any time, day or night" },
  { place: "United States", organisation: "988 Suicide & Crisis Lifeline", number: "988", dial: "988", note: "call or text, any time" },
  { place: "United Kingdom", organisation: "Childline, run by the NSPCC", number: "0800 1111", dial: "08001111", note: "free, any time" },
  { place: "Canada", organisation: "Kids Help Phone", number: "1-800-668-6868", dial: "18006686868", note: "any time, or text CONNECT to 686868" },
  { place: "Ireland", organisation: "Childline, run by the ISPCC", number: "1800 66 66 66", dial: "1800666666", note: "free, any time" },
  { place: "Australia", organisation: "Kids Helpline", number: "1800 55 1800", dial: "1800551800", note: "free, any time" },
  { place: "New Zealand", organisation: "What's Up, run by Barnardos", number: "0800 942 8787", dial: "08009428787", note: "free, for ages 5 to 19" },
  { place: "Across Europe", organisation: "the child helpline on the European number", number: "116 111", dial: "116111", note: "free in most European countries" },
];

export const HELPLINES_EMERGENCY =
  "If someone is in danger right now, call the emergency number: 911 in the United States and Canada, 999 in the United Kingdom, 112 or 999 in Ireland, 000 in Australia, 111 in New Zealand, or 112 anywhere in Europe.";
