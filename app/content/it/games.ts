import { GAMES as EN_GAMES, type Game, type GameFact } from "../games";

/** The games hub in Italian; difficulty stays the English value (the interface translates it). */
export const GAMES: readonly Game[] = [
  {
    ...EN_GAMES[0]!,
    title: "Quiz di Natale",
    description: "Otto domande di festa su Babbo Natale, le sue renne e il Polo Nord. Quante risposte giuste riesci a dare?",
    time: "5 minuti",
  },
  {
    ...EN_GAMES[1]!,
    title: "Scopri il tuo nome da elfo",
    description: "Scrivi il tuo nome e il mese in cui sei nato o nata: scoprirai il tuo nome da elfo, il tuo lavoro nel laboratorio e il tuo superpotere da elfo.",
    time: "1 minuto",
  },
  {
    ...EN_GAMES[2]!,
    title: "Diario delle buone azioni",
    description: "Annota ogni gesto gentile che fai, raccogli punti bontà e guarda crescere il tuo posto nella Lista dei Bravi Bambini.",
    time: "Tutte le feste",
  },
];

export const GAME_FACTS: readonly GameFact[] = [
  {
    title: "Giocare insieme fa bene",
    text: "In tante famiglie, a Natale, si gioca a tombola, a carte o ai giochi da tavolo. Aspettare il proprio turno e fare il tifo gli uni per gli altri fa parte del divertimento.",
  },
  {
    title: "Elfi nelle storie di una volta",
    text: "Gli elfi sono diventati gli aiutanti di Babbo Natale nelle storie e nelle poesie dell'Ottocento. Prima erano creature delle antiche leggende del Nord Europa.",
  },
  {
    title: "La gentilezza è contagiosa",
    text: "Quando vedi qualcuno fare una cosa gentile, viene più voglia di farne una anche a te. Una sola buona azione può far partire una lunga catena!",
  },
  {
    title: "I quiz sono antichissimi",
    text: "Da centinaia di anni, nelle serate d'inverno, si gioca a indovinelli e a giochi di domande, molto prima che esistessero gli schermi.",
  },
];
