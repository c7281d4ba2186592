import { ADVENT_SONGS as EN } from "../advent-songs";
import type { Song } from "../songs";

/**
 * The advent calendar's nine carols in German. All nine were written in English: they keep their English titles,
 * and their lines are our own plain German translation of the public-domain English words (not a modern German
 * singing version), as each fun fact says.
 */
const OUR_TRANSLATION = "Die deutschen Zeilen hier sind unsere eigene, einfache Übersetzung.";

export const ADVENT_SONGS: readonly Song[] = [
  {
    ...EN[0]!,
    artist: "Text von Emily Huntington Miller, Musik von James R. Murray",
    location: "USA",
    description:
      "Ein Kind flüstert dem Weihnachtsmann einen geheimen Weihnachtswunsch ins Ohr: ein kurzes, liebes Lied, das die Kleinen schnell lernen. Sankt Nikolaus ist hier, wie in Amerika üblich, ein anderer Name für den Weihnachtsmann.",
    tags: ["Weihnachtsmann", "Sanft", "Leicht"],
    lyrics: [
      "Lieber alter Sankt Nikolaus,",
      "neig dein Ohr zu mir!",
      "Sag es keiner Menschenseele,",
      "was ich dir jetzt sag;",
      "Heiligabend ist bald da;",
      "nun, du guter alter Mann,",
      "flüster mir, was du mir bringst;",
      "sag es mir, wenn du kannst.",
    ],
    funFact: `Der Text begann als Gedicht mit dem Titel „Lilly's Secret“, gedruckt im Dezember 1865 in der Kinderzeitschrift „The Little Corporal“. Die Melodie, zu der wir es singen, erschien etwa neun Jahre später, 1874. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[1]!,
    artist: "Benjamin Hanby",
    location: "Ohio, USA",
    description:
      "Die Rentiere landen auf dem Dach, und der Weihnachtsmann klettert mit einem Sack voller Spielsachen durch den Schornstein: ein hüpfendes Ho-ho-ho-Lied.",
    tags: ["Weihnachtsmann", "Schwungvoll", "Zum Mitsingen"],
    lyrics: [
      "Oben auf dem Dach halten die Rentiere an,",
      "heraus springt der gute alte Weihnachtsmann;",
      "den Schornstein hinunter mit vielen Spielsachen,",
      "alles für die Weihnachtsfreude der Kleinen.",
      "Ho, ho, ho! Wer käme nicht mit?",
      "Ho, ho, ho! Wer käme nicht mit?",
    ],
    funFact: `Es gilt oft als das erste Weihnachtslied, das ganz vom Weihnachtsmann handelt. Benjamin Hanby schrieb es 1864 in Ohio, und die Idee mit den Rentieren auf dem Dach stammt wahrscheinlich aus dem Gedicht „A Visit from St. Nicholas“. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[2]!,
    artist: "Traditionelles englisches Weihnachtslied",
    location: "England",
    year: "Anfang des 19. Jahrhunderts",
    description:
      "Ein altes Volkslied über die immergrüne Stechpalme und den Efeu, mit einem wiegenden Refrain über die Sonne, die Hirsche und den Gesang im Chor.",
    tags: ["Traditionell", "Volkslied", "Chor"],
    lyrics: [
      "Die Stechpalme und der Efeu,",
      "wenn beide ausgewachsen sind,",
      "von allen Bäumen, die im Walde stehn,",
      "trägt die Stechpalme die Krone:",
      "Oh, der Aufgang der Sonne",
      "und das Laufen der Hirsche,",
      "das Spiel der fröhlichen Orgel,",
      "süßer Gesang im Chor.",
    ],
    funFact: `Der Text wurde vor mehr als 200 Jahren in Birmingham gedruckt, aber die Melodie, die die meisten singen, wurde erst 1909 aufgeschrieben: Der Liedersammler Cecil Sharp hörte sie von einer Sängerin namens Mary Clayton in Chipping Campden in der Grafschaft Gloucestershire. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[3]!,
    artist: "Text von John Mason Neale, zu einer 1582 gedruckten Melodie",
    location: "England",
    description:
      "Ein gütiger König und sein junger Page stapfen durch tiefen Schnee, um einem armen Nachbarn Essen und Brennholz zu bringen.",
    tags: ["Erzähllied", "Freundlichkeit", "Traditionell"],
    lyrics: [
      "Der gute König Wenzel schaute",
      "am Stephanstag hinaus,",
      "als der Schnee ringsum lag,",
      "tief und knirschend und glatt;",
      "hell schien der Mond in jener Nacht,",
      "auch wenn der Frost grimmig war,",
      "als ein armer Mann vorüberkam,",
      "der Holz für den Winter sammelte.",
    ],
    funFact: `Wenzel hat wirklich gelebt: Er war vor mehr als 1.000 Jahren Herzog von Böhmen, im heutigen Tschechien. Den Königstitel bekam er erst nach seinem Tod. Der Stephanstag im Lied ist der 26. Dezember, bei uns der zweite Weihnachtsfeiertag. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[4]!,
    artist: "Traditionelles englisches Weihnachtslied",
    location: "England",
    year: "19. Jahrhundert",
    description:
      "Ein Lied für Sängerinnen und Sänger, die von Haus zu Haus ziehen und allen Liebe, Freude und ein gutes neues Jahr wünschen.",
    tags: ["An der Haustür", "Fröhlich", "Neujahr"],
    lyrics: [
      "Hier kommen wir zum Wassailing",
      "zwischen den Blättern so grün;",
      "hier kommen wir gewandert,",
      "so schön anzusehn.",
      "Liebe und Freude für euch,",
      "und auch euer Wassail für euch;",
    ],
    funFact: `„Wassail“ kommt von einem altenglischen Gruß, der „Sei gesund“ oder „Gute Gesundheit“ bedeutete. Die Wassailer waren Nachbarn, die von Tür zu Tür zogen, gute Wünsche sangen und auf ein warmes Getränk oder eine Leckerei hofften. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[5]!,
    artist: "Text von Phillips Brooks, Musik von Lewis Redner",
    location: "Philadelphia, USA",
    description:
      "Ein leises Weihnachtslied unter dem Sternenhimmel, das auf ein schlafendes Städtchen in der allerersten Weihnachtsnacht hinabschaut.",
    tags: ["Friedlich", "Chor", "Klassiker"],
    lyrics: [
      "O kleine Stadt Bethlehem,",
      "wie still wir dich liegen sehn!",
      "Über deinem tiefen, traumlosen Schlaf",
      "ziehen die stillen Sterne vorbei;",
      "doch in deinen dunklen Straßen scheint",
      "das ewige Licht;",
      "die Hoffnungen und Ängste aller Jahre",
      "treffen sich heute Nacht in dir.",
    ],
    funFact: `Phillips Brooks schrieb den Text für die Kinder seiner Sonntagsschule in Philadelphia. Drei Jahre vorher war er an Heiligabend auf einem Pferd nach Bethlehem geritten und hatte das stille Städtchen unter den Sternen nie vergessen. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[6]!,
    artist: "Traditionelles englisches Weihnachtslied",
    location: "Cornwall, England",
    description: "Ein langes, sanftes Erzähllied über die Hirten auf dem Feld und den hellen Stern, der über ihnen leuchtete.",
    tags: ["Traditionell", "Erzähllied", "Chor"],
    lyrics: [
      "Das erste Noel, das der Engel sprach,",
      "galt armen Hirten, die auf den Feldern lagen;",
      "auf den Feldern, wo sie lagen und ihre Schafe hüteten,",
      "in einer kalten, tiefen Winternacht.",
      "Noel, Noel, Noel, Noel,",
      "geboren ist der König von Israel.",
    ],
    funFact: `„Noël“ ist das französische Wort für Weihnachten. Es kommt von einem lateinischen Wort für Geburtstag. Das Lied wurde 1823 in einem kleinen Buch mit alten Weihnachtsliedern aus dem Westen Englands gedruckt, aber gesungen wurde es schon lange vorher. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[7]!,
    artist: "Charles Wesley, Musik von Felix Mendelssohn Bartholdy",
    location: "England",
    description: "Ein großes, strahlendes Weihnachtslied zum Singen aus voller Kehle, mit einer Melodie wie eine Fanfare aus Trompeten.",
    tags: ["Voller Freude", "Chor", "Klassiker"],
    lyrics: [
      "Horch! Die Engel verkünden laut:",
      "„Ehre dem neugeborenen König;",
      "Friede auf Erden und milde Gnade,",
      "Gott und die Sünder versöhnt!“",
      "Freut euch, all ihr Völker, steht auf,",
      "stimmt ein in den Jubel des Himmels;",
    ],
    funFact: `Die erste Zeile von Charles Wesley lautete „Hark, how all the welkin rings!“, und „welkin“ ist ein altes englisches Wort für den Himmel. 1753 wurde der Text zu dem geändert, den wir heute kennen, und die Melodie stammt aus einem Stück, das Mendelssohn 1840 zur Feier des Buchdrucks geschrieben hat. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[8]!,
    artist: "John Henry Hopkins Jr.",
    location: "New York, USA",
    year: "um 1857",
    description:
      "Die Weisen aus dem Morgenland ziehen über Felder und Berge und folgen einem leuchtenden Stern: ein wiegendes, marschierendes Weihnachtslied.",
    tags: ["Erzähllied", "Sterne", "Klassiker"],
    lyrics: [
      "Wir drei Könige aus dem Morgenland",
      "tragen Gaben und reisen von fern,",
      "über Feld und Quelle, Moor und Berg",
      "folgen wir dem Stern dort drüben.",
      "O Stern des Wunders, Stern der Nacht,",
      "Stern in königlicher Pracht,",
    ],
    funFact: `Die Bibel sagt nie, wie viele Weise es waren. Man nahm an, dass es drei waren, weil sie drei Geschenke brachten: Gold, Weihrauch und Myrrhe. Bei uns ziehen rund um den 6. Januar die Sternsinger als Heilige Drei Könige von Haus zu Haus. ${OUR_TRANSLATION}`,
  },
];
