import { TEMPLATE_CATEGORIES as EN, type TemplateCategory } from "../printable-templates";

/**
 * Spanish printables: the same twelve designs, files and layouts (kinds, counts and sizes), with Spanish text.
 * Accented letters, ñ, ¡ and ¿ are in the PDF standard fonts' character set (WinAnsi).
 */
const [planning, tags, kids] = [EN[0]!, EN[1]!, EN[2]!];

export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = [
  {
    ...planning,
    title: "Para organizarse",
    description: "Listas y planificadores para tener en orden los regalos, el dinero y las comidas.",
    items: [
      {
        ...planning.items[0]!,
        name: "Lista de regalos",
        description: "Apunta para quién compras, la idea de regalo, el presupuesto y si ya está comprado y envuelto.",
        heading: "Lista de regalos de Navidad",
        subheading: "Para quién, qué, cuánto... ¿y ya está envuelto?",
        layout: { kind: "table", columns: ["Nombre", "Idea de regalo", "Presupuesto", "Comprado", "Envuelto"], rows: 18 },
      },
      {
        ...planning.items[1]!,
        name: "Presupuesto de Navidad",
        description: "Planea lo que pensabas gastar y compáralo con lo que has gastado, partida por partida.",
        heading: "Presupuesto de Navidad",
        subheading: "Una Navidad tranquila empieza con un plan.",
        layout: {
          kind: "table",
          columns: ["Partida", "Previsto", "Gastado", "Notas"],
          rows: 14,
          firstColumn: [
            "Regalos",
            "Detalles pequeños",
            "Comida y bebida",
            "Adornos",
            "Tarjetas y sellos",
            "Papel de regalo",
            "Fiestas y salidas",
            "Ayudar a otros",
            "Viajes",
            "Ropa",
            "Profes y cuidadores",
            "Repostería",
            "Otros",
            "Total",
          ],
        },
      },
      {
        ...planning.items[2]!,
        name: "Menú de las fiestas",
        description: "Planea cada plato de los días grandes, qué hay que comprar y quién lo prepara.",
        heading: "Menú de las fiestas",
        subheading: "Entrantes, principales, postres y algo rico para Papá Noel.",
        layout: { kind: "table", columns: ["Plato", "Ingredientes que comprar", "Quién lo prepara", "Hecho"], rows: 16 },
      },
      {
        ...planning.items[3]!,
        name: "Lista de felicitaciones",
        description: "Ten todas las direcciones en un solo sitio y marca las felicitaciones enviadas y recibidas.",
        heading: "Lista de felicitaciones",
        subheading: "Guárdala bien y úsala otra vez el año que viene.",
        layout: { kind: "table", columns: ["Nombre", "Dirección", "Enviada", "Recibida"], rows: 18 },
      },
    ],
  },
  {
    ...tags,
    title: "Etiquetas para regalos",
    description: "Etiquetas para recortar que hacen que los regalos y los dulces sean todavía más especiales.",
    items: [
      {
        ...tags.items[0]!,
        name: "Etiquetas clásicas",
        description: "Ocho etiquetas navideñas con líneas de «Para» y «De». Imprímelas en cartulina, recórtalas y hazles un agujero para la cinta.",
        heading: "Etiquetas clásicas para regalos",
        subheading: "Imprime en cartulina, recorta por las líneas y átalas con una cinta.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "¡Feliz Navidad!", lines: ["Para:", "De:"] },
      },
      {
        ...tags.items[1]!,
        name: "Etiquetas de Papá Noel",
        description: "Etiquetas firmadas por el mismísimo Polo Norte, para los regalos que aparecen la mañana de Navidad.",
        heading: "Etiquetas de Papá Noel",
        subheading: "Envío especial desde el Polo Norte.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Del taller de Papá Noel", lines: ["Especialmente para:", "Revisado por el elfo:"] },
      },
      {
        ...tags.items[2]!,
        name: "Etiquetas para tarros de galletas",
        description: "Etiquetas para tarros y latas de galletas caseras, con espacio para quién las hizo y cuándo.",
        heading: "Etiquetas para tarros de galletas",
        subheading: "Para latas, tarros y cajas de dulces caseros.",
        layout: { kind: "tags", columns: 2, rows: 5, heading: "Galletas navideñas caseras", lines: ["Hechas por:", "Fecha:"] },
      },
      {
        ...tags.items[3]!,
        name: "Etiquetas «No abrir hasta Navidad»",
        description: "Etiquetas divertidas que mantienen los deditos curiosos lejos de los regalos del árbol.",
        heading: "Etiquetas «No abrir»",
        subheading: "Pega una en cada paquete que haya bajo el árbol.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "¡No abrir hasta Navidad!", lines: ["Para:"] },
      },
    ],
  },
  {
    ...kids,
    title: "Actividades para niños",
    description: "Fichas para que los niños rellenen, jueguen y compartan.",
    items: [
      {
        ...kids.items[0]!,
        name: "Lista de deseos de Navidad",
        description: "Una página para que los niños escriban sus deseos, con un espacio para un deseo para otra persona.",
        heading: "Mi lista de deseos de Navidad",
        subheading: "Escribe tus deseos y compártelos con Papá Noel.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Me llamo", lines: 1 },
            { text: "Lo que me encantaría por Navidad", lines: 6 },
            { text: "Un deseo para alguien a quien quiero", lines: 2 },
            { text: "Algo bueno que hice este año", lines: 2 },
          ],
        },
      },
      {
        ...kids.items[1]!,
        name: "Calendario de Adviento de la bondad",
        description: "Veinticuatro pequeños gestos de bondad para colorear, uno por cada día de diciembre hasta Nochebuena.",
        heading: "Calendario de Adviento de la bondad",
        subheading: "Haz algo bueno cada día y después colorea la casilla.",
        layout: {
          kind: "grid",
          columns: 4,
          numbered: true,
          cells: [
            "Hacer una tarjeta para un vecino", "Ayudar a hacer la cena", "Prestar un juguete", "Dar las gracias tres veces",
            "Ordenar tu habitación", "Llamar a un abuelo o una abuela", "Hacer un dibujo para un amigo", "Dar de comer a los pájaros",
            "Leerle un cuento a alguien", "Donar un libro", "Dar un abrazo enorme", "Ayudar a llevar la compra",
            "Escribir una nota bonita", "Dejar pasar a alguien primero", "Hacer reír a alguien", "Regar las plantas",
            "Ayudar a envolver un regalo", "Cantar un villancico a alguien", "Contar un chiste", "Recoger basura del suelo",
            "Hacer galletas para un amigo", "Poner la mesa", "Pedir perdón de corazón", "Dejar zanahorias para los renos",
          ],
        },
      },
      {
        ...kids.items[2]!,
        name: "Bingo de Navidad",
        description: "Un cartón de bingo para jugar mientras se ve una película de Navidad o durante un paseo para ver las luces.",
        heading: "Bingo de Navidad",
        subheading: "Encuéntralo, táchalo y grita ¡BINGO! cuando completes una línea.",
        layout: {
          kind: "grid",
          columns: 5,
          numbered: false,
          cells: [
            "Muñeco de nieve", "Reno", "Bastón de caramelo", "Estrella", "Trineo",
            "Calcetín navideño", "Galleta de jengibre", "Campana", "Elfo", "Regalo",
            "Acebo", "Corona de Navidad", "CASILLA LIBRE", "Copo de nieve", "Manoplas",
            "Chocolate caliente", "Luces del árbol", "Cantores de villancicos", "Ángel", "Galletas",
            "Bufanda", "Chimenea", "Gorro de Papá Noel", "Petirrojo", "Bola de Navidad",
          ],
        },
      },
      {
        ...kids.items[3]!,
        name: "Nota de agradecimiento",
        description: "Una carta de agradecimiento para rellenar, que hace que dar las gracias después de Navidad sea fácil y divertido.",
        heading: "¡Muchas gracias!",
        subheading: "Una nota para alguien que hizo especial la Navidad.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Querido/a", lines: 1 },
            { text: "Muchísimas gracias por", lines: 2 },
            { text: "Lo que más me gusta es", lines: 2 },
            { text: "Lo voy a usar para", lines: 2 },
            { text: "Con cariño,", lines: 1 },
          ],
        },
      },
    ],
  },
];
