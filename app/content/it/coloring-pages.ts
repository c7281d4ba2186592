import { FEATURED_COLORING_PAGES as EN, type ColoringPage } from "../coloring-pages";

/** The eight featured coloring pages in Italian: titles, descriptions and badges; the drawings are the English ones. */
export const FEATURED_COLORING_PAGES: readonly ColoringPage[] = [
  { ...EN[0]!, title: "Babbo Natale allegro", description: "Babbo Natale con il suo cappello floscio e una grande cintura con la fibbia, e una barba fatta di riccioli soffici.", character: "Babbo Natale" },
  { ...EN[1]!, title: "La renna Dasher", description: "Una renna simpatica con le corna ramificate, una sciarpa calda e un grosso naso rotondo.", character: "Renna" },
  { ...EN[2]!, title: "Nevino, il pupazzo di neve", description: "Tre grandi palle di neve, un cilindro alto, un naso a carota e una lunga sciarpa a righe.", character: "Pupazzo di neve" },
  { ...EN[3]!, title: "Dindon, l'elfo", description: "L'aiutante più indaffarato di Babbo Natale, con le orecchie a punta, le scarpe arricciate e un cappello con il campanellino.", character: "Elfo" },
  { ...EN[4]!, title: "La casetta di pan di zenzero", description: "Una casetta dolcissima con il tetto di glassa, le finestre di caramella e i lecca-lecca vicino alla porta.", character: "Pan di zenzero" },
  { ...EN[5]!, title: "L'albero di Natale", description: "Un albero alto con una stella splendente, palline rotonde e una ghirlanda che gira tutto intorno.", character: "Albero" },
  { ...EN[6]!, title: "Le calze di Natale", description: "Due calze appese al caminetto, una con una stella e una con un fiocco di neve, e sotto un regalo che aspetta.", character: "Calze" },
  { ...EN[7]!, title: "Notte di neve alla baita", description: "Una baita di tronchi nella neve sotto una grande luna rotonda, con gli abeti e i fiocchi di neve che scendono.", character: "Paesaggio d'inverno" },
];
