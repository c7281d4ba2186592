import { REINDEER as EN, type Reindeer } from "../reindeer";

/**
 * Santa's nine reindeer in Italian. Their names stay as in the English poem and song, which is how Italian children
 * meet them too ("Rudolph, la renna dal naso rosso"); Italian has several competing translations of the others.
 */
export const REINDEER: readonly Reindeer[] = [
  {
    ...EN[0]!,
    personality: "Veloce e impaziente",
    description:
      "Dasher è sempre il primo a uscire dalla stalla la mattina e il primo in fila per farsi attaccare alla slitta la sera della Vigilia. Adora fare a gara con il vento sul lago ghiacciato e sembra non stancarsi mai.",
    specialPower: "Supervelocità: attraversa un oceano nel tempo di uno starnuto.",
    favoriteTreat: "Bastoncini di carota croccanti",
    funFact: "Dasher si allena a decollare tutti i giorni dell'anno, perfino il giorno del suo compleanno.",
  },
  {
    ...EN[1]!,
    personality: "Aggraziata e allegra",
    description:
      "Dancer scivola nel cielo come se seguisse una musica che sente solo lei. Gli elfi dicono che, quando atterra su un tetto, i suoi zoccoli sfiorano appena la neve.",
    specialPower: "Atterraggi leggeri come una piuma, che non svegliano mai nessuno.",
    favoriteTreat: "Fettine di mela con un pizzico di cannella",
    funFact: "È stata Dancer a insegnare alle renne più giovani a fare le piroette in volo per la parata della Vigilia.",
  },
  {
    ...EN[2]!,
    personality: "Fiero e giocherellone",
    description:
      "Prancer alza le ginocchia a ogni passo e adora mettere in mostra le sue corna lucenti. Ma sotto tutto quel luccichio c'è un amico fedele, che divide sempre il suo fieno con gli altri.",
    specialPower: "Un equilibrio perfetto sui tetti più ripidi e ghiacciati.",
    favoriteTreat: "Tortine dolci d'avena",
    funFact: "Ogni mattina, prima di colazione, Prancer lucida le corna con un panno morbido.",
  },
  {
    ...EN[3]!,
    personality: "Sveglia e curiosa",
    description:
      "Vixen è quella che risolve gli enigmi della squadra. Quando un camino è troppo stretto o una strada è un labirinto, è lei a trovare un modo furbo per passare.",
    specialPower: "Ha in testa la mappa di ogni città, strada e tetto del mondo.",
    favoriteTreat: "Biscotti d'orzo glassati al miele",
    funFact: "Vixen sa tornare a casa a occhi chiusi, seguendo soltanto il profumo dei dolci della signora Claus.",
  },
  {
    ...EN[4]!,
    personality: "Avventuroso e brillante",
    description:
      "Comet adora esplorare ed è sempre il primo a offrirsi per provare una rotta nuova. Quando vola a tutta velocità, si lascia dietro una leggera scia di scintille d'argento.",
    specialPower: "Una scia luccicante che aiuta la squadra a seguirsi tra le nuvole.",
    favoriteTreat: "Biscotti alla carota a forma di stella",
    funFact: "Comet ha contato due volte tutte le stelle sopra il Polo Nord, e ogni volta gli è venuto un numero diverso.",
  },
  {
    ...EN[5]!,
    personality: "Dolce e premurosa",
    description:
      "Cupid ha il cuore più tenero di tutta la stalla. Si accorge subito quando qualcuno è triste e gli si avvicina per strofinargli il muso finché non torna a sorridere.",
    specialPower: "Sente quali case hanno più bisogno di un po' di allegria natalizia in più.",
    favoriteTreat: "Purè tiepido di patate dolci",
    funFact: "Cupid si prende cura di tutti i piccoli di renna che nascono al Polo Nord.",
  },
  {
    ...EN[6]!,
    personality: "Forte e instancabile",
    description:
      "Donner è la renna più forte di tutte. Quando la slitta è carica di regali fino in cima, pianta bene gli zoccoli e tira senza lamentarsi nemmeno una volta.",
    specialPower: "Una forza enorme: riesce a sollevare tutta la slitta sopra una montagna.",
    favoriteTreat: "Una bella ciotola di licheni e muschio",
    funFact: "Donner sbuffa così forte che gli elfi usano il suo sbuffo come segnale per l'ora di pranzo.",
  },
  {
    ...EN[7]!,
    personality: "Audace e pieno di energia",
    description:
      "Blitzen è tutto sprint e scatti. Adora volare quando il tempo è brutto e non ha mai paura delle tempeste, e così anche il resto della squadra si sente più coraggioso.",
    specialPower: "Riflessi fulminei per guidare la slitta al sicuro intorno a qualsiasi tempesta.",
    favoriteTreat: "Fettine di pera ghiacciate",
    funFact: "Il gioco preferito di Blitzen è acchiapparella con le palle di neve, e nessuno è mai riuscito a prenderlo.",
  },
  {
    ...EN[8]!,
    personality: "Coraggioso e generoso",
    description:
      "Il naso rosso e luminoso di Rudolph illumina la strada nella nebbia, nella neve e nelle notti più buie. Guida la squadra proprio davanti alla slitta e si assicura sempre che nessuno resti indietro.",
    specialPower: "Un naso rosso splendente che illumina il cielo come una lanterna.",
    favoriteTreat: "Carote a strisce come bastoncini di zucchero",
    funFact: "Nelle notti più fredde, il naso di Rudolph brilla ancora di più.",
  },
];
