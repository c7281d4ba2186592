import { GAMES as EN_GAMES, type Game, type GameFact } from "../games";

/** The games hub in German. Difficulty stays the English value the interface translates. */
export const GAMES: readonly Game[] = [
  {
    ...EN_GAMES[0]!,
    title: "Weihnachtsquiz",
    description: "Acht festliche Fragen über den Weihnachtsmann, seine Rentiere und den Nordpol. Wie viele kannst du richtig beantworten?",
    time: "5 Minuten",
  },
  {
    ...EN_GAMES[1]!,
    title: "Elfennamen-Generator",
    description: "Gib deinen Vornamen und deinen Geburtsmonat ein und finde heraus, wie dein Elfenname lautet, was deine Aufgabe in der Werkstatt ist und welche besondere Elfen-Gabe du hast.",
    time: "1 Minute",
  },
  {
    ...EN_GAMES[2]!,
    title: "Gute-Taten-Sammler",
    description: "Schreib jede nette Sache auf, die du tust, sammle Brav-Punkte und sieh zu, wie du auf der Liste der braven Kinder nach oben kletterst.",
    time: "Die ganze Adventszeit",
  },
];

export const GAME_FACTS: readonly GameFact[] = [
  {
    title: "Gemeinsam spielen tut gut",
    text: "Brettspiele und Wortspiele gehören in vielen Familien zu Weihnachten dazu. Abwechselnd dran sein und einander anfeuern ist ein großer Teil des Spaßes.",
  },
  {
    title: "Elfen in alten Geschichten",
    text: "Zu Helfern des Weihnachtsmanns wurden die Elfen erst in Geschichten und Gedichten aus dem 19. Jahrhundert. Vorher kannte man Elfen aus alten Sagen aus dem Norden Europas.",
  },
  {
    title: "Freundlichkeit steckt an",
    text: "Wenn du siehst, wie jemand etwas Nettes tut, tust du selbst eher auch etwas Nettes. Eine gute Tat kann eine ganze Kette von guten Taten auslösen!",
  },
  {
    title: "Rätselabende sind uralt",
    text: "Schon vor Hunderten von Jahren haben die Menschen an langen Winterabenden zusammen geraten und Rätsel gelöst, lange bevor es Bildschirme gab.",
  },
];
