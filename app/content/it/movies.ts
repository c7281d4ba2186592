import { MOVIE_FILTERS as EN_FILTERS, MOVIES as EN, type Movie, type MovieFilter } from "../movies";

/**
 * The eight family films in Italian. Each title is the film's Italian release title (Elf and The Polar Express,
 * as "Polar Express", kept theirs); the descriptions are our own words.
 */
export const MOVIE_FILTERS: readonly { id: MovieFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Tutti i film" },
  { ...EN_FILTERS[1]!, label: "Classici per famiglie" },
  { ...EN_FILTERS[2]!, label: "Animazione" },
  { ...EN_FILTERS[3]!, label: "Romantici" },
  { ...EN_FILTERS[4]!, label: "Commedie" },
  { ...EN_FILTERS[5]!, label: "Recenti" },
];

export const MOVIES: readonly Movie[] = [
  {
    ...EN[0]!,
    title: "Il miracolo della 34ª strada",
    description:
      "Il Babbo Natale di un grande magazzino, buono e gentile, dice di essere quello vero, e una bambina molto scettica e la sua mamma, piano piano, cominciano a credergli.",
    features: ["Classico in bianco e nero", "Una storia sul credere", "Gran finale in tribunale"],
  },
  {
    ...EN[1]!,
    title: "Festa in casa Muppet",
    description:
      "La storia di Dickens del vecchio avaro brontolone che riceve la visita di tre spiriti, raccontata con i pupazzi, le canzoni e tante battute simpatiche.",
    features: ["Numeri musicali", "Una storia classica", "Una prima storia di fantasmi, per niente paurosa"],
  },
  {
    ...EN[2]!,
    title: "Polar Express",
    description:
      "La notte della Vigilia, un bambino che ha cominciato a dubitare sale su un magico treno a vapore diretto al Polo Nord.",
    features: ["Un viaggio in treno magico", "Tratto da un albo illustrato", "La canzone della cioccolata calda"],
  },
  {
    ...EN[3]!,
    title: "Il figlio di Babbo Natale",
    description:
      "Quando un regalo resta indietro, il figlio minore di Babbo Natale, un po' imbranato ma dal cuore d'oro, parte per una folle missione notturna per consegnarlo prima del mattino.",
    features: ["Un Polo Nord supertecnologico", "Divertente e tenero", "Ogni bambino conta"],
  },
  {
    ...EN[4]!,
    title: "Bianco Natale",
    description:
      "Due artisti di varietà e due sorelle cantanti mettono in piedi uno spettacolo in un albergo del Vermont senza neve, per aiutare il loro vecchio generale dell'esercito.",
    features: ["Canzoni e balli", "Una dolce storia d'amore", "Finale sotto la neve"],
  },
  {
    ...EN[5]!,
    description:
      "Un uomo altissimo, cresciuto dagli elfi, va a New York a cercare il suo papà, spargendo allegria natalizia (e sciroppo sugli spaghetti) ovunque passi.",
    features: ["Da ridere a crepapelle", "Avventura in città", "Cantare per lo spirito del Natale"],
  },
  {
    ...EN[6]!,
    title: "Mamma, ho perso l'aereo",
    description:
      "Dimenticato a casa per sbaglio quando la sua famiglia parte in aereo per Natale, un bambino di otto anni difende la casa da due ladri pasticcioni.",
    features: ["Trappole esilaranti", "La famiglia si ritrova", "Consigliato dagli 8 anni"],
  },
  {
    ...EN[7]!,
    title: "Klaus - I segreti del Natale",
    description:
      "Un postino viziato, spedito in un paesino su un'isola ghiacciata, fa amicizia con un solitario costruttore di giocattoli, e i loro piccoli gesti di gentilezza danno vita a una leggenda.",
    features: ["Disegnato come a mano", "Come è nato Babbo Natale", "La gentilezza è contagiosa"],
  },
];
