import { AGE_FILTERS as EN_FILTERS, AGE_GROUPS as EN_GROUPS, BUDGET_TIERS as EN_TIERS, type AgeFilter, type AgeGroup, type BudgetTier } from "../gift-ideas";

/**
 * Gift ideas by age in German, for parents ("du", as everywhere on the site). Prices are rough ranges in euros, written the German way
 * ("15–30 €"); Swiss families will read them as a guide in francs.
 */
export const AGE_FILTERS: readonly { id: AgeFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Alle Altersgruppen" },
  { ...EN_FILTERS[1]!, label: "Kleinkinder (2–4)" },
  { ...EN_FILTERS[2]!, label: "Kinder (5–8)" },
  { ...EN_FILTERS[3]!, label: "Größere Kinder (9–12)" },
  { ...EN_FILTERS[4]!, label: "Teenager (ab 13)" },
];

export const AGE_GROUPS: readonly AgeGroup[] = [
  {
    ...EN_GROUPS[0]!,
    title: "Kleinkinder",
    ages: "2–4",
    description: "Robust, sicher und zum Anfassen: Geschenke für kleine Entdecker, die durch Fühlen, Stapeln und So-tun-als-ob lernen.",
    gifts: [
      { name: "Stapel-Regenbogen aus Holz", priceRange: "15–30 €", why: "Fördert die Hand-Auge-Koordination und das Erkennen von Farben, und nebenbei wird er zum Tunnel oder zur Brücke." },
      { name: "Set mit Pappbilderbüchern", priceRange: "10–25 €", why: "Die dicken Seiten halten eifrige Hände aus, und gemeinsames Anschauen fördert die frühe Sprachentwicklung." },
      { name: "Spiellebensmittel für die Kinderküche", priceRange: "20–40 €", why: "Kochen wie die Großen regt die Fantasie an und bringt viele neue Wörter." },
      { name: "Lauflernwagen zum Schieben", priceRange: "35–60 €", why: "Gibt wackeligen ersten Schritten Halt und wird später zum Transportwagen für kleine Schätze." },
      { name: "Dicke Wachsmalstifte und eine abwaschbare Malunterlage", priceRange: "10–20 €", why: "Die griffigen Stifte passen in kleine Fäuste, und die Unterlage hält das Chaos in Grenzen." },
      { name: "Musikinstrumente-Set", priceRange: "20–35 €", why: "Rasseln, Glöckchen und eine kleine Trommel laden zu Rhythmus, Bewegung und fröhlichem Krach ein." },
    ],
  },
  {
    ...EN_GROUPS[1]!,
    title: "Kinder",
    ages: "5–8",
    description: "Neugierige Köpfe, die gern bauen, basteln und „Warum?“ fragen: Geschenke, die Kreativität und Selbstvertrauen wachsen lassen.",
    gifts: [
      { name: "Magnetische Bauplatten", priceRange: "30–60 €", why: "Freies Bauen, bei dem Formen, Gleichgewicht und Problemlösen ganz nebenbei gelernt werden." },
      { name: "Verkleidungskiste", priceRange: "25–45 €", why: "Rollenspiele fördern das Erzählen, das Einfühlungsvermögen und jede Menge Gelächter." },
      { name: "Bastelset für Anfänger", priceRange: "15–30 €", why: "Schneiden, Kleben und Verzieren stärken die Feinmotorik." },
      { name: "Erstes Fahrrad, bei Bedarf mit Stützrädern", priceRange: "80–150 €", why: "Selbstvertrauen draußen, Gleichgewicht und ein erstes Stück Unabhängigkeit." },
      { name: "Kooperatives Brettspiel", priceRange: "15–30 €", why: "Alle gewinnen oder verlieren gemeinsam, das lehrt Teamgeist ohne Tränen." },
      { name: "Bilderatlas", priceRange: "15–25 €", why: "Öffnet das Tor zur großen weiten Welt und lädt zu endlosen Fragen über Länder und Tiere ein." },
    ],
  },
  {
    ...EN_GROUPS[2]!,
    title: "Größere Kinder",
    ages: "9–12",
    description: "Wachsende Fähigkeiten und große Interessen: Geschenke, die fordern, etwas Neues beibringen und länger halten als bis Januar.",
    gifts: [
      { name: "Experimentierkasten", priceRange: "25–50 €", why: "Experimente zum Selbermachen verwandeln Neugier in echtes Verstehen." },
      { name: "Buchreihe im Schuber", priceRange: "30–60 €", why: "Eine Reihe hält junge Leserinnen und Leser monatelang bei der Stange." },
      { name: "Programmierroboter für Einsteiger", priceRange: "50–100 €", why: "Trainiert logisches Denken, während etwas entsteht, das sich bewegt." },
      { name: "Skizzenbuch und Künstlerbuntstifte", priceRange: "15–35 €", why: "Mit richtigem Werkzeug macht Üben Spaß, und Kinder können sich ausdrücken." },
      { name: "Strategie-Brettspiel", priceRange: "20–40 €", why: "Vorausdenken und faires Verlieren für gemeinsame Spieleabende." },
      { name: "Camping- oder Sternguck-Set", priceRange: "25–50 €", why: "Lockt Kinder nach draußen, um die Natur und den Nachthimmel zu entdecken." },
    ],
  },
  {
    ...EN_GROUPS[3]!,
    title: "Teenager",
    ages: "ab 13",
    description: "Selbstständig, mit eigener Meinung und viel beschäftigt: Geschenke, die ihre Interessen ernst nehmen und Erlebnisse zum Teilen schenken.",
    gifts: [
      { name: "Gute Kopfhörer", priceRange: "40–120 €", why: "Für Musik, konzentriertes Lernen und Gespräche mit Freunden." },
      { name: "Gutschein für ein Erlebnis", priceRange: "30–100 €", why: "Ein Konzert, ein Nachmittag in der Kletterhalle oder ein Kurs schafft Erinnerungen statt Krimskrams." },
      { name: "Sofortbildkamera", priceRange: "60–100 €", why: "Echte Fotos zum Verschenken und Aufhängen, eine schöne Pause vom Bildschirm." },
      { name: "Kochkurs oder Kochbuch für Einsteiger", priceRange: "20–80 €", why: "Eine Fähigkeit fürs Leben, die man beim nächsten Familienessen vorführen kann." },
      { name: "Tagebuch mit schönen Stiften", priceRange: "15–35 €", why: "Ein eigener Ort für Gedanken, Pläne und kreatives Schreiben." },
      { name: "Powerbank", priceRange: "20–40 €", why: "Praktisch und bei Teenagern, die viel unterwegs sind, immer willkommen." },
    ],
  },
];

export const BUDGET_TIERS: readonly BudgetTier[] = [
  { ...EN_TIERS[0]!, label: "Unter 25 €", description: "Kleine, liebevolle Geschenke und Kleinigkeiten für den Nikolausstiefel.", examples: ["Bücher", "Bastelmaterial", "Puzzles"] },
  { ...EN_TIERS[1]!, label: "25–50 €", description: "Lieblingsspielzeug und Spiele für die ganze Familie.", examples: ["Brettspiele", "Bausets", "Malsets"] },
  { ...EN_TIERS[2]!, label: "50–100 €", description: "Besondere Geschenke, die lange halten und das ganze Jahr benutzt werden.", examples: ["Programmierroboter", "Sofortbildkameras", "Fahrräder für die Kleinen"] },
  { ...EN_TIERS[3]!, label: "Über 100 €", description: "Ein großes Geschenk für alle oder ein unvergessliches Erlebnis.", examples: ["Familienausflüge", "Gute Kopfhörer", "Ausrüstung für draußen"] },
];
