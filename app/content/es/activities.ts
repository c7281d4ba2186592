import { ACTIVITIES as EN, ACTIVITY_STATS as EN_STATS, COLORING_CHARACTERS as EN_CHARACTERS, COLORING_TIPS as EN_TIPS, type Activity } from "../activities";
import type { Stat } from "../types";

/** The Spanish activities hub: stats, the six activities (metric measures only), the colouring characters and tips. */
export const ACTIVITY_STATS: readonly Stat[] = [
  { ...EN_STATS[0]!, label: "Villancicos" },
  { ...EN_STATS[1]!, label: "Dibujos para colorear" },
  { ...EN_STATS[2]!, label: "Películas en familia" },
  { ...EN_STATS[3]!, value: "100 %", label: "Diversión gratis" },
];

export const ACTIVITIES: readonly Activity[] = [
  {
    ...EN[0]!,
    title: "Galletas para Papá Noel",
    participants: "De 1 a 4 niños con una persona adulta",
    description: "Mide, remueve y forma bolitas con una tanda de galletas con pepitas de chocolate, y luego elige las mejores para el plato de Papá Noel.",
    materials: ["La receta de las galletas favoritas de Papá Noel", "Un bol grande y una cuchara de madera", "Bandejas de horno y papel de hornear", "Manoplas de cocina (para la persona adulta)"],
    steps: [
      "Lávate las manos y ponte un delantal.",
      "Abre la receta de las galletas favoritas de Papá Noel y prepara todos los ingredientes antes de empezar.",
      "Mide y remueve por turnos con los demás mientras una persona adulta enciende el horno.",
      "Forma bolitas de masa del tamaño de una nuez y colócalas en las bandejas.",
      "Una persona adulta las hornea; pon un temporizador y mira por la puerta del horno cómo se van dorando.",
      "Cuando se enfríen, elige tres para Papá Noel y ponlas en un plato con una nota.",
    ],
  },
  {
    ...EN[1]!,
    title: "Decorar una casita de jengibre",
    participants: "De 2 a 6 niños con una persona adulta",
    description: "Construye una casita con paredes de galleta de jengibre y decora el tejado con glaseado como si fuera nieve.",
    materials: [
      "Una tanda de masa de jengibre (mira la receta de las galletas de jengibre)",
      "Cartulina para hacer las plantillas: dos paredes laterales, dos frontales y dos piezas de tejado",
      "Glaseado real espeso en una manga pastelera",
      "Golosinas, cereales y galletitas saladas para decorar",
    ],
    steps: [
      "Dibuja las piezas de la casa en la cartulina: dos paredes laterales de 12 × 8 cm, dos paredes frontales de 10 cm de ancho terminadas en punta y dos piezas de tejado de 14 × 9 cm.",
      "Estira la masa de jengibre, pon encima las plantillas de cartulina y deja que una persona adulta corte alrededor.",
      "Hornea las piezas de 12 a 14 minutos y déjalas enfriar del todo en la bandeja para que queden planas.",
      "Pon una línea gruesa de glaseado en los bordes y une las paredes; sujétalas un minuto mientras el glaseado agarra.",
      "Deja que las paredes se asienten 30 minutos antes de poner las piezas del tejado con más glaseado.",
      "Decora: carámbanos en el tejado, golosinas como ventanas y una galletita salada como puerta. Espolvorea azúcar glas para hacer la nieve.",
    ],
  },
  {
    ...EN[2]!,
    title: "Guirnalda de copos de nieve de papel",
    participants: "1 niño o más",
    description: "Dobla y recorta papel para hacer copos de nieve, todos distintos, y únelos en una guirnalda para la ventana.",
    materials: ["Hojas cuadradas de papel blanco (sirve papel de impresora recortado en cuadrado)", "Tijeras infantiles de punta redonda", "Cuerda o cinta", "Cinta adhesiva"],
    steps: [
      "Dobla un cuadrado de papel por la mitad, de esquina a esquina, para formar un triángulo.",
      "Vuelve a doblarlo por la mitad para hacer un triángulo más pequeño, y luego dóblalo en tres, como un cucurucho.",
      "Corta recta la parte de arriba, que ha quedado desigual.",
      "Recorta formas pequeñas en los bordes doblados: triángulos, medias lunas y muescas.",
      "Desdóblalo despacio para descubrir tu copo de nieve. Haz cinco o más.",
      "Pega cada copo a una cuerda larga con cinta adhesiva, dejando un palmo entre uno y otro, y cuelga tu guirnalda.",
    ],
  },
  {
    ...EN[3]!,
    title: "Adornos de masa de sal",
    participants: "De 1 a 4 niños con una persona adulta",
    description: "Prepara una masa muy sencilla, recorta estrellas y corazones, hornéalos hasta que se endurezcan y píntalos para tener adornos de recuerdo.",
    materials: ["250 g de harina de trigo", "150 g de sal fina", "125 ml de agua", "Cortadores de galletas y una pajita", "Pinturas y cinta"],
    steps: [
      "Mezcla la harina y la sal en un bol y añade el agua poco a poco, removiendo, hasta tener una masa lisa.",
      "Estírala hasta que tenga unos 5 mm de grosor y recorta formas con los cortadores. Si quieres, marca la huella de una mano en una de ellas.",
      "Haz un agujero cerca de la parte de arriba de cada forma con una pajita, para pasar la cinta.",
      "Una persona adulta los hornea a 120 °C durante unas 2 horas, hasta que estén duros y secos, y los deja enfriar.",
      "Píntalos de colores vivos y deja que se seque la pintura.",
      "Pasa una cinta por cada agujero y cuélgalos en el árbol. (¡Son para mirar, no para comer!)",
    ],
  },
  {
    ...EN[4]!,
    title: "La banda de los cascabeles",
    participants: "2 o más: cuantos más, mejor",
    description: "Fabrica maracas y tambores con cosas de la cocina y toca al ritmo de tus villancicos favoritos.",
    materials: ["Botellas o tarrinas de plástico limpias con tapa", "Arroz, lentejas o pasta secos", "Cazos y cucharas de madera", "Cinta adhesiva y pegatinas"],
    steps: [
      "Echa un puñado de arroz en una botella y pasta en otra: cada una suena distinto. Cierra bien las tapas con cinta adhesiva.",
      "Decora tus maracas con pegatinas y cinta de colores.",
      "Pon un cazo boca abajo y usa una cuchara de madera como baqueta.",
      "Elige un villancico de nuestra lista y escucha el ritmo con los demás.",
      "¡A tocar! Las maracas en cada golpe de ritmo y el tambor en el estribillo.",
      "Intercambia el instrumento con otra persona y organiza un concierto para toda la familia.",
    ],
  },
  {
    ...EN[5]!,
    title: "Poema acróstico de Navidad",
    participants: "1 niño o más",
    description: "Escribe un poema en el que las primeras letras formen una palabra navideña, y decóralo para regalarlo.",
    materials: ["Papel y lápices", "Rotuladores o ceras de colores", "Una palabra navideña, como NIEVE, ESTRELLA o BELÉN"],
    steps: [
      "Elige una palabra navideña y escribe sus letras en vertical en el lado izquierdo de la hoja, una letra por línea.",
      "Piensa en cosas que ves, oyes, hueles y sientes en Navidad y apúntalas.",
      "Para cada letra, escribe una línea que empiece por esa letra. La N podría ser «Nieve que baila tras mi ventana».",
      "Lee tu poema en voz alta y cambia las palabras que no suenen del todo bien.",
      "Cópialo con buena letra y decora el borde con acebo, estrellas o copos de nieve.",
      "Regálaselo a alguien especial, o añádelo a tu carta a Papá Noel.",
    ],
  },
];

