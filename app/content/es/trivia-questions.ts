import { TRIVIA_QUESTIONS as EN, type TriviaQuestion } from "../trivia-questions";

/**
 * The Spanish trivia: the same eight questions, the right answer at the same index. The explanations say what
 * Spanish-speaking families do too (the Reyes Magos' sweet coal, the treats left out on 5 January).
 */
export const TRIVIA_QUESTIONS: readonly TriviaQuestion[] = [
  {
    ...EN[0]!,
    question: "¿Cuál de estos es el nombre de uno de los renos de Papá Noel?",
    options: ["Chispas", "Dasher", "Bola de Nieve", "Pezuña de Trueno"],
    explanation:
      "Un famoso poema de 1823, «Una visita de San Nicolás», nombraba a ocho renos, entre ellos Dasher, Dancer, Prancer y Vixen. Rudolph, con su nariz roja y brillante, se unió al equipo en un cuento escrito en 1939.",
  },
  {
    ...EN[1]!,
    question: "En los cuentos antiguos de Navidad, ¿qué podía encontrar un niño travieso en su calcetín?",
    options: ["Un trozo de carbón", "Un par de calcetines", "Una piña de pino", "Una caja vacía"],
    explanation:
      "Hace mucho tiempo, en muchas casas se quemaba carbón para calentarse, así que un trozo de carbón era el regalo que nadie quería. En España, los Reyes Magos traen a veces carbón dulce, un caramelo negro que parece carbón de verdad y que se come entre risas.",
  },
  {
    ...EN[2]!,
    question: "Papá Noel está inspirado en una persona real que vivió hace mucho tiempo. ¿Cómo se llamaba?",
    options: ["El rey Wenceslao", "San Patricio", "San Nicolás", "Jack Frost"],
    explanation:
      "San Nicolás fue un obispo bondadoso que vivió hace unos 1700 años en una ciudad llamada Mira, en lo que hoy es Turquía. Era famoso por hacer regalos en secreto. En los Países Bajos lo llamaban Sinterklaas, y de ese nombre salió «Santa Claus», como lo llaman en muchos países de Latinoamérica.",
  },
  {
    ...EN[3]!,
    question: "¿Dónde vive Papá Noel y fabrica juguetes con sus elfos?",
    options: ["En el Polo Sur", "En el Polo Norte", "En la Luna", "En una cueva de la montaña"],
    explanation:
      "El Polo Norte es el punto más al norte de la Tierra, justo en lo más alto del globo. Allí no hay tierra firme, solo una gruesa capa de hielo que flota sobre el océano Ártico. ¡Un sitio perfecto y muy secreto para un taller!",
  },
  {
    ...EN[4]!,
    question: "¿Qué dejan muchos niños a Papá Noel en Nochebuena?",
    options: ["Pizza y limonada", "Un sándwich y sopa", "Galletas y leche", "Pastel y refresco"],
    explanation:
      "Las galletas con leche son las favoritas en Estados Unidos y Canadá. En el Reino Unido e Irlanda muchas familias dejan un pastelito de frutas secas, y muchos niños ponen también una zanahoria para los renos. En España, la noche del 5 de enero se dejan dulces para los Reyes Magos y agua para sus camellos.",
  },
  {
    ...EN[5]!,
    question: "¿Cómo entrega Papá Noel los regalos en una casa sin chimenea?",
    options: ["Con magia navideña", "Entra por la ventana", "Los deja en el jardín", "Se salta esa casa"],
    explanation:
      "Los cuentos de Navidad dicen que la magia de Papá Noel le deja entrar en todas las casas, tengan chimenea o no. Algunas familias hasta cuelgan en la puerta una «llave de Papá Noel» especial para ayudarle a pasar.",
  },
  {
    ...EN[6]!,
    question: "En muchos dibujos antiguos, ¿de qué color era el traje de Papá Noel antes de que el rojo se convirtiera en el favorito?",
    options: ["Morado", "Azul", "Amarillo", "Verde"],
    explanation:
      "En los dibujos antiguos, Papá Noel aparece a menudo con una larga túnica verde. Con los años los artistas lo pintaron de muchos colores, pero el rojo se convirtió en el favorito, y en los años treinta del siglo XX el traje rojo ya estaba por todas partes.",
  },
  {
    ...EN[7]!,
    question: "En la película «¡Vaya Santa Claus!» («Santa Cláusula» en Latinoamérica), ¿cómo se llama el jefe de los elfos que dirige el taller de Papá Noel?",
    options: ["Buddy", "Bernard", "Hermey", "Jingles"],
    explanation:
      "Bernard es el jefe de los elfos en «¡Vaya Santa Claus!» (1994). Mantiene en marcha el ajetreado taller y ayuda al nuevo Papá Noel a aprender el oficio, ¡aunque refunfuñando un poco!",
  },
];
