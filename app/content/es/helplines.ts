import { HELPLINES as EN, type Helpline } from "../helplines";

/**
 * The children's helplines in Spanish. Only the words are translated: every number, every dial string and every
 * organisation's name is the English file's, so they are checked in one place.
 */
export const HELPLINES_HEADING = "¿Necesitas hablar con alguien?";

export const HELPLINES_INTRO =
  "Si algo te preocupa o no te sientes a salvo, puedes hablar con una persona amable en un teléfono de ayuda para niños. Es gratis y no tienes que decir tu nombre.";

export const HELPLINES: readonly Helpline[] = [
  { ...EN[0]!, place: "Estados Unidos", note: "a cualquier hora, de día o de noche" },
  { ...EN[1]!, place: "Estados Unidos", note: "llamada o mensaje de texto, a cualquier hora" },
  { ...EN[2]!, place: "Reino Unido", organisation: "Childline, de la NSPCC", note: "gratis, a cualquier hora" },
  { ...EN[3]!, place: "Canadá", note: "a cualquier hora, o envía CONNECT por mensaje al 686868" },
  { ...EN[4]!, place: "Irlanda", organisation: "Childline, de la ISPCC", note: "gratis, a cualquier hora" },
  { ...EN[5]!, place: "Australia", note: "gratis, a cualquier hora" },
  { ...EN[6]!, place: "Nueva Zelanda", organisation: "What's Up, de Barnardos", note: "gratis, de 5 a 19 años" },
  { ...EN[7]!, place: "En toda Europa", organisation: "la línea de ayuda a la infancia del número europeo", note: "gratis en la mayoría de los países europeos" },
];

export const HELPLINES_EMERGENCY =
  "Si alguien está en peligro ahora mismo, llama al número de emergencias: el 911 en Estados Unidos y Canadá, el 999 en el Reino Unido, el 112 o el 999 en Irlanda, el 000 en Australia, el 111 en Nueva Zelanda o el 112 en cualquier país de Europa.";
