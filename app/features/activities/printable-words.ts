/**
 * The words every printable PDF prints around its content (a name line, a credit, "fold here"), in each language.
 * Plain typed data rather than Lingui messages: the PDFs are drawn at build time by scripts/build-downloads.ts under
 * tsx, outside Vite, where the catalogues and macros are not available. Every string must be drawable by the PDF
 * standard fonts (WinAnsi: Latin letters with their accents; no narrow spaces), which printable-words.test.ts checks.
 */
import type { Difficulty } from "~/content/recipes";
import type { Locale } from "~/i18n/locale";
import { SITE_NAME } from "~/lib/site";

export interface PrintableWords {
  /** A coloring page's PDF title (its document properties). */
  coloringDocTitle: (title: string) => string;
  /** Before the line a child writes their name on, under the drawing. */
  colouredBy: string;
  /** The small credit at the foot of a coloring page. */
  coloringCredit: string;
  /** A card template's PDF title. */
  cardDocTitle: (title: string) => string;
  /** Beside the dashed fold line of a card. */
  foldHere: string;
  /** The card's back: the maker's name goes on the line under it (the cards page says the same words). */
  handmadeBy: string;
  /** The card's back: followed by a short line for the year ("Christmas 20__"). */
  christmasYear: string;
  /** The small credit on a card's back. */
  cardCredit: string;
  /** The footer of every printable template (planners, tags, bingo, the letter to Santa). */
  printableFooter: string;
  /** An advent puzzle's PDF title. */
  puzzleDocTitle: (title: string) => string;
  /** Under a puzzle's title: the advent door it is behind and how hard it is (`difficulty` is this language's word). */
  puzzleDoor: (door: number, difficulty: string) => string;
  /** A puzzle's difficulty, in the words the advent page uses. */
  difficulty: Readonly<Record<Difficulty, string>>;
  /** The title of a puzzle's answers page. */
  puzzleAnswersTitle: (title: string) => string;
  /** Under the answers' title. */
  noPeeking: string;
  /** The small credit at the foot of both of a puzzle's pages. */
  puzzleCredit: string;
}

