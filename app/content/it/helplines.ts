import { HELPLINES as EN, type Helpline } from "../helplines";

/**
 * The children's helplines in Italian: only the words are translated. Numbers and organisations' names stay exactly
 * as in English (the one generic entry, the European 116 111, is described in Italian).
 */
export const HELPLINES_HEADING = "Hai bisogno di parlare con qualcuno?";

export const HELPLINES_INTRO =
  "Se qualcosa ti preoccupa o non ti senti al sicuro, puoi parlare con una persona gentile a un telefono di ascolto per bambini e ragazzi. È gratis e non devi dire come ti chiami.";

export const HELPLINES: readonly Helpline[] = [
  { ...EN[0]!, place: "Stati Uniti", note: "a qualsiasi ora, giorno e notte" },
  { ...EN[1]!, place: "Stati Uniti", note: "chiamata o SMS, a qualsiasi ora" },
  { ...EN[2]!, place: "Regno Unito", note: "gratis, a qualsiasi ora" },
  { ...EN[3]!, place: "Canada", note: "a qualsiasi ora, oppure manda un SMS con scritto CONNECT al 686868" },
  { ...EN[4]!, place: "Irlanda", note: "gratis, a qualsiasi ora" },
  { ...EN[5]!, place: "Australia", note: "gratis, a qualsiasi ora" },
  { ...EN[6]!, place: "Nuova Zelanda", note: "gratis, per bambini e ragazzi dai 5 ai 19 anni" },
  { ...EN[7]!, place: "In tutta Europa", organisation: "il telefono di ascolto per bambini e ragazzi al numero europeo", note: "gratis nella maggior parte dei Paesi europei" },
];

export const HELPLINES_EMERGENCY =
  "Se qualcuno è in pericolo proprio adesso, chiama il numero di emergenza: 911 negli Stati Uniti e in Canada, 999 nel Regno Unito, 112 o 999 in Irlanda, 000 in Australia, 111 in Nuova Zelanda, oppure 112 in qualsiasi Paese d'Europa.";
