import type { ELF_ABILITIES as EN_ABILITIES, ELF_JOB_TITLES as EN_JOBS, ELF_PREFIXES as EN_PREFIXES, ELF_SUFFIXES as EN_SUFFIXES, MONTH_NAMES as EN_MONTHS } from "../elf-names";

/** The same tuple as the English list, with Italian words in it. */
type Words<T> = { readonly [K in keyof T]: string };

/**
 * Italian word lists for the elf name generator, in the same counts as English: the name reads
 * "<prefix> <first name> <suffix>", so prefixes are sweet nicknames (nouns, never adjectives, which Italian would
 * have to make masculine or feminine) and suffixes read like funny surnames: "Zuccherino Giulia Fiocconeve",
 * "Birbante Luca Manopola". Job titles are words that stay the same for a girl or a boy (artista, asso, capo and
 * compounds like "assaggiabiscotti").
 */
export const ELF_PREFIXES: Words<typeof EN_PREFIXES> = [
  "Dindon",
  "Scintilla",
  "Brillantino",
  "Coriandolo",
  "Ghiacciolo",
  "Zuccherino",
  "Lustrino",
  "Fiocchetto",
  "Agrifoglio",
  "Caramella",
  "Cioccolatino",
  "Porporina",
  "Mentina",
  "Coccola",
  "Biscottino",
  "Stellina",
  "Birbante",
  "Bottoncino",
  "Zenzero",
  "Marzapane",
  "Confettino",
  "Vischio",
  "Sorrisino",
  "Budino",
  "Bollicina",
  "Velluto",
];

/** One suffix per birth month, January first. */
export const ELF_SUFFIXES: Words<typeof EN_SUFFIXES> = [
  "Fiocconeve",
  "Confetto",
  "Scarpedoro",
  "Zuccherofilato",
  "Gelatina",
  "Campanellino",
  "Baccarossa",
  "Stelladoro",
  "Pigna",
  "Manopola",
  "Chiccodicacao",
  "Piedelesto",
];

export const ELF_JOB_TITLES: Words<typeof EN_JOBS> = [
  "Provagiocattoli ufficiale",
  "Capo assaggiabiscotti",
  "Pettinarenne di fiducia",
  "Artista della carta regalo",
  "Asso dei fiocchi",
  "Lucidaslitte",
  "Stilista dei fiocchi di neve",
  "Smistaletterine",
  "Specialista della cioccolata calda",
  "Dipingipalline",
  "Accordacampanelli",
  "Cucicalze",
  "Colorabastoncini di zucchero",
  "Capotreno dei trenini",
  "Progettista di casette di pan di zenzero",
  "Aiutante della Lista dei Bravi Bambini",
];

export const ELF_ABILITIES: Words<typeof EN_ABILITIES> = [
  "Incarta un regalo in tre secondi netti",
  "Parla benissimo la lingua delle renne",
  "Fa ballare i fiocchi di neve nell'aria",
  "Sente un campanellino a un chilometro di distanza",
  "Sforna biscotti che fanno sorridere tutti",
  "Ritrova le manopole perdute in un baleno",
  "Conosce a memoria tutte le canzoni di Natale",
  "Fa ridacchiare i giocattoli di legno",
  "Trasforma ogni broncio in un sorriso",
  "Quando è felice si illumina come una lucina dell'albero",
];

/** Italian month names, capitalised because each stands alone as an option of the birth month list. */
export const MONTH_NAMES: Words<typeof EN_MONTHS> = [
  "Gennaio",
  "Febbraio",
  "Marzo",
  "Aprile",
  "Maggio",
  "Giugno",
  "Luglio",
  "Agosto",
  "Settembre",
  "Ottobre",
  "Novembre",
  "Dicembre",
];
