/** The Christmas planning guide (second spec document, sections 2 and 9): 4 timeline periods, 10 checklist items. */
export interface TimelinePeriod {
  id: string;
  period: string;
  title: string;
  tasks: readonly string[];
}

export interface ChecklistItem {
  id: string;
  text: string;
}

export const PLANNING_TIMELINE: readonly TimelinePeriod[] = [
  {
    id: "early-november",
    period: "Early November",
    title: "Dream and decide",
    tasks: ["Talk as a family about the traditions you love most", "Set a gift and food budget", "Start a gift list for everyone you want to remember"],
  },
  {
    id: "late-november",
    period: "Late November",
    title: "Get organized",
    tasks: ["Order gifts that need to travel far", "Check your decorations and lights still work", "Help the children write their letters to Santa"],
  },
  {
    id: "early-december",
    period: "Early December",
    title: "Make and send",
    tasks: ["Post cards and parcels before the mailing deadlines", "Put up the tree and decorate together", "Bake and freeze cookie dough for later"],
  },
  {
    id: "christmas-week",
    period: "Christmas Week",
    title: "Slow down and enjoy",
    tasks: ["Wrap the last gifts with a carol playing", "Shop for fresh food for the big day", "Leave cookies for Santa and carrots for the reindeer"],
  },
];

export const PLANNING_CHECKLIST: readonly ChecklistItem[] = [
  { id: "budget", text: "Set the family Christmas budget" },
  { id: "gift-list", text: "Make a gift list for family and friends" },
  { id: "letters-to-santa", text: "Write letters to Santa with the children" },
  { id: "decorations", text: "Check decorations and replace broken lights" },
  { id: "cards", text: "Write and post Christmas cards" },
  { id: "shipping", text: "Ship gifts to faraway family in good time" },
  { id: "menu", text: "Plan the Christmas Day menu" },
  { id: "wrapping", text: "Stock up on wrapping paper, tape and tags" },
  { id: "giving", text: "Choose a way to give to others as a family" },
  { id: "santa-treats", text: "Set out cookies, milk and reindeer carrots on Christmas Eve" },
];
