import { TEMPLATE_CATEGORIES as EN, type TemplateCategory } from "../printable-templates";

/**
 * The printable templates in Italian. The text is drawn into PDFs with the standard fonts, so it keeps to their
 * characters (Latin-1: Italian accented letters and «» are fine). File names stay English, like every id.
 */
const [planning, tags, kids] = EN as readonly [TemplateCategory, TemplateCategory, TemplateCategory];

export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = [
  {
    ...planning,
    title: "Per organizzarsi",
    description: "Liste e schede per tenere in ordine regali, spese e pranzi delle feste.",
    items: [
      {
        ...planning.items[0]!,
        name: "Lista dei regali",
        description: "Annota per chi è il regalo, l'idea, il budget, e se è già stato comprato e incartato.",
        heading: "La lista dei regali di Natale",
        subheading: "Per chi, che cosa, quanto - ed è già incartato?",
        layout: { kind: "table", columns: ["Nome", "Idea regalo", "Budget", "Comprato", "Incartato"], rows: 18 },
      },
      {
        ...planning.items[1]!,
        name: "Budget di Natale",
        description: "Pianifica quanto vuoi spendere e confrontalo con quanto hai speso davvero, voce per voce.",
        heading: "Il budget di Natale",
        subheading: "Un Natale sereno comincia con un piano.",
        layout: {
          kind: "table",
          columns: ["Voce", "Previsto", "Speso", "Note"],
          rows: 14,
          firstColumn: ["Regali", "Calza della Befana", "Cibo e bevande", "Addobbi", "Biglietti e francobolli", "Carta regalo", "Feste e uscite", "Beneficenza", "Viaggi", "Vestiti", "Maestre e aiutanti", "Ingredienti per dolci", "Altro", "Totale"],
        },
      },
      {
        ...planning.items[2]!,
        name: "Menù delle feste",
        description: "Organizza ogni piatto per il grande giorno: che cosa comprare e chi lo prepara.",
        heading: "Il menù delle feste",
        subheading: "Antipasti, primi, secondi, dolci e qualcosa per Babbo Natale.",
        layout: { kind: "table", columns: ["Piatto", "Ingredienti da comprare", "Chi lo prepara", "Fatto"], rows: 16 },
      },
      {
        ...planning.items[3]!,
        name: "Lista dei biglietti di auguri",
        description: "Tieni tutti gli indirizzi in un posto solo e spunta i biglietti spediti e ricevuti.",
        heading: "La lista dei biglietti di auguri",
        subheading: "Conservala e riusala l'anno prossimo.",
        layout: { kind: "table", columns: ["Nome", "Indirizzo", "Spedito", "Ricevuto"], rows: 18 },
      },
    ],
  },
  {
    ...tags,
    title: "Bigliettini ed etichette",
    description: "Bigliettini ed etichette da ritagliare per rendere regali e dolcetti ancora più speciali.",
    items: [
      {
        ...tags.items[0]!,
        name: "Bigliettini classici per i regali",
        description: "Otto bigliettini di festa con le righe «Per» e «Da». Stampali su cartoncino, ritagliali e fai un buco per il nastro.",
        heading: "Bigliettini classici per i regali",
        subheading: "Stampa su cartoncino, ritaglia lungo le linee e lega con un nastro.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Buon Natale", lines: ["Per:", "Da:"] },
      },
      {
        ...tags.items[1]!,
        name: "Bigliettini da Babbo Natale",
        description: "Bigliettini firmati dal Polo Nord in persona, per i regali che arrivano la mattina di Natale.",
        heading: "Bigliettini da Babbo Natale",
        subheading: "Consegna speciale dal Polo Nord.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Dal laboratorio di Babbo Natale", lines: ["Proprio per:", "Controllato dall'elfo:"] },
      },
      {
        ...tags.items[2]!,
        name: "Etichette per i barattoli di biscotti",
        description: "Etichette per barattoli e scatole di biscotti fatti in casa, con lo spazio per scrivere chi li ha preparati e quando.",
        heading: "Etichette per i barattoli di biscotti",
        subheading: "Per scatole, barattoli e sacchetti di dolcetti fatti in casa.",
        layout: { kind: "tags", columns: 2, rows: 5, heading: "Biscotti di Natale fatti in casa", lines: ["Preparati da:", "Data:"] },
      },
      {
        ...tags.items[3]!,
        name: "Etichette «Non aprire prima di Natale»",
        description: "Etichette scherzose che tengono lontane le dita curiose dai regali sotto l'albero.",
        heading: "Etichette «Non aprire»",
        subheading: "Attaccane una su ogni pacchetto sotto l'albero.",
        layout: { kind: "tags", columns: 2, rows: 4, heading: "Non aprire prima di Natale!", lines: ["Per:"] },
      },
    ],
  },
  {
    ...kids,
    title: "Attività per bambini",
    description: "Fogli da stampare che i bambini possono riempire, usare per giocare e condividere.",
    items: [
      {
        ...kids.items[0]!,
        name: "La lista dei desideri",
        description: "Una pagina dove i bambini scrivono i loro desideri, con lo spazio per un desiderio per qualcun altro.",
        heading: "La mia lista dei desideri di Natale",
        subheading: "Scrivi i tuoi desideri, poi raccontali a Babbo Natale.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Mi chiamo", lines: 1 },
            { text: "Cose che mi piacerebbe tanto ricevere a Natale", lines: 6 },
            { text: "Un desiderio per una persona a cui voglio bene", lines: 2 },
            { text: "Una cosa gentile che ho fatto quest'anno", lines: 2 },
          ],
        },
      },
      {
        ...kids.items[1]!,
        name: "Calendario dell'Avvento della gentilezza",
        description: "Ventiquattro piccoli gesti gentili da colorare, uno per ogni giorno di dicembre fino alla Vigilia di Natale.",
        heading: "Il calendario dell'Avvento della gentilezza",
        subheading: "Ogni giorno fai una cosa gentile, poi colora la casella.",
        layout: {
          kind: "grid",
          columns: 4,
          numbered: true,
          cells: [
            "Fai un biglietto per un vicino", "Aiuta a preparare la cena", "Presta un giocattolo", "Di' grazie tre volte",
            "Metti in ordine la cameretta", "Telefona ai nonni", "Fai un disegno per un amico", "Dai da mangiare agli uccellini",
            "Leggi qualcosa a qualcuno", "Regala un libro", "Dai un abbraccio grande grande", "Aiuta a portare la spesa",
            "Scrivi un bigliettino gentile", "Lascia passare qualcuno prima di te", "Fai ridere qualcuno", "Annaffia le piante",
            "Aiuta a incartare un regalo", "Canta una canzone di Natale per qualcuno", "Racconta una barzelletta", "Raccogli una cartaccia",
            "Prepara un dolce per un amico", "Apparecchia la tavola", "Chiedi scusa col cuore", "Lascia le carote per le renne",
          ],
        },
      },
      {
        ...kids.items[2]!,
        name: "Bingo di Natale",
        description: "Una cartella da bingo da usare mentre guardate un film di Natale o passeggiate a vedere le luci.",
        heading: "Bingo di Natale",
        subheading: "Trovalo, barralo, e grida BINGO quando completi una riga!",
        layout: {
          kind: "grid",
          columns: 5,
          numbered: false,
          cells: [
            "Pupazzo di neve", "Renna", "Bastoncino di zucchero", "Stella", "Slitta",
            "Calza", "Pan di zenzero", "Campanella", "Elfo", "Regalo",
            "Agrifoglio", "Ghirlanda", "CASELLA LIBERA", "Fiocco di neve", "Manopole",
            "Cioccolata calda", "Lucine dell'albero", "Cantori", "Angelo", "Biscotti",
            "Sciarpa", "Camino", "Cappello di Babbo Natale", "Presepe", "Pallina di Natale",
          ],
        },
      },
      {
        ...kids.items[3]!,
        name: "Biglietto di ringraziamento",
        description: "Una lettera di ringraziamento da completare, che rende facile e divertente dire grazie dopo Natale.",
        heading: "Grazie!",
        subheading: "Un biglietto per chi ha reso speciale il tuo Natale.",
        layout: {
          kind: "lines",
          prompts: [
            { text: "Caro/Cara", lines: 1 },
            { text: "Grazie mille per", lines: 2 },
            { text: "La cosa che mi piace di più è", lines: 2 },
            { text: "Lo userò per", lines: 2 },
            { text: "Con affetto,", lines: 1 },
          ],
        },
      },
    ],
  },
];
