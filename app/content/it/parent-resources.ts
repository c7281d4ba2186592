import { RESOURCE_CARDS as EN_CARDS, type ParentTip, type ResourceCard } from "../parent-resources";

/** The parent resources hub in Italian; parents are spoken to as "tu", as Italian family sites do. */
export const RESOURCE_CARDS: readonly ResourceCard[] = [
  {
    ...EN_CARDS[0]!,
    title: "Idee regalo per età",
    description: "Idee regalo pensate con cura e adatte a ogni età, dai più piccoli agli adolescenti, con fasce di prezzo e quattro livelli di budget.",
  },
  {
    ...EN_CARDS[1]!,
    title: "Guida per organizzare il Natale",
    description: "Un calendario tranquillo, passo dopo passo, da novembre al giorno di Natale, con una lista di cose da fare che si ricorda le tue spunte.",
  },
  {
    ...EN_CARDS[2]!,
    title: "Modelli da stampare",
    description: "PDF gratuiti da stampare a casa: liste dei regali, budget delle feste, bigliettini per i pacchetti, una letterina a Babbo Natale e altro ancora.",
  },
  {
    ...EN_CARDS[3]!,
    title: "Tradizioni di Natale",
    description: "Come si festeggia nelle famiglie di tutto il mondo, e qualche idea semplice per creare tradizioni tutte tue.",
  },
];

export const PARENT_TIPS: readonly ParentTip[] = [
  {
    title: "Una magia delicata",
    tip: "Lascia che siano i bambini a guidare con le loro domande su Babbo Natale. Rispondi con calore e meraviglia e segui i loro tempi, non quelli del calendario.",
  },
  {
    title: "Meno impegni, più gioia",
    tip: "Scegli tre o quattro tradizioni che la tua famiglia ama davvero e lascia perdere il resto. Un genitore sereno è il più bell'addobbo di casa.",
  },
  {
    title: "Il regalo di donare",
    tip: "Proponi ai bambini di scegliere un giocattolo da regalare, di preparare un dolce per un vicino o di scrivere un biglietto ai nonni. La gentilezza diventa parte delle feste.",
  },
  {
    title: "Online, insieme",
    tip: "Resta accanto ai più piccoli quando scrivono a Babbo Natale o giocano online, e controlla che ogni sito chieda solo i dati che gli servono davvero.",
  },
];
