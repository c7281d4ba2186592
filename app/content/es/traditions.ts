import { FAMILY_TRADITION_IDEAS as EN_IDEAS, WORLD_TRADITIONS as EN_TRADITIONS, type FamilyTraditionIdea, type Tradition } from "../traditions";

/**
 * World traditions in Spanish. The countries are the English six; Spain's Reyes Magos are told beside Italy's
 * Befana (the same night) and Mexico's Día de Reyes beside Las Posadas, as a Spanish-speaking family would expect.
 */
export const WORLD_TRADITIONS: readonly Tradition[] = [
  {
    ...EN_TRADITIONS[0]!,
    country: "México",
    tradition: "Las Posadas",
    description:
      "Durante las nueve noches antes de Navidad, los vecinos van de casa en casa con velas, cantando y pidiendo posada, en recuerdo del viaje de María y José. Cada noche termina en fiesta, con bebidas calientes y una piñata de estrella. Y el 6 de enero llega el Día de Reyes, con la rosca de reyes para compartir.",
  },
  {
    ...EN_TRADITIONS[1]!,
    country: "Alemania",
    tradition: "Mercadillos navideños y calendarios de Adviento",
    description:
      "Las plazas se llenan de casetas de madera con pan de jengibre, castañas y almendras tostadas y adornos hechos a mano. En casa, los niños abren cada día una ventanita del calendario de Adviento para contar los días que faltan para Navidad.",
  },
  {
    ...EN_TRADITIONS[2]!,
    country: "Suecia",
    tradition: "El día de Santa Lucía",
    description:
      "El 13 de diciembre, en lo más oscuro del invierno, una niña vestida de blanco y con una corona de velas encabeza una procesión de cantores. Las familias comparten bollos de azafrán llamados lussekatter y celebran que vuelve la luz.",
  },
  {
    ...EN_TRADITIONS[3]!,
    country: "Filipinas",
    tradition: "Los parol y la Simbang Gabi",
    description:
      "Las casas y las calles brillan con parols, unos faroles luminosos con forma de estrella. Muchas familias van a nueve misas al amanecer antes de Navidad y después comparten pasteles de arroz y té caliente de jengibre.",
  },
  {
    ...EN_TRADITIONS[4]!,
    country: "Italia",
    tradition: "La Befana",
    description:
      "Se dice que la noche del 5 de enero una anciana bondadosa montada en una escoba llena de dulces los calcetines de los niños: es la misma noche en que, en España, los Reyes Magos dejan los regalos junto a los zapatos. Las familias italianas montan además un presepe, un belén que puede ocupar una habitación entera.",
  },
  {
    ...EN_TRADITIONS[5]!,
    country: "Australia",
    tradition: "Villancicos a la luz de las velas",
    description:
      "Allí la Navidad llega en verano, así que las familias se reúnen en los parques en las noches cálidas para cantar villancicos con velas, y después disfrutan de una comida de Navidad con marisco y pavlova, a veces en la playa.",
  },
];

export const FAMILY_TRADITION_IDEAS: readonly FamilyTraditionIdea[] = [
  {
    ...EN_IDEAS[0]!,
    title: "La caja de Nochebuena",
    description: "Una caja que se abre en Nochebuena, con un pijama nuevo, un libro de cuentos y chocolate caliente para una noche muy acogedora en casa.",
  },
  {
    ...EN_IDEAS[1]!,
    title: "Cuenta atrás de bondad",
    description: "Cada día de diciembre, haz en familia algo pequeño y bonito por los demás: una nota para un vecino, un juguete donado, una tarjeta de agradecimiento.",
  },
  {
    ...EN_IDEAS[2]!,
    title: "El adorno del año",
    description: "Cada niño elige o hace un adorno cada año, y al decorar el árbol se cuenta la historia de cada uno.",
  },
  {
    ...EN_IDEAS[3]!,
    title: "Paseo de las luces",
    description: "Con el pijama puesto y chocolate caliente en un termo, recorre el barrio en familia, en coche o a pie, y vota por la casa mejor iluminada.",
  },
  {
    ...EN_IDEAS[4]!,
    title: "La noche de la carta",
    description: "Elige una tarde para escribir en familia la carta a Papá Noel o a los Reyes Magos, con música navideña y un plato de galletas.",
  },
  {
    ...EN_IDEAS[5]!,
    title: "Cena de la vuelta al mundo",
    description: "Elige un país de esta página y cocina en familia un plato sencillo de su mesa de Navidad.",
  },
];
