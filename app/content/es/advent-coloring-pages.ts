import { ADVENT_COLORING_PAGES as EN } from "../advent-coloring-pages";
import type { ColoringPage } from "../coloring-pages";

/** The advent calendar's twelve coloring pages in Spanish: the English drawings with Spanish words. */
export const ADVENT_COLORING_PAGES: readonly ColoringPage[] = [
  {
    ...EN[0]!,
    title: "Papá Noel repasa su lista",
    description: "Papá Noel mira por encima de sus gafitas una lista larguísima, y la lee dos veces a la luz de una vela.",
    character: "Papá Noel",
  },
  {
    ...EN[1]!,
    title: "Un reno en el tejado",
    description: "Un reno con un collar de cascabeles espera en un tejado nevado, junto a una chimenea que echa humo.",
    character: "Reno",
  },
  {
    ...EN[2]!,
    title: "Corona de acebo",
    description: "Una corona redonda de hojas de acebo con pinchos y bayas brillantes, atada abajo con un gran lazo.",
    character: "Corona",
  },
  {
    ...EN[3]!,
    title: "El rey en la nieve",
    description:
      "Un rey bondadoso, con su corona y su capa con borde de piel, lleva leña entre la nieve profunda a la luz de la luna, como el rey del villancico «El buen rey Wenceslao».",
    character: "Rey",
  },
  {
    ...EN[4]!,
    title: "Cantando villancicos",
    description: "Tres niños con gorros de pompón cantan villancicos en la nieve, con un farol encendido, una hoja con la letra y una campanilla.",
    character: "Villancicos",
  },
  {
    ...EN[5]!,
    title: "Pueblecito de noche",
    description: "Casitas de tejado plano suben por una colina tranquila bajo un cielo lleno de estrellas, como el pueblo del villancico «Oh, pueblecito de Belén».",
    character: "Pueblo de noche",
  },
  {
    ...EN[6]!,
    title: "La estrella brillante",
    description: "Una estrella grande y luminosa brilla sobre las colinas tranquilas donde descansan las ovejas, como en el villancico «La primera Navidad».",
    character: "Estrella",
  },
  {
    ...EN[7]!,
    title: "Ángel con trompeta",
    description: "Un ángel sonriente, con alas de plumas y una aureola reluciente, toca una melodía alegre con una trompeta larga.",
    character: "Ángel",
  },
  {
    ...EN[8]!,
    title: "Los tres Reyes Magos en camello",
    description: "Los tres Reyes Magos cruzan las dunas en sus camellos, con regalos y siguiendo una estrella brillante, como en el villancico «Somos los tres Reyes de Oriente».",
    character: "Reyes Magos",
  },
  {
    ...EN[9]!,
    title: "Osito polar",
    description: "Un osito polar muy peludito, con una bufanda de rayas, está sentado en un pequeño trozo de hielo en el mar, mirando caer la nieve.",
    character: "Oso polar",
  },
  {
    ...EN[10]!,
    title: "El soldado cascanueces",
    description: "Un soldado cascanueces de madera, firme como una estatua, con un sombrero alto de plumas, un bigote espeso y botones brillantes.",
    character: "Cascanueces",
  },
  {
    ...EN[11]!,
    title: "Bola de nieve de cristal",
    description: "Agítala y mira cómo gira la nieve alrededor de una casita y un abetito dentro de una bola de cristal.",
    character: "Bola de nieve",
  },
];
