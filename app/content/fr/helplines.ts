import { HELPLINES as EN, type Helpline } from "../helplines";

/**
 * Children's helplines in French. Only the words change: every organisation, number and dial string stays exactly
 * as in the English list.
 */
export const HELPLINES_HEADING = "Besoin de parler à quelqu'un ?";

export const HELPLINES_INTRO =
  "Si quelque chose t'inquiète, ou si tu ne te sens pas en sécurité, tu peux parler à une personne bienveillante dans un service d'écoute pour les enfants. C'est gratuit, et tu n'as pas besoin de donner ton nom.";

export const HELPLINES: readonly Helpline[] = [
  { ...EN[0]!, place: "États-Unis", note: "à toute heure, de jour comme de nuit" },
  { ...EN[1]!, place: "États-Unis", note: "appel ou SMS, à toute heure" },
  { ...EN[2]!, place: "Royaume-Uni", note: "gratuit, à toute heure" },
  { ...EN[3]!, place: "Canada", note: "à toute heure, ou envoie CONNECT par SMS au 686868" },
  { ...EN[4]!, place: "Irlande", note: "gratuit, à toute heure" },
  { ...EN[5]!, place: "Australie", note: "gratuit, à toute heure" },
  { ...EN[6]!, place: "Nouvelle-Zélande", note: "gratuit, de 5 à 19 ans" },
  { ...EN[7]!, place: "Partout en Europe", organisation: "la ligne d'écoute pour les enfants, au numéro européen", note: "gratuit dans la plupart des pays d'Europe" },
];

export const HELPLINES_EMERGENCY =
  "Si quelqu'un est en danger en ce moment, appelle les secours : le 911 aux États-Unis et au Canada, le 999 au Royaume-Uni, le 112 ou le 999 en Irlande, le 000 en Australie, le 111 en Nouvelle-Zélande, ou le 112 partout en Europe.";
