import { CARD_TEMPLATES as EN_TEMPLATES, CARD_TUTORIALS as EN_TUTORIALS, type CardTemplate, type CardTutorial } from "../card-crafts";

/**
 * Card crafts in German: A4 paper, centimetres, materials from any German craft shelf. The greetings are printed in
 * the template PDFs, so they keep to the PDF standard fonts' characters (German umlauts and ß are among them).
 */
export const CARD_TEMPLATES: readonly CardTemplate[] = [
  {
    ...EN_TEMPLATES[0]!,
    title: "Schneemann-Klappkarte",
    description: "Vorne ein Schneemann zum Ausmalen, innen Linien zum Schreiben. Ausdrucken, einmal falten und verzieren.",
    greeting: "Ich wünsche dir ein verschneites, gemütliches Weihnachtsfest!",
  },
  {
    ...EN_TEMPLATES[1]!,
    title: "Weihnachtsbaum-Karte",
    description: "Ein großer Weihnachtsbaum zum Ausmalen und Bekleben mit Stickern, innen mit einem herzlichen Weihnachtsgruß.",
    greeting: "Frohe Weihnachten und ein gutes neues Jahr!",
  },
];

/** How to use a printed template (shown on the cards page). */
export const CARD_TEMPLATE_STEPS: readonly string[] = [
  "Lade die Vorlage herunter und drucke sie im Querformat auf A4-Papier aus, am besten auf dünnen Karton.",
  "Schneide am äußeren Rand entlang, wenn du eine ordentliche Kante möchtest.",
  "Falte das Blatt entlang der gestrichelten Linie in der Mitte, so dass das Bild außen ist.",
  "Male die Vorderseite aus und verziere sie mit Stickern, Glitzerkleber oder Watte als Schnee.",
  "Schreib deine Nachricht hinein und deinen Namen auf die Zeile hinten auf der Karte.",
];

export const CARD_TUTORIALS: readonly CardTutorial[] = [
  {
    ...EN_TUTORIALS[0]!,
    title: "Pop-up-Weihnachtsbaum-Karte",
    description: "Zwei Schnitte und ein Falz, und schon springt ein Baum heraus, wenn man die Karte öffnet.",
    materials: ["Vorlage „Weihnachtsbaum-Karte“", "Grünes Papier", "Kinderschere", "Klebestift", "Sticker oder Pailletten"],
    duration: "30 Minuten",
    steps: [
      "Drucke die Vorlage „Weihnachtsbaum-Karte“ aus und falte sie entlang der gestrichelten Linie in der Mitte.",
      "Schneide einen Streifen grünes Papier von 20 × 6 cm zu und falte ihn wie eine Ziehharmonika hin und her, bis er 8 Falten hat.",
      "Drück die Ziehharmonika unten zusammen und fächere sie oben auseinander, so dass sie wie ein Baum aussieht.",
      "Klebe das untere Ende innen in die Karte, genau auf den Falz, mit der Spitze nach oben.",
      "Klapp die Karte vorsichtig zu und drück sie flach, damit der Kleber fest wird.",
      "Öffne sie und sieh zu, wie der Baum herausspringt. Dann schmückst du ihn mit Stickern oder Pailletten als Kugeln.",
    ],
  },
  {
    ...EN_TUTORIALS[1]!,
    title: "Rentier-Karte mit Handabdruck",
    description: "Aus einem Kinder-Handabdruck wird das Geweih eines fröhlichen Rentiers: ein Andenken für Oma und Opa.",
    materials: ["Vorlage „Schneemann-Klappkarte“ (die Rückseite benutzen)", "Braune und rote abwaschbare Farbe", "Einen Pinsel", "Wackelaugen oder einen schwarzen Stift", "Feuchttücher für die Hände"],
    duration: "20 Minuten",
    steps: [
      "Drucke die Vorlage aus, falte sie und dreh sie um, so dass die leere Rückseite die Vorderseite deiner Rentier-Karte wird.",
      "Streich braune Farbe auf die Handfläche und die Finger des Kindes.",
      "Drück die Hand oben auf die Karte, die Finger weit gespreizt: Das ist das Geweih.",
      "Mal unter den Handabdruck ein braunes Oval als Rentiergesicht und lass es trocknen.",
      "Setz mit dem Daumen eine leuchtend rote Nase darauf und kleb Wackelaugen auf (oder mal sie).",
      "Schreib den Namen des Kindes und die Jahreszahl hinein, dann wird die Karte zum Andenken.",
    ],
  },
  {
    ...EN_TUTORIALS[2]!,
    title: "Schneemann-Karte mit Knöpfen",
    description: "Mal den gedruckten Schneemann aus und gib ihm echte Knöpfe und einen Schal aus Stoff.",
    materials: ["Vorlage „Schneemann-Klappkarte“", "3 Knöpfe", "Ein Streifen Filz oder Geschenkband", "Bastelkleber (Weißleim)", "Wachsmal- oder Buntstifte"],
    duration: "25 Minuten",
    steps: [
      "Drucke die Vorlage „Schneemann-Klappkarte“ aus und falte sie.",
      "Mal den Hut, die Karottennase und den Himmel um den Schneemann herum aus.",
      "Klebe drei Knöpfe auf den Bauch des Schneemanns, genau dorthin, wo die gezeichneten Knöpfe sind.",
      "Schneide einen Filzstreifen von etwa 12 cm Länge zu, schneide an den Enden Fransen hinein und klebe ihn als Schal auf.",
      "Lass den Kleber 20 Minuten flach liegend trocknen, bevor du etwas hineinschreibst.",
    ],
  },
  {
    ...EN_TUTORIALS[3]!,
    title: "Glitzerstern-Karte",
    description: "Ein goldener Stern aus mehreren Lagen mit einem Rand aus Glitzerkleber, der auf der Fensterbank im Licht funkelt.",
    materials: ["Vorlage „Weihnachtsbaum-Karte“", "Gelber oder goldener Karton", "Glitzerkleber", "Bleistift und Schere", "Klebestift"],
    duration: "40 Minuten",
    steps: [
      "Drucke die Vorlage „Weihnachtsbaum-Karte“ aus und falte sie.",
      "Zeichne drei Sterne auf den goldenen Karton: einen großen, einen mittleren und einen kleinen. Ein Erwachsener kann helfen, die Zacken gleichmäßig zu zeichnen.",
      "Schneide die Sterne vorsichtig aus und geh langsam um jede Zacke herum.",
      "Klebe den mittleren Stern auf den großen und den kleinen obendrauf. Dreh jeden ein bisschen, so dass sich die Zacken auffächern.",
      "Klebe den Stern aus drei Lagen oben auf die Spitze des gedruckten Baums.",
      "Fahr den Rand jedes Sterns mit Glitzerkleber nach und lass die Karte über Nacht offen und flach liegend trocknen.",
    ],
  },
];
