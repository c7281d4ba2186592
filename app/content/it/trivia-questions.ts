import { TRIVIA_QUESTIONS as EN, type TriviaQuestion } from "../trivia-questions";

/**
 * The Christmas trivia quiz in Italian: the same eight questions, four options each, the right answer at the same
 * index as in English. The reindeer keep their English names, and the film in question 8 its original title.
 */
export const TRIVIA_QUESTIONS: readonly TriviaQuestion[] = [
  {
    ...EN[0]!,
    question: "Quale di questi è il nome di una delle renne di Babbo Natale?",
    options: ["Scintilla", "Dasher", "Palla di neve", "Zoccolo di tuono"],
    explanation:
      "Una famosa poesia americana del 1823, «A Visit from St. Nicholas», nomina otto renne, tra cui Dasher, Dancer, Prancer e Vixen. Rudolph, con il suo naso rosso luccicante, si è unito alla squadra in una storia scritta nel 1939.",
  },
  {
    ...EN[1]!,
    question: "Nelle vecchie storie di Natale, che cosa poteva trovare nella calza un bambino che aveva fatto il monello?",
    options: ["Un pezzo di carbone", "Un paio di calzini", "Una pigna", "Una scatola vuota"],
    explanation:
      "Tanto tempo fa molte case si scaldavano con il carbone, e un pezzo di carbone era il regalo che nessuno voleva. In Italia è la Befana a portarlo ai più birichini, la notte del 5 gennaio: oggi però è quasi sempre carbone dolce, fatto di zucchero!",
  },
  {
    ...EN[2]!,
    question: "Babbo Natale è ispirato a una persona vera vissuta tanto tempo fa. Come si chiamava?",
    options: ["Re Venceslao", "San Patrizio", "San Nicola", "Jack Frost"],
    explanation:
      "San Nicola era un vescovo buono vissuto circa 1.700 anni fa a Myra, una città che oggi si trova in Turchia. Era famoso perché faceva regali in segreto. Gli olandesi lo chiamavano Sinterklaas, e da lì è nato il nome «Santa Claus». Dal 1087 le sue reliquie sono custodite a Bari, dove è il santo patrono.",
  },
  {
    ...EN[3]!,
    question: "Dove vive Babbo Natale e dove costruisce i giocattoli con i suoi elfi?",
    options: ["Al Polo Sud", "Al Polo Nord", "Sulla Luna", "In una grotta in montagna"],
    explanation:
      "Il Polo Nord è la cima del mondo. Lì non c'è nemmeno un pezzo di terra, solo uno spesso strato di ghiaccio che galleggia sul Mar Glaciale Artico: un posto segretissimo, perfetto per un laboratorio!",
  },
  {
    ...EN[4]!,
    question: "Che cosa lasciano molti bambini a Babbo Natale la sera della Vigilia?",
    options: ["Pizza e limonata", "Un panino e una minestra", "Biscotti e latte", "Torta e succo di frutta"],
    explanation:
      "Biscotti e latte sono i preferiti negli Stati Uniti e in Canada. Nel Regno Unito e in Irlanda molte famiglie lasciano invece una mince pie, una tortina ripiena di frutta secca e spezie, e tanti bambini preparano anche una carota per le renne.",
  },
  {
    ...EN[5]!,
    question: "Come fa Babbo Natale a portare i regali in una casa senza camino?",
    options: ["Usa la magia del Natale", "Entra dalla finestra", "Li lascia in giardino", "Salta quella casa"],
    explanation:
      "Le storie di Natale raccontano che la magia di Babbo Natale lo fa entrare in ogni casa, con o senza camino. Alcune famiglie appendono perfino alla porta una speciale «chiave di Babbo Natale» per aiutarlo a entrare.",
  },
  {
    ...EN[6]!,
    question: "In molte vecchie illustrazioni, di che colore era il vestito di Babbo Natale prima che il rosso diventasse il preferito?",
    options: ["Viola", "Blu", "Giallo", "Verde"],
    explanation:
      "Nelle vecchie illustrazioni Babbo Natale porta spesso un lungo mantello verde. Nel corso degli anni gli artisti lo hanno dipinto di tanti colori, ma alla fine ha vinto il rosso, e negli anni Trenta del Novecento il vestito rosso era ormai dappertutto.",
  },
  {
    ...EN[7]!,
    question: "Nel film «The Santa Clause», come si chiama il capo degli elfi che manda avanti il laboratorio di Babbo Natale?",
    options: ["Buddy", "Bernard", "Hermey", "Jingles"],
    explanation:
      "Bernard è il capo degli elfi in «The Santa Clause» (1994). Fa funzionare l'indaffaratissimo laboratorio e aiuta il nuovo Babbo Natale a imparare il mestiere, brontolando un pochino qua e là!",
  },
];
