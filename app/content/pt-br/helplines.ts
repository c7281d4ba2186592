import { HELPLINE_LINES as L, type Helpline, type HelplineId } from "../helplines";

/**
 * The children's helplines in Brazilian Portuguese: only the words. Numbers and organisations' names are the English
 * file's (HELPLINE_LINES), so each number is checked in one place; its HELPLINE_ORDER puts Brazil's two lines and
 * Portugal first on the Portuguese page. Names described in words (the European 116 111, "run by") are Portuguese.
 */
export const HELPLINES_HEADING = "Precisa conversar com alguém?";

export const HELPLINES_INTRO =
  "Se alguma coisa está preocupando você, ou se você não se sente seguro, pode conversar com uma pessoa gentil num telefone de ajuda para crianças. É gratuito, e você não precisa dizer o seu nome.";

export const HELPLINES_MORE = "Telefones de ajuda em outros países";

export const HELPLINES: Readonly<Record<HelplineId, Helpline>> = {
  childhelp: { ...L.childhelp, place: "Estados Unidos", note: "a qualquer hora, de dia ou de noite" },
  lifeline988: { ...L.lifeline988, place: "Estados Unidos", note: "ligação ou mensagem de texto, a qualquer hora" },
  childlineUk: { ...L.childlineUk, place: "Reino Unido", organisation: "Childline, da NSPCC", note: "gratuito, a qualquer hora" },
  kidsHelpPhone: { ...L.kidsHelpPhone, place: "Canadá", note: "a qualquer hora, ou mande a mensagem CONNECT para 686868" },
  childlineIe: { ...L.childlineIe, place: "Irlanda", organisation: "Childline, da ISPCC", note: "gratuito, a qualquer hora" },
  kidsHelpline: { ...L.kidsHelpline, place: "Austrália", note: "gratuito, a qualquer hora" },
  whatsUp: { ...L.whatsUp, place: "Nova Zelândia", organisation: "What's Up, da Barnardos", note: "gratuito, para crianças e jovens de 5 a 19 anos" },
  europe: { ...L.europe, place: "Em toda a Europa", organisation: "o telefone de ajuda para crianças no número europeu", note: "gratuito na maioria dos países da Europa" },
  nummerGegenKummer: { ...L.nummerGegenKummer, place: "Alemanha", note: "gratuito" },
  ratAufDraht: { ...L.ratAufDraht, place: "Áustria", note: "gratuito, a qualquer hora" },
  proJuventute: { ...L.proJuventute, place: "Suíça", note: "gratuito, a qualquer hora" },
  alloEnfance: { ...L.alloEnfance, place: "França", note: "gratuito, a qualquer hora" },
  ecouteEnfants: { ...L.ecouteEnfants, place: "Bélgica", note: "gratuito" },
  jeunesseJecoute: { ...L.jeunesseJecoute, place: "Canadá (Quebec)", note: "a qualquer hora" },
  kannerJugendtelefon: { ...L.kannerJugendtelefon, place: "Luxemburgo", note: "para crianças e jovens" },
  anar: { ...L.anar, place: "Espanha", note: "gratuito, a qualquer hora" },
  linea102: { ...L.linea102, place: "Argentina", note: "gratuito" },
  linea141: { ...L.linea141, place: "Colômbia", note: "gratuito" },
  telefonoAzzurro: { ...L.telefonoAzzurro, place: "Itália", note: "gratuito, a qualquer hora" },
  emergenzaInfanzia: { ...L.emergenzaInfanzia, place: "Itália", note: "para emergências que envolvem crianças" },
  disque100: { ...L.disque100, place: "Brasil", note: "gratuito, a qualquer hora" },
  cvv: { ...L.cvv, place: "Brasil", note: "gratuito, a qualquer hora" },
  sosCrianca: { ...L.sosCrianca, place: "Portugal", note: "gratuito" },
};

export const HELPLINES_EMERGENCY =
  "Se alguém está em perigo agora mesmo, ligue para a emergência: no Brasil, 190 (polícia) ou 192 (ambulância); 112 em Portugal e em toda a Europa; 911 nos Estados Unidos e no Canadá; 999 no Reino Unido; 112 ou 999 na Irlanda; 000 na Austrália; ou 111 na Nova Zelândia.";
