import { NICE_LIST_STATS as EN_STATS, NICE_LIST_STEPS as EN_STEPS, type NICE_MESSAGES as EN_MESSAGES } from "../nice-list";
import type { Step } from "../types";

/** The same tuple as the English list, with Italian words in it. */
type Words<T> = { readonly [K in keyof T]: string };

/**
 * The five Italian result messages: the same count as in English, because the message is chosen by the name's
 * character-code sum modulo 5. Each is warm and true of every child.
 */
export const NICE_MESSAGES: Words<typeof EN_MESSAGES> = [
  "Quando Babbo Natale ha trovato il tuo nome, ha fatto il sorriso più grande di tutti: la tua gentilezza ha illuminato il Polo Nord per tutto l'anno!",
  "Gli elfi hanno controllato due volte e hanno fatto festa tutte e due le volte. Con le tue mani sempre pronte ad aiutare e il tuo cuore buono, sei proprio in cima alla lista!",
  "Quando è uscito il tuo nome, il naso di Rudolph si è acceso più forte che mai. Grazie perché sai condividere, prenderti cura degli altri e farli ridere!",
  "La signora Claus dice che le tue buone azioni hanno scaldato tutto il laboratorio, come una tazza di cioccolata calda. Continua a essere così speciale!",
  "Il tuo nome brilla d'inchiostro dorato sulla lista di Babbo Natale. Le renne non vedono l'ora di passare da te la notte della Vigilia!",
];

export const NICE_LIST_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Scrivi un nome",
    text: "Scrivi il nome del bambino o della bambina che vuoi controllare. Basta il nome, senza cognome: non serve altro e non viene inviato da nessuna parte.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Gli elfi controllano due volte",
    text: "Gli elfi sfogliano il grande librone del Polo Nord e calcolano il punteggio di bontà, fino a 100 punti.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Stampa il tuo attestato",
    text: "Festeggia con l'attestato ufficiale della Lista dei Bravi Bambini, firmato da Babbo Natale, da stampare e appendere al frigorifero.",
  },
];

/** The hero's fixed stats (the first, the season's year, is computed from the visitor's date). */
export const NICE_LIST_STATS: readonly { value: string; label: string }[] = [
  { ...EN_STATS[0], value: "99,9%", label: "Precisione degli elfi" },
  { ...EN_STATS[1], label: "Controlli giorno e notte" },
  { ...EN_STATS[2], label: "Magia del Natale" },
];
