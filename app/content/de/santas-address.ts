import type { PrintableDesign } from "../printable-templates";
import { MAILING_STEPS as EN_STEPS, MAILING_TIPS as EN_TIPS, SANTA_LETTER_TEMPLATE as EN_TEMPLATE, type MailingTip } from "../santas-address";

/**
 * The mailing address guide in German. The address itself (Canada Post's "Santa Claus, North Pole, H0H 0H0,
 * Canada") stays exactly as in English and is not re-exported; only the guidance around it is translated.
 */
export const MAILING_DEADLINE_LABEL = "7. Dezember";

export const MAILING_STEPS: readonly MailingTip[] = [
  { ...EN_STEPS[0]!, title: "Schreib deinen Brief", text: "Schreib in deiner schönsten Schrift, oder druck unsere kostenlose Briefvorlage aus und füll sie aus." },
  { ...EN_STEPS[1]!, title: "Schreib deine Adresse dazu", text: "Schreib deinen ganzen Namen und deine Adresse auf den Brief und als Absender auf den Umschlag, damit der Weihnachtsmann zurückschreiben kann." },
  { ...EN_STEPS[2]!, title: "Adressiere den Umschlag an den Weihnachtsmann", text: "Santa Claus, North Pole, H0H 0H0, Canada – genau so, auf Englisch." },
  { ...EN_STEPS[3]!, title: "Bis zum 7. Dezember einwerfen", text: "Wirf den Brief in einen Briefkasten. Innerhalb Kanadas braucht er keine Briefmarke; aus Deutschland, Österreich, der Schweiz und anderen Ländern klebst du eine normale Briefmarke für einen Brief ins Ausland drauf." },
];

export const MAILING_TIPS: readonly MailingTip[] = [
  { ...EN_TIPS[0]!, title: "Schreib deutlich", text: "Der Weihnachtsmann sieht gut, aber eine ordentliche Schrift hilft den Elfen, die Post schnell zu sortieren." },
  { ...EN_TIPS[1]!, title: "Vergiss den Absender nicht", text: "Ohne deine Adresse können die Elfen keine Antwort schicken. Frag einen Erwachsenen, ob er dir beim Schreiben hilft." },
  { ...EN_TIPS[2]!, title: "Mal ein Bild dazu", text: "Der Weihnachtsmann liebt Bilder! Ein Bild von deiner Familie, deinem Haustier oder eurem Weihnachtsbaum macht ihm eine riesige Freude." },
  { ...EN_TIPS[3]!, title: "Sag Danke", text: "Erzähl dem Weihnachtsmann, wofür du dieses Jahr dankbar bist, und nicht nur, was du dir wünschst." },
  { ...EN_TIPS[4]!, title: "Schick ihn früh los", text: "Briefe, die bis zum 7. Dezember eingeworfen werden, haben die besten Chancen auf eine Antwort vor Weihnachten." },
  { ...EN_TIPS[5]!, title: "Hast du es eilig?", text: "Schreib dem Weihnachtsmann zusätzlich online, dann bekommt ein Elternteil seine Antwort per E-Mail." },
];

/**
 * The printable letter template in German (the same file name as the English: whoever builds per-locale PDFs
 * decides where the German one lives). Plain Latin-1 text only, for the PDF's standard fonts.
 */
export const SANTA_LETTER_TEMPLATE: PrintableDesign = {
  ...EN_TEMPLATE,
  heading: "Mein Brief an den Weihnachtsmann",
  subheading: "Schicke ihn an: Santa Claus, North Pole H0H 0H0, Canada",
  layout: {
    kind: "lines",
    prompts: [
      { text: "Lieber Weihnachtsmann, ich heiße", lines: 1 },
      { text: "Ich bin ___ Jahre alt und wohne in", lines: 1 },
      { text: "Dieses Jahr war ich lieb und hilfsbereit, als ich", lines: 3 },
      { text: "Zu Weihnachten wünsche ich mir", lines: 4 },
      { text: "Das möchte ich dir noch erzählen", lines: 2 },
      { text: "Liebe Grüße von (mit meiner Adresse als Absender)", lines: 2 },
    ],
  },
};
