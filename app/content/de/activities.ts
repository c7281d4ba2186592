import { ACTIVITIES as EN, ACTIVITY_STATS as EN_STATS, type Activity } from "../activities";
import type { Stat } from "../types";

/** The activities hub in German. Categories and difficulty stay the English values the interface translates. */
export const ACTIVITY_STATS: readonly Stat[] = [
  { ...EN_STATS[0]!, label: "Weihnachtslieder" },
  { ...EN_STATS[1]!, label: "Ausmalbilder" },
  { ...EN_STATS[2]!, label: "Familienfilme" },
  { ...EN_STATS[3]!, value: "100 %", label: "Kostenloser Spaß" },
];

export const ACTIVITIES: readonly Activity[] = [
  {
    ...EN[0]!,
    title: "Kekse für den Weihnachtsmann backen",
    participants: "1–4 Kinder mit einem Erwachsenen",
    description: "Abwiegen, rühren und rollen: Backt eine Ladung Schoko-Kekse und sucht die schönsten für den Teller des Weihnachtsmanns aus.",
    materials: ["Das Rezept „Lieblingskekse des Weihnachtsmanns“", "Rührschüssel und Kochlöffel", "Backbleche und Backpapier", "Topflappen (für den Erwachsenen)"],
    steps: [
      "Wasch dir die Hände und zieh eine Schürze an.",
      "Öffne das Rezept „Lieblingskekse des Weihnachtsmanns“ und stell alle Zutaten bereit, bevor ihr anfangt.",
      "Wechselt euch beim Abwiegen und Rühren ab, während ein Erwachsener den Ofen vorheizt.",
      "Roll den Teig zu walnussgroßen Kugeln und leg sie auf die Bleche.",
      "Ein Erwachsener schiebt die Bleche in den Ofen. Stell einen Wecker und schau durch die Ofentür zu, wie die Kekse goldbraun werden.",
      "Wenn sie abgekühlt sind, such drei für den Weihnachtsmann aus und leg sie mit einem kleinen Brief auf einen Teller.",
    ],
  },
  {
    ...EN[1]!,
    title: "Lebkuchenhaus verzieren",
    participants: "2–6 Kinder mit einem Erwachsenen",
    description: "Baut aus Lebkuchenplatten ein süßes kleines Haus und verziert das Dach mit Zuckerguss wie mit Schnee.",
    materials: [
      "Eine Portion Lebkuchenteig (siehe Rezept „Lebkuchenmännchen“)",
      "Pappe für die Schablonen: zwei Seitenwände, zwei Giebelwände, zwei Dachplatten",
      "Dicker Eiweiß-Zuckerguss (Royal Icing) in einem Spritzbeutel",
      "Süßigkeiten, Frühstücksflocken und Salzbrezeln zum Verzieren",
    ],
    steps: [
      "Zeichne die Teile auf Pappe: zwei Seitenwände von 12 × 8 cm, zwei Giebelwände, 10 cm breit und oben spitz, und zwei Dachplatten von 14 × 9 cm.",
      "Roll den Lebkuchenteig aus, leg die Pappschablonen darauf, und ein Erwachsener schneidet drumherum.",
      "Backt die Platten 12–14 Minuten und lasst sie auf dem Blech ganz abkühlen, damit sie flach bleiben.",
      "Spritz dicken Zuckerguss an die Kanten und drück die Wände zusammen. Halte sie eine Minute fest, bis der Guss greift.",
      "Lass die Wände 30 Minuten fest werden, bevor du die Dachplatten mit noch mehr Zuckerguss daraufsetzt.",
      "Jetzt wird verziert: Eiszapfen am Dach, Süßigkeiten als Fenster und eine Brezel als Tür. Zum Schluss mit Puderzucker als Schnee bestäuben.",
    ],
  },
  {
    ...EN[2]!,
    title: "Girlande aus Papier-Schneeflocken",
    participants: "1 oder mehr Kinder",
    description: "Falte und schneide Papier zu Schneeflocken, keine wie die andere, und fädle sie zu einer Girlande fürs Fenster auf.",
    materials: ["Quadratische Blätter weißes Papier (zurechtgeschnittenes Druckerpapier geht auch)", "Kinderschere", "Schnur oder Geschenkband", "Klebefilm"],
    steps: [
      "Falte ein quadratisches Blatt Papier von Ecke zu Ecke, so dass ein Dreieck entsteht.",
      "Falte es noch einmal zu einem kleineren Dreieck und dann in drei Teile, wie eine Tüte.",
      "Schneide die ungerade Spitze oben gerade ab.",
      "Schneide kleine Formen aus den gefalteten Kanten: Dreiecke, Halbkreise und Kerben.",
      "Falte das Papier langsam auf, und da ist deine Schneeflocke! Mach fünf oder mehr.",
      "Kleb jede Schneeflocke an eine lange Schnur, mit einer Handbreit Abstand dazwischen, und häng deine Girlande auf.",
    ],
  },
  {
    ...EN[3]!,
    title: "Anhänger aus Salzteig",
    participants: "1–4 Kinder mit einem Erwachsenen",
    description: "Rührt einen einfachen Teig an, stecht Sterne und Herzen aus, lasst sie im Ofen hart werden und bemalt sie als Baumschmuck zum Aufheben.",
    materials: ["250 g Weizenmehl", "150 g Salz", "125 ml Wasser", "Ausstechformen und ein Trinkhalm", "Farben und Geschenkband"],
    steps: [
      "Misch Mehl und Salz in einer Schüssel und rühr nach und nach das Wasser unter, bis ein glatter Teig entsteht.",
      "Roll ihn etwa 5 mm dick aus und stich Formen aus. Wenn du magst, drück in einen Anhänger deine Hand ab.",
      "Stich mit dem Trinkhalm oben in jede Form ein Loch für das Band.",
      "Ein Erwachsener trocknet die Anhänger im Ofen bei 120 °C etwa 2 Stunden lang, bis sie hart und trocken sind, und lässt sie dann abkühlen.",
      "Bemal sie mit bunten Farben und lass die Farbe trocknen.",
      "Fädle durch jedes Loch ein Band und häng sie an den Baum. (Die sind zum Anschauen, nicht zum Essen!)",
    ],
  },
  {
    ...EN[4]!,
    title: "Schellen-Band",
    participants: "2 oder mehr: je mehr, desto lustiger",
    description: "Bastelt Rasseln und Trommeln aus Sachen aus der Küche und spielt zu euren Lieblings-Weihnachtsliedern mit.",
    materials: ["Saubere Plastikflaschen oder Dosen mit Deckel", "Trockener Reis, Linsen oder Nudeln", "Kochtöpfe und Kochlöffel", "Klebeband und Sticker"],
    steps: [
      "Füll eine Handvoll Reis in eine Flasche und Nudeln in eine andere: Jede klingt anders. Kleb die Deckel gut fest.",
      "Verzier deine Rasseln mit Stickern und buntem Klebeband.",
      "Dreh einen Kochtopf um und nimm einen Kochlöffel als Trommelstock.",
      "Such dir ein Lied aus unserer Liste mit Weihnachtsliedern aus und hört gemeinsam auf den Takt.",
      "Spielt mit: Rasseln auf jeden Schlag, Trommel bei jedem „Jingle“.",
      "Tauscht die Instrumente und gebt ein Konzert für die Familie.",
    ],
  },
  {
    ...EN[5]!,
    title: "Weihnachtliches Akrostichon",
    participants: "1 oder mehr Kinder",
    description: "Schreib ein Gedicht, bei dem die ersten Buchstaben ein Weihnachtswort ergeben, und verzier es, um es zu verschenken.",
    materials: ["Papier und Bleistifte", "Buntstifte oder Wachsmalstifte", "Ein Weihnachtswort, zum Beispiel SCHNEE, STERN oder ENGEL"],
    steps: [
      "Such dir ein Weihnachtswort aus und schreib seine Buchstaben untereinander an den linken Rand, einen Buchstaben pro Zeile.",
      "Überleg dir, was du an Weihnachten siehst, hörst, riechst und fühlst, und schreib es kurz auf.",
      "Schreib zu jedem Buchstaben eine Zeile, die mit diesem Buchstaben anfängt. Bei S könnte es heißen: „Schneeflocken tanzen an meinem Fenster vorbei“.",
      "Lies dein Gedicht laut vor und tausch Wörter aus, die sich noch nicht ganz richtig anhören.",
      "Schreib es ordentlich ab und verzier den Rand mit Tannenzweigen, Sternen oder Schneeflocken.",
      "Schenk es einem lieben Menschen oder leg es zu deinem Brief an den Weihnachtsmann.",
    ],
  },
];

