import { CONTACT_TOKEN } from "~/lib/public-config";
import { LETTER_FIELD_HELP as EN_HELP, LETTER_HOW_IT_WORKS as EN_STEPS, LETTER_TRUST as EN_TRUST } from "../letter-page";
import { LETTER_RETENTION_DAYS } from "../privacy";
import type { ContentIcon, Step } from "../types";

/** The letter page's Italian words: the child and the grown-up are both spoken to as "tu", as Italian sites do. */
export const LETTER_HOW_IT_WORKS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Scrivi la tua letterina",
    text: "Racconta a Babbo Natale come ti chiami, cosa desideri e tutto quello che vuoi dirgli. Un adulto aggiunge il suo indirizzo email.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Spediscila al Polo Nord",
    text: "Premi il pulsante e la tua letterina arriva al sicuro al Polo Nord, pronta per Babbo Natale.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Babbo Natale ti risponde",
    text: "La sua risposta personale arriva nella casella email dell'adulto, di solito in pochi minuti e sempre entro 24 ore.",
  },
];

export const LETTER_FIELD_HELP: { readonly [K in keyof typeof EN_HELP]: string } = {
  childName: "Basta il tuo nome, senza cognome.",
  age: "Facoltativo. Da 1 a 18 anni.",
  cityCountry: "Facoltativo. A Babbo Natale piace sapere dove trovarti.",
  parentEmail: "Qui arriva la risposta di Babbo Natale. Questo campo lo compila un adulto.",
  wishList: "Un desiderio per riga, oppure separali con una virgola.",
  messageToSanta: "Facoltativo. Racconta a Babbo Natale il tuo anno, la tua famiglia o i tuoi animali.",
};

export const LETTER_TRUST: {
  readonly heading: string;
  readonly points: readonly { readonly title: string; readonly text: string; readonly icon: ContentIcon }[];
  readonly guarantee: string;
  readonly guaranteeSubject: string;
  readonly stored: string;
} = {
  heading: "Sicura, riservata e garantita",
  points: [
    { ...EN_TRUST.points[0], title: "Più di 10.000 famiglie si fidano di noi", text: "Ogni dicembre famiglie di tutto il mondo scrivono qui a Babbo Natale." },
    { ...EN_TRUST.points[1], title: "Risposta entro 24 ore", text: "Quasi tutte le risposte arrivano in pochi minuti. Se la posta è lenta, gli elfi continuano a riprovare." },
    { ...EN_TRUST.points[2], title: "Conforme alla COPPA", text: "L'email di un genitore è obbligatoria e la risposta va al genitore, mai al bambino." },
    { ...EN_TRUST.points[3], title: "Mai condivisa", text: "Non condividiamo né vendiamo mai la tua letterina e non la usiamo per la pubblicità. Niente terze parti, niente tracciamento." },
  ],
  guarantee:
    `La nostra garanzia: se la risposta di Babbo Natale non è arrivata entro 24 ore (controlla anche nella cartella dello spam), scrivici a ${CONTACT_TOKEN} e sistemeremo tutto.`,
  guaranteeSubject: "Non è arrivata la risposta di Babbo Natale",
  stored:
    `Conserviamo la letterina solo per inviare la risposta di Babbo Natale e la cancelliamo automaticamente dopo ${LETTER_RETENTION_DAYS} giorni. Ogni risposta contiene un link per cancellarla subito.`,
};
