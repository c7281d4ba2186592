import { PLANNING_CHECKLIST as EN_CHECKLIST, PLANNING_TIMELINE as EN_TIMELINE, type ChecklistItem, type TimelinePeriod } from "../planning";

/**
 * The Christmas planning guide in Brazilian Portuguese, with Brazil's calendar: a summer Christmas in the school
 * holidays, the "amigo secreto" gift swap, the "ceia" on the night of 24 December (presents often opened at
 * midnight), and the tree taken down on Dia de Reis, 6 January.
 */
export const PLANNING_TIMELINE: readonly TimelinePeriod[] = [
  {
    ...EN_TIMELINE[0]!,
    period: "Início de novembro",
    title: "Sonhar e decidir",
    tasks: [
      "Conversar em família sobre as tradições de que vocês mais gostam, e se o Natal vai ser em casa, na casa dos avós ou na praia",
      "Definir quanto gastar com presentes e com a ceia",
      "Começar uma lista de presentes para todas as pessoas que você quer lembrar",
    ],
  },
  {
    ...EN_TIMELINE[1]!,
    period: "Fim de novembro",
    title: "Organizar tudo",
    tasks: [
      "Encomendar os presentes que vêm de longe e combinar o sorteio do amigo secreto da família",
      "Ver se os enfeites e os pisca-piscas ainda funcionam",
      "Ajudar as crianças a escrever as cartas para o Papai Noel",
    ],
  },
  {
    ...EN_TIMELINE[2]!,
    period: "Início de dezembro",
    title: "Fazer e enviar",
    tasks: [
      "Postar cartões e encomendas antes dos prazos dos Correios",
      "Montar a árvore e decorar a casa juntos",
      "Preparar massa de biscoito e congelar para depois, porque no calor de dezembro ninguém quer passar a tarde no forno",
    ],
  },
  {
    ...EN_TIMELINE[3]!,
    period: "Semana do Natal",
    title: "Desacelerar e aproveitar",
    tasks: [
      "Embrulhar os últimos presentes ouvindo músicas de Natal",
      "Comprar os ingredientes frescos da ceia, como as frutas da estação, e deixar a farofa e a rabanada planejadas",
      "Deixar biscoitos para o Papai Noel e cenouras para as renas antes da meia-noite do dia 24",
    ],
  },
];

export const PLANNING_CHECKLIST: readonly ChecklistItem[] = [
  { ...EN_CHECKLIST[0]!, text: "Definir o orçamento de Natal da família" },
  { ...EN_CHECKLIST[1]!, text: "Fazer a lista de presentes para a família e os amigos" },
  { ...EN_CHECKLIST[2]!, text: "Escrever as cartas para o Papai Noel com as crianças" },
  { ...EN_CHECKLIST[3]!, text: "Conferir os enfeites e trocar os pisca-piscas queimados" },
  { ...EN_CHECKLIST[4]!, text: "Escrever e postar os cartões de Natal" },
  { ...EN_CHECKLIST[5]!, text: "Mandar com antecedência os presentes da família que mora longe" },
  { ...EN_CHECKLIST[6]!, text: "Planejar o cardápio da ceia de Natal" },
  { ...EN_CHECKLIST[7]!, text: "Garantir papel de presente, fita adesiva e etiquetas" },
  { ...EN_CHECKLIST[8]!, text: "Escolher, em família, um jeito de ajudar quem precisa" },
  { ...EN_CHECKLIST[9]!, text: "Deixar biscoitos, leite e cenouras para as renas na véspera de Natal" },
];
