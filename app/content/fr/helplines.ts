import { HELPLINE_LINES as L, type Helpline, type HelplineId } from "../helplines";

/**
 * Children's helplines in French: only the words. Numbers and organisations' names are the English file's
 * (HELPLINE_LINES), so each number is checked in one place; its HELPLINE_ORDER puts France, Belgium, Switzerland,
 * Quebec and Luxembourg first on the French page. Names described in words (the European 116 111, "run by") are
 * French here.
 */
export const HELPLINES_HEADING = "Besoin de parler à quelqu'un ?";

export const HELPLINES_INTRO =
  "Si quelque chose t'inquiète, ou si tu ne te sens pas en sécurité, tu peux parler à une personne bienveillante dans un service d'écoute pour les enfants. C'est gratuit, et tu n'as pas besoin de donner ton nom.";

export const HELPLINES_MORE = "Lignes d'écoute dans d'autres pays";

export const HELPLINES: Readonly<Record<HelplineId, Helpline>> = {
  childhelp: { ...L.childhelp, place: "États-Unis", note: "à toute heure, de jour comme de nuit" },
  lifeline988: { ...L.lifeline988, place: "États-Unis", note: "appel ou SMS, à toute heure" },
  childlineUk: { ...L.childlineUk, place: "Royaume-Uni", organisation: "Childline, de la NSPCC", note: "gratuit, à toute heure" },
  kidsHelpPhone: { ...L.kidsHelpPhone, place: "Canada", note: "à toute heure, ou envoie CONNECT par SMS au 686868" },
  childlineIe: { ...L.childlineIe, place: "Irlande", organisation: "Childline, de l'ISPCC", note: "gratuit, à toute heure" },
  kidsHelpline: { ...L.kidsHelpline, place: "Australie", note: "gratuit, à toute heure" },
  whatsUp: { ...L.whatsUp, place: "Nouvelle-Zélande", organisation: "What's Up, de Barnardos", note: "gratuit, de 5 à 19 ans" },
  europe: { ...L.europe, place: "Partout en Europe", organisation: "la ligne d'écoute pour les enfants, au numéro européen", note: "gratuit dans la plupart des pays d'Europe" },
  nummerGegenKummer: { ...L.nummerGegenKummer, place: "Allemagne", note: "gratuit" },
  ratAufDraht: { ...L.ratAufDraht, place: "Autriche", note: "gratuit, à toute heure" },
  proJuventute: { ...L.proJuventute, place: "Suisse", note: "gratuit, à toute heure" },
  alloEnfance: { ...L.alloEnfance, place: "France", note: "gratuit, à toute heure" },
  ecouteEnfants: { ...L.ecouteEnfants, place: "Belgique", note: "gratuit" },
  jeunesseJecoute: { ...L.jeunesseJecoute, place: "Canada (Québec)", note: "à toute heure" },
  kannerJugendtelefon: { ...L.kannerJugendtelefon, place: "Luxembourg", note: "pour les enfants et les jeunes" },
  anar: { ...L.anar, place: "Espagne", note: "gratuit, à toute heure" },
  linea102: { ...L.linea102, place: "Argentine", note: "gratuit" },
  linea141: { ...L.linea141, place: "Colombie", note: "gratuit" },
  telefonoAzzurro: { ...L.telefonoAzzurro, place: "Italie", note: "gratuit, à toute heure" },
  emergenzaInfanzia: { ...L.emergenzaInfanzia, place: "Italie", note: "pour les urgences qui concernent des enfants" },
  disque100: { ...L.disque100, place: "Brésil", note: "gratuit, à toute heure" },
  cvv: { ...L.cvv, place: "Brésil", note: "gratuit, à toute heure" },
  sosCrianca: { ...L.sosCrianca, place: "Portugal", note: "gratuit" },
};

export const HELPLINES_EMERGENCY =
  "Si quelqu'un est en danger en ce moment, appelle les secours : le 112 en France, en Belgique, en Suisse, au Luxembourg et partout en Europe, le 911 au Canada et aux États-Unis, le 999 au Royaume-Uni, le 112 ou le 999 en Irlande, le 000 en Australie, ou le 111 en Nouvelle-Zélande.";
