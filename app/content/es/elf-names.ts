import type {
  ELF_ABILITIES as EN_ABILITIES,
  ELF_JOB_TITLES as EN_JOB_TITLES,
  ELF_PREFIXES as EN_PREFIXES,
  ELF_SUFFIXES as EN_SUFFIXES,
  MONTH_NAMES as EN_MONTH_NAMES,
} from "../elf-names";

/**
 * Spanish word lists for the elf name generator. The code writes "prefix name suffix", so a prefix is a sweet
 * nickname and a suffix reads like a surname with "de": "Turrón Lucía del Acebo", "Cosquillas Pablo de la Nieve".
 * Job titles avoid masculine and feminine endings, because the child may be a boy or a girl.
 */
type Texts<T> = { readonly [K in keyof T]: string };

export const ELF_PREFIXES: Texts<typeof EN_PREFIXES> = [
  "Cascabel",
  "Chispita",
  "Copito",
  "Turrón",
  "Mazapán",
  "Canela",
  "Galletita",
  "Burbuja",
  "Caramelo",
  "Pompón",
  "Estrellita",
  "Merengue",
  "Bizcocho",
  "Algodón",
  "Polvorón",
  "Confeti",
  "Jengibre",
  "Menta",
  "Campanilla",
  "Pastelito",
  "Cosquillas",
  "Terciopelo",
  "Calcetín",
  "Risitas",
  "Nube",
  "Purpurina",
];

/** One suffix per birth month, January first. */
export const ELF_SUFFIXES: Texts<typeof EN_SUFFIXES> = [
  "de la Nieve",
  "del Caramelo",
  "de los Cascabeles",
  "del Acebo",
  "de las Estrellas",
  "del Muérdago",
  "de la Canela",
  "del Chocolate",
  "del Trineo",
  "de los Pies Saltarines",
  "de la Luz de Luna",
  "del Polo Norte",
];

export const ELF_JOB_TITLES: Texts<typeof EN_JOB_TITLES> = [
  "Responsable de probar juguetes",
  "Catagalletas oficial",
  "Estilista de renos",
  "Genio del papel de regalo",
  "As de los lazos",
  "Abrillantatrineos oficial",
  "Artista de copos de nieve",
  "Especialista en ordenar cartas",
  "Responsable del chocolate caliente",
  "Artista de bolas de Navidad",
  "Afinacascabeles oficial",
  "Especialista en coser calcetines navideños",
  "Pintarrayas de bastones de caramelo",
  "Maquinista del tren de juguete",
  "Especialista en casitas de jengibre",
  "Ayudante de la lista de niños buenos",
];

export const ELF_ABILITIES: Texts<typeof EN_ABILITIES> = [
  "Envuelve un regalo en tres segundos justos",
  "Habla reno con fluidez",
  "Hace bailar los copos de nieve en el aire",
  "Oye un cascabel a un kilómetro de distancia",
  "Hornea galletas que hacen sonreír a todo el mundo",
  "Encuentra guantes perdidos en un abrir y cerrar de ojos",
  "Se sabe todos los villancicos de memoria",
  "Hace reír a los juguetes de madera",
  "Convierte los enfados en sonrisas",
  "Brilla como una lucecita de Navidad cuando está feliz",
];

/** Month names as the birth-month menu lists them. */
export const MONTH_NAMES: Texts<typeof EN_MONTH_NAMES> = [
  "Enero",
  "Febrero",
  "Marzo",
  "Abril",
  "Mayo",
  "Junio",
  "Julio",
  "Agosto",
  "Septiembre",
  "Octubre",
  "Noviembre",
  "Diciembre",
];
