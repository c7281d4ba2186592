import { FAMILY_TRADITION_IDEAS as EN_IDEAS, WORLD_TRADITIONS as EN, type FamilyTraditionIdea, type Tradition } from "../traditions";

/**
 * World Christmas traditions in German. The German item also tells what families in Germany, Austria and
 * Switzerland know best: Nikolaus on 6 December and presents on Christmas Eve from the Christkind or the
 * Weihnachtsmann.
 */
export const WORLD_TRADITIONS: readonly Tradition[] = [
  {
    ...EN[0]!,
    country: "Mexiko",
    tradition: "Las Posadas",
    description:
      "Neun Abende lang vor Weihnachten ziehen Nachbarn mit Kerzen von Haus zu Haus, singen und bitten um eine Herberge, so wie Maria und Josef auf ihrer Reise. Jeder Abend endet mit einem Fest, warmen Getränken und einer sternförmigen Piñata.",
  },
  {
    ...EN[1]!,
    country: "Deutschland",
    tradition: "Weihnachtsmärkte, Adventskalender und das Christkind",
    description:
      "Auf den Marktplätzen stehen Holzbuden mit Lebkuchen, gebrannten Mandeln und handgemachtem Baumschmuck. Zu Hause öffnen Kinder jeden Tag ein Türchen im Adventskalender, am 6. Dezember steckt der Nikolaus Süßes in die geputzten Stiefel, und an Heiligabend bringt in vielen Familien das Christkind die Geschenke, in anderen der Weihnachtsmann. Auch in Österreich und der Schweiz kommt vielerorts das Christkind.",
  },
  {
    ...EN[2]!,
    country: "Schweden",
    tradition: "Das Luciafest",
    description:
      "Am 13. Dezember, mitten in der dunkelsten Zeit des Winters, führt ein weiß gekleidetes Mädchen mit einer Lichterkrone einen Zug von Sängerinnen und Sängern an. Die Familien essen Safrangebäck, die Lussekatter, und feiern, dass das Licht zurückkommt.",
  },
  {
    ...EN[3]!,
    country: "Philippinen",
    tradition: "Parol und Simbang Gabi",
    description:
      "Häuser und Straßen leuchten mit Parols, bunten Laternen in Sternform. Viele Familien gehen vor Weihnachten zu neun Gottesdiensten im Morgengrauen und essen danach zusammen Reiskuchen und trinken heißen Ingwertee.",
  },
  {
    ...EN[4]!,
    country: "Italien",
    tradition: "La Befana",
    description:
      "In der Nacht auf den 6. Januar, so erzählt man, füllt eine freundliche alte Frau auf einem Besen die Strümpfe der Kinder mit Süßigkeiten. Die Familien bauen außerdem ein Presepe auf, eine Krippe, die ein ganzes Zimmer füllen kann.",
  },
  {
    ...EN[5]!,
    country: "Australien",
    tradition: "Carols by Candlelight",
    description:
      "Weihnachten fällt dort in den Sommer. Deshalb treffen sich Familien an warmen Abenden in Parks, um bei Kerzenschein Weihnachtslieder zu singen, und essen zu Weihnachten mittags Meeresfrüchte und Pavlova, manchmal sogar am Strand.",
  },
];

export const FAMILY_TRADITION_IDEAS: readonly FamilyTraditionIdea[] = [
  { ...EN_IDEAS[0]!, title: "Heiligabend-Kiste", description: "Eine Kiste, die schon am Nachmittag von Heiligabend geöffnet wird, mit einem neuen Schlafanzug, einem Buch und heißer Schokolade für die Wartezeit aufs Christkind oder den Weihnachtsmann." },
  { ...EN_IDEAS[1]!, title: "Freundlichkeits-Countdown", description: "Jeden Tag im Dezember gemeinsam eine kleine nette Sache tun: ein Gruß an die Nachbarn, ein gespendetes Spielzeug, eine Dankeskarte." },
  { ...EN_IDEAS[2]!, title: "Die Christbaumkugel des Jahres", description: "Jedes Kind sucht sich jedes Jahr eine Kugel oder einen Anhänger aus oder bastelt selbst einen, und beim Schmücken erzählt ihr euch die Geschichte zu jedem Stück." },
  { ...EN_IDEAS[3]!, title: "Lichterspaziergang", description: "Schlafanzug an, Kakao in die Thermoskanne und dann durch die Nachbarschaft spazieren oder fahren und das am schönsten beleuchtete Haus wählen." },
  { ...EN_IDEAS[4]!, title: "Wunschzettel-Abend", description: "Sucht euch einen Abend aus, an dem ihr gemeinsam eure Briefe an den Weihnachtsmann oder ans Christkind schreibt, mit Weihnachtsmusik und einem Teller Plätzchen." },
  { ...EN_IDEAS[5]!, title: "Essen rund um die Welt", description: "Sucht euch ein Land auf dieser Seite aus und kocht ein einfaches Gericht von seiner Weihnachtstafel." },
];
