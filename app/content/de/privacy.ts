/**
 * The privacy policy in German. It says exactly what the English says (what is stored, for how long, who can see
 * it); if the English changes, this must change with it. Parents are addressed as "du", as everywhere on the site.
 */
import { CONTACT_TOKEN } from "~/lib/public-config";
import { LETTER_RETENTION_DAYS, PARENTAL_CONSENT_AGE, PRIVACY_RESPONSE_HOURS, PRIVACY_SECTIONS as EN, type PrivacySection } from "../privacy";

/** The English PRIVACY_LAST_UPDATED, written as a German date. */
export const PRIVACY_LAST_UPDATED = "27. November 2026";

export const PRIVACY_INTRO =
  "Diese Website ist eine kostenlose Weihnachtsseite für Familien. Wir erheben so wenig Daten wie möglich, verwenden sie nur, um die Antwort des Weihnachtsmanns zu verschicken, und löschen sie bald danach wieder. Auf dieser Seite steht genau, was passiert.";

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    ...EN[0]!,
    title: "Welche Daten wir erheben",
    paragraphs: [
      "Wenn auf der Seite zum Schreiben an den Weihnachtsmann ein Brief abgeschickt wird, speichern wir, was in das Briefformular eingegeben wurde, zusammen mit dem Zeitpunkt, zu dem er ankam, und der Angabe, ob die Antwort des Weihnachtsmanns schon verschickt wurde:",
    ],
    list: [
      "Den Vornamen und das Alter des Kindes.",
      "Die Stadt und das Land des Kindes (ein Ort genügt; nach Straße und Hausnummer fragen wir nie).",
      "Den Brief selbst: die Wunschliste, die Nachricht an den Weihnachtsmann und ob das Kästchen angekreuzt wurde, mit dem das Kind sagt, dass es dieses Jahr brav war.",
      "Die E-Mail-Adresse eines Elternteils, damit die Antwort des Weihnachtsmanns bei einem Erwachsenen ankommt.",
      "Zur Liste der braven Kinder: Der Name, der dort eingegeben wird, wird nur in deinem Browser geprüft. Er wird nie an uns geschickt, und wir speichern ihn nie.",
    ],
    afterList: [
      "Damit das Briefformular nicht zum Versenden unerwünschter E-Mails missbraucht wird, zählen wir außerdem die Briefe pro Internetadresse (IP-Adresse) und pro E-Mail-Adresse der Eltern. Dafür speichern wir von beiden einen unkenntlich gemachten Code (einen Hash mit geheimem Schlüssel), aus dem sich die Adresse nicht zurückgewinnen lässt, höchstens einen Tag lang; danach wird er automatisch gelöscht.",
    ],
  },
  {
    ...EN[1]!,
    title: "Wie wir die Daten verwenden",
    paragraphs: [
      "Ein Brief wird nur für eine einzige Sache verwendet: um die persönliche Antwort des Weihnachtsmanns zu schreiben und an die E-Mail-Adresse der Eltern zu schicken. Wir tragen die Adresse in keine Mailingliste ein und verschicken keine Newsletter und keine Angebote.",
      "Die Antwort des Weihnachtsmanns schreibt ein Computer aus dem, was im Brief steht; niemand liest einen Brief, um sie zu schreiben. Es gibt eine Ausnahme, zum Schutz von Kindern: Wenn ein Brief Anzeichen enthält, dass ein Kind verletzt werden könnte oder nicht sicher ist (zum Beispiel, weil ihm jemand wehtut oder weil es sich selbst etwas antun möchte), wird keine automatische Antwort verschickt. Dann liest eine geschulte Person am Nordpol diesen Brief und entscheidet, ob eine behutsame Antwort verschickt wird. Wenn das Gesetz es verlangt oder ein Kind in Gefahr ist, informiert sie die Stellen, deren Aufgabe es ist, Kinder zu schützen. Ein solcher Brief wird aufbewahrt, bis er geprüft wurde, und danach wie jeder andere gelöscht.",
      "Die Seite hat keine Konten, keine Tracker von Drittanbietern, keine Cookies und keine Werbung. Sie zählt einfache Ereignisse, etwa welche Seite geöffnet oder welcher Knopf gedrückt wurde, innerhalb deiner eigenen Browserseite; diese Ereignisse enthalten nie etwas, das du eingetippt hast.",
    ],
  },
  {
    ...EN[2]!,
    title: "Wie wir die Daten schützen",
    paragraphs: [
      `Briefe kommen über eine verschlüsselte Verbindung zu uns und werden nur so lange aufbewahrt wie nötig: Ein Brief und die Antwort des Weihnachtsmanns werden ${LETTER_RETENTION_DAYS} Tage nach dem Versand der Antwort automatisch gelöscht.`,
      "Jede Antwort-E-Mail enthält einen Link, mit dem der Brief sofort aus unseren Unterlagen gelöscht wird, falls du nicht so lange warten möchtest.",
      "Außerdem enthält sie einen privaten Link zu einer Seite, die die Antwort des Weihnachtsmanns zeigt und sie mit der Stimme deines eigenen Geräts vorlesen kann: Dafür wird weder Ton noch Text irgendwohin geschickt. Der Link funktioniert nur, solange der Brief aufbewahrt wird, und Suchmaschinen werden gebeten, ihn nicht aufzunehmen.",
      "Wir laden keine Skripte, Schriften oder Bilder von anderen Firmen. So sieht niemand sonst, was du auf dieser Seite tust. Unsere Protokolle erfassen technische Ereignisse, aber nie den Inhalt eines Briefes.",
    ],
  },
  {
    ...EN[3]!,
    title: "Datenschutz für Kinder (COPPA)",
    paragraphs: [
      `Wir halten uns an das US-amerikanische Gesetz zum Schutz der Privatsphäre von Kindern im Internet, den Children's Online Privacy Protection Act (COPPA). Für Kinder unter ${PARENTAL_CONSENT_AGE} Jahren ist die Einwilligung der Eltern erforderlich: Ein Elternteil oder eine erziehungsberechtigte Person sollte dem Kind beim Schreiben helfen und muss die eigene E-Mail-Adresse für die Antwort angeben.`,
      "Die Daten von Kindern werden nie verkauft, nie für Marketing weitergegeben und nie für irgendeine Art von Werbung verwendet.",
    ],
  },
  {
    ...EN[4]!,
    title: "Deine Rechte",
    paragraphs: ["Eltern und Erziehungsberechtigte können jederzeit:"],
    list: [
      "Einen Brief sofort über den Link in der Antwort-E-Mail des Weihnachtsmanns löschen.",
      "Uns fragen, welche Daten wir über ihr Kind haben, und verlangen, dass wir sie berichtigen oder löschen.",
      "Die Einwilligung widerrufen; dann löschen wir den Brief und schicken nichts mehr.",
    ],
  },
  {
    ...EN[5]!,
    title: "Kontakt",
    paragraphs: [
      `Fragen zum Datenschutz? Schreib uns an ${CONTACT_TOKEN}. Wir bemühen uns, innerhalb von ${PRIVACY_RESPONSE_HOURS} Stunden zu antworten.`,
      "Wenn es um die Daten eines Kindes geht und es dringend ist, schreib bitte „URGENT“ (englisch für „dringend“) in die Betreffzeile, dann sehen wir uns deine Nachricht zuerst an.",
    ],
  },
];
