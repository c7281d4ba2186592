import { GAME_FACTS as EN_FACTS, GAMES as EN_GAMES, type Game, type GameFact } from "../games";

/** The Spanish games hub: the three games (difficulty stays the code's value) and the "Did you know" facts. */
export const GAMES: readonly Game[] = [
  {
    ...EN_GAMES[0]!,
    title: "Preguntas de Navidad",
    description: "Ocho preguntas navideñas sobre Papá Noel, sus renos y el Polo Norte. ¿Cuántas sabrás acertar?",
    time: "5 minutos",
  },
  {
    ...EN_GAMES[1]!,
    title: "Generador de nombres de elfo",
    description: "Escribe tu nombre y tu mes de nacimiento para descubrir tu nombre de elfo, tu trabajo en el taller y tu poder especial.",
    time: "1 minuto",
  },
  {
    ...EN_GAMES[2]!,
    title: "Diario de buenas acciones",
    description: "Apunta cada cosa buena que hagas, suma puntos de bondad y mira cómo sube tu puesto en la lista de niños buenos.",
    time: "Toda la temporada",
  },
];

export const GAME_FACTS: readonly GameFact[] = [
  {
    ...EN_FACTS[0]!,
    title: "Jugar juntos ayuda",
    text: "En muchas familias es tradición jugar a juegos de mesa y de palabras en Navidad. Esperar el turno y animarse unos a otros también forma parte de la diversión.",
  },
  {
    ...EN_FACTS[1]!,
    title: "Elfos de cuentos antiguos",
    text: "Los elfos empezaron a ser los ayudantes de Papá Noel en cuentos y poemas del siglo XIX. Antes de eso, eran criaturas de viejas leyendas del norte de Europa.",
  },
  {
    ...EN_FACTS[2]!,
    title: "La bondad se contagia",
    text: "Cuando ves a alguien hacer algo bueno, es más fácil que tú también lo hagas. ¡Una buena acción puede empezar toda una cadena!",
  },
  {
    ...EN_FACTS[3]!,
    title: "Las adivinanzas son muy antiguas",
    text: "Desde hace cientos de años, la gente juega a adivinanzas y acertijos en las reuniones de invierno, mucho antes de que existieran las pantallas.",
  },
];