/** The character panel beside the coloring pages: who to colour, and a hint for each. */
export const COLORING_CHARACTERS: readonly { name: string; hint: string }[] = [
  { name: "Weihnachtsmann", hint: "Ein leuchtend roter Mantel, ein schneeweißer Bart und rosige Wangen." },
  { name: "Rentier Dasher", hint: "Warme Brauntöne mit einem cremefarbenen Bauch, und das Geweih in deiner Lieblingsfarbe." },
  { name: "Schneemann Flocke", hint: "Lass ihn weiß und mal ihm einen gestreiften Schal in deinen Lieblingsfarben." },
  { name: "Elf Bimmel", hint: "Grüne und rote Kleidung und ein goldenes Glöckchen an der Mützenspitze." },
];

/** Colouring tips shown on the hub and on the coloring pages page. */
export const COLORING_TIPS: readonly { title: string; tip: string }[] = [
  { title: "In Schwarz-Weiß drucken", tip: "Unsere Bilder sind reine Strichzeichnungen. Sie werden auf jedem Drucker zu Hause schön scharf und sparen Farbtinte." },
  { title: "Erst hell, dann dunkel", tip: "Mal zuerst ganz sanft und drück dann für Schatten fester auf. Das klappt mit Wachsmalstiften und mit Buntstiften." },
  { title: "Dicke Linien für kleine Hände", tip: "Die leichten Bilder haben große Flächen und dicke Umrisse, in denen auch Kleinkinder gut bleiben können." },
  { title: "Ein Geschenk daraus machen", tip: "Schreib einen Namen und das Datum dazu und schick das fertige Bild an Oma und Opa, oder leg es in deinen Brief an den Weihnachtsmann." },
];
