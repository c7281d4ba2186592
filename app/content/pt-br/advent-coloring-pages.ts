import { ADVENT_COLORING_PAGES as EN } from "../advent-coloring-pages";
import type { ColoringPage } from "../coloring-pages";

/**
 * The advent calendar's twelve coloring pages in Brazilian Portuguese; the drawings are the English ones. Carols are
 * named by their English titles, as on the advent songs. Titles may be printed on the PDFs: Latin-1 characters only.
 */
export const ADVENT_COLORING_PAGES: readonly ColoringPage[] = [
  { ...EN[0]!, title: "O Papai Noel confere a lista", description: "O Papai Noel espia por cima dos oculinhos uma lista compridíssima e lê tudo duas vezes, à luz de uma vela.", character: "Papai Noel" },
  { ...EN[1]!, title: "Rena no telhado", description: "Uma rena com uma coleira de sininhos espera num telhado coberto de neve, ao lado de uma chaminé soltando fumaça.", character: "Rena" },
  { ...EN[2]!, title: "Guirlanda de azevinho", description: "Uma guirlanda redonda de folhas pontudas de azevinho e frutinhas brilhantes, amarrada embaixo com um laço grande.", character: "Guirlanda" },
  {
    ...EN[3]!,
    title: "O rei na neve",
    description:
      "Um rei bondoso, de coroa e capa com pelo na barra, carrega lenha pela neve funda à luz da lua, como o rei da canção Good King Wenceslas.",
    character: "Rei",
  },
  { ...EN[4]!, title: "Cantores de Natal", description: "Três crianças de gorro com pompom cantam na neve, com uma lanterna acesa, uma folha de música e um sininho de mão.", character: "Cantores de Natal" },
  { ...EN[5]!, title: "Cidadezinha à noite", description: "Casinhas de telhado reto sobem uma colina tranquila debaixo de um céu cheio de estrelas, como a cidade da canção O Little Town of Bethlehem.", character: "Cidade à noite" },
  { ...EN[6]!, title: "A estrela brilhante", description: "Uma estrela grande e brilhante ilumina as colinas tranquilas onde as ovelhas descansam, como na canção The First Noel.", character: "Estrela" },
  { ...EN[7]!, title: "Anjo com trombeta", description: "Um anjo sorridente, de asas de penas e auréola brilhante, toca uma música alegre numa trombeta comprida.", character: "Anjo" },
  { ...EN[8]!, title: "Os Três Reis Magos nos camelos", description: "Os três Reis Magos atravessam as dunas de areia nos camelos, levando presentes e seguindo uma estrela brilhante, como na canção We Three Kings.", character: "Reis Magos" },
  { ...EN[9]!, title: "Filhote de urso-polar", description: "Um filhote de urso-polar bem fofinho, de cachecol listrado, sentado numa plaquinha de gelo no mar, vendo a neve cair.", character: "Urso-polar" },
  { ...EN[10]!, title: "Soldadinho quebra-nozes", description: "Um soldadinho quebra-nozes de madeira, em posição de sentido, com um chapéu alto de penacho, um bigodão cheio e botões brilhantes.", character: "Quebra-nozes" },
  { ...EN[11]!, title: "Globo de neve", description: "Sacuda e veja a neve rodopiar em volta de uma casinha e de um pinheirinho dentro de um globo de neve.", character: "Globo de neve" },
];
