import { RESOURCE_CARDS as EN_CARDS, type ParentTip, type ResourceCard } from "../parent-resources";

/** The parent resources hub in German; parents are addressed as "du", as everywhere on the site. */
export const RESOURCE_CARDS: readonly ResourceCard[] = [
  {
    ...EN_CARDS[0]!,
    title: "Geschenkideen nach Alter",
    description: "Durchdachte, altersgerechte Geschenkideen vom Kleinkind bis zum Teenager, mit Preisspannen und vier Budgetstufen.",
  },
  {
    ...EN_CARDS[1]!,
    title: "Weihnachtsplaner",
    description: "Ein entspannter Zeitplan Schritt für Schritt, von November bis Heiligabend, mit einer Checkliste, die sich deine Häkchen merkt.",
  },
  {
    ...EN_CARDS[2]!,
    title: "Vorlagen zum Ausdrucken",
    description: "Kostenlose PDFs zum Ausdrucken zu Hause: Geschenkelisten, Budgetplaner, Geschenkanhänger, ein Brief an den Weihnachtsmann und mehr.",
  },
  {
    ...EN_CARDS[3]!,
    title: "Weihnachtsbräuche",
    description: "Wie Familien auf der ganzen Welt feiern, und einfache Ideen für eigene Familientraditionen.",
  },
];

export const PARENT_TIPS: readonly ParentTip[] = [
  {
    title: "Den Zauber behutsam bewahren",
    tip: "Lass dein Kind mit seinen Fragen zum Weihnachtsmann oder zum Christkind vorangehen. Antworte mit Wärme und Staunen, und richte dich nach seinem Tempo, nicht nach dem Kalender.",
  },
  {
    title: "Weniger planen, mehr genießen",
    tip: "Such drei oder vier Traditionen aus, die deine Familie wirklich liebt, und lass den Rest ruhig weg. Entspannte Eltern sind der schönste Weihnachtsschmuck.",
  },
  {
    title: "Die Freude am Schenken weitergeben",
    tip: "Lass dein Kind ein Spielzeug zum Spenden aussuchen, für die Nachbarn backen oder den Großeltern eine Karte schreiben. So wird Freundlichkeit ein Teil der Adventszeit.",
  },
  {
    title: "Online gemeinsam unterwegs",
    tip: "Setz dich zu jüngeren Kindern, wenn sie dem Weihnachtsmann schreiben oder online spielen, und achte darauf, dass eine Seite nur nach dem fragt, was sie wirklich braucht.",
  },
];
