import { ADVENT_COLORING_PAGES as EN } from "../advent-coloring-pages";
import type { ColoringPage } from "../coloring-pages";

/** The advent calendar's twelve coloring pages in Italian; the drawings are the English ones. */
export const ADVENT_COLORING_PAGES: readonly ColoringPage[] = [
  { ...EN[0]!, title: "Babbo Natale controlla la lista", description: "Babbo Natale guarda da sopra i suoi occhialini una lista lunghissima e la legge due volte alla luce di una candela.", character: "Babbo Natale" },
  { ...EN[1]!, title: "Una renna sul tetto", description: "Una renna con un collare di campanellini aspetta su un tetto innevato, accanto a un comignolo che sbuffa fumo.", character: "Renna" },
  { ...EN[2]!, title: "Ghirlanda di agrifoglio", description: "Una ghirlanda rotonda di foglie di agrifoglio pungenti e bacche lucide, legata in basso con un grande fiocco.", character: "Ghirlanda" },
  {
    ...EN[3]!,
    title: "Il re nella neve",
    description:
      "Un re buono, con la corona e il mantello bordato di pelliccia, porta la legna da ardere nella neve alta al chiaro di luna, come il re del canto «Good King Wenceslas».",
    character: "Re",
  },
  { ...EN[4]!, title: "I cantori di Natale", description: "Tre bambini con il berretto col pompon cantano nella neve, con una lanterna accesa, un foglio di canzoni e una campanella che tintinna.", character: "Cantori" },
  { ...EN[5]!, title: "Il paesino di notte", description: "Casette dai tetti piatti salgono su una collina silenziosa sotto un cielo pieno di stelle, come la cittadina del canto «O Little Town of Bethlehem».", character: "Paesino" },
  { ...EN[6]!, title: "La stella splendente", description: "Una grande stella luminosa brilla sulle colline silenziose dove riposano le pecore, come nel canto «The First Noel».", character: "Stella" },
  { ...EN[7]!, title: "Angelo con la tromba", description: "Un angelo sorridente con le ali di piume e un'aureola lucente suona una musica allegra con una lunga tromba.", character: "Angelo" },
  { ...EN[8]!, title: "I re magi sui cammelli", description: "Tre re cavalcano i loro cammelli sulle dune di sabbia, portando doni e seguendo una stella luminosa, come nel canto «We Three Kings».", character: "Re magi" },
  { ...EN[9]!, title: "Cucciolo di orso polare", description: "Un cucciolo di orso polare tutto soffice, con una sciarpa a righe, è seduto su un pezzetto di ghiaccio nel mare e guarda cadere la neve.", character: "Orso polare" },
  { ...EN[10]!, title: "Lo schiaccianoci soldatino", description: "Un soldatino schiaccianoci di legno sull'attenti, con un alto cappello piumato, due baffoni folti e i bottoni lucidi.", character: "Schiaccianoci" },
  { ...EN[11]!, title: "La palla di neve", description: "Scuotila e guarda la neve che turbina intorno a una casetta minuscola e a un piccolo abete, dentro la palla di vetro.", character: "Palla di neve" },
];
