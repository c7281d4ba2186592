import type { Step } from "./types";

/**
 * The five result messages (spec section 9: one of 5 fixed messages, chosen by the character-code sum of the
 * name modulo 5). Each is warm, different, and true of every child.
 */
export const NICE_MESSAGES = [
  "Santa smiled the biggest smile when he found your name: your kindness has lit up the North Pole all year long!",
  "The elves checked twice and cheered both times. Your helping hands and gentle heart put you right at the top of the list!",
  "Rudolph's nose glowed extra bright when your name came up. Thank you for sharing, caring and making others laugh!",
  "Mrs. Claus says your good deeds warmed the whole workshop like a mug of cocoa. Keep being wonderful!",
  "Your name sparkles in golden ink on Santa's list. The reindeer can't wait to visit on Christmas Eve!",
] as const;

export const NICE_LIST_STEPS: readonly Step[] = [
  {
    title: "Enter a First Name",
    text: "Type the first name of the child you'd like to check. Just the first name: nothing else is needed, and nothing is sent anywhere.",
    icon: "smile",
  },
  {
    title: "Santa's Elves Check Twice",
    text: "The elves leaf through the great big book at the North Pole and work out a Nice Score out of 100.",
    icon: "book",
  },
  {
    title: "Print Your Certificate",
    text: "Celebrate with an official Nice List certificate, signed by Santa, ready to print and pin on the fridge.",
    icon: "award",
  },
];

/** The hero's fixed stats (the first, the season's year, is computed from the visitor's date). */
export const NICE_LIST_STATS = [
  { value: "99.9%", label: "Accuracy of the elves" },
  { value: "24/7", label: "Checking, day and night" },
  { value: "∞", label: "Christmas magic" },
] as const;
