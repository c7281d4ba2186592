import { PLANNING_CHECKLIST as EN_CHECKLIST, PLANNING_TIMELINE as EN_TIMELINE, type ChecklistItem, type TimelinePeriod } from "../planning";

/**
 * The Christmas planning guide in German, with the German-speaking calendar: the Advent wreath before the first
 * Sunday of Advent, Nikolaus on 6 December, and presents on Christmas Eve (24 December), brought by the Christkind
 * or the Weihnachtsmann depending on the family and region.
 */
export const PLANNING_TIMELINE: readonly TimelinePeriod[] = [
  {
    ...EN_TIMELINE[0]!,
    period: "Anfang November",
    title: "Träumen und entscheiden",
    tasks: [
      "Gemeinsam überlegen, welche Traditionen der Familie am meisten bedeuten",
      "Ein Budget für Geschenke und Essen festlegen",
      "Eine Geschenkeliste für alle anfangen, an die du denken möchtest",
    ],
  },
  {
    ...EN_TIMELINE[1]!,
    period: "Ende November",
    title: "Sich gut organisieren",
    tasks: [
      "Geschenke bestellen, die einen weiten Weg haben, und den Adventskranz vor dem ersten Advent bereitlegen",
      "Nachschauen, ob Weihnachtsschmuck und Lichterketten noch funktionieren",
      "Den Kindern helfen, ihre Briefe an den Weihnachtsmann oder ans Christkind zu schreiben",
    ],
  },
  {
    ...EN_TIMELINE[2]!,
    period: "Anfang Dezember",
    title: "Basteln und verschicken",
    tasks: [
      "Karten und Päckchen rechtzeitig vor den Einsendeschlüssen der Post abschicken",
      "Am Abend des 5. Dezember die geputzten Stiefel für den Nikolaus vor die Tür stellen",
      "Plätzchenteig vorbereiten und für später einfrieren",
    ],
  },
  {
    ...EN_TIMELINE[3]!,
    period: "Weihnachtswoche",
    title: "Zur Ruhe kommen und genießen",
    tasks: [
      "Die letzten Geschenke einpacken, während ein Weihnachtslied läuft, und den Baum gemeinsam schmücken",
      "Frische Zutaten für die Festtage einkaufen",
      "An Heiligabend Plätzchen für den Weihnachtsmann und Karotten für die Rentiere bereitstellen, bevor es ans Bescheren geht",
    ],
  },
];

export const PLANNING_CHECKLIST: readonly ChecklistItem[] = [
  { ...EN_CHECKLIST[0]!, text: "Das Weihnachtsbudget der Familie festlegen" },
  { ...EN_CHECKLIST[1]!, text: "Eine Geschenkeliste für Familie und Freunde schreiben" },
  { ...EN_CHECKLIST[2]!, text: "Mit den Kindern Briefe an den Weihnachtsmann oder ans Christkind schreiben" },
  { ...EN_CHECKLIST[3]!, text: "Weihnachtsschmuck prüfen und kaputte Lichter ersetzen" },
  { ...EN_CHECKLIST[4]!, text: "Weihnachtskarten schreiben und abschicken" },
  { ...EN_CHECKLIST[5]!, text: "Geschenke für Verwandte in der Ferne rechtzeitig verschicken" },
  { ...EN_CHECKLIST[6]!, text: "Das Essen für Heiligabend und die Feiertage planen" },
  { ...EN_CHECKLIST[7]!, text: "Geschenkpapier, Klebeband und Anhänger besorgen" },
  { ...EN_CHECKLIST[8]!, text: "Als Familie eine Möglichkeit aussuchen, anderen etwas Gutes zu tun" },
  { ...EN_CHECKLIST[9]!, text: "An Heiligabend Plätzchen, Milch und Rentier-Karotten bereitstellen" },
];
