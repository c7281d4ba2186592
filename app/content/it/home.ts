import {
  HOME_FEATURES as EN_FEATURES,
  HOME_MORE_FUN as EN_MORE_FUN,
  HOME_STEPS as EN_STEPS,
  HOME_WHY as EN_WHY,
  type ChristmasCountdownCopy,
  type HOME_TRUST_BADGES as EN_BADGES,
} from "../home";
import type { FeatureCardContent, Stat, Step } from "../types";

/** The same tuple as the English list, with Italian words in it. */
type Words<T> = { readonly [K in keyof T]: string };

/** The home page in Italian. */
export const HOME_TRUST_BADGES: Words<typeof EN_BADGES> = ["100% gratis", "Sicuro per i bambini", "Risposta entro 24 ore"];

export const HOME_COUNTDOWN: ChristmasCountdownCopy = {
  heading: "Conto alla rovescia per Natale",
  timerLabel: "Tempo che manca a Natale",
  christmasDay: {
    heading: "Buon Natale!",
    message:
      "La slitta di Babbo Natale è tornata a casa sana e salva e le renne si riposano dopo la loro lunga notte. Tutti al Polo Nord augurano alla tua famiglia una giornata piena di gioia.",
  },
};

export const HOME_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Scrivi la letterina",
    text: "Il tuo bambino racconta a Babbo Natale come si chiama, cosa desidera e tutto quello che ha nel cuore. Un adulto aggiunge il suo indirizzo email.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Spediscila al Polo Nord",
    text: "Basta premere un pulsante e la letterina vola al Polo Nord, dove gli elfi la smistano per Babbo Natale.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Ricevi la risposta di Babbo Natale",
    text: "Babbo Natale risponde nella casella email dell'adulto con una lettera personale che parla proprio dei desideri del tuo bambino.",
  },
];

export const HOME_FEATURES: readonly FeatureCardContent[] = [
  {
    ...EN_FEATURES[0]!,
    title: "Scrivi a Babbo Natale",
    text: "Un modulo semplice, pensato per le mani dei più piccoli, e una risposta calorosa e personale di Babbo Natale per email.",
    cta: "Scrivi una letterina",
  },
  {
    ...EN_FEATURES[1]!,
    title: "La Lista dei Bravi Bambini",
    text: "Controlla qualsiasi nome sulla Lista dei Bravi Bambini di Babbo Natale e stampa un bellissimo attestato da conservare.",
    cta: "Controlla la lista",
  },
  {
    ...EN_FEATURES[2]!,
    title: "Segui Babbo Natale",
    text: "La notte della Vigilia segui la slitta di Babbo Natale in giro per il mondo, città dopo città, contando i regali che consegna.",
    cta: "Segui Babbo Natale",
  },
];

export const HOME_MORE_FUN: readonly FeatureCardContent[] = [
  {
    ...EN_MORE_FUN[0]!,
    title: "Ricette delle feste",
    text: "Pan di zenzero, cioccolata calda, biscotti per Babbo Natale e carote per le renne: ricette facili da preparare insieme.",
    cta: "Scopri le ricette",
  },
  {
    ...EN_MORE_FUN[1]!,
    title: "Attività divertenti",
    text: "Disegni da colorare, canzoni di Natale da cantare, biglietti da creare e film di Natale per serate in famiglia sotto la coperta.",
    cta: "Scopri le attività",
  },
];

export const HOME_WHY: readonly Step[] = [
  {
    ...EN_WHY[0]!,
    title: "Sicuro e protetto",
    text: "Niente account, niente pubblicità, niente tracciamento. Le letterine vengono conservate solo per il tempo necessario e un genitore può cancellarle in qualsiasi momento.",
  },
  {
    ...EN_WHY[1]!,
    title: "Risposta entro 24 ore",
    text: "Quasi tutte le risposte arrivano in pochi minuti. Se la posta è lenta, gli elfi di Babbo Natale continuano a riprovare finché non viene consegnata.",
  },
  {
    ...EN_WHY[2]!,
    title: "A misura di famiglia",
    text: "Ogni parola del sito è scritta per i bambini e controllata dai genitori. Niente da comprare, nessuna registrazione.",
  },
];

export function homeStats(marketing: { families: string; letters: string; replyRate: string; replyHours: number }): Stat[] {
  return [
    { value: marketing.families, label: "Famiglie felici" },
    { value: marketing.letters, label: "Letterine inviate a Babbo Natale" },
    { value: marketing.replyRate, label: "Tasso di risposta" },
    { value: `${marketing.replyHours} ore`, label: "Tempo di risposta" },
  ];
}
