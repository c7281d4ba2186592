import { ACTIVITIES as EN, ACTIVITY_STATS as EN_STATS, type Activity } from "../activities";
import type { Stat } from "../types";

/**
 * The activities hub in Italian: metric measures and °C only, materials from an Italian kitchen and cartoleria.
 * Category and difficulty stay the English values (the interface translates them).
 */
export const ACTIVITY_STATS: readonly Stat[] = [
  { ...EN_STATS[0]!, label: "Canzoni di Natale" },
  { ...EN_STATS[1]!, label: "Disegni da colorare" },
  { ...EN_STATS[2]!, label: "Film per famiglie" },
  { ...EN_STATS[3]!, label: "Divertimento gratis" },
];

export const ACTIVITIES: readonly Activity[] = [
  {
    ...EN[0]!,
    title: "Biscotti per Babbo Natale",
    participants: "Da 1 a 4 bambini con un adulto",
    description: "Pesate, mescolate e formate un'infornata di biscotti con le gocce di cioccolato, poi scegliete i più belli per il piatto di Babbo Natale.",
    materials: ["La ricetta «I biscotti preferiti di Babbo Natale»", "Una ciotola e un cucchiaio di legno", "Teglie e carta forno", "Guanti da forno (per l'adulto)"],
    steps: [
      "Lavati le mani e mettiti il grembiule.",
      "Apri la ricetta «I biscotti preferiti di Babbo Natale» e prepara tutti gli ingredienti prima di cominciare.",
      "A turno pesate e mescolate, mentre un adulto accende il forno.",
      "Forma con l'impasto delle palline grandi come una noce e mettile sulle teglie.",
      "Un adulto inforna i biscotti; metti un timer e guardali dorarsi attraverso il vetro del forno.",
      "Quando si sono raffreddati, scegline tre per Babbo Natale e mettili su un piatto con un bigliettino.",
    ],
  },
  {
    ...EN[1]!,
    title: "Decora la casetta di pan di zenzero",
    participants: "Da 2 a 6 bambini con un adulto",
    description: "Costruite una dolce casetta con le pareti di pan di zenzero e decorate il tetto con la glassa bianca come la neve.",
    materials: [
      "Un impasto di pan di zenzero (vedi la ricetta dei biscotti di pan di zenzero)",
      "Cartoncino per le sagome: due pareti, due facciate, due falde del tetto",
      "Ghiaccia reale bella densa in una sac à poche",
      "Caramelle, cereali e salatini per decorare",
    ],
    steps: [
      "Disegna sul cartoncino i pezzi della casetta: due pareti laterali di 12 × 8 cm, due facciate larghe 10 cm con la punta in alto e due falde del tetto di 14 × 9 cm.",
      "Stendi il pan di zenzero, appoggiaci sopra le sagome di cartoncino e lascia che un adulto ci tagli intorno.",
      "Cuoci i pezzi per 12–14 minuti e lasciali raffreddare del tutto sulla teglia, così restano dritti.",
      "Metti la ghiaccia densa lungo i bordi e unisci le pareti; tienile ferme per un minuto mentre la ghiaccia fa presa.",
      "Lascia asciugare le pareti per 30 minuti prima di aggiungere le falde del tetto con altra ghiaccia.",
      "Decora: ghiaccioli lungo il tetto, caramelle per le finestre e un salatino per la porta. Spolvera con lo zucchero a velo per fare la neve.",
    ],
  },
  {
    ...EN[2]!,
    title: "Ghirlanda di fiocchi di neve di carta",
    participants: "1 o più bambini",
    description: "Piega e ritaglia la carta per creare fiocchi di neve, tutti diversi, e appendili a un filo per decorare la finestra.",
    materials: ["Fogli quadrati di carta bianca (va benissimo la carta della stampante tagliata a quadrato)", "Forbici con la punta arrotondata", "Spago o nastro", "Nastro adesivo"],
    steps: [
      "Piega a metà un quadrato di carta, da un angolo all'altro, per fare un triangolo.",
      "Piegalo ancora a metà per fare un triangolo più piccolo, poi piegalo in tre, come un cono.",
      "Taglia dritta la punta in alto, dove i bordi non combaciano.",
      "Ritaglia delle formine lungo i bordi piegati: triangolini, mezzelune e tacche.",
      "Apri piano piano e scopri il tuo fiocco di neve. Fanne almeno cinque.",
      "Attacca ogni fiocco a un lungo spago con il nastro adesivo, lasciando una mano di spazio tra l'uno e l'altro, e appendi la tua ghirlanda.",
    ],
  },
  {
    ...EN[3]!,
    title: "Decorazioni di pasta di sale",
    participants: "Da 1 a 4 bambini con un adulto",
    description: "Prepara un impasto semplicissimo, ritaglia stelle e cuori, falli indurire in forno e dipingili: decorazioni per l'albero da conservare per anni.",
    materials: ["250 g di farina 00", "150 g di sale fino", "125 ml d'acqua", "Formine per biscotti e una cannuccia", "Colori e nastrini"],
    steps: [
      "Mescola la farina e il sale in una ciotola, poi aggiungi l'acqua un po' alla volta, mescolando, finché l'impasto è liscio.",
      "Stendilo a uno spessore di circa 5 mm e ritaglia le forme con le formine. Se vuoi, lascia l'impronta della tua mano su una.",
      "Con la cannuccia fai un buchino in alto in ogni forma, per il nastrino.",
      "Un adulto le cuoce in forno statico a 120 °C per circa 2 ore, finché sono dure e asciutte, poi le lascia raffreddare.",
      "Dipingile con colori vivaci e lascia asciugare il colore.",
      "Infila un nastrino in ogni buco e appendile all'albero. (Sono da guardare, non da mangiare!)",
    ],
  },
  {
    ...EN[4]!,
    title: "La banda dei campanelli",
    participants: "2 o più: più siamo, meglio è",
    description: "Costruisci maracas e tamburi con quello che trovi in cucina e suona insieme alle tue canzoni di Natale preferite.",
    materials: ["Bottiglie di plastica o barattoli puliti con il tappo", "Riso, lenticchie o pasta secca", "Pentole e cucchiai di legno", "Nastro adesivo e adesivi"],
    steps: [
      "Versa una manciata di riso in una bottiglia e un po' di pasta in un'altra: ognuna fa un suono diverso. Chiudi bene i tappi con il nastro adesivo.",
      "Decora le tue maracas con adesivi e nastro colorato.",
      "Capovolgi una pentola e usa un cucchiaio di legno come bacchetta.",
      "Scegli una canzone dalla nostra lista di canzoni di Natale e ascoltatene insieme il ritmo.",
      "Suonate insieme: maracas a ogni battito, tamburo su ogni «jingle».",
      "Scambiatevi gli strumenti e fate un concerto per tutta la famiglia.",
    ],
  },
  {
    ...EN[5]!,
    title: "Un acrostico di Natale",
    participants: "1 o più bambini",
    description: "Scrivi una poesia in cui le prime lettere dei versi formano una parola di Natale, poi decorala per regalarla.",
    materials: ["Fogli e matite", "Pennarelli o pastelli colorati", "Una parola di Natale, come NEVE, STELLA o NATALE"],
    steps: [
      "Scegli una parola di Natale e scrivi le sue lettere una sotto l'altra sul lato sinistro del foglio, una lettera per riga.",
      "Pensa alle cose che vedi, senti, annusi e provi a Natale e annotale.",
      "Per ogni lettera scrivi un verso che comincia con quella lettera. La N potrebbe essere «Neve che balla davanti alla mia finestra».",
      "Leggi la poesia ad alta voce e cambia le parole che non suonano proprio bene.",
      "Ricopiala in bella e decora il bordo con agrifoglio, stelle o fiocchi di neve.",
      "Regalala a una persona speciale, oppure aggiungila alla tua letterina a Babbo Natale.",
    ],
  },
];

