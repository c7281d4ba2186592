import { CONTACT_TOKEN } from "~/lib/public-config";
import {
  LETTER_HOW_IT_WORKS as EN_HOW_IT_WORKS,
  LETTER_TRUST as EN_TRUST,
  type LETTER_FIELD_HELP as EN_FIELD_HELP,
} from "../letter-page";
import { LETTER_RETENTION_DAYS } from "../privacy";
import type { Step } from "../types";

/** The English shape with its own text: every string becomes any string, except icons, which stay the same. */
type Localised<T> = { readonly [K in keyof T]: K extends "icon" ? T[K] : T[K] extends string ? string : Localised<T[K]> };

export const LETTER_HOW_IT_WORKS: readonly Step[] = [
  {
    ...EN_HOW_IT_WORKS[0]!,
    title: "Escribe tu carta",
    text: "Cuéntale a Papá Noel tu nombre, tus deseos y todo lo que quieras compartir. Una persona adulta añade su correo electrónico.",
  },
  {
    ...EN_HOW_IT_WORKS[1]!,
    title: "Envíala al Polo Norte",
    text: "Pulsa el botón y tu carta quedará guardada a salvo en el Polo Norte, esperando a Papá Noel.",
  },
  {
    ...EN_HOW_IT_WORKS[2]!,
    title: "Papá Noel te contesta",
    text: "La respuesta personal de Papá Noel llega al correo de la persona adulta, normalmente en pocos minutos y siempre en menos de 24 horas.",
  },
];

export const LETTER_FIELD_HELP: Localised<typeof EN_FIELD_HELP> = {
  childName: "Con tu nombre de pila es suficiente.",
  age: "Opcional. De 1 a 18 años.",
  cityCountry: "Opcional. A Papá Noel le gusta saber dónde encontrarte.",
  parentEmail: "Aquí llegará la respuesta de Papá Noel. Debe rellenarlo una persona adulta.",
  wishList: "Un deseo por línea, o sepáralos con comas.",
  messageToSanta: "Opcional. Cuéntale a Papá Noel cómo ha ido tu año, o háblale de tu familia o de tus mascotas.",
};

export const LETTER_TRUST: Localised<typeof EN_TRUST> = {
  heading: "Seguro, privado y garantizado",
  points: [
    {
      ...EN_TRUST.points[0],
      title: "Más de 10\u00a0000 familias confían en nosotros",
      text: "Cada diciembre, familias de todo el mundo escriben aquí a Papá Noel.",
    },
    {
      ...EN_TRUST.points[1],
      title: "Respuesta en menos de 24 horas",
      text: "La mayoría de las respuestas llegan en minutos. Si el correo va lento, los elfos lo siguen intentando.",
    },
    {
      ...EN_TRUST.points[2],
      title: "Cumple la ley COPPA",
      text: "Hace falta el correo electrónico de un padre, una madre o un tutor, y la respuesta le llega a esa persona adulta, nunca al niño.",
    },
    {
      ...EN_TRUST.points[3],
      title: "Nunca se comparte",
      text: "Nunca compartimos ni vendemos tu carta, ni la usamos para publicidad. Sin terceros y sin rastreadores.",
    },
  ],
  guarantee:
    `Nuestra garantía: si la respuesta de Papá Noel no ha llegado en 24 horas (mira también en la carpeta de correo no deseado), escríbenos a ${CONTACT_TOKEN} y lo solucionaremos.`,
  guaranteeSubject: "No ha llegado la respuesta de Papá Noel",
  stored:
    `Guardamos la carta solo para enviar la respuesta de Papá Noel, y la borramos automáticamente ${LETTER_RETENTION_DAYS} días después. Cada respuesta incluye un enlace para borrarla en ese mismo momento.`,
};
