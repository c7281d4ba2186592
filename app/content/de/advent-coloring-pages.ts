import { ADVENT_COLORING_PAGES as EN } from "../advent-coloring-pages";
import type { ColoringPage } from "../coloring-pages";

/** The advent calendar's twelve coloring pages in German; the drawings are the English ones. */
export const ADVENT_COLORING_PAGES: readonly ColoringPage[] = [
  { ...EN[0]!, title: "Der Weihnachtsmann prüft seine Liste", description: "Der Weihnachtsmann schaut über seine kleine Brille auf eine sehr lange Liste und liest sie im Kerzenschein zweimal.", character: "Weihnachtsmann" },
  { ...EN[1]!, title: "Rentier auf dem Dach", description: "Ein Rentier mit einem Halsband voller Glöckchen wartet auf einem verschneiten Dach neben einem rauchenden Schornstein.", character: "Rentier" },
  { ...EN[2]!, title: "Stechpalmenkranz", description: "Ein runder Kranz aus stacheligen Stechpalmenblättern und glänzenden Beeren, unten mit einer großen Schleife gebunden.", character: "Kranz" },
  {
    ...EN[3]!,
    title: "Der König im Schnee",
    description:
      "Ein gütiger König mit Krone und pelzbesetztem Umhang trägt im Mondschein Brennholz durch den tiefen Schnee, wie der König im Lied „Good King Wenceslas“.",
    character: "König",
  },
  { ...EN[4]!, title: "Weihnachtssänger", description: "Drei Kinder mit Bommelmützen singen im Schnee Weihnachtslieder, mit einer leuchtenden Laterne, einem Notenblatt und einer klingenden Handglocke.", character: "Sänger" },
  { ...EN[5]!, title: "Städtchen bei Nacht", description: "Kleine Häuser mit flachen Dächern ziehen sich unter einem Himmel voller Sterne einen stillen Hügel hinauf, wie das Städtchen im Lied „O Little Town of Bethlehem“.", character: "Städtchen" },
  { ...EN[6]!, title: "Der leuchtende Stern", description: "Ein großer heller Stern leuchtet über den stillen Hügeln, auf denen die Schafe ruhen, wie im Lied „The First Noel“.", character: "Stern" },
  { ...EN[7]!, title: "Engel mit Trompete", description: "Ein lächelnder Engel mit gefiederten Flügeln und einem glänzenden Heiligenschein spielt auf einer langen Trompete eine fröhliche Melodie.", character: "Engel" },
  { ...EN[8]!, title: "Die Heiligen Drei Könige auf Kamelen", description: "Drei Könige reiten auf ihren Kamelen über die Sanddünen, tragen Geschenke und folgen einem hellen Stern, wie im Lied „We Three Kings“.", character: "Drei Könige" },
  { ...EN[9]!, title: "Eisbärbaby", description: "Ein flauschiges Eisbärbaby mit gestreiftem Schal sitzt auf einer kleinen Eisscholle im Meer und schaut dem Schnee zu.", character: "Eisbär" },
  { ...EN[10]!, title: "Nussknacker", description: "Ein hölzerner Nussknacker-Soldat, der stramm steht, mit einem hohen Federhut, einem buschigen Schnurrbart und glänzenden Knöpfen.", character: "Nussknacker" },
  { ...EN[11]!, title: "Schneekugel", description: "Schüttle sie einmal und sieh zu, wie der Schnee in der Schneekugel um ein winziges Häuschen und eine kleine Tanne wirbelt.", character: "Schneekugel" },
];