export const PRINTABLE_WORDS: Record<Locale, PrintableWords> = {
  en: {
    coloringDocTitle: (title) => `${title} coloring page`,
    colouredBy: "Colored by:",
    coloringCredit: `${SITE_NAME} - free to print and color at home`,
    cardDocTitle: (title) => `${title} template`,
    foldHere: "fold here",
    handmadeBy: "Handmade with love by",
    christmasYear: "Christmas",
    cardCredit: `Template from ${SITE_NAME}`,
    printableFooter: `${SITE_NAME} - a free printable for families`,
    puzzleDocTitle: (title) => `${title} - advent puzzle`,
    puzzleDoor: (door, difficulty) => `Advent calendar, door ${door}  -  ${difficulty}`,
    difficulty: { Easy: "Easy", Medium: "Medium", Hard: "Hard" },
    puzzleAnswersTitle: (title) => `Answers: ${title}`,
    noPeeking: "No peeking until you have had a really good try!",
    puzzleCredit: `${SITE_NAME} - free to print and solve at home`,
  },
  es: {
    coloringDocTitle: (title) => `Dibujo para colorear: ${title}`,
    colouredBy: "Coloreado por:",
    coloringCredit: `${SITE_NAME} - gratis para imprimir y colorear en casa`,
    cardDocTitle: (title) => `Plantilla: ${title}`,
    foldHere: "dobla aquí",
    handmadeBy: "Hecho con cariño por",
    christmasYear: "Navidad de",
    cardCredit: `Plantilla de ${SITE_NAME}`,
    printableFooter: `${SITE_NAME} - para imprimir gratis y disfrutar en familia`,
    puzzleDocTitle: (title) => `Pasatiempo del calendario de Adviento: ${title}`,
    puzzleDoor: (door, difficulty) => `Calendario de Adviento, ventana ${door}  -  ${difficulty}`,
    difficulty: { Easy: "Fácil", Medium: "Intermedio", Hard: "Difícil" },
    puzzleAnswersTitle: (title) => `Soluciones: ${title}`,
    noPeeking: "¡No vale mirar hasta que lo hayas intentado de verdad!",
    puzzleCredit: `${SITE_NAME} - gratis para imprimir y resolver en casa`,
  },
  fr: {
    coloringDocTitle: (title) => `Coloriage : ${title}`,
    colouredBy: "Colorié par :",
    coloringCredit: `${SITE_NAME} - à imprimer et à colorier gratuitement à la maison`,
    cardDocTitle: (title) => `Modèle : ${title}`,
    foldHere: "plier ici",
    handmadeBy: "Fait main avec amour par",
    christmasYear: "Noël",
    cardCredit: `Modèle offert par ${SITE_NAME}`,
    printableFooter: `${SITE_NAME} - à imprimer gratuitement, pour toute la famille`,
    puzzleDocTitle: (title) => `Jeu du calendrier de l'Avent : ${title}`,
    puzzleDoor: (door, difficulty) => `Calendrier de l'Avent, case ${door}  -  ${difficulty}`,
    difficulty: { Easy: "Facile", Medium: "Moyen", Hard: "Difficile" },
    puzzleAnswersTitle: (title) => `Solutions : ${title}`,
    noPeeking: "Interdit de regarder avant d'avoir bien cherché\u00a0!",
    puzzleCredit: `${SITE_NAME} - à imprimer et à résoudre gratuitement à la maison`,
  },
  de: {
    coloringDocTitle: (title) => `Ausmalbild: ${title}`,
    colouredBy: "Ausgemalt von:",
    coloringCredit: `${SITE_NAME} - kostenlos zum Ausdrucken und Ausmalen`,
    cardDocTitle: (title) => `Vorlage: ${title}`,
    foldHere: "hier falten",
    handmadeBy: "Mit Liebe gebastelt von",
    christmasYear: "Weihnachten",
    cardCredit: `Vorlage von ${SITE_NAME}`,
    printableFooter: `${SITE_NAME} - kostenlos zum Ausdrucken für die ganze Familie`,
    puzzleDocTitle: (title) => `Adventsrätsel: ${title}`,
    puzzleDoor: (door, difficulty) => `Adventskalender, Türchen ${door}  -  ${difficulty}`,
    difficulty: { Easy: "Leicht", Medium: "Mittel", Hard: "Schwer" },
    puzzleAnswersTitle: (title) => `Lösungen: ${title}`,
    noPeeking: "Nicht spicken, bevor du es richtig versucht hast!",
    puzzleCredit: `${SITE_NAME} - kostenlos zum Ausdrucken und Rätseln`,
  },
  it: {
    coloringDocTitle: (title) => `Disegno da colorare: ${title}`,
    colouredBy: "Colorato da:",
    coloringCredit: `${SITE_NAME} - gratis da stampare e colorare a casa`,
    cardDocTitle: (title) => `Modello: ${title}`,
    foldHere: "piega qui",
    handmadeBy: "Fatto a mano con amore da",
    christmasYear: "Natale",
    cardCredit: `Modello di ${SITE_NAME}`,
    printableFooter: `${SITE_NAME} - da stampare gratis, per tutta la famiglia`,
    puzzleDocTitle: (title) => `Gioco del calendario dell'Avvento: ${title}`,
    puzzleDoor: (door, difficulty) => `Calendario dell'Avvento, finestrella ${door}  -  ${difficulty}`,
    difficulty: { Easy: "Facile", Medium: "Medio", Hard: "Difficile" },
    puzzleAnswersTitle: (title) => `Soluzioni: ${title}`,
    noPeeking: "Non sbirciare prima di averci provato davvero!",
    puzzleCredit: `${SITE_NAME} - gratis da stampare e risolvere a casa`,
  },
  "pt-br": {
    coloringDocTitle: (title) => `Desenho para colorir: ${title}`,
    colouredBy: "Colorido por:",
    coloringCredit: `${SITE_NAME} - grátis para imprimir e colorir em casa`,
    cardDocTitle: (title) => `Modelo: ${title}`,
    foldHere: "dobre aqui",
    handmadeBy: "Feito com carinho por",
    christmasYear: "Natal de",
    cardCredit: `Modelo do site ${SITE_NAME}`,
    printableFooter: `${SITE_NAME} - grátis para imprimir e curtir em família`,
    puzzleDocTitle: (title) => `Passatempo do calendário do Advento: ${title}`,
    puzzleDoor: (door, difficulty) => `Calendário do Advento, janelinha ${door}  -  ${difficulty}`,
    difficulty: { Easy: "Fácil", Medium: "Médio", Hard: "Difícil" },
    puzzleAnswersTitle: (title) => `Respostas: ${title}`,
    noPeeking: "Nada de espiar antes de tentar de verdade!",
    puzzleCredit: `${SITE_NAME} - grátis para imprimir e resolver em casa`,
  },
};
