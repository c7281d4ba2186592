import { FEATURED_COLORING_PAGES as EN, type ColoringPage } from "../coloring-pages";

/**
 * The eight featured coloring pages in Brazilian Portuguese: titles, descriptions and badges; the drawings are the
 * English ones. Titles may be printed on the PDFs, so they keep to Latin-1 characters.
 */
export const FEATURED_COLORING_PAGES: readonly ColoringPage[] = [
  { ...EN[0]!, title: "Papai Noel alegre", description: "O Papai Noel com seu gorro molinho, um cinto largo com fivela e uma barba de cachinhos fofos.", character: "Papai Noel" },
  { ...EN[1]!, title: "Dasher, a rena", description: "Uma rena simpática com chifres cheios de galhos, um cachecol aconchegante e um narizão redondo.", character: "Rena" },
  { ...EN[2]!, title: "Branquinho, o boneco de neve", description: "Três bolas de neve grandonas, uma cartola alta, um nariz de cenoura e um cachecol listrado bem comprido.", character: "Boneco de neve" },
  { ...EN[3]!, title: "Guizo, o duende", description: "O ajudante mais ocupado do Papai Noel, com orelhas pontudas, sapatos de ponta enrolada e um gorro com guizo.", character: "Duende" },
  { ...EN[4]!, title: "Casinha de biscoito de gengibre", description: "Uma casinha docinha com telhado de glacê, janelas de bala e pirulitos ao lado da porta.", character: "Biscoito de gengibre" },
  { ...EN[5]!, title: "Árvore de Natal", description: "Uma árvore alta com uma estrela brilhante, bolas redondas e um festão fazendo curvas.", character: "Árvore" },
  { ...EN[6]!, title: "Meias de Natal", description: "Duas meias penduradas na lareira, uma com estrela e outra com floco de neve, e um presente esperando embaixo.", character: "Meias" },
  { ...EN[7]!, title: "Noite na cabana de neve", description: "Uma cabana de troncos na neve, debaixo de uma lua grande e redonda, com pinheiros e flocos de neve caindo.", character: "Paisagem de inverno" },
];
