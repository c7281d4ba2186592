import type { PrintableDesign } from "../printable-templates";
import { MAILING_STEPS as EN_STEPS, MAILING_TIPS as EN_TIPS, SANTA_LETTER_TEMPLATE as EN_TEMPLATE, type MailingTip } from "../santas-address";

/**
 * The mailing address guide in Italian. The address itself (Canada Post's "Santa Claus, North Pole, H0H 0H0,
 * Canada") stays exactly as in English and is not re-exported; only the guidance around it is translated.
 */
export const MAILING_DEADLINE_LABEL = "7 dicembre";

export const MAILING_STEPS: readonly MailingTip[] = [
  { ...EN_STEPS[0]!, title: "Scrivi la tua letterina", text: "Scrivi con la tua calligrafia più bella, oppure stampa il nostro modello gratuito e riempilo." },
  { ...EN_STEPS[1]!, title: "Aggiungi il tuo indirizzo", text: "Scrivi nome, cognome e indirizzo di casa sulla letterina e come mittente sulla busta, così Babbo Natale potrà risponderti." },
  { ...EN_STEPS[2]!, title: "Scrivi l'indirizzo di Babbo Natale sulla busta", text: "Santa Claus, North Pole, H0H 0H0, Canada: proprio così, in inglese." },
  { ...EN_STEPS[3]!, title: "Spediscila entro il 7 dicembre", text: "Imbucala in una qualsiasi cassetta delle lettere. Dal Canada non serve il francobollo; dall'Italia e dagli altri Paesi metti un normale francobollo per la posta verso l'estero." },
];

export const MAILING_TIPS: readonly MailingTip[] = [
  { ...EN_TIPS[0]!, title: "Scrivi in modo chiaro", text: "Babbo Natale ci vede benissimo, ma una scrittura ordinata aiuta gli elfi a smistare la posta in fretta." },
  { ...EN_TIPS[1]!, title: "Non dimenticare il mittente", text: "Senza il tuo indirizzo gli elfi non possono mandarti una risposta: chiedi a un adulto di aiutarti a scriverlo." },
  { ...EN_TIPS[2]!, title: "Aggiungi un disegno", text: "Babbo Natale adora i disegni! Un disegno della tua famiglia, del tuo animale o del tuo albero gli rende la giornata." },
  { ...EN_TIPS[3]!, title: "Di' grazie", text: "Racconta a Babbo Natale per che cosa vuoi dire grazie quest'anno, non solo cosa desideri." },
  { ...EN_TIPS[4]!, title: "Spediscila presto", text: "Le letterine spedite entro il 7 dicembre hanno più probabilità di ricevere una risposta prima di Natale." },
  { ...EN_TIPS[5]!, title: "Hai fretta?", text: "Scrivi a Babbo Natale anche online: un genitore riceverà la sua risposta per email." },
];

/**
 * The printable letter template in Italian (the same file name as the English: whoever builds per-locale PDFs
 * decides where the Italian one lives). Plain Latin-1 text only, for the PDF's standard fonts.
 */
export const SANTA_LETTER_TEMPLATE: PrintableDesign = {
  ...EN_TEMPLATE,
  heading: "La mia letterina a Babbo Natale",
  subheading: "Spedisci a: Santa Claus, North Pole H0H 0H0, Canada",
  layout: {
    kind: "lines",
    prompts: [
      { text: "Caro Babbo Natale, mi chiamo", lines: 1 },
      { text: "Ho ___ anni e abito a", lines: 1 },
      { text: "Quest'anno ho fatto una cosa buona e gentile quando", lines: 3 },
      { text: "Per Natale mi piacerebbe tanto", lines: 4 },
      { text: "Una cosa che voglio raccontarti", lines: 2 },
      { text: "Con affetto (e il mio indirizzo per la risposta)", lines: 2 },
    ],
  },
};
