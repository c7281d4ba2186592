import { FEATURED_SONGS as EN, type Song } from "../songs";

/**
 * The songs page's six carols in German. "O Tannenbaum" and "Stille Nacht" were written in German: they show their
 * original public-domain words (Ernst Anschütz, 1824; Joseph Mohr, 1816/1818, in the form sung today). The four
 * English carols keep their English titles, and their lines are our own plain German translation of the
 * public-domain English words (not a modern German singing version), as each fun fact says.
 * SONG_COLLECTION_LINKS is not translated here: its encyclopedia title is looked up on the English Wikipedia.
 */
export const FEATURED_SONGS: readonly Song[] = [
  {
    ...EN[0]!,
    artist: "James Lord Pierpont",
    location: "Massachusetts, USA",
    description: "Ein fröhliches Schlittenfahrt-Lied, bei dem alle mitklatschen, mitstampfen und mitbimmeln wollen.",
    tags: ["Schwungvoll", "Zum Mitsingen", "Klassiker"],
    lyrics: ["Jingle Bells, Jingle Bells,", "bimmelt's den ganzen Weg!", "Oh, wie lustig ist die Fahrt", "im offnen Schlitten mit nur einem Pferd!"],
    funFact:
      "Im Dezember 1965 spielten zwei Astronauten an Bord von Gemini 6 „Jingle Bells“ auf einer winzigen Mundharmonika und mit Schellen. Damit war es eines der ersten Lieder, die im Weltraum gespielt wurden. Die deutschen Zeilen hier sind unsere eigene, einfache Übersetzung.",
  },
  {
    ...EN[1]!,
    artist: "Traditionelle walisische Melodie, englischer Text von Thomas Oliphant",
    location: "Wales, Vereinigtes Königreich",
    description: "Ein fröhliches Lied zum Schmücken, voller Stechpalmenzweige, Weihnachtslieder und lustiger „Fa la la“-Refrains.",
    tags: ["Festlich", "Zum Schmücken", "Zum Mitsingen"],
    lyrics: ["Schmückt die Hallen mit Stechpalmzweigen,", "Fa la la la la, la la la la!", "Jetzt ist Zeit, um fröhlich zu sein,", "Fa la la la la, la la la la!"],
    funFact:
      "Die Melodie ist viel älter als der Text: Sie stammt aus einem walisischen Silvesterlied namens „Nos Galan“, das schon vor Hunderten von Jahren gesungen wurde. Die deutschen Zeilen hier sind unsere eigene, einfache Übersetzung.",
  },
  {
    ...EN[2]!,
    artist: "Traditionelles englisches Weihnachtslied",
    location: "Südwestengland",
    year: "16. Jahrhundert",
    description: "Das Lied der Sängerinnen und Sänger vor der Haustür: Es wünscht allen frohe Weihnachten und bittet um eine Leckerei.",
    tags: ["An der Haustür", "Fröhlich", "Leicht"],
    lyrics: ["Wir wünschen euch frohe Weihnachten,", "wir wünschen euch frohe Weihnachten,", "wir wünschen euch frohe Weihnachten", "und ein gutes neues Jahr!"],
    funFact:
      "Der „Figgy Pudding“, um den die Sänger bitten, war ein gedämpfter Pudding voller Feigen und Trockenfrüchte, so ähnlich wie der englische Weihnachtspudding von heute. Die deutschen Zeilen hier sind unsere eigene, einfache Übersetzung.",
  },
  {
    ...EN[3]!,
    title: "O Tannenbaum",
    artist: "Traditionelle Melodie, Text von Ernst Anschütz",
    location: "Leipzig, Deutschland",
    description: "Ein sanftes Lied über den immergrünen Tannenbaum, der den ganzen Winter lang grün bleibt.",
    tags: ["Sanft", "Baumschmücken", "Deutsch"],
    lyrics: ["O Tannenbaum, o Tannenbaum,", "Wie treu sind deine Blätter!", "Du grünst nicht nur zur Sommerzeit,", "Nein, auch im Winter, wenn es schneit."],
    funFact:
      "Das sind die Originalworte von Ernst Anschütz aus dem Jahr 1824. Zuerst war es ein Volkslied über einen treuen Baum, erst später wurde daraus ein Weihnachtslied. Auf Englisch heißt es „O Christmas Tree“.",
  },
  {
    ...EN[4]!,
    title: "Stille Nacht, heilige Nacht",
    artist: "Joseph Mohr und Franz Xaver Gruber",
    location: "Oberndorf bei Salzburg, Österreich",
    description: "Ein stilles, friedliches Weihnachtslied wie ein Wiegenlied, genau richtig, um an Heiligabend zur Ruhe zu kommen.",
    tags: ["Wiegenlied", "Friedlich", "Zum Einschlafen"],
    lyrics: ["Stille Nacht, heilige Nacht!", "Alles schläft, einsam wacht", "Nur das traute hochheilige Paar.", "Holder Knabe im lockigen Haar,"],
    funFact:
      "Es wurde an Heiligabend 1818 zum ersten Mal in einer kleinen Kirche in Österreich gesungen, begleitet von einer Gitarre, und ist seitdem in Hunderte Sprachen übersetzt worden. Die Worte hier sind die von Joseph Mohr, so wie man sie heute singt.",
  },
  {
    ...EN[5]!,
    artist: "Isaac Watts, Musik bearbeitet von Lowell Mason",
    location: "England und Boston, USA",
    description: "Ein strahlendes Weihnachtslied voller Glockenklang, das schon beim ersten Ton nach einem Fest klingt.",
    tags: ["Voller Freude", "Chor", "Klassiker"],
    lyrics: ["Freu dich, Welt, der Herr ist da!", "Die Erde empfange ihren König;", "jedes Herz mache ihm Platz,", "und Himmel und Natur sollen singen,"],
    funFact:
      "Isaac Watts hat es gar nicht als Weihnachtslied geschrieben: Es begann als Gedicht nach Psalm 98, und die berühmte Melodie wurde erst mehr als hundert Jahre später dazu zusammengestellt. Die deutschen Zeilen hier sind unsere eigene, einfache Übersetzung.",
  },
];

/** The playlist search in German; the encyclopedia link stays on the English article (the link is built for it). */
export const SONG_COLLECTION_LINKS = {
  playlistQuery: "traditionelle Weihnachtslieder für Kinder",
  encyclopediaTitle: "Christmas carol",
} as const;