/** The character panel beside the coloring pages: who to colour, and a hint for each. */
export const COLORING_CHARACTERS: readonly { name: string; hint: string }[] = [
  { name: "Babbo Natale", hint: "Un cappotto rosso acceso, una barba bianca come la neve e le guance rosa." },
  { name: "La renna Dasher", hint: "Marroni caldi con la pancia color panna, e le corna del colore che preferisci." },
  { name: "Nevino, il pupazzo di neve", hint: "Lascialo bianco, poi aggiungi una sciarpa a righe nei tuoi colori preferiti." },
  { name: "Dindon, l'elfo", hint: "Vestiti verdi e rossi, e un campanellino d'oro sulla punta del cappello." },
];

/** Colouring tips shown on the hub and on the coloring pages page. */
export const COLORING_TIPS: readonly { title: string; tip: string }[] = [
  { title: "Stampa in bianco e nero", tip: "I nostri disegni sono solo contorni: si stampano nitidi con qualsiasi stampante di casa e fanno risparmiare inchiostro a colori." },
  { title: "Prima chiaro, poi scuro", tip: "Colora prima con leggerezza, poi premi di più per le ombre. Funziona benissimo sia con i pastelli a cera sia con le matite." },
  { title: "Linee spesse per le manine", tip: "I disegni facili hanno forme grandi e contorni spessi, perfetti per i più piccoli che imparano a stare dentro i bordi." },
  { title: "Trasformalo in un regalo", tip: "Aggiungi un nome e la data, poi spedisci il disegno finito ai nonni o mettilo nella tua letterina a Babbo Natale." },
];
