import {
  VILLAGE_FACTS as EN_FACTS,
  VILLAGE_LOCATIONS as EN_LOCATIONS,
  VILLAGE_SCHEDULE as EN_SCHEDULE,
  type VillageFact,
  type VillageLocation,
  type VillageScheduleEntry,
} from "../village";

/** The North Pole village tour in German. Times are written the German way, on the 24-hour clock. */
export const VILLAGE_LOCATIONS: readonly VillageLocation[] = [
  {
    ...EN_LOCATIONS[0]!,
    name: "Die Werkstatt des Weihnachtsmanns",
    description:
      "Das Herz des Dorfes: Hier bauen, bemalen und verpacken lange Reihen von Elfen an Holzbänken Spielzeug, und den ganzen Tag laufen Weihnachtslieder.",
    details: ["Werkbänke für jede Art von Spielzeug", "Ein Malzimmer mit allen Farben des Regenbogens", "Die riesige Schleifenbinde-Maschine"],
  },
  {
    ...EN_LOCATIONS[1]!,
    name: "Der Rentierstall",
    description:
      "Eine warme Scheune, die nach Heu duftet. Hier ruhen sich die neun Rentiere aus, fressen und üben draußen auf der langen, verschneiten Startbahn das Abheben.",
    details: ["Neun gemütliche Boxen mit Namensschildern", "Eine Startbahn, die von Laternen beleuchtet wird", "Ein Karottenlager, das nie leer wird"],
  },
  {
    ...EN_LOCATIONS[2]!,
    name: "Die Backstube von Frau Weihnachtsmann",
    description:
      "Das am süßesten duftende Haus am Nordpol. Frau Weihnachtsmann und ihre Helfer backen Plätzchen, Kuchen und Lebkuchen für jeden Elf im Dorf.",
    details: ["Öfen, die hundert Plätzchen auf einmal backen", "Ein Kakaobrunnen", "Geheime Rezeptkarten der Familie"],
  },
  {
    ...EN_LOCATIONS[3]!,
    name: "Die Briefsortierstelle",
    description:
      "Hier kommt jeder Brief an den Weihnachtsmann an. Die Elfen öffnen jeden vorsichtig, lesen ihn mit einem Lächeln und sortieren ihn, damit der Weihnachtsmann antworten kann.",
    details: ["Postrutschen aus jedem Land der Welt", "Eine ganze Wand voller Regale für Wunschzettel", "Der Lieblingslesesessel des Weihnachtsmanns"],
  },
  {
    ...EN_LOCATIONS[4]!,
    name: "Die Elfenhäuschen",
    description:
      "Reihen kleiner Häuser mit runden Türen, Eisblumen an den Fenstern und Schornsteinen, aus denen Rauch mit Pfefferminzduft steigt.",
    details: ["Gärten mit schneefesten Blumen", "Ein Eislaufteich auf dem Dorfplatz", "Lichter auf jedem Dach, das ganze Jahr über"],
  },
  {
    ...EN_LOCATIONS[5]!,
    name: "Der Zuckerstangenwald",
    description:
      "Ein stiller Wald aus gestreiften Bäumen am Rand des Dorfes. Hier fahren die Elfen Schlitten, erzählen sich Geschichten und schauen dem Nordlicht zu.",
    details: ["Der höchste Rodelberg am Nordpol", "Ein Geschichtenkreis um ein knisterndes Feuer", "Der schönste Blick aufs Nordlicht"],
  },
];

export const VILLAGE_FACTS: readonly VillageFact[] = [
  { ...EN_FACTS[0]!, value: "2.847", label: "Elfen" },
  { ...EN_FACTS[1]!, value: "über 300", label: "Häuser" },
  { ...EN_FACTS[2]!, value: "50.000", label: "Spielzeuge pro Tag" },
  { ...EN_FACTS[3]!, value: "1 Million", label: "Plätzchen pro Monat" },
];

export const VILLAGE_SCHEDULE: readonly VillageScheduleEntry[] = [
  { ...EN_SCHEDULE[0]!, time: "6 Uhr", activity: "Morgenglocke und Frühstück", description: "Die große Glocke läutet, und alle Elfen kommen zu warmem Haferbrei und Kakao zusammen." },
  { ...EN_SCHEDULE[1]!, time: "9 Uhr", activity: "Die Werkstatt öffnet", description: "Die Werkbänke füllen sich, Hämmerchen klopfen und Pinsel streichen, und das Spielzeugbauen geht los." },
  { ...EN_SCHEDULE[2]!, time: "12 Uhr", activity: "Mittagessen und Geschichtenzeit", description: "Suppe und belegte Brote, und danach liest der Weihnachtsmann allen einen Lieblingsbrief vor." },
  { ...EN_SCHEDULE[3]!, time: "18 Uhr", activity: "Abendfest", description: "Weihnachtslieder, Schlittschuhlaufen auf dem Teich und ein kleiner Tanz unter dem Nordlicht." },
];
