import { SANTA_FACTS as EN_FACTS, SANTA_FAVOURITES as EN_FAVOURITES, type TrackerFact } from "../track-santa";

/** Spanish Santa facts and favourites for the tracker page. */
export const SANTA_FACTS: readonly TrackerFact[] = [
  {
    ...EN_FACTS[0]!,
    title: "Una noche larguísima",
    text: "Papá Noel sigue a la medianoche alrededor del mundo, empezando por el Pacífico, donde comienza el nuevo día. Por eso su Nochebuena dura más de un día entero.",
  },
  {
    ...EN_FACTS[1]!,
    title: "Nueve renos muy fuertes",
    text: "Dasher, Dancer, Prancer, Vixen, Comet, Cupid, Donner y Blitzen tiran del trineo, y la nariz brillante de Rudolph ilumina el camino entre las nubes.",
  },
  {
    ...EN_FACTS[2]!,
    title: "Un saco sin fondo",
    text: "Los elfos cosen el saco de Papá Noel con una pizca de magia del Polo Norte, así que siempre cabe un regalo más.",
  },
  {
    ...EN_FACTS[3]!,
    title: "Solo cuando duermes",
    text: "El trineo va más despacio cerca de las casas donde los niños siguen despiertos. ¡Acostarse pronto ayuda de verdad!",
  },
  {
    ...EN_FACTS[4]!,
    title: "Haga el tiempo que haga",
    text: "Nieve, viento o niebla: los renos han volado con todo, y los patines del trineo se pulen cada mes de diciembre.",
  },
  {
    ...EN_FACTS[5]!,
    title: "Meriendas por todas partes",
    text: "Las familias de todo el mundo dejan algo rico: galletas con leche, pastelitos de frutas secas, arroz con leche y zanahorias para los renos. En España, la noche del 5 de enero también se dejan dulces para los Reyes Magos y agua para sus camellos.",
  },
];

export const SANTA_FAVOURITES: readonly TrackerFact[] = [
  { ...EN_FAVOURITES[0]!, title: "Galleta", text: "De jengibre y recién hecha, con un botón de glaseado de más." },
  { ...EN_FAVOURITES[1]!, title: "Bebida", text: "Un vaso de leche fresquita, o un chocolate caliente con una nube en los tejados más fríos." },
  { ...EN_FAVOURITES[2]!, title: "Merienda para los renos", text: "Zanahorias crujientes, una para cada uno de los nueve, y la de Rudolph cortada en estrellitas." },
  { ...EN_FAVOURITES[3]!, title: "Villancico", text: "«Jingle Bells»: lo tararea entre parada y parada para que los renos lleven el paso." },
  { ...EN_FAVOURITES[4]!, title: "Color", text: "El rojo, claro, con un toque de verde pino para la buena suerte." },
  { ...EN_FAVOURITES[5]!, title: "Época del año", text: "La Nochebuena, cuando cada carta que ha leído se convierte en una sonrisa." },
];
