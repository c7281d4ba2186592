import { HELPLINE_LINES as L, type Helpline, type HelplineId } from "../helplines";

/**
 * The children's helplines in German: only the words. Numbers and organisations' names are the English file's
 * (HELPLINE_LINES), so each number is checked in one place; its HELPLINE_ORDER puts Germany, Austria and Switzerland
 * first on the German page. A few names described in words (the European 116 111, "run by") are German here.
 */
export const HELPLINES_HEADING = "Möchtest du mit jemandem reden?";

export const HELPLINES_INTRO =
  "Wenn dir etwas Sorgen macht oder du dich nicht sicher fühlst, kannst du mit einem freundlichen Menschen bei einem Kinder- und Jugendtelefon sprechen. Das ist kostenlos, und du musst deinen Namen nicht sagen.";

export const HELPLINES_MORE = "Kinder- und Jugendtelefone in anderen Ländern";

export const HELPLINES: Readonly<Record<HelplineId, Helpline>> = {
  childhelp: { ...L.childhelp, place: "USA", note: "jederzeit, Tag und Nacht" },
  lifeline988: { ...L.lifeline988, place: "USA", note: "Anruf oder SMS, jederzeit" },
  childlineUk: { ...L.childlineUk, place: "Vereinigtes Königreich", organisation: "Childline, ein Angebot der NSPCC", note: "kostenlos, jederzeit" },
  kidsHelpPhone: { ...L.kidsHelpPhone, place: "Kanada", note: "jederzeit, oder schreib CONNECT per SMS an 686868" },
  childlineIe: { ...L.childlineIe, place: "Irland", organisation: "Childline, ein Angebot der ISPCC", note: "kostenlos, jederzeit" },
  kidsHelpline: { ...L.kidsHelpline, place: "Australien", note: "kostenlos, jederzeit" },
  whatsUp: { ...L.whatsUp, place: "Neuseeland", organisation: "What's Up, ein Angebot von Barnardos", note: "kostenlos, für Kinder und Jugendliche von 5 bis 19 Jahren" },
  europe: { ...L.europe, place: "In ganz Europa", organisation: "das Kinder- und Jugendtelefon unter der europäischen Nummer", note: "kostenlos in den meisten Ländern Europas" },
  nummerGegenKummer: { ...L.nummerGegenKummer, place: "Deutschland", note: "kostenlos" },
  ratAufDraht: { ...L.ratAufDraht, place: "Österreich", note: "kostenlos, jederzeit" },
  proJuventute: { ...L.proJuventute, place: "Schweiz", note: "kostenlos, jederzeit" },
  alloEnfance: { ...L.alloEnfance, place: "Frankreich", note: "kostenlos, jederzeit" },
  ecouteEnfants: { ...L.ecouteEnfants, place: "Belgien", note: "kostenlos" },
  jeunesseJecoute: { ...L.jeunesseJecoute, place: "Kanada (Québec)", note: "jederzeit" },
  kannerJugendtelefon: { ...L.kannerJugendtelefon, place: "Luxemburg", note: "für Kinder und Jugendliche" },
  anar: { ...L.anar, place: "Spanien", note: "kostenlos, jederzeit" },
  linea102: { ...L.linea102, place: "Argentinien", note: "kostenlos" },
  linea141: { ...L.linea141, place: "Kolumbien", note: "kostenlos" },
  telefonoAzzurro: { ...L.telefonoAzzurro, place: "Italien", note: "kostenlos, jederzeit" },
  emergenzaInfanzia: { ...L.emergenzaInfanzia, place: "Italien", note: "für Notfälle, bei denen es um Kinder geht" },
  disque100: { ...L.disque100, place: "Brasilien", note: "kostenlos, jederzeit" },
  cvv: { ...L.cvv, place: "Brasilien", note: "kostenlos, jederzeit" },
  sosCrianca: { ...L.sosCrianca, place: "Portugal", note: "kostenlos" },
};

export const HELPLINES_EMERGENCY =
  "Wenn gerade jemand in Gefahr ist, ruf den Notruf an: 112 in Deutschland, Österreich, der Schweiz und überall in Europa, 911 in den USA und Kanada, 999 im Vereinigten Königreich, 112 oder 999 in Irland, 000 in Australien oder 111 in Neuseeland.";
