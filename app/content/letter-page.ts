import { CONTACT_TOKEN } from "~/lib/public-config";
import type { Step } from "./types";
import { LETTER_RETENTION_DAYS } from "./privacy";

export const LETTER_HOW_IT_WORKS: readonly Step[] = [
  { title: "Fill in your letter", text: "Tell Santa your name, your wishes and anything you would like to share. A grown-up adds their email.", icon: "mail" },
  { title: "Send it to the North Pole", text: "Press the button and your letter is safely stored at the North Pole, ready for Santa.", icon: "send" },
  { title: "Santa writes back", text: "Santa's personal reply goes to the grown-up's inbox, usually within minutes and always within 24 hours.", icon: "gift" },
];

export const LETTER_FIELD_HELP = {
  childName: "Just your first name is perfect.",
  age: "Optional. From 1 to 18.",
  cityCountry: "Optional. Santa likes to know where to find you.",
  parentEmail: "Santa's reply goes here. A grown-up should fill this in.",
  wishList: "One wish per line, or separate them with commas.",
  messageToSanta: "Optional. Tell Santa about your year, your family or your pets.",
} as const;

export const LETTER_TRUST = {
  heading: "Safe, private and guaranteed",
  points: [
    { title: "Trusted by 10,000+ families", text: "Families all over the world write to Santa here every December.", icon: "users" },
    { title: "Reply within 24 hours", text: "Most replies arrive in minutes. If the mail is slow, the elves keep trying.", icon: "clock" },
    { title: "COPPA-compliant", text: "A parent's email is required, and the reply goes to the parent, never to the child.", icon: "shield" },
    { title: "Never shared", text: "We never share, sell or advertise with your letter. No third parties, no trackers.", icon: "heart" },
  ],
  guarantee:
    `Our guarantee: if Santa's reply has not arrived within 24 hours (check the spam folder too), write to us at ${CONTACT_TOKEN} and we will make it right.`,
  guaranteeSubject: "Santa's reply has not arrived",
  stored:
    `We keep the letter only to send Santa's reply, and delete it automatically ${LETTER_RETENTION_DAYS} days later. Every reply has a link to delete it straight away.`,
} as const;
