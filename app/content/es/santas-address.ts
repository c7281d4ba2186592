import {
  MAILING_STEPS as EN_STEPS,
  MAILING_TIPS as EN_TIPS,
  SANTA_ADDRESS_ONE_LINE,
  SANTA_LETTER_TEMPLATE as EN_TEMPLATE,
  type MailingTip,
} from "../santas-address";
import type { PrintableDesign } from "../printable-templates";

/**
 * The Spanish mailing guide. The address is Canada Post's and is written exactly as in English, so it is the
 * English value itself; only the guidance around it is translated.
 */
export const MAILING_DEADLINE_LABEL = "7 de diciembre";

export const MAILING_STEPS: readonly MailingTip[] = [
  { ...EN_STEPS[0]!, title: "Escribe tu carta", text: "Usa tu mejor letra, o imprime nuestra plantilla de carta gratuita y rellénala." },
  {
    ...EN_STEPS[1]!,
    title: "Pon tu dirección",
    text: "Escribe tu nombre completo y la dirección de tu casa en la carta y en el remite del sobre, para que Papá Noel pueda contestarte.",
  },
  { ...EN_STEPS[2]!, title: "Escribe la dirección de Papá Noel en el sobre", text: "Santa Claus, North Pole, H0H 0H0, Canada: exactamente así, sin traducir nada." },
  {
    ...EN_STEPS[3]!,
    title: "Envíala antes del 7 de diciembre",
    text: "Échala en cualquier buzón de correos. Dentro de Canadá no hace falta sello; desde otros países, pon el franqueo internacional normal.",
  },
];

export const MAILING_TIPS: readonly MailingTip[] = [
  { ...EN_TIPS[0]!, title: "Escribe con letra clara", text: "Papá Noel ve muy bien, pero una letra clara ayuda a los elfos a ordenar el correo más deprisa." },
  { ...EN_TIPS[1]!, title: "No olvides tu dirección", text: "Sin ella, los elfos no pueden enviarte la respuesta, así que pide a una persona adulta que te ayude a escribirla." },
  { ...EN_TIPS[2]!, title: "Añade un dibujo", text: "¡A Papá Noel le encantan los dibujos! Un dibujo de tu familia, de tu mascota o de tu árbol le alegra el día." },
  { ...EN_TIPS[3]!, title: "Da las gracias", text: "Cuéntale a Papá Noel algo que agradeces de este año, no solo lo que deseas." },
  { ...EN_TIPS[4]!, title: "Envíala pronto", text: "Las cartas enviadas antes del 7 de diciembre tienen más posibilidades de recibir respuesta antes de Navidad." },
  {
    ...EN_TIPS[5]!,
    title: "¿Tienes prisa?",
    text: "Escribe también a Papá Noel por internet y tu madre, tu padre o quien te cuide recibirá su respuesta por correo electrónico.",
  },
];

/** The printable letter template; the address on it stays Canada Post's. */
export const SANTA_LETTER_TEMPLATE: PrintableDesign = {
  ...EN_TEMPLATE,
  heading: "Mi carta a Papá Noel",
  subheading: `Enviar a: ${SANTA_ADDRESS_ONE_LINE}`,
  layout: {
    kind: "lines",
    prompts: [
      { text: "Querido Papá Noel, me llamo", lines: 1 },
      { text: "Tengo ___ años y vivo en", lines: 1 },
      { text: "Este año fui amable y ayudé cuando", lines: 3 },
      { text: "Por Navidad me encantaría", lines: 4 },
      { text: "Algo que te quiero contar", lines: 2 },
      { text: "Con cariño (y mi dirección para la respuesta)", lines: 2 },
    ],
  },
};
