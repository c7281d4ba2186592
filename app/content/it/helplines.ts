import { HELPLINE_LINES as L, type Helpline, type HelplineId } from "../helplines";

/**
 * The children's helplines in Italian: only the words. Numbers and organisations' names are the English file's
 * (HELPLINE_LINES), so each number is checked in one place; its HELPLINE_ORDER puts Italy's two lines and
 * Switzerland first on the Italian page. Names described in words (the European 116 111, "run by") are Italian here.
 */
export const HELPLINES_HEADING = "Hai bisogno di parlare con qualcuno?";

export const HELPLINES_INTRO =
  "Se qualcosa ti preoccupa o non ti senti al sicuro, puoi parlare con una persona gentile a un telefono di ascolto per bambini e ragazzi. È gratis e non devi dire come ti chiami.";

export const HELPLINES_MORE = "Telefoni di ascolto in altri Paesi";

export const HELPLINES: Readonly<Record<HelplineId, Helpline>> = {
  childhelp: { ...L.childhelp, place: "Stati Uniti", note: "a qualsiasi ora, giorno e notte" },
  lifeline988: { ...L.lifeline988, place: "Stati Uniti", note: "chiamata o SMS, a qualsiasi ora" },
  childlineUk: { ...L.childlineUk, place: "Regno Unito", organisation: "Childline, della NSPCC", note: "gratis, a qualsiasi ora" },
  kidsHelpPhone: { ...L.kidsHelpPhone, place: "Canada", note: "a qualsiasi ora, oppure manda un SMS con scritto CONNECT al 686868" },
  childlineIe: { ...L.childlineIe, place: "Irlanda", organisation: "Childline, della ISPCC", note: "gratis, a qualsiasi ora" },
  kidsHelpline: { ...L.kidsHelpline, place: "Australia", note: "gratis, a qualsiasi ora" },
  whatsUp: { ...L.whatsUp, place: "Nuova Zelanda", organisation: "What's Up, di Barnardos", note: "gratis, per bambini e ragazzi dai 5 ai 19 anni" },
  europe: { ...L.europe, place: "In tutta Europa", organisation: "il telefono di ascolto per bambini e ragazzi al numero europeo", note: "gratis nella maggior parte dei Paesi europei" },
  nummerGegenKummer: { ...L.nummerGegenKummer, place: "Germania", note: "gratis" },
  ratAufDraht: { ...L.ratAufDraht, place: "Austria", note: "gratis, a qualsiasi ora" },
  proJuventute: { ...L.proJuventute, place: "Svizzera", note: "gratis, a qualsiasi ora" },
  alloEnfance: { ...L.alloEnfance, place: "Francia", note: "gratis, a qualsiasi ora" },
  ecouteEnfants: { ...L.ecouteEnfants, place: "Belgio", note: "gratis" },
  jeunesseJecoute: { ...L.jeunesseJecoute, place: "Canada (Québec)", note: "a qualsiasi ora" },
  kannerJugendtelefon: { ...L.kannerJugendtelefon, place: "Lussemburgo", note: "per bambini e ragazzi" },
  anar: { ...L.anar, place: "Spagna", note: "gratis, a qualsiasi ora" },
  linea102: { ...L.linea102, place: "Argentina", note: "gratis" },
  linea141: { ...L.linea141, place: "Colombia", note: "gratis" },
  telefonoAzzurro: { ...L.telefonoAzzurro, place: "Italia", note: "gratis, a qualsiasi ora" },
  emergenzaInfanzia: { ...L.emergenzaInfanzia, place: "Italia", note: "per le emergenze che riguardano bambini e ragazzi" },
  disque100: { ...L.disque100, place: "Brasile", note: "gratis, a qualsiasi ora" },
  cvv: { ...L.cvv, place: "Brasile", note: "gratis, a qualsiasi ora" },
  sosCrianca: { ...L.sosCrianca, place: "Portogallo", note: "gratis" },
};

export const HELPLINES_EMERGENCY =
  "Se qualcuno è in pericolo proprio adesso, chiama il numero di emergenza: 112 in Italia, in Svizzera e in tutta Europa, 911 negli Stati Uniti e in Canada, 999 nel Regno Unito, 112 o 999 in Irlanda, 000 in Australia oppure 111 in Nuova Zelanda.";