/** The character panel beside the coloring pages: who to colour, and a hint for each. */
export const COLORING_CHARACTERS: readonly { name: string; hint: string }[] = [
  { ...EN_CHARACTERS[0]!, name: "Papá Noel", hint: "Un abrigo rojo intenso, una barba blanca como la nieve y las mejillas sonrosadas." },
  { ...EN_CHARACTERS[1]!, name: "Dasher, el reno", hint: "Marrones cálidos con la tripita de color crema, y las astas del color que más te guste." },
  { ...EN_CHARACTERS[2]!, name: "Copito, el muñeco de nieve", hint: "Déjalo blanco y ponle una bufanda de rayas con tus colores favoritos." },
  { ...EN_CHARACTERS[3]!, name: "Cascabel, el elfo", hint: "Ropa verde y roja, y un cascabel dorado en la punta del gorro." },
];

/** Colouring tips shown on the hub and on the coloring pages page. */
export const COLORING_TIPS: readonly { title: string; tip: string }[] = [
  { ...EN_TIPS[0]!, title: "Imprime en blanco y negro", tip: "Nuestros dibujos son solo líneas, así que se imprimen nítidos en cualquier impresora de casa y ahorran tinta de color." },
  { ...EN_TIPS[1]!, title: "Empieza suave y luego oscurece", tip: "Colorea primero con suavidad y después aprieta más para las sombras. Funciona de maravilla con ceras y con lápices." },
  { ...EN_TIPS[2]!, title: "Líneas gruesas para manos pequeñas", tip: "Los dibujos fáciles tienen formas grandes y contornos gruesos para que los más pequeños no se salgan." },
  { ...EN_TIPS[3]!, title: "Conviértelo en un regalo", tip: "Añade un nombre y la fecha, y envía el dibujo terminado a un abuelo o una abuela, o mételo en tu carta a Papá Noel." },
];
