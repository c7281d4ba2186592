import { MOVIE_FILTERS as EN_FILTERS, MOVIES as EN, type Movie, type MovieFilter } from "../movies";

/**
 * The eight family films in German. Each title is the film's German release title (Klaus kept its own);
 * the descriptions are our own words.
 */
export const MOVIE_FILTERS: readonly { id: MovieFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Alle Filme" },
  { ...EN_FILTERS[1]!, label: "Familienklassiker" },
  { ...EN_FILTERS[2]!, label: "Animation" },
  { ...EN_FILTERS[3]!, label: "Romantisch" },
  { ...EN_FILTERS[4]!, label: "Komödie" },
  { ...EN_FILTERS[5]!, label: "Neuere Filme" },
];

export const MOVIES: readonly Movie[] = [
  {
    ...EN[0]!,
    title: "Das Wunder von Manhattan",
    description:
      "Ein freundlicher Weihnachtsmann aus dem Kaufhaus behauptet, er sei der echte, und ein skeptisches kleines Mädchen und seine Mutter fangen langsam an, ihm zu glauben.",
    features: ["Schwarz-Weiß-Klassiker", "Vom Glauben an Wunder", "Finale im Gerichtssaal"],
  },
  {
    ...EN[1]!,
    title: "Die Muppets Weihnachtsgeschichte",
    description:
      "Die Geschichte von Charles Dickens über einen griesgrämigen Geizhals, den drei Geister besuchen, erzählt mit Puppen, Liedern und vielen liebevollen Späßen.",
    features: ["Mit Musiknummern", "Klassische Geschichte", "Eine sanfte erste Geistergeschichte"],
  },
  {
    ...EN[2]!,
    title: "Der Polarexpress",
    description:
      "An Heiligabend steigt ein Junge, der langsam zu zweifeln beginnt, in einen zauberhaften Dampfzug, der zum Nordpol fährt.",
    features: ["Zauberhafte Zugfahrt", "Nach einem Bilderbuch", "Lied über heiße Schokolade"],
  },
  {
    ...EN[3]!,
    title: "Arthur Weihnachtsmann",
    description:
      "Als ein einziges Geschenk vergessen wird, macht sich der tollpatschige, aber herzensgute jüngere Sohn des Weihnachtsmanns auf eine wilde nächtliche Mission, um es noch vor dem Morgen zu bringen.",
    features: ["Hightech am Nordpol", "Lustig und herzlich", "Jedes Kind zählt"],
  },
  {
    ...EN[4]!,
    title: "Weiße Weihnachten",
    description:
      "Zwei Showstars und zwei singende Schwestern stellen in einem Gasthof in Vermont, in dem der Schnee ausbleibt, eine Show auf die Beine, um ihrem alten General aus der Armeezeit zu helfen.",
    features: ["Gesang und Tanz", "Zarte Romantik", "Finale im Schnee"],
  },
  {
    ...EN[5]!,
    title: "Buddy – Der Weihnachtself",
    description:
      "Ein sehr großer Mensch, der bei den Elfen aufgewachsen ist, reist nach New York, um seinen Vater zu finden, und verbreitet dabei überall Weihnachtsfreude (und Sirup auf Spaghetti).",
    features: ["Zum Lachen", "Abenteuer in der Großstadt", "Singen für die Weihnachtsstimmung"],
  },
  {
    ...EN[6]!,
    title: "Kevin – Allein zu Haus",
    description:
      "Als seine Familie über Weihnachten verreist, wird ein Achtjähriger aus Versehen zu Hause vergessen und verteidigt das Haus gegen zwei tollpatschige Einbrecher.",
    features: ["Lustige Fallen", "Wiedersehen mit der Familie", "Am besten ab 8 Jahren"],
  },
  {
    ...EN[7]!,
    description:
      "Ein verwöhnter Briefträger wird auf eine eisige Insel versetzt und tut sich mit einem zurückgezogen lebenden Spielzeugmacher zusammen. Aus ihren kleinen freundlichen Taten wird eine Legende.",
    features: ["Wie von Hand gezeichnet", "Wie der Weihnachtsmann entstand", "Freundlichkeit steckt an"],
  },
];
