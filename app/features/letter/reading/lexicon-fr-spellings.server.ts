/**
 * French: how a letter's text is made ready for the patterns. Every French pattern runs on text that went through
 * `normalize`: lowercase, no accents (JavaScript's `\b` and `\w` are ASCII-only, so "hôpital" becomes "hopital"),
 * elisions written out ("j'ai" → "je ai", "l'école" → "le ecole", "qu'il" → "que il"), hyphens as spaces
 * ("beau-père" → "beau pere"), and the spellings and text-speak children use folded to the word the patterns expect
 * ("jsuis" → "je suis", "enseinte" → "enceinte", "frape" → "frappe"). Patterns are written without accents.
 */

/** Misspellings, text-speak and spoken forms (France, Belgium, Switzerland, Québec), folded after accents go. */
export const SPELLINGS: Record<string, string> = {
  // A six-year-old's spellings (r16, tuning data since).
  kulot: "culotte", kulote: "culotte", chatouy: "chatouille", chatouye: "chatouille", chatouie: "chatouille", sekre: "secret", sekret: "secret",
  // Elisions children write without the apostrophe.
  jai: "je ai", jaime: "je aime", jaimerai: "je aimerais", jaimerais: "je aimerais", jetais: "je etais", jhabite: "je habite",
  jen: "je en", jarrive: "je arrive", jattend: "je attends", jattends: "je attends", jespere: "je espere", jose: "je ose",
  cest: "ce est", c: "ce est", ct: "ce etait", cetait: "ce etait", sest: "se est", setait: "se etait",
  lecole: "le ecole", lhopital: "le hopital", lopital: "le hopital", larmee: "le armee", letranger: "le etranger",
  largent: "le argent", dargent: "de argent", lenterrement: "le enterrement", lappartement: "le appartement",
  jme: "je me", jte: "je te", jle: "je le", jla: "je la", jlui: "je lui", jsuis: "je suis", jsui: "je suis",
  chui: "je suis", chuis: "je suis", chu: "je suis", jveux: "je veux", jvoudrais: "je voudrais", jvais: "je vais",
  jpeux: "je peux", jsais: "je sais", jsp: "je sais pas", jcrois: "je crois", jfais: "je fais", jdois: "je dois",
  g: "je ai", ya: "y a", yavait: "y avait", ny: "ne y", quil: "que il", quon: "que on",
  // Text-speak.
  pk: "pourquoi", pq: "pourquoi", pourkoi: "pourquoi", pkoi: "pourquoi", pcq: "parce que", pck: "parce que", psk: "parce que",
  paske: "parce que", pasque: "parce que", parske: "parce que", qd: "quand", kan: "quand", kand: "quand", ke: "que",
  ki: "qui", koi: "quoi", kwa: "quoi", bcp: "beaucoup", bocou: "beaucoup", boucoup: "beaucoup", beaucou: "beaucoup",
  tjrs: "toujours", tjs: "toujours", toujour: "toujours", tt: "tout", tou: "tout", vrmt: "vraiment", vraimen: "vraiment",
  pr: "pour", ds: "dans", dc: "donc", ns: "nous", qqn: "quelqun", kelkun: "quelqun", quelquun: "quelqun", qqch: "quelque chose",
  dsl: "desole", pa: "pas", jamai: "jamais", jame: "jamais", persone: "personne",
  presonne: "personne", fo: "faut", veu: "veux", veus: "veux", voudrai: "voudrais", voudre: "voudrais", vodrai: "voudrais",
  voudrer: "voudrais", bb: "bebe", bebes: "bebes", tte: "toute", mm: "meme", pluss: "plus",
  // Québec and Belgium.
  icitte: "ici", pis: "puis", faque: "alors", ben: "bien", pantoute: "pas du tout", tse: "tu sais",
  // Family.
  mamman: "maman", mamam: "maman", moman: "maman", mamn: "maman", pappa: "papa", papy: "papi", mamy: "mamie",
  mami: "mamie", grandpere: "grand pere", granpere: "grand pere", grandmere: "grand mere", granmere: "grand mere",
  beaupere: "beau pere", bopere: "beau pere", bellemere: "belle mere", seur: "soeur", soeure: "soeur", seurs: "soeurs",
  frer: "frere", freres: "freres", copin: "copain", copinne: "copine", tati: "tatie", tantine: "tata",
  // Harm.
  frape: "frappe", frap: "frappe", frapes: "frappes", frapent: "frappent", fraper: "frapper",
  tappe: "tape", tapper: "taper", gifl: "gifle", giffle: "gifle", giffles: "gifles",
  mechan: "mechant", mechans: "mechants", mechent: "mechant", secre: "secret",
  bourrer: "bourre", saoule: "saoul", soule: "saoul", soul: "saoul", peure: "peur", mourire: "mourir",
  disparetre: "disparaitre", disparaite: "disparaitre", disparaitrai: "disparaitre",
  // Circumstances.
  hopitale: "hopital", hopitalle: "hopital", hopitall: "hopital", opital: "hopital", hospital: "hopital", hopitals: "hopital",
  malad: "malade", maladd: "malade", cancere: "cancer", kancer: "cancer", cansere: "cancer",
  chimiot: "chimio", chimyo: "chimio", leucemi: "leucemie", leukemie: "leucemie",
  enterement: "enterrement", anterement: "enterrement", anterrement: "enterrement", enterment: "enterrement",
  paradi: "paradis", mor: "mort", morre: "mort", divorser: "divorcer", divorse: "divorce", divorses: "divorces",
  enseinte: "enceinte", ensainte: "enceinte", ansainte: "enceinte", anseinte: "enceinte", enceintte: "enceinte",
  harceller: "harceler", harcelle: "harcele", moke: "moque", mokent: "moquent",
  trist: "triste", tristes: "tristes", chofage: "chauffage", chaufage: "chauffage", argen: "argent", argant: "argent",
  otiste: "autiste", autist: "autiste", dislexique: "dyslexique", dyslexik: "dyslexique", dislexik: "dyslexique",
  dislexie: "dyslexie", ortofoniste: "orthophoniste", orthofoniste: "orthophoniste", ortophoniste: "orthophoniste",
  fauteil: "fauteuil", foteuil: "fauteuil", fauteuille: "fauteuil", andicape: "handicape", handicaper: "handicape",
  ecol: "ecole", ecolle: "ecole", ekole: "ecole", recree: "recre", demenajer: "demenager",
  apartement: "appartement", appart: "appartement", apart: "appartement",
};

