import type { ContentIcon } from "./types";

/** The parent resources hub (second spec document, section 2 "Parent resources"): 4 cards, 4 tips. */
export interface ResourceCard {
  id: string;
  title: string;
  description: string;
  link: string;
  icon: ContentIcon;
}

export interface ParentTip {
  title: string;
  tip: string;
}

export const RESOURCE_CARDS: readonly ResourceCard[] = [
  {
    id: "gift-ideas",
    title: "Gift Ideas by Age",
    description: "Thoughtful, age-appropriate gift ideas for toddlers to teens, with price ranges and four budget levels.",
    link: "/resources/gift-ideas",
    icon: "gift",
  },
  {
    id: "christmas-planning",
    title: "Christmas Planning Guide",
    description: "A calm, step-by-step timeline from November to Christmas Day, with a checklist that remembers your ticks.",
    link: "/resources/christmas-planning",
    icon: "clock",
  },
  {
    id: "printable-templates",
    title: "Printable Templates",
    description: "Free PDFs to print at home: gift lists, budget planners, gift tags, a letter to Santa and more.",
    link: "/resources/printable-templates",
    icon: "palette",
  },
  {
    id: "christmas-traditions",
    title: "Christmas Traditions",
    description: "How families celebrate around the world, and simple ideas to start traditions of your own.",
    link: "/resources/christmas-traditions",
    icon: "tree",
  },
];

export const PARENT_TIPS: readonly ParentTip[] = [
  {
    title: "Keep the magic gentle",
    tip: "Let children lead with their questions about Santa. Answer with warmth and wonder, and follow their pace rather than the calendar.",
  },
  {
    title: "Plan little, enjoy more",
    tip: "Pick three or four traditions that your family truly loves and let the rest go. A relaxed parent is the best decoration.",
  },
  {
    title: "Give the gift of giving",
    tip: "Invite children to choose a toy to donate, bake for a neighbor or write a card to a grandparent. Kindness becomes part of the season.",
  },
  {
    title: "Stay together online",
    tip: "Sit with younger children when they write to Santa or play games online, and check any site asks only for what it needs.",
  },
];
