import { CONTACT_TOKEN } from "~/lib/public-config";
import { ABOUT_SECTIONS as EN, type AboutSection } from "../about";
import { PRIVACY_RESPONSE_HOURS } from "../privacy";

/** The about page in Italian: the mission, the elves and the magic. The site keeps its name, North Pole Mail. */
export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    ...EN[0]!,
    title: "La nostra missione",
    paragraphs: [
      "Crediamo che a Natale ogni bambino meriti di sentirsi ascoltato. North Pole Mail offre alle famiglie un modo gratuito, sicuro e semplice per scrivere a Babbo Natale: i bambini scrivono la loro letterina e i genitori ricevono una risposta calorosa e personale, che parla proprio dei desideri del loro bambino.",
      "Intorno alle letterine abbiamo raccolto tutto ciò che le famiglie amano fare insieme a dicembre: ricette da preparare, storie da leggere ad alta voce, canzoni da cantare, disegni da colorare e giochi da fare. È tutto gratis, senza pubblicità e senza bisogno di registrarsi.",
    ],
  },
  {
    ...EN[1]!,
    title: "Ecco gli elfi",
    paragraphs: [
      "Dietro ogni risposta c'è una squadra di elfi instancabili (con un piccolo aiuto da parte di qualche adulto gentile). Gli elfi smistalettere leggono ogni letterina con cura, gli elfi scrittori si assicurano che la risposta di Babbo Natale sia affettuosa e incoraggiante, e gli elfi del laboratorio fanno funzionare il sito senza intoppi, anche nelle notti più indaffarate di dicembre.",
      "I nostri elfi prendono molto sul serio anche la sicurezza. Chiedono solo quello che serve per una letterina, non la passano mai a nessuno e la mettono via poco dopo che Babbo Natale ha risposto.",
    ],
  },
  {
    ...EN[2]!,
    title: "La magia del Natale",
    paragraphs: [
      "La magia del Natale non sta davvero nei regali. È la luce negli occhi di un bambino quando arriva una risposta, il profumo dei biscotti preparati insieme e il divertimento di seguire la slitta di Babbo Natale la notte della Vigilia.",
      "Speriamo che questo sito aiuti la tua famiglia a creare piccoli ricordi felici, che durino ben oltre il giorno in cui gli addobbi tornano negli scatoloni. Grazie della visita, e buon Natale da tutti noi del Polo Nord!",
    ],
  },
];

/** Shown after the sections: where grown-ups write to us (the server's CONTACT_EMAIL in place of the token). */
export const ABOUT_CONTACT: { readonly title: string; readonly text: string } = {
  title: "Scrivici",
  text: `Gli adulti possono scriverci a ${CONTACT_TOKEN}: per una domanda, una risposta che non è arrivata, una letterina da cancellare o un'idea per il sito. Ogni messaggio lo legge una persona vera, e rispondiamo entro ${PRIVACY_RESPONSE_HOURS} ore.`,
};

export const ABOUT_VALUES: readonly string[] = ["Sempre gratis", "Niente pubblicità né tracciamento", "Sicuro per i bambini", "Fatto con amore"];
