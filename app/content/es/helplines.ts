import { HELPLINE_LINES as L, type Helpline, type HelplineId } from "../helplines";

/**
 * The children's helplines in Spanish: only the words. Numbers and organisations' names are the English file's
 * (HELPLINE_LINES), so each number is checked in one place; its HELPLINE_ORDER puts Spain, Argentina and Colombia
 * first on the Spanish page, then the United States. Names described in words (the European 116 111, "run by") are
 * Spanish here. No emergency number for Argentina or Colombia: none is one number nationwide that we are sure of.
 */
export const HELPLINES_HEADING = "¿Necesitas hablar con alguien?";

export const HELPLINES_INTRO =
  "Si algo te preocupa o no te sientes a salvo, puedes hablar con una persona amable en un teléfono de ayuda para niños. Es gratis y no tienes que decir tu nombre.";

export const HELPLINES_MORE = "Teléfonos de ayuda en otros países";

export const HELPLINES: Readonly<Record<HelplineId, Helpline>> = {
  childhelp: { ...L.childhelp, place: "Estados Unidos", note: "a cualquier hora, de día o de noche" },
  lifeline988: { ...L.lifeline988, place: "Estados Unidos", note: "llamada o mensaje de texto, a cualquier hora" },
  childlineUk: { ...L.childlineUk, place: "Reino Unido", organisation: "Childline, de la NSPCC", note: "gratis, a cualquier hora" },
  kidsHelpPhone: { ...L.kidsHelpPhone, place: "Canadá", note: "a cualquier hora, o envía CONNECT por mensaje al 686868" },
  childlineIe: { ...L.childlineIe, place: "Irlanda", organisation: "Childline, de la ISPCC", note: "gratis, a cualquier hora" },
  kidsHelpline: { ...L.kidsHelpline, place: "Australia", note: "gratis, a cualquier hora" },
  whatsUp: { ...L.whatsUp, place: "Nueva Zelanda", organisation: "What's Up, de Barnardos", note: "gratis, de 5 a 19 años" },
  europe: { ...L.europe, place: "En toda Europa", organisation: "la línea de ayuda a la infancia del número europeo", note: "gratis en la mayoría de los países europeos" },
  nummerGegenKummer: { ...L.nummerGegenKummer, place: "Alemania", note: "gratis" },
  ratAufDraht: { ...L.ratAufDraht, place: "Austria", note: "gratis, a cualquier hora" },
  proJuventute: { ...L.proJuventute, place: "Suiza", note: "gratis, a cualquier hora" },
  alloEnfance: { ...L.alloEnfance, place: "Francia", note: "gratis, a cualquier hora" },
  ecouteEnfants: { ...L.ecouteEnfants, place: "Bélgica", note: "gratis" },
  jeunesseJecoute: { ...L.jeunesseJecoute, place: "Canadá (Quebec)", note: "a cualquier hora" },
  kannerJugendtelefon: { ...L.kannerJugendtelefon, place: "Luxemburgo", note: "para niños y jóvenes" },
  anar: { ...L.anar, place: "España", note: "gratis, a cualquier hora" },
  linea102: { ...L.linea102, place: "Argentina", note: "gratis" },
  linea141: { ...L.linea141, place: "Colombia", note: "gratis" },
  telefonoAzzurro: { ...L.telefonoAzzurro, place: "Italia", note: "gratis, a cualquier hora" },
  emergenzaInfanzia: { ...L.emergenzaInfanzia, place: "Italia", note: "para emergencias que afectan a niños" },
  disque100: { ...L.disque100, place: "Brasil", note: "gratis, a cualquier hora" },
  cvv: { ...L.cvv, place: "Brasil", note: "gratis, a cualquier hora" },
  sosCrianca: { ...L.sosCrianca, place: "Portugal", note: "gratis" },
};

export const HELPLINES_EMERGENCY =
  "Si alguien está en peligro ahora mismo, llama al número de emergencias: el 112 en España y en toda Europa, el 911 en Estados Unidos y Canadá, el 999 en el Reino Unido, el 112 o el 999 en Irlanda, el 000 en Australia o el 111 en Nueva Zelanda.";
