import { TRIVIA_QUESTIONS as EN, type TriviaQuestion } from "../trivia-questions";

/**
 * The Christmas trivia quiz in German: the same eight questions, four options each, the right answer at the same
 * index as in English. The film in question 8 is named by its German release title.
 */
export const TRIVIA_QUESTIONS: readonly TriviaQuestion[] = [
  {
    ...EN[0]!,
    question: "Welcher dieser Namen gehört zu einem der Rentiere des Weihnachtsmanns?",
    options: ["Funki", "Dasher", "Schneeball", "Sturmhuf"],
    explanation:
      "Ein berühmtes amerikanisches Gedicht von 1823, „A Visit from St. Nicholas“, nennt acht Rentiere, darunter Dasher, Dancer, Prancer und Vixen. Rudolph mit seiner leuchtend roten Nase kam erst 1939 in einer Geschichte dazu.",
  },
  {
    ...EN[1]!,
    question: "Was fand ein unartiges Kind in alten Weihnachtsgeschichten vielleicht in seinem Strumpf?",
    options: ["Ein Stück Kohle", "Ein Paar Socken", "Einen Tannenzapfen", "Eine leere Schachtel"],
    explanation:
      "Früher heizten viele Familien mit Kohle, und ein Stück Kohle im Strumpf wollte wirklich niemand haben. Bei uns drohte in alten Geschichten eher Knecht Ruprecht mit der Rute. Heute gibt es in manchen Läden sogar Kohle aus Zucker als lustige Süßigkeit!",
  },
  {
    ...EN[2]!,
    question: "Der Weihnachtsmann geht auf einen echten Menschen zurück, der vor langer Zeit gelebt hat. Wie hieß er?",
    options: ["König Wenzel", "Der heilige Patrick", "Der heilige Nikolaus", "Frau Holle"],
    explanation:
      "Nikolaus war ein gütiger Bischof, der vor etwa 1.700 Jahren in der Stadt Myra lebte, in der heutigen Türkei. Er war dafür bekannt, heimlich Geschenke zu verteilen. Die Niederländer nannten ihn Sinterklaas, und daraus wurde „Santa Claus“. Bei uns kommt er bis heute am 6. Dezember als Nikolaus.",
  },
  {
    ...EN[3]!,
    question: "Wo wohnt der Weihnachtsmann und baut mit seinen Elfen Spielzeug?",
    options: ["Am Südpol", "Am Nordpol", "Auf dem Mond", "In einer Höhle in den Bergen"],
    explanation:
      "Der Nordpol ist der oberste Punkt der Erde. Dort gibt es gar kein Land, nur dickes Eis, das auf dem Nordpolarmeer schwimmt. Ein wunderbar geheimer Ort für eine Werkstatt!",
  },
  {
    ...EN[4]!,
    question: "Was stellen viele Kinder an Heiligabend für den Weihnachtsmann bereit?",
    options: ["Pizza und Limonade", "Ein Brot und eine Suppe", "Kekse und Milch", "Kuchen und Saft"],
    explanation:
      "Kekse und Milch sind in den USA und in Kanada der Klassiker. In Großbritannien und Irland bekommt der Weihnachtsmann oft ein kleines Früchtetörtchen, einen Mince Pie, und viele Kinder legen auch eine Karotte für die Rentiere dazu. Bei uns stellen Kinder schon am Abend vor dem 6. Dezember ihre geputzten Stiefel für den Nikolaus vor die Tür.",
  },
  {
    ...EN[5]!,
    question: "Wie bringt der Weihnachtsmann die Geschenke in ein Haus, das keinen Schornstein hat?",
    options: ["Mit Weihnachtszauber", "Er klettert durchs Fenster", "Er legt sie in den Garten", "Er lässt das Haus aus"],
    explanation:
      "In Weihnachtsgeschichten heißt es, dass der Zauber des Weihnachtsmanns ihn in jedes Zuhause bringt, mit oder ohne Schornstein. Manche Familien hängen sogar einen besonderen „Weihnachtsmann-Schlüssel“ an die Tür, damit er hineinkommt.",
  },
  {
    ...EN[6]!,
    question: "Welche Farbe hatte der Mantel von Father Christmas, dem englischen Weihnachtsmann, auf vielen alten Bildern, bevor Rot die Lieblingsfarbe wurde?",
    options: ["Lila", "Blau", "Gelb", "Grün"],
    explanation:
      "Alte Bilder zeigen Father Christmas oft in einem langen grünen Gewand. Über die Jahre wurde er in vielen Farben gemalt, aber Rot setzte sich durch, und in den 1930er-Jahren war der rote Anzug überall zu sehen.",
  },
  {
    ...EN[7]!,
    question: "Wie heißt im Film „Santa Clause – Eine schöne Bescherung“ der Oberelf, der die Werkstatt des Weihnachtsmanns leitet?",
    options: ["Buddy", "Bernard", "Hermey", "Jingles"],
    explanation:
      "Bernard ist der Oberelf in „Santa Clause – Eine schöne Bescherung“ (1994). Er hält die geschäftige Werkstatt am Laufen und bringt dem neuen Weihnachtsmann bei, was er wissen muss, mit ein bisschen Gemecker zwischendurch!",
  },
];
