import { TEMPLATE_CATEGORIES as EN, type TemplateCategory } from "../printable-templates";

/**
 * The printable templates in German. The text is drawn into PDFs with the standard fonts, so it keeps to their
 * characters (Latin-1: umlauts and ß are fine). File names stay English, like every id.
 */
const [planning, tags, kids] = EN as readonly [TemplateCategory, TemplateCategory, TemplateCategory];

export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = [
  {
    ...planning,
    title: "Zum Planen",
    description: "Listen und Planer, damit Geschenke, Geld und Essen den Überblick behalten.",
    items: [
      {
        ...planning.items[0]!,
        name: "Geschenkeliste",
        description: "Wer bekommt was, welche Idee, welches Budget, und ist das Geschenk schon gekauft und eingepackt?",
        heading: "Meine Geschenkeliste",
        subheading: "Wer, was, wie viel - und ist es schon eingepackt?",
        layout: { kind: "table", columns: ["Name", "Geschenkidee", "Budget", "Gekauft", "Verpackt"], rows: 18 },
      },
      {
        ...planning.items[1]!,
        name: "Weihnachts-Budgetplaner",
        description: "Plan, was du ausgeben möchtest, und vergleich es mit dem, was du ausgegeben hast, Posten für Posten.",
        heading: "Weihnachts-Budgetplaner",
        subheading: "Entspannte Weihnachten beginnen mit einem Plan.",
        layout: {
          kind: "table",
          columns: ["Posten", "Geplant", "Ausgegeben", "Notizen"],
          rows: 14,
          firstColumn: ["Geschenke", "Nikolaus und Kleinigkeiten", "Essen und Getränke", "Dekoration", "Karten und Porto", "Geschenkpapier", "Feiern und Ausflüge", "Spenden", "Reisen", "Kleidung", "Lehrer und Helfer", "Backzutaten", "Sonstiges", "Summe"],
        },
      },
      {
        ...planning.items[2]!,
        name: "Festtags-Menüplaner",
        description: "Plan jedes Gericht für die Feiertage: was eingekauft werden muss und wer es zubereitet.",
        heading: "Festtags-Menüplaner",
        subheading: "Vorspeisen, Hauptgerichte, Nachtisch und Leckereien für den Weihnachtsmann.",
        layout: { kind: "table", columns: ["Gericht", "Einkaufen", "Wer kocht?", "Fertig"], rows: 16 },
      },
      {
        ...planning.items[3]!,
        name: "Liste für Weihnachtskarten",
        description: "Alle Adressen an einem Ort, zum Abhaken verschickter und erhaltener Karten.",
        heading: "Meine Weihnachtskarten",
        subheading: "Gut aufheben und nächstes Jahr wieder benutzen.",
        layout: { kind: "table", columns: ["Name", "Adresse", "Verschickt", "Erhalten"], rows: 18 },
      },
    ],
  },
  {
    ...tags,
    title: "Geschenkanhänger und Etiketten",
    description: "Anhänger und Etiketten zum Ausschneiden, die Geschenke und Leckereien zu etwas Besonderem machen.",
    items: [
      {
        ...tags.items[0]!,
        name: "Klassische Geschenkanhänger",
        description: "Acht festliche Anhänger mit Zeilen für Für und Von. Auf Karton drucken, ausschneiden und ein Loch für das Band stanzen.",
        heading: "Klassische Geschenkanhänger",
        subheading: "Auf Karton drucken, an den Linien ausschneiden und mit Band festbinden.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Frohe Weihnachten", lines: ["Für:", "Von:"] },
      },
      {
        ...tags.items[1]!,
        name: "Geschenkanhänger vom Weihnachtsmann",
        description: "Anhänger, direkt am Nordpol unterschrieben, für die Geschenke, die an Heiligabend unter dem Baum liegen.",
        heading: "Anhänger vom Weihnachtsmann",
        subheading: "Eilzustellung vom Nordpol.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Aus der Werkstatt des Weihnachtsmanns", lines: ["Ganz besonders für:", "Geprüft von Elf:"] },
      },
      {
        ...tags.items[2]!,
        name: "Etiketten für Plätzchendosen",
        description: "Etiketten für Gläser und Dosen mit selbst gebackenen Plätzchen, mit Platz für den Namen des Bäckers und das Datum.",
        heading: "Etiketten für Plätzchendosen",
        subheading: "Für Dosen, Gläser und Schachteln mit Selbstgebackenem.",
        layout: { kind: "tags", columns: 2, rows: 5, heading: "Selbst gebackene Weihnachtsplätzchen", lines: ["Gebacken von:", "Datum:"] },
      },
      {
        ...tags.items[3]!,
        name: "Etiketten „Erst an Weihnachten öffnen“",
        description: "Lustige Etiketten, die neugierige Finger von den Geschenken unter dem Baum fernhalten.",
        heading: "Nicht öffnen!",
        subheading: "Auf jedes Päckchen unter dem Baum eines kleben.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Erst an Weihnachten öffnen!", lines: ["Für:"] },
      },
    ],
  },
  {
    ...kids,
    title: "Für Kinder",
    description: "Vorlagen für Kinder zum Ausfüllen, Spielen und Verschenken.",
    items: [
      {
        ...kids.items[0]!,
        name: "Wunschzettel",
        description: "Eine Seite, auf die Kinder ihre Wünsche schreiben, mit Platz für einen Wunsch für jemand anderen.",
        heading: "Mein Wunschzettel",
        subheading: "Schreib deine Wünsche auf und zeig sie dem Weihnachtsmann.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Ich heiße", lines: 1 },
            { text: "Das wünsche ich mir zu Weihnachten", lines: 6 },
            { text: "Ein Wunsch für jemanden, den ich lieb habe", lines: 2 },
            { text: "Etwas Liebes, das ich dieses Jahr getan habe", lines: 2 },
          ],
        },
      },
      {
        ...kids.items[1]!,
        name: "Adventskalender der guten Taten",
        description: "Vierundzwanzig kleine freundliche Taten zum Ausmalen, eine für jeden Tag vom 1. Dezember bis Heiligabend.",
        heading: "Adventskalender der guten Taten",
        subheading: "Tu jeden Tag etwas Liebes und mal dann das Kästchen aus.",
        layout: {
          kind: "grid",
          columns: 4,
          numbered: true,
          cells: [
            "Eine Karte für die Nachbarn basteln", "Beim Kochen helfen", "Ein Spielzeug teilen", "Dreimal Danke sagen",
            "Dein Zimmer aufräumen", "Oma oder Opa anrufen", "Ein Bild für einen Freund malen", "Die Vögel füttern",
            "Jemandem vorlesen", "Ein Buch spenden", "Jemanden fest drücken", "Beim Einkaufstragen helfen",
            "Einen lieben Zettel schreiben", "Jemanden vorlassen", "Jemanden zum Lachen bringen", "Die Blumen gießen",
            "Beim Einpacken helfen", "Jemandem ein Lied singen", "Einen Witz erzählen", "Müll aufsammeln",
            "Für einen Freund backen", "Den Tisch decken", "Sich ehrlich entschuldigen", "Karotten für die Rentiere",
          ],
        },
      },
      {
        ...kids.items[2]!,
        name: "Weihnachts-Bingo",
        description: "Eine Bingo-Karte zum Spielen beim Weihnachtsfilm oder beim Spaziergang zu den Lichtern.",
        heading: "Weihnachts-Bingo",
        subheading: "Entdecken, durchstreichen und BINGO rufen, wenn eine Reihe voll ist!",
        layout: {
          kind: "grid",
          columns: 5,
          numbered: false,
          cells: [
            "Schneemann", "Rentier", "Zuckerstange", "Stern", "Schlitten",
            "Nikolausstiefel", "Lebkuchen", "Glocke", "Elf", "Geschenk",
            "Tannenzweig", "Adventskranz", "FREIFELD", "Schneeflocke", "Handschuhe",
            "Kakao", "Lichterkette", "Sternsinger", "Engel", "Plätzchen",
            "Schal", "Schornstein", "Zipfelmütze", "Rotkehlchen", "Christbaumkugel",
          ],
        },
      },
      {
        ...kids.items[3]!,
        name: "Dankeschön-Karte",
        description: "Ein Dankesbrief zum Ausfüllen, mit dem das Danke-Schreiben nach Weihnachten leicht geht und Spaß macht.",
        heading: "Danke!",
        subheading: "Für jemanden, der Weihnachten besonders gemacht hat.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Liebe/r", lines: 1 },
            { text: "Vielen Dank für", lines: 2 },
            { text: "Am besten gefällt mir daran", lines: 2 },
            { text: "Damit werde ich", lines: 2 },
            { text: "Alles Liebe von", lines: 1 },
          ],
        },
      },
    ],
  },
];
