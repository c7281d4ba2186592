import { ADVENT_SONGS as EN } from "../advent-songs";
import type { Song } from "../songs";

/**
 * The advent calendar's nine carols in Italian, in the order of their doors. All nine were written in English, and
 * none has an Italian singing version old enough to be certainly in the public domain: each keeps its English title
 * (the listening links search for it), and its lines are our own plain Italian translation of the public-domain
 * English words, as each fun fact says.
 */
export const ADVENT_SONGS: readonly Song[] = [
  {
    ...EN[0]!,
    artist: "Parole di Emily Huntington Miller, musica di James R. Murray",
    location: "Stati Uniti",
    description: "Un bambino sussurra all'orecchio di Babbo Natale un desiderio segreto, in questa canzoncina breve e dolce che i più piccoli imparano in un attimo.",
    tags: ["Babbo Natale", "Dolce", "Facile"],
    lyrics: [
      "Caro vecchio San Nicola,",
      "avvicina l'orecchio qui!",
      "Non dirlo a nessuno",
      "quello che ti dirò;",
      "la Vigilia di Natale arriva presto;",
      "e adesso, caro vecchietto,",
      "sussurrami cosa mi porterai;",
      "dimmelo, se puoi.",
    ],
    funFact:
      "Le parole sono nate come una poesia, «Lilly's Secret» («Il segreto di Lilly»), pubblicata nel dicembre 1865 in una rivista per bambini, The Little Corporal. La melodia con cui la cantiamo è uscita circa nove anni dopo, nel 1874. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[1]!,
    location: "Ohio, Stati Uniti",
    description: "Le renne atterrano sul tetto e Babbo Natale scende dal camino con un sacco pieno di giocattoli, in questa canzone saltellante tutta oh oh oh.",
    tags: ["Babbo Natale", "Allegra", "Da cantare insieme"],
    lyrics: [
      "Sul tetto le renne si fermano,",
      "e giù salta il buon Babbo Natale;",
      "giù per il camino con tanti giocattoli,",
      "tutti per la gioia di Natale dei più piccini.",
      "Oh, oh, oh! Chi non ci andrebbe?",
      "Oh, oh, oh! Chi non ci andrebbe?",
    ],
    funFact:
      "Si dice spesso che sia la prima canzone di Natale dedicata tutta a Babbo Natale. Benjamin Hanby la scrisse in Ohio nel 1864, e l'idea delle renne sul tetto probabilmente gli venne dalla poesia «A Visit from St. Nicholas». Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[2]!,
    artist: "Canto tradizionale inglese",
    location: "Inghilterra",
    year: "Inizio Ottocento",
    description: "Un antico canto popolare sull'agrifoglio e sull'edera, sempreverdi, con un ritornello che ondeggia parlando del sole, dei cervi e del canto nel coro.",
    tags: ["Tradizionale", "Popolare", "Per coro"],
    lyrics: [
      "L'agrifoglio e l'edera,",
      "quando sono tutti e due cresciuti,",
      "di tutti gli alberi del bosco",
      "è l'agrifoglio a portare la corona:",
      "oh, il sorgere del sole",
      "e la corsa dei cervi,",
      "il suono allegro dell'organo,",
      "il dolce canto nel coro.",
    ],
    funFact:
      "Le parole furono stampate a Birmingham più di 200 anni fa, ma la melodia che si canta di più fu messa per iscritto solo nel 1909, quando il raccoglitore di canzoni Cecil Sharp la sentì cantare da una cantante di nome Mary Clayton a Chipping Campden, nel Gloucestershire. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[3]!,
    artist: "Parole di John Mason Neale, su una melodia stampata nel 1582",
    location: "Inghilterra",
    description: "Un re buono e il suo giovane paggio camminano nella neve alta per portare cibo e legna da ardere a un vicino povero.",
    tags: ["Una storia in musica", "Gentilezza", "Tradizionale"],
    lyrics: [
      "Il buon re Venceslao guardò fuori",
      "il giorno di Santo Stefano,",
      "quando la neve copriva tutto intorno,",
      "alta, croccante e liscia;",
      "quella notte la luna splendeva,",
      "anche se il gelo era crudele,",
      "quando apparve un povero",
      "che raccoglieva legna per l'inverno.",
    ],
    funFact:
      "Venceslao è esistito davvero: era un duca di Boemia, nell'attuale Repubblica Ceca, più di 1.000 anni fa. Il titolo di re gli fu dato solo dopo la sua morte. Il giorno di Santo Stefano della canzone è il 26 dicembre, che anche in Italia è festa. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[4]!,
    artist: "Canto tradizionale inglese",
    location: "Inghilterra",
    year: "Ottocento",
    description: "Una canzone da cantare davanti alle porte, per i cantori che vanno di casa in casa augurando a tutti amore, gioia e un felice anno nuovo.",
    tags: ["Di porta in porta", "Allegra", "Anno nuovo"],
    lyrics: [
      "Eccoci qui a fare gli auguri",
      "tra le foglie così verdi;",
      "eccoci qui a passeggiare,",
      "così belli da vedere.",
      "Amore e gioia a voi,",
      "e a voi anche il nostro brindisi;",
    ],
    funFact:
      "«Wassail» viene da un saluto dell'inglese antico che voleva dire «stai bene» o «salute». I wassailer erano vicini di casa che andavano di porta in porta cantando i loro auguri, sperando in cambio in una bevanda calda o in un dolcetto. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[5]!,
    artist: "Parole di Phillips Brooks, musica di Lewis Redner",
    location: "Filadelfia, Stati Uniti",
    description: "Un canto sommesso e stellato che guarda dall'alto una piccola città addormentata, nella notte del primo Natale.",
    tags: ["Tranquilla", "Per coro", "Un classico"],
    lyrics: [
      "O piccola città di Betlemme,",
      "come ti vediamo quieta e immobile!",
      "Sopra il tuo sonno profondo e senza sogni",
      "passano le stelle silenziose;",
      "eppure nelle tue strade buie splende",
      "la Luce che non finisce mai;",
      "le speranze e le paure di tutti gli anni",
      "si incontrano in te stanotte.",
    ],
    funFact:
      "Phillips Brooks scrisse le parole per i bambini della sua scuola della domenica a Filadelfia. Tre anni prima era andato a cavallo fino a Betlemme la sera della Vigilia, e non aveva mai dimenticato quella piccola città silenziosa sotto le stelle. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[6]!,
    artist: "Canto tradizionale inglese",
    location: "Cornovaglia, Inghilterra",
    description: "Un lungo canto dolce che racconta la storia dei pastori nei campi e della stella luminosa che brillava sopra di loro.",
    tags: ["Tradizionale", "Una storia in musica", "Per coro"],
    lyrics: [
      "Il primo Noel l'angelo lo annunciò",
      "a dei poveri pastori che riposavano nei campi;",
      "nei campi dove stavano a guardia delle pecore,",
      "in una fredda notte d'inverno, così profonda.",
      "Noel, Noel, Noel, Noel,",
      "è nato il Re d'Israele.",
    ],
    funFact:
      "«Noël» è la parola francese per Natale, e viene da una parola latina che vuol dire compleanno, come il nostro «Natale». Il canto fu stampato per la prima volta nel 1823 in un libretto di vecchi canti dell'ovest dell'Inghilterra, ma la gente lo cantava già da molto tempo. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[7]!,
    artist: "Charles Wesley, musica di Felix Mendelssohn",
    location: "Inghilterra",
    description: "Un canto grande e luminoso da cantare a piena voce, con una melodia che sembra una fanfara di trombe.",
    tags: ["Gioiosa", "Per coro", "Un classico"],
    lyrics: [
      "Ascoltate! Cantano gli angeli messaggeri:",
      "«Gloria al Re appena nato;",
      "pace in terra e dolce misericordia,",
      "Dio e i peccatori riconciliati!»",
      "Alzatevi gioiosi, popoli tutti,",
      "unitevi alla festa dei cieli;",
    ],
    funFact:
      "Il primo verso di Charles Wesley era «Hark, how all the welkin rings!», e «welkin» è una vecchia parola inglese per dire cielo. Le parole furono cambiate in quelle che conosciamo nel 1753, e la melodia viene da un brano che Mendelssohn scrisse nel 1840 per festeggiare la stampa. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[8]!,
    location: "New York, Stati Uniti",
    year: "1857 circa",
    description: "I re magi viaggiano attraverso campi e montagne seguendo una stella splendente, in questo canto che dondola come una marcia.",
    tags: ["Una storia in musica", "Stelle", "Un classico"],
    lyrics: [
      "Noi tre re d'Oriente siamo;",
      "portando doni viaggiamo lontano,",
      "campi e fonti, brughiere e monti,",
      "seguendo quella stella laggiù.",
      "O stella di meraviglia, stella della notte,",
      "stella che splendi di bellezza regale,",
    ],
    funFact:
      "La Bibbia non dice mai quanti fossero i re magi. Si è pensato che fossero tre perché portarono tre doni: oro, incenso e mirra. In Italia arrivano al presepe il 6 gennaio, il giorno dell'Epifania. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
];
