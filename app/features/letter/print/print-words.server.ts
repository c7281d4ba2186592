import type { Locale } from "~/i18n/locale";

/**
 * The few words the printed letter needs beyond the reply's own: where it was written, the postmark's ring, the
 * attachment's file name, and the line in the email that says it is there. Santa's letter itself is the reply's text.
 */
export interface PrintWords {
  /** Before the date: "North Pole, 27 November 2026". */
  place: string;
  /** Around the postmark's ring, in capitals. */
  postmark: string;
  /** The PDF's file name, without ".pdf" (plain letters: mail programs show it). */
  filename: string;
  /** The PDF's title in its properties. */
  title: (name: string) => string;
  /** In the email, under the letter: the PDF is attached. */
  attached: string;
  /** The link in the email to the page that reads the letter aloud. */
  listen: string;
}

export const PRINT_WORDS: Record<Locale, PrintWords> = {
  en: {
    place: "North Pole",
    postmark: "NORTH POLE · SANTA'S MAIL",
    filename: "letter-from-santa",
    title: (name) => `A letter from Santa for ${name}`,
    attached: "Santa's letter is attached as a PDF, ready to print and keep.",
    listen: "Hear Santa's letter read aloud",
  },
  es: {
    place: "Polo Norte",
    postmark: "POLO NORTE · CORREO DE PAPÁ NOEL",
    filename: "carta-de-papa-noel",
    title: (name) => `Una carta de Papá Noel para ${name}`,
    attached: "La carta de Papá Noel va adjunta en PDF, lista para imprimir y guardar.",
    listen: "Escucha la carta de Papá Noel leída en voz alta",
  },
  fr: {
    place: "Pôle Nord",
    postmark: "PÔLE NORD · POSTE DU PÈRE NOËL",
    filename: "lettre-du-pere-noel",
    title: (name) => `Une lettre du Père Noël pour ${name}`,
    attached: "La lettre du Père Noël est jointe en PDF, prête à imprimer et à garder.",
    listen: "Écouter la lettre du Père Noël lue à voix haute",
  },
  de: {
    place: "Nordpol",
    postmark: "NORDPOL · POST VOM WEIHNACHTSMANN",
    filename: "brief-vom-weihnachtsmann",
    title: (name) => `Ein Brief vom Weihnachtsmann für ${name}`,
    attached: "Der Brief des Weihnachtsmanns hängt als PDF an: zum Ausdrucken und Aufheben.",
    listen: "Den Brief des Weihnachtsmanns vorlesen lassen",
  },
  it: {
    place: "Polo Nord",
    postmark: "POLO NORD · POSTA DI BABBO NATALE",
    filename: "lettera-di-babbo-natale",
    title: (name) => `Una lettera di Babbo Natale per ${name}`,
    attached: "La lettera di Babbo Natale è allegata in PDF, pronta da stampare e conservare.",
    listen: "Ascolta la lettera di Babbo Natale letta ad alta voce",
  },
  "pt-br": {
    place: "Polo Norte",
    postmark: "POLO NORTE · CORREIO DO PAPAI NOEL",
    filename: "carta-do-papai-noel",
    title: (name) => `Uma carta do Papai Noel para ${name}`,
    attached: "A carta do Papai Noel vai anexada em PDF, pronta para imprimir e guardar.",
    listen: "Ouça a carta do Papai Noel lida em voz alta",
  },
};
