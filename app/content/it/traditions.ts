import { FAMILY_TRADITION_IDEAS as EN_IDEAS, WORLD_TRADITIONS as EN, type FamilyTraditionIdea, type Tradition } from "../traditions";

/**
 * World Christmas traditions in Italian. The Italian item also tells what families in Italy know best: the presepe
 * and the tree put up around 8 December, Santa Lucia on 13 December in some northern cities, and the Befana's
 * stockings on 6 January.
 */
export const WORLD_TRADITIONS: readonly Tradition[] = [
  {
    ...EN[0]!,
    country: "Messico",
    tradition: "Las Posadas",
    description:
      "Per nove sere prima di Natale i vicini vanno di casa in casa con le candele, cantando e chiedendo ospitalità, per ricordare il viaggio di Maria e Giuseppe. Ogni sera finisce con una festa, bevande calde e una pentolaccia a forma di stella, la piñata.",
  },
  {
    ...EN[1]!,
    country: "Germania",
    tradition: "Mercatini di Natale e calendari dell'Avvento",
    description:
      "Le piazze si riempiono di casette di legno che vendono pan di zenzero, frutta secca tostata e decorazioni fatte a mano. A casa, ogni giorno i bambini aprono una finestrella del calendario dell'Avvento per contare i giorni che mancano a Natale.",
  },
  {
    ...EN[2]!,
    country: "Svezia",
    tradition: "Il giorno di Santa Lucia",
    description:
      "Il 13 dicembre, nel cuore buio dell'inverno, una ragazza vestita di bianco con una corona di candele guida un corteo di cantori. Le famiglie mangiano insieme i panini allo zafferano chiamati lussekatter e festeggiano il ritorno della luce.",
  },
  {
    ...EN[3]!,
    country: "Filippine",
    tradition: "I parol e la Simbang Gabi",
    description:
      "Case e strade brillano di parol, grandi lanterne colorate a forma di stella. Molte famiglie partecipano a nove messe all'alba prima di Natale e poi mangiano insieme dolcetti di riso e tè caldo allo zenzero.",
  },
  {
    ...EN[4]!,
    country: "Italia",
    tradition: "Il presepe e la Befana",
    description:
      "Intorno all'8 dicembre, festa dell'Immacolata, tante famiglie fanno l'albero e il presepe, che a volte riempie una stanza intera; il Bambinello si aggiunge la notte di Natale. In alcune città del Nord, la notte del 12 dicembre Santa Lucia porta piccoli doni. E la notte del 5 gennaio arriva la Befana, una vecchina buona a cavallo di una scopa, che riempie di dolci le calze dei bambini (e di carbone quelle dei più birichini).",
  },
  {
    ...EN[5]!,
    country: "Australia",
    tradition: "Carols by Candlelight",
    description:
      "Lì il Natale arriva d'estate: nelle sere calde le famiglie si ritrovano nei parchi per cantare canzoni di Natale a lume di candela, e il giorno dopo si gustano un pranzo di pesce e pavlova, a volte in spiaggia.",
  },
];

export const FAMILY_TRADITION_IDEAS: readonly FamilyTraditionIdea[] = [
  { ...EN_IDEAS[0]!, title: "La scatola della Vigilia", description: "Una scatola da aprire la sera della Vigilia, con un pigiama nuovo, un libro di storie e una cioccolata calda per una serata tutta coccole." },
  { ...EN_IDEAS[1]!, title: "Il conto alla rovescia della gentilezza", description: "Ogni giorno di dicembre fate insieme un piccolo gesto gentile: un biglietto per un vicino, un giocattolo regalato, un grazie scritto a mano." },
  { ...EN_IDEAS[2]!, title: "La pallina dell'anno", description: "Ogni anno ciascun bambino sceglie o crea una decorazione per l'albero, e mentre addobbate raccontate la storia di ognuna." },
  { ...EN_IDEAS[3]!, title: "Il giro delle luci", description: "Mettetevi il pigiama, versate la cioccolata nei thermos e fate un giro del quartiere, in macchina o a piedi, per votare la casa illuminata più bella." },
  { ...EN_IDEAS[4]!, title: "La sera delle letterine", description: "Scegliete una sera per scrivere tutti insieme la letterina a Babbo Natale, con la musica di Natale e un piatto di biscotti." },
  { ...EN_IDEAS[5]!, title: "La cena giramondo", description: "Scegliete un Paese da questa pagina e cucinate un piatto semplice della sua tavola di Natale." },
];
