import { PLANNING_CHECKLIST as EN_CHECKLIST, PLANNING_TIMELINE as EN_TIMELINE, type ChecklistItem, type TimelinePeriod } from "../planning";

/**
 * The Spanish planning guide. Christmas in Spain runs on to the Reyes Magos on 6 January, so the tips remember
 * that day too; in much of Latin America presents come on the night of the 24th.
 */
export const PLANNING_TIMELINE: readonly TimelinePeriod[] = [
  {
    ...EN_TIMELINE[0]!,
    period: "Principios de noviembre",
    title: "Soñar y decidir",
    tasks: [
      "Hablar en familia de las tradiciones favoritas de cada uno",
      "Fijar un presupuesto para regalos y comidas, contando también con el Día de Reyes si se celebra en casa",
      "Empezar una lista de regalos con todas las personas a las que no hay que olvidar",
    ],
  },
  {
    ...EN_TIMELINE[1]!,
    period: "Finales de noviembre",
    title: "Organizarse",
    tasks: [
      "Pedir los regalos que tienen que viajar lejos",
      "Comprobar que los adornos y las luces siguen funcionando",
      "Ayudar a los niños a escribir su carta a Papá Noel o a los Reyes Magos",
    ],
  },
  {
    ...EN_TIMELINE[2]!,
    period: "Principios de diciembre",
    title: "Preparar y enviar",
    tasks: [
      "Enviar las felicitaciones y los paquetes antes de las fechas límite de correos",
      "Poner juntos el árbol y el belén (el nacimiento o pesebre)",
      "Preparar masa de galletas y congelarla para más adelante",
    ],
  },
  {
    ...EN_TIMELINE[3]!,
    period: "La semana de Navidad",
    title: "Bajar el ritmo y disfrutar",
    tasks: [
      "Envolver los últimos regalos con un villancico de fondo",
      "Comprar los productos frescos para la cena de Nochebuena y la comida de Navidad",
      "Dejar galletas para Papá Noel y zanahorias para los renos",
    ],
  },
];

export const PLANNING_CHECKLIST: readonly ChecklistItem[] = [
  { ...EN_CHECKLIST[0]!, text: "Fijar el presupuesto familiar de Navidad" },
  { ...EN_CHECKLIST[1]!, text: "Hacer la lista de regalos para la familia y los amigos" },
  { ...EN_CHECKLIST[2]!, text: "Escribir con los niños la carta a Papá Noel (y a los Reyes Magos)" },
  { ...EN_CHECKLIST[3]!, text: "Revisar los adornos y cambiar las luces que no funcionen" },
  { ...EN_CHECKLIST[4]!, text: "Escribir y enviar las felicitaciones de Navidad" },
  { ...EN_CHECKLIST[5]!, text: "Enviar con tiempo los regalos para la familia que vive lejos" },
  { ...EN_CHECKLIST[6]!, text: "Planear el menú de Nochebuena y Navidad" },
  { ...EN_CHECKLIST[7]!, text: "Tener papel de regalo, cinta adhesiva y etiquetas" },
  { ...EN_CHECKLIST[8]!, text: "Elegir en familia una forma de ayudar a los demás" },
  { ...EN_CHECKLIST[9]!, text: "Dejar galletas, leche y zanahorias para los renos en Nochebuena" },
];
