import { CONTACT_TOKEN } from "~/lib/public-config";
import { PRIVACY_RESPONSE_HOURS } from "./privacy";
import type { ContentIcon } from "./types";

/** The about page (second spec document, section 2 "About"): the mission, the elves and the magic. */
export interface AboutSection {
  id: string;
  title: string;
  icon: ContentIcon;
  paragraphs: readonly string[];
}

export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    id: "mission",
    title: "Our Mission",
    icon: "heart",
    paragraphs: [
      "We believe every child deserves to feel heard at Christmas. North Pole Mail gives families a free, safe and simple way for children to write to Santa, and for parents to receive a warm, personal reply that mentions their child's own wishes.",
      "Around the letters we have gathered the things families enjoy together in December: recipes to bake, stories to read aloud, songs to sing, pictures to color and games to play. Everything is free, with no adverts and no accounts.",
    ],
  },
  {
    id: "elves",
    title: "Meet the Elves",
    icon: "users",
    paragraphs: [
      "Behind every reply is a team of hard-working elves (with a little help from some friendly grown-ups). The Letter Sorting elves read each letter with care, the Writing elves make sure Santa's answer is kind and encouraging, and the Workshop elves keep the website running smoothly, even on the busiest December nights.",
      "Our elves are also very serious about safety. They ask only for what a letter needs, they never share it with anyone, and they tidy letters away soon after Santa has replied.",
    ],
  },
  {
    id: "magic",
    title: "The Magic of Christmas",
    icon: "sparkles",
    paragraphs: [
      "Christmas magic is not really about presents. It is the sparkle in a child's eyes when a reply arrives, the smell of cookies baking together, and the fun of following Santa's sleigh on Christmas Eve.",
      "We hope this site helps your family make small, happy memories that last long after the decorations are packed away. Thank you for visiting, and merry Christmas from all of us at the North Pole!",
    ],
  },
];

/** Shown after the sections: where grown-ups write to us (the server's CONTACT_EMAIL in place of the token). */
export const ABOUT_CONTACT = {
  title: "Write to Us",
  text: `Grown-ups can write to us at ${CONTACT_TOKEN}: a question, a reply that has not arrived, a letter you would like deleted, or an idea for the site. A real person reads every message, and we answer within ${PRIVACY_RESPONSE_HOURS} hours.`,
} as const;

export const ABOUT_VALUES: readonly string[] = ["Always free", "No adverts or trackers", "Safe for children", "Made with love"];
