import { PARENT_TIPS as EN_TIPS, RESOURCE_CARDS as EN_CARDS, type ParentTip, type ResourceCard } from "../parent-resources";

/** The Spanish parent resources hub: the same four cards and four tips. */
export const RESOURCE_CARDS: readonly ResourceCard[] = [
  {
    ...EN_CARDS[0]!,
    title: "Ideas de regalos por edad",
    description: "Regalos pensados y adecuados para cada edad, desde los más pequeños hasta los adolescentes, con precios orientativos y cuatro niveles de presupuesto.",
  },
  {
    ...EN_CARDS[1]!,
    title: "Guía para organizar la Navidad",
    description: "Un calendario tranquilo, paso a paso, de noviembre al día de Navidad, con una lista de tareas que recuerda lo que ya has marcado.",
  },
  {
    ...EN_CARDS[2]!,
    title: "Plantillas para imprimir",
    description: "PDF gratuitos para imprimir en casa: listas de regalos, planificadores de gastos, etiquetas para regalos, una carta a Papá Noel y mucho más.",
  },
  {
    ...EN_CARDS[3]!,
    title: "Tradiciones navideñas",
    description: "Cómo celebran las familias la Navidad en el mundo, e ideas sencillas para crear tradiciones propias en familia.",
  },
];

export const PARENT_TIPS: readonly ParentTip[] = [
  {
    ...EN_TIPS[0]!,
    title: "Cuida la magia con delicadeza",
    tip: "Deja que sean los niños quienes pregunten sobre Papá Noel o los Reyes Magos. Responde con cariño y con ilusión, y sigue su ritmo, no el del calendario.",
  },
  {
    ...EN_TIPS[1]!,
    title: "Planea menos, disfruta más",
    tip: "Elige tres o cuatro tradiciones que a tu familia le encanten de verdad y olvídate del resto. Una madre o un padre tranquilos son el mejor adorno.",
  },
  {
    ...EN_TIPS[2]!,
    title: "Regala el placer de dar",
    tip: "Invita a los niños a elegir un juguete para donar, a hacer un bizcocho para los vecinos o a escribir una tarjeta a sus abuelos. Así la bondad se vuelve parte de las fiestas.",
  },
  {
    ...EN_TIPS[3]!,
    title: "Acompáñalos en internet",
    tip: "Siéntate con los más pequeños cuando escriban a Papá Noel o jueguen en línea, y comprueba que cada sitio pida solo lo que de verdad necesita.",
  },
];
