import { GAMES as EN_GAMES, type Game, type GameFact } from "../games";

/** The games hub in Brazilian Portuguese. Difficulty stays the English value the interface translates. */
export const GAMES: readonly Game[] = [
  {
    ...EN_GAMES[0]!,
    title: "Quiz de Natal",
    description: "Oito perguntas natalinas sobre o Papai Noel, as renas dele e o Polo Norte. Quantas você consegue acertar?",
    time: "5 minutos",
  },
  {
    ...EN_GAMES[1]!,
    title: "Gerador de nome de duende",
    description: "Digite seu primeiro nome e o mês do seu aniversário para descobrir seu nome de duende, seu trabalho na oficina e seu poder especial.",
    time: "1 minuto",
  },
  {
    ...EN_GAMES[2]!,
    title: "Diário de boas ações",
    description: "Anote cada coisa legal que você fizer, junte pontos de bondade e veja você subir na Lista dos Bonzinhos.",
    time: "O fim de ano todo",
  },
];

export const GAME_FACTS: readonly GameFact[] = [
  {
    title: "Brincar junto faz bem",
    text: "Em muitas famílias, jogos de tabuleiro e brincadeiras com palavras fazem parte do Natal. Esperar a sua vez e torcer pelos outros também faz parte da diversão.",
  },
  {
    title: "Duendes das histórias antigas",
    text: "Os duendes de Natal só viraram ajudantes do Papai Noel em histórias e poemas do século 19. Antes disso, duendes e elfos eram criaturas de antigas lendas do norte da Europa.",
  },
  {
    title: "Gentileza pega",
    text: "Quando você vê alguém fazendo uma gentileza, fica com mais vontade de fazer uma também. Uma boa ação pode começar uma corrente inteira delas!",
  },
  {
    title: "Noite de adivinhas é coisa antiga",
    text: "Há centenas de anos as pessoas brincam de adivinhar e de resolver charadas quando se reúnem no fim do ano, muito antes de existirem telas para jogar.",
  },
];
