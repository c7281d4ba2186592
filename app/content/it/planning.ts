import { PLANNING_CHECKLIST as EN_CHECKLIST, PLANNING_TIMELINE as EN_TIMELINE, type ChecklistItem, type TimelinePeriod } from "../planning";

/**
 * The Christmas planning guide in Italian, with the Italian calendar: the tree and the nativity scene (presepe) go
 * up around 8 December (the Immacolata), Santa Lucia brings small gifts on 13 December in some northern cities,
 * presents are opened on Christmas Eve or Christmas morning, and the Befana fills the stockings on 6 January.
 */
export const PLANNING_TIMELINE: readonly TimelinePeriod[] = [
  {
    ...EN_TIMELINE[0]!,
    period: "Inizio novembre",
    title: "Sognare e decidere",
    tasks: [
      "Parlare in famiglia delle tradizioni a cui tenete di più",
      "Fissare un budget per i regali e per i pranzi delle feste",
      "Cominciare una lista dei regali per tutte le persone a cui vuoi pensare",
    ],
  },
  {
    ...EN_TIMELINE[1]!,
    period: "Fine novembre",
    title: "Organizzarsi per tempo",
    tasks: [
      "Ordinare i regali che devono fare un lungo viaggio",
      "Controllare che addobbi e lucine funzionino ancora, e che nel presepe non manchi nessuno",
      "Aiutare i bambini a scrivere la letterina a Babbo Natale",
    ],
  },
  {
    ...EN_TIMELINE[2]!,
    period: "Inizio dicembre",
    title: "Creare e spedire",
    tasks: [
      "Spedire biglietti e pacchi prima delle scadenze delle poste",
      "Fare l'albero e il presepe tutti insieme, come tante famiglie fanno per l'Immacolata, l'8 dicembre",
      "Preparare l'impasto dei biscotti e congelarlo per i giorni di festa",
    ],
  },
  {
    ...EN_TIMELINE[3]!,
    period: "La settimana di Natale",
    title: "Rallentare e godersi le feste",
    tasks: [
      "Incartare gli ultimi regali ascoltando una canzone di Natale",
      "Comprare il fresco per il cenone della Vigilia e il pranzo di Natale",
      "La sera della Vigilia, lasciare biscotti per Babbo Natale e carote per le renne (e ricordarsi che il 6 gennaio arriva la Befana!)",
    ],
  },
];

export const PLANNING_CHECKLIST: readonly ChecklistItem[] = [
  { ...EN_CHECKLIST[0]!, text: "Fissare il budget di famiglia per il Natale" },
  { ...EN_CHECKLIST[1]!, text: "Fare la lista dei regali per parenti e amici" },
  { ...EN_CHECKLIST[2]!, text: "Scrivere con i bambini la letterina a Babbo Natale" },
  { ...EN_CHECKLIST[3]!, text: "Controllare gli addobbi e sostituire le lucine rotte" },
  { ...EN_CHECKLIST[4]!, text: "Scrivere e spedire i biglietti di auguri" },
  { ...EN_CHECKLIST[5]!, text: "Spedire per tempo i regali ai parenti lontani" },
  { ...EN_CHECKLIST[6]!, text: "Decidere il menù della Vigilia e del pranzo di Natale" },
  { ...EN_CHECKLIST[7]!, text: "Fare scorta di carta regalo, nastro adesivo e bigliettini" },
  { ...EN_CHECKLIST[8]!, text: "Scegliere in famiglia un modo per aiutare chi ha bisogno" },
  { ...EN_CHECKLIST[9]!, text: "La sera della Vigilia, preparare biscotti, latte e carote per le renne" },
];
