import type { ContentIcon } from "./types";

/** The North Pole village tour (second spec document, sections 2, 3 and 9 "Village"). Written for this site. */
export type VillageColor = "red" | "green" | "gold" | "blue" | "purple" | "pink";

export interface VillageLocation {
  id: string;
  name: string;
  description: string;
  icon: ContentIcon;
  color: VillageColor;
  details: readonly string[];
}

export interface VillageFact {
  icon: ContentIcon;
  value: string;
  label: string;
}

export interface VillageScheduleEntry {
  time: string;
  activity: string;
  description: string;
}

export const VILLAGE_LOCATIONS: readonly VillageLocation[] = [
  {
    id: "santas-workshop",
    name: "Santa's Workshop",
    description:
      "The heart of the village, where rows of elves build, paint and wrap toys at long wooden benches while carols play all day.",
    icon: "gift",
    color: "red",
    details: ["Toy-building benches for every kind of toy", "A painting room with every color of the rainbow", "The giant ribbon-tying machine"],
  },
  {
    id: "reindeer-stables",
    name: "The Reindeer Stables",
    description:
      "A warm, hay-scented barn where the nine reindeer rest, eat and practice their take-offs on the long snowy runway outside.",
    icon: "star",
    color: "gold",
    details: ["Nine cozy stalls with name plates", "A runway lit by lanterns", "A carrot store that never runs out"],
  },
  {
    id: "mrs-claus-bakery",
    name: "Mrs. Claus's Bakery",
    description:
      "The sweetest-smelling building at the North Pole. Mrs. Claus and her helpers bake cookies, pies and gingerbread for every elf in the village.",
    icon: "cooking",
    color: "pink",
    details: ["Ovens that bake a hundred cookies at once", "A hot cocoa fountain", "Secret family recipe cards"],
  },
  {
    id: "letter-sorting-office",
    name: "The Letter Sorting Office",
    description:
      "Where every letter to Santa arrives. Elves open each one carefully, read it with a smile, and sort it so Santa can answer.",
    icon: "mail",
    color: "blue",
    details: ["Mail chutes from every country", "A wall of wish-list shelves", "Santa's favorite reading chair"],
  },
  {
    id: "elf-cottages",
    name: "The Elf Cottages",
    description:
      "Rows of little houses with round doors, frosted windows and chimneys that puff out peppermint-scented smoke.",
    icon: "users",
    color: "green",
    details: ["Gardens of snow-proof flowers", "A skating pond in the village square", "Lights on every roof all year round"],
  },
  {
    id: "candy-cane-forest",
    name: "The Candy Cane Forest",
    description:
      "A quiet forest of striped trees at the edge of the village, where elves go sledding, tell stories and watch the northern lights.",
    icon: "tree",
    color: "purple",
    details: ["The tallest sledding hill at the North Pole", "A story circle around a crackling fire", "The best view of the northern lights"],
  },
];

export const VILLAGE_FACTS: readonly VillageFact[] = [
  { icon: "users", value: "2,847", label: "Elves" },
  { icon: "heart", value: "300+", label: "Houses" },
  { icon: "gift", value: "50,000", label: "Toys daily" },
  { icon: "cooking", value: "1 million", label: "Cookies monthly" },
];

export const VILLAGE_SCHEDULE: readonly VillageScheduleEntry[] = [
  { time: "6AM", activity: "Morning Bell & Breakfast", description: "The big bell rings, and every elf gathers for warm porridge and cocoa." },
  { time: "9AM", activity: "Workshop Work Begins", description: "Benches fill up, hammers tap and paintbrushes swish as the toy-making starts." },
  { time: "12PM", activity: "Lunch & Story Time", description: "Soup and sandwiches, then Santa reads a favorite letter aloud to everyone." },
  { time: "6PM", activity: "Evening Festivities", description: "Carols, skating on the pond and a little dancing under the northern lights." },
];
