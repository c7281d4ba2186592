import { SANTA_FACTS as EN_FACTS, SANTA_FAVOURITES as EN_FAVOURITES, type TrackerFact } from "../track-santa";

/** Santa facts and favourites for the tracker page, in Italian: our own words, for families with children. */
export const SANTA_FACTS: readonly TrackerFact[] = [
  {
    ...EN_FACTS[0]!,
    title: "Una notte lunghissima",
    text: "Babbo Natale fa il giro del mondo inseguendo la mezzanotte. Parte dal Pacifico, dove il nuovo giorno comincia per primo, e così per lui la Vigilia dura più di un giorno intero.",
  },
  {
    ...EN_FACTS[1]!,
    title: "La forza di nove renne",
    text: "Dasher, Dancer, Prancer, Vixen, Comet, Cupid, Donner e Blitzen tirano la slitta, e il naso luccicante di Rudolph illumina la strada tra le nuvole.",
  },
  {
    ...EN_FACTS[2]!,
    title: "Un sacco senza fondo",
    text: "Gli elfi cuciono il sacco di Babbo Natale con un pizzico di magia del Polo Nord: per questo c'è sempre posto per un altro regalo.",
  },
  {
    ...EN_FACTS[3]!,
    title: "Solo quando dormi",
    text: "La slitta rallenta vicino alle case dove i bambini sono ancora svegli: andare a letto presto aiuta davvero!",
  },
  {
    ...EN_FACTS[4]!,
    title: "Il tempo non è un problema",
    text: "Neve, vento o nebbia: le renne hanno già volato in mezzo a tutto, e ogni dicembre i pattini della slitta vengono lucidati a nuovo.",
  },
  {
    ...EN_FACTS[5]!,
    title: "Spuntini in ogni casa",
    text: "In tutto il mondo le famiglie lasciano qualcosa di buono: mince pie, budino di riso, biscotti e latte, e carote per le renne. In Italia c'è anche chi lascia una fetta di panettone!",
  },
];

export const SANTA_FAVOURITES: readonly TrackerFact[] = [
  { ...EN_FAVOURITES[0]!, title: "Biscotto", text: "Pan di zenzero caldo, con un bottone di glassa in più sopra." },
  { ...EN_FAVOURITES[1]!, title: "Bevanda", text: "Un bicchiere di latte fresco, oppure una cioccolata calda con un marshmallow sui tetti più gelati." },
  { ...EN_FAVOURITES[2]!, title: "Merenda per le renne", text: "Carote croccanti, una per ciascuna delle nove renne, e quella di Rudolph tagliata a stelline." },
  { ...EN_FAVOURITES[3]!, title: "Canzone", text: "«Jingle Bells»: la canticchia tra una fermata e l'altra, così le renne vanno a tempo." },
  { ...EN_FAVOURITES[4]!, title: "Colore", text: "Il rosso, naturalmente, con un tocco di verde abete che porta fortuna." },
  { ...EN_FAVOURITES[5]!, title: "Periodo dell'anno", text: "La Vigilia di Natale, quando ogni letterina che ha letto diventa un sorriso." },
];
