import type { FeatureCardContent, Stat, Step } from "./types";

export const HOME_TRUST_BADGES = ["100% free", "Safe for children", "Replies within 24 hours"] as const;

/** The words of the home page's countdown to Christmas. */
export interface ChristmasCountdownCopy {
  /** The heading above the counter. */
  heading: string;
  /** What screen readers hear before the time left ("Time until Christmas: 4 days, …"). */
  timerLabel: string;
  /** Shown all through 25 December instead of the counter. */
  christmasDay: { heading: string; message: string };
}

export const HOME_COUNTDOWN: ChristmasCountdownCopy = {
  heading: "Countdown to Christmas",
  timerLabel: "Time until Christmas",
  christmasDay: {
    heading: "Merry Christmas!",
    message:
      "Santa's sleigh is safely home and the reindeer are resting after their long night. Everyone at the North Pole wishes your family a day full of joy.",
  },
};

export const HOME_STEPS: readonly Step[] = [
  {
    title: "Write Your Letter",
    text: "Your child tells Santa their name, their wishes and anything on their mind. A grown-up adds their email.",
    icon: "mail",
  },
  {
    title: "Send to North Pole",
    text: "One press of a button and the letter flies to the North Pole, where the elves sort it for Santa.",
    icon: "send",
  },
  {
    title: "Get Santa's Reply",
    text: "Santa writes back to the grown-up's inbox with a personal reply that mentions your child's own wishes.",
    icon: "gift",
  },
];

export const HOME_FEATURES: readonly FeatureCardContent[] = [
  {
    title: "Write to Santa",
    text: "A friendly letter form made for small hands, and a warm, personal reply from Santa by email.",
    icon: "mail",
    to: "/write-to-santa",
    cta: "Write a letter",
  },
  {
    title: "Nice List Check",
    text: "Check any first name against Santa's Nice List and print a beautiful certificate to keep.",
    icon: "award",
    to: "/nice-list",
    cta: "Check the Nice List",
  },
  {
    title: "Track Santa",
    text: "Follow Santa's sleigh around the world on Christmas Eve, city by city, with gifts counted as he goes.",
    icon: "map",
    to: "/track-santa",
    cta: "Track Santa",
  },
];

export const HOME_MORE_FUN: readonly FeatureCardContent[] = [
  {
    title: "Holiday Recipes",
    text: "Gingerbread, hot cocoa, cookies for Santa and carrots for the reindeer: easy recipes to bake together.",
    icon: "cooking",
    to: "/christmas-recipes",
    cta: "Browse recipes",
  },
  {
    title: "Fun Activities",
    text: "Coloring pages, carols to sing, card crafts and Christmas films for cozy family evenings.",
    icon: "palette",
    to: "/activities",
    cta: "See activities",
  },
];

export const HOME_WHY: readonly Step[] = [
  {
    title: "Safe and secure",
    text: "No accounts, no advertising, no trackers. Letters are kept only as long as needed, and a parent can delete one at any time.",
    icon: "shield",
  },
  {
    title: "Replies within 24 hours",
    text: "Most replies arrive within minutes. If the mail is slow, Santa's elves keep trying until it is delivered.",
    icon: "clock",
  },
  {
    title: "Family friendly",
    text: "Every word on the site is written for children and checked by parents. Nothing to buy, nothing to sign up for.",
    icon: "heart",
  },
];

export function homeStats(marketing: { families: string; letters: string; replyRate: string; replyHours: number }): Stat[] {
  return [
    { value: marketing.families, label: "Happy families" },
    { value: marketing.letters, label: "Letters sent to Santa" },
    { value: marketing.replyRate, label: "Reply rate" },
    { value: `${marketing.replyHours}h`, label: "Reply time" },
  ];
}
