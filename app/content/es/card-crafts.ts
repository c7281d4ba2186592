import { CARD_TEMPLATES as EN_TEMPLATES, CARD_TUTORIALS as EN_TUTORIALS, type CardTemplate, type CardTutorial } from "../card-crafts";

/** Spanish card crafts: the two templates (same drawings) and the four tutorials (same templates, same steps count). */
export const CARD_TEMPLATES: readonly CardTemplate[] = [
  {
    ...EN_TEMPLATES[0]!,
    title: "Tarjeta plegable del muñeco de nieve",
    description: "Un muñeco de nieve listo para colorear en la portada y líneas para escribir dentro. Imprímela, dóblala una vez y decórala.",
    greeting: "¡Te deseo una Navidad llena de nieve y de cariño!",
  },
  {
    ...EN_TEMPLATES[1]!,
    title: "Tarjeta del árbol de Navidad",
    description: "Un árbol de Navidad bien alto para colorear y decorar con pegatinas (stickers), con una felicitación cariñosa impresa dentro.",
    greeting: "¡Feliz Navidad y próspero Año Nuevo!",
  },
];

/** How to use a printed template (shown on the cards page). */
export const CARD_TEMPLATE_STEPS: readonly string[] = [
  "Descarga la plantilla e imprímela en horizontal en papel A4 o tamaño carta, mejor si es cartulina fina.",
  "Recorta por el borde exterior si quieres que quede más bonita.",
  "Dobla la hoja por la mitad siguiendo la línea de puntos, con el dibujo hacia fuera.",
  "Colorea la portada y añade pegatinas, pegamento con purpurina (brillantina) o nieve de algodón.",
  "Escribe tu mensaje dentro y tu nombre en la línea «Hecho con cariño por» de la parte de atrás.",
];

export const CARD_TUTORIALS: readonly CardTutorial[] = [
  {
    ...EN_TUTORIALS[0]!,
    title: "Tarjeta con árbol desplegable",
    description: "Dos cortes y un pliegue forman un árbol que salta al abrir la tarjeta.",
    materials: ["Plantilla de la tarjeta del árbol de Navidad", "Papel verde", "Tijeras infantiles de punta redonda", "Barra de pegamento", "Pegatinas o lentejuelas"],
    duration: "30 minutos",
    steps: [
      "Imprime la plantilla de la tarjeta del árbol de Navidad y dóblala por la mitad siguiendo la línea de puntos.",
      "Corta una tira de papel verde de 20 × 6 cm y dóblala como un abanico, hacia delante y hacia atrás, en 8 pliegues.",
      "Junta el abanico por abajo y ábrelo por arriba para que parezca un árbol.",
      "Pega la parte de abajo del abanico dentro de la tarjeta, justo en el pliegue, con la punta hacia arriba.",
      "Cierra la tarjeta con cuidado y presiónala para que se seque el pegamento.",
      "Ábrela para ver cómo salta el árbol, y decóralo con pegatinas o lentejuelas como si fueran bolas.",
    ],
  },
  {
    ...EN_TUTORIALS[1]!,
    title: "Tarjeta del reno con la huella de la mano",
    description: "La huella de la mano de tu hijo o tu hija se convierte en las astas de un reno muy alegre: un recuerdo precioso para los abuelos.",
    materials: [
      "Plantilla de la tarjeta plegable del muñeco de nieve (se usa la parte de atrás)",
      "Pintura lavable marrón y roja",
      "Un pincel",
      "Ojos móviles o un rotulador (marcador) negro",
      "Toallitas húmedas para las manos",
    ],
    duration: "20 minutos",
    steps: [
      "Imprime la plantilla, dóblala y dale la vuelta para que la parte de atrás, en blanco, sea la portada de tu tarjeta del reno.",
      "Pinta de marrón la palma y los dedos de la mano del niño o la niña.",
      "Apoya la mano cerca de la parte de arriba de la tarjeta, con los dedos bien abiertos: son las astas.",
      "Pinta un óvalo marrón debajo de la huella para la cara del reno y deja que se seque.",
      "Añade una nariz roja con la huella del pulgar y pega los ojos móviles (o dibújalos).",
      "Escribe dentro el nombre del niño o la niña y el año para que sea un recuerdo.",
    ],
  },
  {
    ...EN_TUTORIALS[2]!,
    title: "Tarjeta del muñeco de nieve con botones",
    description: "Colorea el muñeco de nieve impreso y ponle botones de verdad y una bufanda de tela.",
    materials: ["Plantilla de la tarjeta plegable del muñeco de nieve", "3 botones", "Una tira de fieltro o de cinta", "Cola blanca (pegamento blanco)", "Ceras o lápices de colores"],
    duration: "25 minutos",
    steps: [
      "Imprime y dobla la plantilla de la tarjeta plegable del muñeco de nieve.",
      "Colorea el sombrero, la nariz de zanahoria y el cielo alrededor del muñeco.",
      "Pega tres botones en el centro del muñeco, encima de los botones dibujados.",
      "Corta una tira de fieltro de unos 12 cm, hazle flecos en las puntas y pégala como si fuera una bufanda.",
      "Deja secar el pegamento en plano durante 20 minutos antes de escribir dentro.",
    ],
  },
  {
    ...EN_TUTORIALS[3]!,
    title: "Tarjeta de la estrella brillante",
    description: "Una estrella dorada de varias capas con un borde de pegamento con purpurina que brilla con la luz.",
    materials: ["Plantilla de la tarjeta del árbol de Navidad", "Cartulina amarilla o dorada", "Pegamento con purpurina", "Lápiz y tijeras", "Barra de pegamento"],
    duration: "40 minutos",
    steps: [
      "Imprime y dobla la plantilla de la tarjeta del árbol de Navidad.",
      "Dibuja tres estrellas en la cartulina dorada: una grande, una mediana y una pequeña. Una persona adulta puede ayudar a que las puntas salgan iguales.",
      "Recorta las estrellas con cuidado, despacito al rodear cada punta.",
      "Pega la estrella mediana sobre la grande y la pequeña encima, girando cada una un poco para que las puntas se abran en abanico.",
      "Pega la estrella de capas en lo alto del árbol impreso.",
      "Repasa el borde de cada estrella con pegamento con purpurina y deja la tarjeta abierta toda la noche para que se seque.",
    ],
  },
];
