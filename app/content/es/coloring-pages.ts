import { FEATURED_COLORING_PAGES as EN, type ColoringPage } from "../coloring-pages";

/** The eight featured coloring pages in Spanish: the English drawings, Spanish titles, descriptions and labels. */
export const FEATURED_COLORING_PAGES: readonly ColoringPage[] = [
  {
    ...EN[0]!,
    title: "Papá Noel sonriente",
    description: "Papá Noel con su gorro caído, su gran cinturón con hebilla y una barba de rizos esponjosos.",
    character: "Papá Noel",
  },
  {
    ...EN[1]!,
    title: "Dasher, el reno",
    description: "Un reno muy simpático con astas ramificadas, una bufanda calentita y una gran nariz redonda.",
    character: "Reno",
  },
  {
    ...EN[2]!,
    title: "Copito, el muñeco de nieve",
    description: "Tres grandes bolas de nieve, un sombrero de copa alto, una nariz de zanahoria y una bufanda larga de rayas.",
    character: "Muñeco de nieve",
  },
  {
    ...EN[3]!,
    title: "Cascabel, el elfo",
    description: "El ayudante más ocupado de Papá Noel, con orejas puntiagudas, zapatos con la punta rizada y un gorro con cascabel.",
    character: "Elfo",
  },
  {
    ...EN[4]!,
    title: "Casita de jengibre",
    description: "Una casita muy dulce con el tejado de glaseado, ventanas de caramelo y piruletas junto a la puerta.",
    character: "Jengibre",
  },
  {
    ...EN[5]!,
    title: "Árbol de Navidad",
    description: "Un árbol alto con una estrella brillante, bolas redondas y una guirnalda que da vueltas.",
    character: "Árbol",
  },
  {
    ...EN[6]!,
    title: "Calcetines de Navidad",
    description: "Dos calcetines colgados de la chimenea, uno con una estrella y otro con un copo de nieve, y un regalo esperando debajo.",
    character: "Calcetines",
  },
  {
    ...EN[7]!,
    title: "Cabaña nevada de noche",
    description: "Una cabaña de troncos en la nieve bajo una gran luna redonda, con pinos y copos de nieve que caen.",
    character: "Paisaje de invierno",
  },
];
