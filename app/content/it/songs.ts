import { FEATURED_SONGS as EN, type Song } from "../songs";

/**
 * The songs page's six carols in Italian. None of them was written in Italian, and the Italian singing versions
 * families know (such as "Astro del ciel" for Silent Night, 1937) are too recent to be in the public domain. So
 * every carol keeps its English title (the listening links search for it), and its lines are our own plain Italian
 * translation of the public-domain words, not a singing version, as each fun fact says.
 * SONG_COLLECTION_LINKS is not translated here: its encyclopedia title is looked up on the English Wikipedia.
 */
export const FEATURED_SONGS: readonly Song[] = [
  {
    ...EN[0]!,
    location: "Massachusetts, Stati Uniti",
    description: "Una canzone al galoppo su una slitta, che fa venire voglia a tutti di battere le mani, pestare i piedi e scampanellare insieme.",
    tags: ["Allegra", "Da cantare insieme", "Un classico"],
    lyrics: ["Jingle bells, jingle bells,", "suonano i campanelli per tutta la strada!", "Oh, che bello correre", "su una slitta scoperta con un cavallo solo!"],
    funFact:
      "Nel dicembre 1965 due astronauti suonarono Jingle Bells con una minuscola armonica e dei sonagli a bordo della Gemini 6: è stata una delle prime canzoni suonate nello spazio. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[1]!,
    artist: "Melodia tradizionale gallese, parole inglesi di Thomas Oliphant",
    location: "Galles, Regno Unito",
    description: "Un'allegra canzone per addobbare la casa, piena di agrifoglio, canti e ritornelli «fa la la».",
    tags: ["Festosa", "Per addobbare", "Da cantare insieme"],
    lyrics: ["Addobbate la casa con rami d'agrifoglio,", "Fa la la la la, la la la la!", "È il tempo di stare allegri,", "Fa la la la la, la la la la!"],
    funFact:
      "La melodia è molto più antica delle parole: viene da una canzone gallese per la notte di Capodanno, «Nos Galan», che si cantava già centinaia di anni fa. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[2]!,
    artist: "Canto tradizionale inglese",
    location: "Sud-ovest dell'Inghilterra",
    year: "XVI secolo",
    description: "La canzone che i cantori intonavano davanti alle porte di casa, per augurare a tutti buon Natale e chiedere un dolcetto.",
    tags: ["Di porta in porta", "Allegra", "Facile"],
    lyrics: ["Vi auguriamo buon Natale,", "vi auguriamo buon Natale,", "vi auguriamo buon Natale", "e felice anno nuovo!"],
    funFact:
      "Il «figgy pudding» che chiedono i cantori era un budino cotto al vapore, pieno di fichi e frutta secca, molto simile al pudding di Natale che si mangia oggi in Inghilterra. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[3]!,
    artist: "Canto tradizionale tedesco, parole di Ernst Anschütz",
    location: "Lipsia, Germania",
    description: "Una canzone dolce che celebra l'abete, l'albero che resta verde per tutto l'inverno.",
    tags: ["Dolce", "Per fare l'albero", "Tedesca"],
    lyrics: ["O albero di Natale, o albero di Natale,", "come sono fedeli i tuoi rami!", "Sei verde non solo d'estate,", "ma anche d'inverno, quando nevica."],
    funFact:
      "In tedesco si chiama «O Tannenbaum», cioè «O abete». All'inizio era una canzone popolare su un albero fedele, e solo più tardi è diventata una canzone di Natale. Le righe in italiano qui sopra sono una nostra semplice traduzione delle parole tedesche del 1824.",
  },
  {
    ...EN[4]!,
    artist: "Joseph Mohr e Franz Xaver Gruber",
    location: "Oberndorf, Austria",
    description: "Un canto quieto e pieno di pace, dolce come una ninna nanna, perfetto per rilassarsi la sera della Vigilia.",
    tags: ["Ninna nanna", "Tranquilla", "Prima di dormire"],
    lyrics: ["Notte silenziosa, notte santa,", "tutto è calmo, tutto è luce", "intorno alla Vergine Madre e al Bambino,", "santo Bimbo così tenero e mite,"],
    funFact:
      "Fu cantata per la prima volta la sera della Vigilia del 1818 in una piccola chiesa austriaca, accompagnata da una chitarra, e da allora è stata tradotta in centinaia di lingue. In Italia si canta con le parole di «Astro del ciel», scritte molto più tardi; le righe qui sopra sono una nostra semplice traduzione.",
  },
  {
    ...EN[5]!,
    artist: "Isaac Watts, musica arrangiata da Lowell Mason",
    location: "Inghilterra e Boston, Stati Uniti",
    description: "Un canto luminoso, pieno di campane, che suona come una festa fin dalla prima nota.",
    tags: ["Gioiosa", "Per coro", "Un classico"],
    lyrics: ["Gioia al mondo, il Signore è venuto!", "La terra accolga il suo Re;", "ogni cuore gli prepari un posto,", "e cantino il cielo e la natura,"],
    funFact:
      "Isaac Watts non l'aveva scritta come canzone di Natale: all'inizio era una poesia ispirata al Salmo 98, e la famosa melodia è stata messa insieme più di cent'anni dopo. Le righe in italiano qui sopra sono una nostra semplice traduzione.",
  },
];

/** The playlist search in Italian; the encyclopedia link stays on the English article (the link is built for it). */
export const SONG_COLLECTION_LINKS = {
  playlistQuery: "canzoni di Natale tradizionali per bambini",
  encyclopediaTitle: "Christmas carol",
} as const;
