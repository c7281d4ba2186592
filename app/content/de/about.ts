import { CONTACT_TOKEN } from "~/lib/public-config";
import { ABOUT_SECTIONS as EN, type AboutSection } from "../about";
import { PRIVACY_RESPONSE_HOURS } from "../privacy";

/** The about page in German: the mission, the elves and the magic. The site keeps its name, North Pole Mail. */
export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    ...EN[0]!,
    title: "Unser Anliegen",
    paragraphs: [
      "Wir finden, dass jedes Kind an Weihnachten gehört werden sollte. Mit North Pole Mail können Kinder kostenlos, sicher und ganz einfach an den Weihnachtsmann schreiben, und die Eltern bekommen eine herzliche, persönliche Antwort, in der die Wünsche ihres Kindes vorkommen.",
      "Rund um die Briefe haben wir gesammelt, was Familien im Dezember gern zusammen machen: Rezepte zum Backen, Geschichten zum Vorlesen, Lieder zum Singen, Bilder zum Ausmalen und Spiele zum Spielen. Alles ist kostenlos, ohne Werbung und ohne Anmeldung.",
    ],
  },
  {
    ...EN[1]!,
    title: "Das sind die Elfen",
    paragraphs: [
      "Hinter jeder Antwort steckt ein Team fleißiger Elfen (mit ein bisschen Hilfe von freundlichen Erwachsenen). Die Sortier-Elfen lesen jeden Brief mit Sorgfalt, die Schreib-Elfen achten darauf, dass die Antwort des Weihnachtsmanns freundlich ist und Mut macht, und die Werkstatt-Elfen sorgen dafür, dass die Website rund läuft, auch in den geschäftigsten Dezembernächten.",
      "Unsere Elfen nehmen auch die Sicherheit sehr ernst. Sie fragen nur nach dem, was ein Brief wirklich braucht, geben ihn niemals an andere weiter und räumen die Briefe bald weg, nachdem der Weihnachtsmann geantwortet hat.",
    ],
  },
  {
    ...EN[2]!,
    title: "Der Zauber von Weihnachten",
    paragraphs: [
      "Beim Weihnachtszauber geht es eigentlich gar nicht um Geschenke. Es ist das Leuchten in den Augen eines Kindes, wenn eine Antwort ankommt, der Duft von Plätzchen, die man zusammen backt, und die Freude, an Heiligabend dem Schlitten des Weihnachtsmanns zu folgen.",
      "Wir hoffen, dass diese Seite deiner Familie hilft, kleine, glückliche Erinnerungen zu sammeln, die noch lange bleiben, wenn der Weihnachtsschmuck schon wieder verstaut ist. Danke für deinen Besuch, und frohe Weihnachten von uns allen am Nordpol!",
    ],
  },
];

/** Shown after the sections: where grown-ups write to us (the server's CONTACT_EMAIL in place of the token). */
export const ABOUT_CONTACT: { readonly title: string; readonly text: string } = {
  title: "Schreib uns",
  text: `Erwachsene erreichen uns unter ${CONTACT_TOKEN}: mit einer Frage, einer Antwort, die nicht angekommen ist, einem Brief, der gelöscht werden soll, oder einer Idee für die Seite. Jede Nachricht liest ein echter Mensch, und wir antworten innerhalb von ${PRIVACY_RESPONSE_HOURS} Stunden.`,
};

export const ABOUT_VALUES: readonly string[] = ["Immer kostenlos", "Keine Werbung, keine Tracker", "Sicher für Kinder", "Mit Liebe gemacht"];
