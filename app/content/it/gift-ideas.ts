import { AGE_FILTERS as EN_FILTERS, AGE_GROUPS as EN_GROUPS, BUDGET_TIERS as EN_TIERS, type AgeFilter, type AgeGroup, type BudgetTier } from "../gift-ideas";

/**
 * Gift ideas by age in Italian, for parents. Prices are rough ranges in euros, written the Italian way ("15–30 €");
 * small gifts are the ones that also fit the Befana's stocking on 6 January.
 */
export const AGE_FILTERS: readonly { id: AgeFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Tutte le età" },
  { ...EN_FILTERS[1]!, label: "Piccolissimi (2–4)" },
  { ...EN_FILTERS[2]!, label: "Piccoli (5–8)" },
  { ...EN_FILTERS[3]!, label: "Grandi (9–12)" },
  { ...EN_FILTERS[4]!, label: "Ragazzi (dai 13)" },
];

export const AGE_GROUPS: readonly AgeGroup[] = [
  {
    ...EN_GROUPS[0]!,
    title: "Piccolissimi",
    ages: "2–4",
    description: "Robusti, sicuri e da toccare con mano: regali per piccoli esploratori sempre in movimento, che imparano toccando, impilando e facendo finta.",
    gifts: [
      { name: "Arcobaleno di legno a incastro", priceRange: "15–30 €", why: "Allena la coordinazione occhio-mano e il riconoscimento dei colori, e all'occorrenza diventa un tunnel o un ponte." },
      { name: "Set di libri cartonati", priceRange: "10–25 €", why: "Le pagine spesse resistono alle manine più impazienti, e leggere insieme aiuta a sviluppare il linguaggio." },
      { name: "Set di cibi per la cucina giocattolo", priceRange: "20–40 €", why: "Cucinare per finta accende la fantasia e porta tante parole nuove." },
      { name: "Carrellino primi passi", priceRange: "35–60 €", why: "Sostiene chi cammina ancora un po' traballante e poi diventa un carretto per trasportare i propri tesori." },
      { name: "Pastelloni a cera e tappetino lavabile", priceRange: "10–20 €", why: "I pastelli grossi sono facili da impugnare per le manine, e il tappetino tiene a bada il disordine." },
      { name: "Set di strumenti musicali", priceRange: "20–35 €", why: "Maracas, campanelli e un tamburello invitano al ritmo, al movimento e a un allegro baccano." },
    ],
  },
  {
    ...EN_GROUPS[1]!,
    title: "Piccoli",
    ages: "5–8",
    description: "Menti curiose che amano costruire, creare e chiedere «perché?»: regali che fanno crescere la creatività e la fiducia in se stessi.",
    gifts: [
      { name: "Tessere magnetiche da costruzione", priceRange: "30–60 €", why: "Costruzioni libere che insegnano forme, equilibrio e come risolvere i problemi." },
      { name: "Baule dei travestimenti", priceRange: "25–45 €", why: "Giocare a essere qualcun altro allena a raccontare storie, a mettersi nei panni degli altri e a ridere tanto." },
      { name: "Kit di lavoretti per principianti", priceRange: "15–30 €", why: "Ritagliare, incollare e decorare rafforza la manualità fine." },
      { name: "Prima bicicletta con le rotelle", priceRange: "80–150 €", why: "Sicurezza all'aria aperta, equilibrio e un primo assaggio di indipendenza." },
      { name: "Gioco da tavolo cooperativo", priceRange: "15–30 €", why: "Si vince o si perde tutti insieme: si impara il gioco di squadra senza lacrime." },
      { name: "Atlante illustrato", priceRange: "15–25 €", why: "Apre le porte del mondo intero e fa nascere mille domande su luoghi e animali." },
    ],
  },
  {
    ...EN_GROUPS[2]!,
    title: "Grandi",
    ages: "9–12",
    description: "Capacità che crescono e grandi passioni: regali che mettono alla prova, insegnano qualcosa di nuovo e durano ben oltre dicembre.",
    gifts: [
      { name: "Kit di esperimenti scientifici", priceRange: "25–50 €", why: "Gli esperimenti pratici trasformano la curiosità in vera comprensione." },
      { name: "Cofanetto di una serie di romanzi", priceRange: "30–60 €", why: "Una serie tiene incollati alle pagine i giovani lettori per mesi." },
      { name: "Robot da programmare per principianti", priceRange: "50–100 €", why: "Insegna a ragionare con logica mentre si costruisce qualcosa che si muove." },
      { name: "Album da disegno e matite da artista", priceRange: "15–35 €", why: "Con gli strumenti giusti viene voglia di esercitarsi e di esprimersi." },
      { name: "Gioco da tavolo di strategia", priceRange: "20–40 €", why: "Pensare in anticipo e saper vincere e perdere, nelle serate di giochi in famiglia." },
      { name: "Set da campeggio o per osservare le stelle", priceRange: "25–50 €", why: "Porta i ragazzi fuori a esplorare la natura e il cielo di notte." },
    ],
  },
  {
    ...EN_GROUPS[3]!,
    title: "Ragazzi",
    ages: "dai 13",
    description: "Indipendenti, con le idee chiare e sempre indaffarati: regali che rispettano i loro interessi e regalano esperienze da condividere.",
    gifts: [
      { name: "Cuffie di qualità", priceRange: "40–120 €", why: "Per la musica, per concentrarsi nello studio e per le chiamate con gli amici." },
      { name: "Buono per un'esperienza", priceRange: "30–100 €", why: "Un concerto, un pomeriggio di arrampicata o un corso creano ricordi invece di oggetti in più." },
      { name: "Fotocamera istantanea", priceRange: "60–100 €", why: "Foto vere, stampate, da condividere e appendere: una bella pausa dagli schermi." },
      { name: "Corso o libro di cucina per principianti", priceRange: "20–80 €", why: "Una capacità per la vita, da sfoggiare al prossimo pranzo in famiglia." },
      { name: "Diario e set di penne belle", priceRange: "15–35 €", why: "Uno spazio tutto loro per pensieri, progetti e scrittura creativa." },
      { name: "Caricabatterie portatile", priceRange: "20–40 €", why: "Pratico e sempre apprezzato da chi è sempre in giro." },
    ],
  },
];

export const BUDGET_TIERS: readonly BudgetTier[] = [
  { ...EN_TIERS[0]!, label: "Meno di 25 €", description: "Piccoli regali pensati con cura, anche per la calza della Befana.", examples: ["Libri", "Materiale per lavoretti", "Puzzle"] },
  { ...EN_TIERS[1]!, label: "25–50 €", description: "Giocattoli preferiti e giochi per tutta la famiglia.", examples: ["Giochi da tavolo", "Set di costruzioni", "Kit per disegnare"] },
  { ...EN_TIERS[2]!, label: "50–100 €", description: "Regali speciali che durano e si usano tutto l'anno.", examples: ["Robot da programmare", "Fotocamere istantanee", "Biciclette per i più piccoli"] },
  { ...EN_TIERS[3]!, label: "Più di 100 €", description: "Un grande regalo da condividere o un'esperienza da ricordare.", examples: ["Esperienze in famiglia", "Cuffie di qualità", "Attrezzatura per l'aria aperta"] },
];
