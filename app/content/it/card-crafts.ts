import { CARD_TEMPLATES as EN_TEMPLATES, CARD_TUTORIALS as EN_TUTORIALS, type CardTemplate, type CardTutorial } from "../card-crafts";

/**
 * Card crafts in Italian: A4 paper, centimetres, materials from any Italian stationery shop (cartoleria). The
 * greetings are printed in the template PDFs, so they keep to the PDF standard fonts' characters (Italian accented
 * letters are among them).
 */
export const CARD_TEMPLATES: readonly CardTemplate[] = [
  {
    ...EN_TEMPLATES[0]!,
    title: "Biglietto pieghevole con pupazzo di neve",
    description: "Davanti un pupazzo di neve da colorare, dentro le righe per scrivere. Stampa, piega una volta e decora.",
    greeting: "Ti auguro un Natale pieno di neve e di calore!",
  },
  {
    ...EN_TEMPLATES[1]!,
    title: "Biglietto con l'albero di Natale",
    description: "Un grande albero di Natale da colorare e decorare con gli adesivi, con un augurio affettuoso stampato all'interno.",
    greeting: "Buon Natale e felice anno nuovo!",
  },
];

/** How to use a printed template (shown on the cards page). */
export const CARD_TEMPLATE_STEPS: readonly string[] = [
  "Scarica il modello e stampalo in orizzontale su un foglio A4, meglio se di cartoncino sottile.",
  "Ritaglia lungo il bordo esterno, se vuoi un margine preciso.",
  "Piega il foglio a metà lungo la linea tratteggiata, con il disegno all'esterno.",
  "Colora il davanti e aggiungi adesivi, colla glitterata o batuffoli di cotone come neve.",
  "Scrivi il tuo messaggio all'interno e il tuo nome sulla riga sul retro.",
];

export const CARD_TUTORIALS: readonly CardTutorial[] = [
  {
    ...EN_TUTORIALS[0]!,
    title: "Biglietto con albero pop-up",
    description: "Due tagli e una piega, ed ecco un albero che salta fuori quando apri il biglietto.",
    materials: ["Modello del biglietto con l'albero di Natale", "Carta verde", "Forbici con la punta arrotondata", "Colla stick", "Adesivi o paillettes"],
    duration: "30 minuti",
    steps: [
      "Stampa il modello del biglietto con l'albero di Natale e piegalo a metà lungo la linea tratteggiata.",
      "Taglia una striscia di carta verde di 20 × 6 cm e piegala a fisarmonica, avanti e indietro, in 8 pieghe.",
      "Stringi la fisarmonica in basso e allarga la parte alta, così sembra un albero.",
      "Incolla la base della fisarmonica dentro il biglietto, proprio sulla piega, con la punta verso l'alto.",
      "Chiudi il biglietto con delicatezza e premilo bene, così la colla fa presa.",
      "Aprilo e guarda l'albero che salta fuori, poi decoralo con adesivi o paillettes al posto delle palline.",
    ],
  },
  {
    ...EN_TUTORIALS[1]!,
    title: "Biglietto con la renna a forma di mano",
    description: "L'impronta della mano del tuo bambino diventa le corna di una renna allegra: un ricordo perfetto per i nonni.",
    materials: ["Modello del biglietto con pupazzo di neve (si usa il retro)", "Tempera lavabile marrone e rossa", "Un pennello", "Occhietti mobili o un pennarello nero", "Salviette umidificate per le mani"],
    duration: "20 minuti",
    steps: [
      "Stampa il modello, piegalo e giralo, così il retro bianco diventa il davanti del biglietto con la renna.",
      "Stendi la tempera marrone sul palmo e sulle dita del tuo bambino.",
      "Appoggia la mano vicino al bordo alto del biglietto, con le dita ben aperte: ecco le corna.",
      "Dipingi un ovale marrone sotto l'impronta per il muso della renna e lascialo asciugare.",
      "Aggiungi un naso rosso acceso con l'impronta del pollice e incolla gli occhietti mobili (oppure disegnali).",
      "Scrivi all'interno il nome del bambino e l'anno, così diventa un ricordo da conservare.",
    ],
  },
  {
    ...EN_TUTORIALS[2]!,
    title: "Biglietto con pupazzo di neve e bottoni",
    description: "Colora il pupazzo di neve stampato e regalagli dei bottoni veri e una sciarpa di stoffa.",
    materials: ["Modello del biglietto con pupazzo di neve", "3 bottoni", "Una striscia di feltro o un nastro", "Colla vinilica", "Pastelli a cera o matite colorate"],
    duration: "25 minuti",
    steps: [
      "Stampa e piega il modello del biglietto con pupazzo di neve.",
      "Colora il cappello, il naso a carota e il cielo intorno al pupazzo.",
      "Incolla tre bottoni sulla pancia del pupazzo, proprio sopra quelli disegnati.",
      "Taglia una striscia di feltro lunga circa 12 cm, fai una piccola frangia alle estremità e incollala come sciarpa.",
      "Lascia asciugare la colla in piano per 20 minuti prima di scrivere all'interno.",
    ],
  },
  {
    ...EN_TUTORIALS[3]!,
    title: "Biglietto con la stella scintillante",
    description: "Una stella dorata a più strati, con il contorno di colla glitterata che cattura la luce sulla mensola.",
    materials: ["Modello del biglietto con l'albero di Natale", "Cartoncino giallo o dorato", "Colla glitterata", "Matita e forbici", "Colla stick"],
    duration: "40 minuti",
    steps: [
      "Stampa e piega il modello del biglietto con l'albero di Natale.",
      "Disegna tre stelle sul cartoncino dorato: una grande, una media e una piccola. Un adulto può aiutare a disegnare le punte tutte uguali.",
      "Ritaglia le stelle con attenzione, andando piano intorno a ogni punta.",
      "Incolla la stella media su quella grande, poi quella piccola in cima, girandole un pochino così le punte si aprono a ventaglio.",
      "Incolla la stella a strati in cima all'albero stampato.",
      "Ripassa il contorno di ogni stella con la colla glitterata e lascia asciugare il biglietto aperto e in piano per tutta la notte.",
    ],
  },
];
