import { DEED_SUGGESTIONS as EN, type DeedSuggestion } from "../good-deeds";

/** The good deeds tracker's ten quick-add suggestions in German, in a child's own words; points as in English. */
export const DEED_SUGGESTIONS: readonly DeedSuggestion[] = [
  { ...EN[0]!, text: "Im Haushalt geholfen, ohne dass mich jemand gefragt hat" },
  { ...EN[1]!, text: "Lieb zu meinem Bruder oder meiner Schwester gewesen" },
  { ...EN[2]!, text: "Meine Spielsachen geteilt" },
  { ...EN[3]!, text: "Bitte und Danke gesagt" },
  { ...EN[4]!, text: "Jemanden getröstet, der traurig war" },
  { ...EN[5]!, text: "Mein Zimmer aufgeräumt" },
  { ...EN[6]!, text: "Die Wahrheit gesagt, auch als es schwer war" },
  { ...EN[7]!, text: "Beim Einkaufstragen geholfen" },
  { ...EN[8]!, text: "Die Haustiere gefüttert" },
  { ...EN[9]!, text: "Jemanden zum Lachen gebracht" },
];
