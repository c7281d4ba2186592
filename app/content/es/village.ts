import { VILLAGE_FACTS as EN_FACTS, VILLAGE_LOCATIONS as EN_LOCATIONS, VILLAGE_SCHEDULE as EN_SCHEDULE, type VillageFact, type VillageLocation, type VillageScheduleEntry } from "../village";

/** The Spanish North Pole village tour. Times are written as Spain and most of Latin America write them. */
export const VILLAGE_LOCATIONS: readonly VillageLocation[] = [
  {
    ...EN_LOCATIONS[0]!,
    name: "El taller de Papá Noel",
    description:
      "El corazón del pueblo: filas de elfos construyen, pintan y envuelven juguetes en largas mesas de madera mientras suenan villancicos todo el día.",
    details: ["Mesas de trabajo para todo tipo de juguetes", "Un taller de pintura con todos los colores del arcoíris", "La gigantesca máquina de hacer lazos"],
  },
  {
    ...EN_LOCATIONS[1]!,
    name: "Los establos de los renos",
    description:
      "Un granero calentito que huele a heno, donde los nueve renos descansan, comen y ensayan sus despegues en la larga pista nevada de fuera.",
    details: ["Nueve establos acogedores con su nombre en la puerta", "Una pista iluminada con farolillos", "Un almacén de zanahorias que nunca se vacía"],
  },
  {
    ...EN_LOCATIONS[2]!,
    name: "La pastelería de la señora Claus",
    description:
      "El edificio que mejor huele del Polo Norte. La señora Claus y sus ayudantes hornean galletas, tartas y pan de jengibre para todos los elfos del pueblo.",
    details: ["Hornos que hacen cien galletas a la vez", "Una fuente de chocolate caliente", "Las recetas secretas de la familia"],
  },
  {
    ...EN_LOCATIONS[3]!,
    name: "La oficina de clasificación de cartas",
    description:
      "Aquí llegan todas las cartas para Papá Noel. Los elfos abren cada una con cuidado, la leen con una sonrisa y la clasifican para que Papá Noel pueda contestar.",
    details: ["Tubos de correo desde todos los países", "Una pared entera de estanterías para las listas de deseos", "El sillón de lectura favorito de Papá Noel"],
  },
  {
    ...EN_LOCATIONS[4]!,
    name: "Las casitas de los elfos",
    description:
      "Filas de casitas con puertas redondas, ventanas escarchadas y chimeneas que echan humo con olor a menta.",
    details: ["Jardines con flores que resisten la nieve", "Un estanque para patinar en la plaza del pueblo", "Luces en todos los tejados durante todo el año"],
  },
  {
    ...EN_LOCATIONS[5]!,
    name: "El bosque de bastones de caramelo",
    description:
      "Un bosque tranquilo de árboles a rayas, a las afueras del pueblo, donde los elfos van a tirarse en trineo, a contar cuentos y a mirar la aurora boreal.",
    details: ["La cuesta para trineos más alta del Polo Norte", "Un corro de cuentos alrededor de un fuego que chisporrotea", "Las mejores vistas de la aurora boreal"],
  },
];

export const VILLAGE_FACTS: readonly VillageFact[] = [
  { ...EN_FACTS[0]!, value: "2847", label: "Elfos" },
  { ...EN_FACTS[1]!, value: "Más de 300", label: "Casas" },
  { ...EN_FACTS[2]!, value: "50\u00a0000", label: "Juguetes al día" },
  { ...EN_FACTS[3]!, value: "1 millón", label: "Galletas al mes" },
];

export const VILLAGE_SCHEDULE: readonly VillageScheduleEntry[] = [
  { ...EN_SCHEDULE[0]!, time: "6:00", activity: "Campana y desayuno", description: "Suena la gran campana y todos los elfos se reúnen para tomar gachas calentitas y chocolate." },
  { ...EN_SCHEDULE[1]!, time: "9:00", activity: "Empieza el trabajo en el taller", description: "Las mesas se llenan, los martillos golpean y los pinceles van de un lado a otro: ¡empieza la fabricación de juguetes!" },
  { ...EN_SCHEDULE[2]!, time: "12:00", activity: "Comida y hora del cuento", description: "Sopa y sándwiches, y después Papá Noel lee en voz alta una de sus cartas favoritas para todos." },
  { ...EN_SCHEDULE[3]!, time: "18:00", activity: "Fiesta por la tarde", description: "Villancicos, patinaje en el estanque y un poco de baile bajo la aurora boreal." },
];
