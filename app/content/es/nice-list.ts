import { NICE_LIST_STEPS as EN_STEPS, type NICE_LIST_STATS as EN_STATS, type NICE_MESSAGES as EN_MESSAGES } from "../nice-list";
import type { Step } from "../types";

type Texts<T> = { readonly [K in keyof T]: string };
type Stats<T> = { readonly [K in keyof T]: { readonly value: string; readonly label: string } };

/** The five Spanish result messages, in the English order (the index is chosen from the name, as in English). */
export const NICE_MESSAGES: Texts<typeof EN_MESSAGES> = [
  "¡Papá Noel sonrió de oreja a oreja al encontrar tu nombre: tu bondad ha iluminado el Polo Norte todo el año!",
  "Los elfos lo comprobaron dos veces y las dos veces lo celebraron. ¡Tus manos que ayudan y tu buen corazón te ponen en lo más alto de la lista!",
  "La nariz de Rudolph brilló más que nunca cuando apareció tu nombre. ¡Gracias por compartir, por cuidar de los demás y por hacerlos reír!",
  "La señora Claus dice que tus buenas acciones han calentado todo el taller como una taza de chocolate caliente. ¡No dejes nunca de ser tan especial!",
  "Tu nombre brilla con tinta dorada en la lista de Papá Noel. ¡Los renos están deseando visitarte en Nochebuena!",
];

export const NICE_LIST_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Escribe un nombre",
    text: "Escribe el nombre del niño o la niña que quieres comprobar. Solo el nombre: no hace falta nada más y no se envía nada a ningún sitio.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Los elfos lo comprueban dos veces",
    text: "Los elfos hojean el gran libro del Polo Norte y calculan una puntuación de bondad sobre 100.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Imprime tu diploma",
    text: "Celébralo con un diploma oficial de la lista de niños buenos, firmado por Papá Noel, listo para imprimir y colgar en la nevera.",
  },
];

/** The hero's fixed stats (the first, the season's year, is computed from the visitor's date). */
export const NICE_LIST_STATS: Stats<typeof EN_STATS> = [
  { value: "99,9 %", label: "Precisión de los elfos" },
  { value: "24/7", label: "Comprobando día y noche" },
  { value: "∞", label: "Magia navideña" },
];
