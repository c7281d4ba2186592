import { RESOURCE_CARDS as EN_CARDS, type ParentTip, type ResourceCard } from "../parent-resources";

/** The parent resources hub in German; parents are addressed as "Sie". */
export const RESOURCE_CARDS: readonly ResourceCard[] = [
  {
    ...EN_CARDS[0]!,
    title: "Geschenkideen nach Alter",
    description: "Durchdachte, altersgerechte Geschenkideen vom Kleinkind bis zum Teenager, mit Preisspannen und vier Budgetstufen.",
  },
  {
    ...EN_CARDS[1]!,
    title: "Weihnachtsplaner",
    description: "Ein entspannter Zeitplan Schritt für Schritt, von November bis Heiligabend, mit einer Checkliste, die sich Ihre Häkchen merkt.",
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
    tip: "Lassen Sie Ihr Kind mit seinen Fragen zum Weihnachtsmann oder zum Christkind vorangehen. Antworten Sie mit Wärme und Staunen, und richten Sie sich nach seinem Tempo, nicht nach dem Kalender.",
  },
  {
    title: "Weniger planen, mehr genießen",
    tip: "Suchen Sie drei oder vier Traditionen aus, die Ihre Familie wirklich liebt, und lassen Sie den Rest ruhig weg. Entspannte Eltern sind der schönste Weihnachtsschmuck.",
  },
  {
    title: "Die Freude am Schenken weitergeben",
    tip: "Lassen Sie Ihr Kind ein Spielzeug zum Spenden aussuchen, für die Nachbarn backen oder den Großeltern eine Karte schreiben. So wird Freundlichkeit ein Teil der Adventszeit.",
  },
  {
    title: "Online gemeinsam unterwegs",
    tip: "Setzen Sie sich zu jüngeren Kindern, wenn sie dem Weihnachtsmann schreiben oder online spielen, und achten Sie darauf, dass eine Seite nur nach dem fragt, was sie wirklich braucht.",
  },
];
