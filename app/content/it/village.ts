import {
  VILLAGE_FACTS as EN_FACTS,
  VILLAGE_LOCATIONS as EN_LOCATIONS,
  VILLAGE_SCHEDULE as EN_SCHEDULE,
  type VillageFact,
  type VillageLocation,
  type VillageScheduleEntry,
} from "../village";

/** The North Pole village tour in Italian. Times are written the Italian way, on the 24-hour clock. */
export const VILLAGE_LOCATIONS: readonly VillageLocation[] = [
  {
    ...EN_LOCATIONS[0]!,
    name: "Il laboratorio di Babbo Natale",
    description:
      "Il cuore del villaggio: su lunghi banconi di legno, file di elfi costruiscono, dipingono e incartano giocattoli, mentre le canzoni di Natale suonano tutto il giorno.",
    details: ["Banconi per costruire ogni tipo di giocattolo", "Una stanza della pittura con tutti i colori dell'arcobaleno", "La gigantesca macchina che fa i fiocchi"],
  },
  {
    ...EN_LOCATIONS[1]!,
    name: "Le stalle delle renne",
    description:
      "Una stalla calda che profuma di fieno, dove le nove renne riposano, mangiano e si allenano a decollare sulla lunga pista innevata lì fuori.",
    details: ["Nove box accoglienti, ognuno con la sua targhetta", "Una pista illuminata dalle lanterne", "Una dispensa di carote che non finisce mai"],
  },
  {
    ...EN_LOCATIONS[2]!,
    name: "La pasticceria della signora Claus",
    description:
      "L'edificio più profumato del Polo Nord. La signora Claus e i suoi aiutanti sfornano biscotti, crostate e pan di zenzero per tutti gli elfi del villaggio.",
    details: ["Forni che cuociono cento biscotti alla volta", "Una fontana di cioccolata calda", "Le schede segrete delle ricette di famiglia"],
  },
  {
    ...EN_LOCATIONS[3]!,
    name: "L'ufficio smistamento letterine",
    description:
      "È qui che arrivano tutte le letterine per Babbo Natale. Gli elfi le aprono una per una con delicatezza, le leggono sorridendo e le smistano perché Babbo Natale possa rispondere.",
    details: ["Scivoli per la posta da tutti i Paesi del mondo", "Una parete intera di scaffali per le liste dei desideri", "La poltrona preferita di Babbo Natale per leggere"],
  },
  {
    ...EN_LOCATIONS[4]!,
    name: "Le casette degli elfi",
    description:
      "File di casette con le porte rotonde, le finestre ricamate di brina e i comignoli che sbuffano un fumo che profuma di menta.",
    details: ["Giardini di fiori che non temono la neve", "Un laghetto per pattinare nella piazza del villaggio", "Lucine su ogni tetto tutto l'anno"],
  },
  {
    ...EN_LOCATIONS[5]!,
    name: "Il bosco dei bastoncini di zucchero",
    description:
      "Un bosco silenzioso di alberi a strisce ai margini del villaggio, dove gli elfi vanno in slitta, si raccontano storie e guardano l'aurora boreale.",
    details: ["La collina per le slitte più alta del Polo Nord", "Un cerchio di racconti intorno a un fuoco scoppiettante", "La vista più bella sull'aurora boreale"],
  },
];

export const VILLAGE_FACTS: readonly VillageFact[] = [
  { ...EN_FACTS[0]!, value: "2.847", label: "Elfi" },
  { ...EN_FACTS[1]!, value: "oltre 300", label: "Case" },
  { ...EN_FACTS[2]!, value: "50.000", label: "Giocattoli al giorno" },
  { ...EN_FACTS[3]!, value: "1 milione", label: "Biscotti al mese" },
];

export const VILLAGE_SCHEDULE: readonly VillageScheduleEntry[] = [
  { ...EN_SCHEDULE[0]!, time: "6:00", activity: "La campana del mattino e la colazione", description: "Suona la grande campana e tutti gli elfi si ritrovano per una colazione di porridge caldo e cioccolata." },
  { ...EN_SCHEDULE[1]!, time: "9:00", activity: "Si comincia a lavorare", description: "I banconi si riempiono, i martelletti picchiettano e i pennelli fanno swish: la costruzione dei giocattoli ha inizio." },
  { ...EN_SCHEDULE[2]!, time: "12:00", activity: "Pranzo e ora delle storie", description: "Minestra e panini, e poi Babbo Natale legge a tutti ad alta voce una delle sue letterine preferite." },
  { ...EN_SCHEDULE[3]!, time: "18:00", activity: "Festa della sera", description: "Canzoni di Natale, pattinaggio sul laghetto e qualche ballo sotto l'aurora boreale." },
];