/** The word an elided letter stands for: "j'ai" → "je ai", "m'a" → "me a", "c'est" → "ce est", "l'école" → "le ecole". */
const ELIDED: Record<string, string> = { j: "je", m: "me", t: "te", s: "se", n: "ne", c: "ce", l: "le", d: "de" };

const fold = (word: string) => SPELLINGS[word] ?? word;

/** Past participles after "m'a" written as "ma" ("il ma tapé"): "ma" before a verb is never the possessive. */
const MA_VERB =
  /\b(ma|ta) (dit|fait|tape|tapee|frappe|frappee|touche|touchee|menace|menacee|pousse|poussee|battu|battue|gifle|giflee|donne|demande|enferme|enfermee|laisse|laissee|mordu|pince|secoue|jete|tire|oblige|obligee|promis|appele|dis|montre|envoye|puni|punie|crie|hurle)\b/g;

export function normalize(text: string): string {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(/œ/g, "oe")
      .replace(/æ/g, "ae")
      .replace(/ß/g, "ss")
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/\bquelqu' ?une?\b/g, "quelqun")
      // Elisions, before apostrophes go: "qu'il" → "que il", "jusqu'à" → "jusque a", "y'a" → "y a".
      .replace(/\b(jusqu|lorsqu|puisqu|quoiqu|qu)'/g, "$1e ")
      .replace(/\b([jmtsncld])'/g, (_, letter: string) => `${ELIDED[letter]} `)
      .replace(/'/g, " ")
      // The same elisions typed with a space: "m a tapé", "j ai", "l ecole".
      .replace(/\b([jmtsnld]) (?=[aeiouyh])/g, (_, letter: string) => `${ELIDED[letter]} `)
      .replace(/[\u201c\u201d\u201e"«»]/g, " ")
      .replace(/[-_/]+/g, " ")
      .replace(/[a-z0-9]+/g, fold)
      .replace(MA_VERB, (_, pronoun: string, verb: string) => `${pronoun === "ma" ? "me" : "te"} a ${verb}`)
      // "une personne" is someone, not "nobody": kept out of the negation words.
      .replace(/\b(une|la|cette|les|des|grande|grandes|autre|autres|vieille) personnes?\b/g, "$1 individu")
      // "n'arrête pas de me taper", "il fait que me taper": it keeps happening, so no negation is left to cancel it.
      .replace(/\b(ne )?(arrete|arretent|arretait|arretaient|cesse|cessent|cessait) (pas|jamais) (de |d )?/g, "continue de ")
      .replace(/\b(ne )?(fait|font|faisait|faisaient) (rien )?que (de )?/g, "continue de ")
      .replace(/[ \t]+/g, " ")
      .trim()
  );
}

/** Clauses: children rarely punctuate, so line breaks, commas and dashes count as well. */
export const sentences = (text: string) =>
  text
    .split(/[.!?;,:\n()]+|\s+-\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

// Word groups shared by the harm and circumstance rules (normalised: no accents, hyphens as spaces).
/** "pere"/"mere" but not the Père Noël, the Mère Noël or the Père Fouettard. */
export const MUM = "maman|mere(?! noel)|belle mere|mman";
export const DAD = "papa|pere(?! noel| fouettard)|beau pere|daron";
export const GRAND =
  "mamie|papi|grand mere|grand pere|grands parents|grand maman|grand papa|pepe|memere|pepere|mamine|bonne maman|bon papa|mamoune|nonna|nonno|abuela|abuelo|vovo";
export const PARTNER = `(nouveau |nouvelle )?(copain|chum|mec|amoureux|amoureuse|compagnon|compagne|copine|femme|mari) (de|a) (maman|papa|ma mere|mon pere)|(son|sa) (nouveau |nouvelle )?(chum|copain|mec|amoureux|compagnon|copine|blonde|compagne)`;
export const ADULT = `${MUM}|${DAD}|${GRAND}|${PARTNER}|tonton|oncle|tata|tatie|tante|parrain|marraine|cousin|cousine|nounou|baby sitter|babysitter|voisin|voisine|monsieur|adulte|grand frere|grande soeur|entraineur|coach|prof|professeur`;
