import { SANTA_FACTS as EN_FACTS, SANTA_FAVOURITES as EN_FAVOURITES, type TrackerFact } from "../track-santa";

/** Santa facts and favourites for the tracker page, in German: our own words, for families with children. */
export const SANTA_FACTS: readonly TrackerFact[] = [
  {
    ...EN_FACTS[0]!,
    title: "Eine sehr lange Nacht",
    text: "Der Weihnachtsmann reist der Mitternacht hinterher rund um die Welt. Er beginnt im Pazifik, wo der neue Tag zuerst anfängt, und so dauert Heiligabend für ihn länger als einen ganzen Tag.",
  },
  {
    ...EN_FACTS[1]!,
    title: "Neun starke Rentiere",
    text: "Dasher, Dancer, Prancer, Vixen, Comet, Cupid, Donner und Blitzen ziehen den Schlitten, und Rudolphs leuchtende Nase zeigt den Weg durch die Wolken.",
  },
  {
    ...EN_FACTS[2]!,
    title: "Ein Sack ohne Boden",
    text: "Die Elfen nähen den Sack des Weihnachtsmanns mit einer Prise Nordpol-Zauber. Darum passt immer noch ein Geschenk mehr hinein.",
  },
  {
    ...EN_FACTS[3]!,
    title: "Nur, wenn du schläfst",
    text: "Der Schlitten wird langsamer, wo Kinder noch wach sind. Früh ins Bett zu gehen hilft also wirklich!",
  },
  {
    ...EN_FACTS[4]!,
    title: "Wetter ist kein Problem",
    text: "Schnee, Sturm oder Nebel: Die Rentiere sind schon durch alles geflogen, und die Kufen des Schlittens werden jeden Dezember frisch poliert.",
  },
  {
    ...EN_FACTS[5]!,
    title: "Überall kleine Stärkungen",
    text: "Familien auf der ganzen Welt stellen etwas bereit: Mince Pies, Milchreis, Plätzchen und Milch, und Karotten für die Rentiere.",
  },
];

export const SANTA_FAVOURITES: readonly TrackerFact[] = [
  { ...EN_FAVOURITES[0]!, title: "Plätzchen", text: "Warmer Lebkuchen mit einem extra Zuckerguss-Knopf obendrauf." },
  { ...EN_FAVOURITES[1]!, title: "Getränk", text: "Ein kaltes Glas Milch, oder auf eisigen Dächern ein Kakao mit einem Marshmallow." },
  { ...EN_FAVOURITES[2]!, title: "Rentier-Snack", text: "Knackige Karotten, eine für jedes der neun Rentiere, und die für Rudolph in Sternchen geschnitten." },
  { ...EN_FAVOURITES[3]!, title: "Lied", text: "„Jingle Bells“: Er summt es zwischen zwei Stopps, damit die Rentiere im Takt bleiben." },
  { ...EN_FAVOURITES[4]!, title: "Farbe", text: "Rot natürlich, mit ein bisschen Tannengrün als Glücksbringer." },
  { ...EN_FAVOURITES[5]!, title: "Jahreszeit", text: "Heiligabend, wenn aus jedem Brief, den er gelesen hat, ein Lächeln wird." },
];
