import { REINDEER as EN, type Reindeer } from "../reindeer";

/**
 * Santa's nine reindeer in German. Their names stay as children know them from the English song and poem
 * (Donner and Blitzen are German words anyway).
 */
export const REINDEER: readonly Reindeer[] = [
  {
    ...EN[0]!,
    name: "Dasher",
    personality: "Flink und voller Tatendrang",
    description:
      "Dasher ist morgens immer als Erster aus dem Stall und an Heiligabend als Erster am Geschirr. Er rennt am liebsten mit dem Wind um die Wette über den zugefrorenen See und wird anscheinend nie müde.",
    specialPower: "Superschnell: Er überquert einen ganzen Ozean in der Zeit, die man zum Niesen braucht.",
    favoriteTreat: "Knackige Karottenstifte",
    funFact: "Dasher übt das Abheben an jedem einzelnen Tag im Jahr, sogar an seinem Geburtstag.",
  },
  {
    ...EN[1]!,
    name: "Dancer",
    personality: "Anmutig und fröhlich",
    description:
      "Dancer gleitet durch den Himmel, als würde sie zu einer Musik tanzen, die nur sie hören kann. Die Elfen sagen, dass ihre Hufe den Schnee kaum berühren, wenn sie auf einem Dach landet.",
    specialPower: "Federleichte Landungen, von denen im Haus niemand aufwacht.",
    favoriteTreat: "Apfelschnitze mit einer Prise Zimt",
    funFact: "Dancer hat den jüngeren Rentieren beigebracht, sich für die Heiligabend-Parade in der Luft zu drehen.",
  },
  {
    ...EN[2]!,
    name: "Prancer",
    personality: "Stolz und verspielt",
    description:
      "Prancer hebt bei jedem Schritt die Knie hoch und zeigt gern sein glänzendes Geweih. Hinter all dem Glanz steckt ein treuer Freund, der sein Heu immer teilt.",
    specialPower: "Perfektes Gleichgewicht auf den steilsten, glattesten Dächern.",
    favoriteTreat: "Süße Haferplätzchen",
    funFact: "Prancer poliert sein Geweih jeden Morgen vor dem Frühstück mit einem weichen Tuch.",
  },
  {
    ...EN[3]!,
    name: "Vixen",
    personality: "Schlau und neugierig",
    description:
      "Vixen ist die Rätsellöserin im Team. Wenn ein Schornstein zu eng oder eine Straße verwirrend ist, findet sie einen klugen Weg.",
    specialPower: "Sie hat jede Stadt, jede Straße und jedes Dach der Welt wie eine Landkarte im Kopf.",
    favoriteTreat: "Gerstenkekse mit Honigglasur",
    funFact: "Vixen findet mit geschlossenen Augen nach Hause, nur dem Duft von Frau Weihnachtsmanns Backstube nach.",
  },
  {
    ...EN[4]!,
    name: "Comet",
    personality: "Abenteuerlustig und strahlend",
    description:
      "Comet ist ein echter Entdecker und meldet sich immer als Erster, wenn es eine neue Route zu erkunden gibt. Wenn er mit voller Geschwindigkeit fliegt, zieht er einen feinen silbernen Glitzerschweif hinter sich her.",
    specialPower: "Eine glitzernde Spur, der das Team durch die Wolken folgen kann.",
    favoriteTreat: "Karottenplätzchen in Sternform",
    funFact: "Comet hat alle Sterne über dem Nordpol zweimal gezählt und jedes Mal eine andere Zahl herausbekommen.",
  },
  {
    ...EN[5]!,
    name: "Cupid",
    personality: "Lieb und fürsorglich",
    description:
      "Cupid hat das sanfteste Herz im ganzen Stall. Sie merkt sofort, wenn jemand traurig ist, und kommt zum Kuscheln, bis wieder gelächelt wird.",
    specialPower: "Sie spürt, in welchem Zuhause ein bisschen extra Weihnachtsfreude am meisten gebraucht wird.",
    favoriteTreat: "Warmes Süßkartoffelpüree",
    funFact: "Cupid kümmert sich um jedes Rentierbaby, das am Nordpol geboren wird.",
  },
  {
    ...EN[6]!,
    name: "Donner",
    personality: "Stark und ausdauernd",
    description:
      "Donner ist das stärkste aller Rentiere. Wenn sich die Geschenke auf dem Schlitten hoch stapeln, stemmt er die Hufe in den Schnee und zieht, ohne ein einziges Mal zu murren.",
    specialPower: "Riesenkräfte: Er kann den ganzen Schlitten über einen Berg heben.",
    favoriteTreat: "Eine große Schüssel Flechten und Moos",
    funFact: "Donner schnaubt so laut und tief, dass die Elfen sein Schnauben als Zeichen für die Mittagspause nehmen.",
  },
  {
    ...EN[7]!,
    name: "Blitzen",
    personality: "Mutig und voller Energie",
    description:
      "Blitzen ist immer auf Zack. Er fliegt am liebsten durch wildes Wetter und hat nie Angst vor einem Sturm, und das macht auch das ganze Team mutig.",
    specialPower: "Blitzschnelle Reaktionen, mit denen er den Schlitten sicher um jeden Sturm lenkt.",
    favoriteTreat: "Eiskalte Birnenschnitze",
    funFact: "Blitzens Lieblingsspiel ist Schneeball-Fangen, und noch nie hat ihn jemand erwischt.",
  },
  {
    ...EN[8]!,
    name: "Rudolph",
    personality: "Tapfer und großherzig",
    description:
      "Rudolphs leuchtend rote Nase zeigt den Weg durch Nebel, Schnee und die dunkelsten Nächte. Er führt das Gespann ganz vorne am Schlitten an und passt immer auf, dass niemand zurückbleibt.",
    specialPower: "Eine leuchtend rote Nase, die den Himmel erhellt wie eine Laterne.",
    favoriteTreat: "Karotten im Zuckerstangen-Look",
    funFact: "In sehr kalten Nächten leuchtet Rudolphs Nase sogar noch heller.",
  },
];
