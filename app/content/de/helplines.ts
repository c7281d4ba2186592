import { HELPLINES as EN, type Helpline } from "../helplines";

/**
 * The children's helplines in German: only the words are translated. Numbers and organisations' names stay exactly
 * as in English (the one generic entry, the European 116 111, is described in German).
 */
export const HELPLINES_HEADING = "Möchtest du mit jemandem reden?";

export const HELPLINES_INTRO =
  "Wenn dir etwas Sorgen macht oder du dich nicht sicher fühlst, kannst du mit einem freundlichen Menschen bei einem Kinder- und Jugendtelefon sprechen. Das ist kostenlos, und du musst deinen Namen nicht sagen.";

export const HELPLINES: readonly Helpline[] = [
  { ...EN[0]!, place: "USA", note: "jederzeit, Tag und Nacht" },
  { ...EN[1]!, place: "USA", note: "Anruf oder SMS, jederzeit" },
  { ...EN[2]!, place: "Vereinigtes Königreich", note: "kostenlos, jederzeit" },
  { ...EN[3]!, place: "Kanada", note: "jederzeit, oder schreib CONNECT per SMS an 686868" },
  { ...EN[4]!, place: "Irland", note: "kostenlos, jederzeit" },
  { ...EN[5]!, place: "Australien", note: "kostenlos, jederzeit" },
  { ...EN[6]!, place: "Neuseeland", note: "kostenlos, für Kinder und Jugendliche von 5 bis 19 Jahren" },
  { ...EN[7]!, place: "In ganz Europa", organisation: "das Kinder- und Jugendtelefon unter der europäischen Nummer", note: "kostenlos in den meisten Ländern Europas" },
];

export const HELPLINES_EMERGENCY =
  "Wenn gerade jemand in Gefahr ist, ruf den Notruf an: 911 in den USA und Kanada, 999 im Vereinigten Königreich, 112 oder 999 in Irland, 000 in Australien, 111 in Neuseeland oder 112 überall in Europa.";
