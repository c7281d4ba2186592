import { RESOURCE_CARDS as EN_CARDS, type ParentTip, type ResourceCard } from "../parent-resources";

/** The parent resources hub in Brazilian Portuguese: four cards and four tips for grown-ups. */
export const RESOURCE_CARDS: readonly ResourceCard[] = [
  {
    ...EN_CARDS[0]!,
    title: "Ideias de presentes por idade",
    description: "Ideias de presentes pensadas para cada idade, dos bebês aos adolescentes, com faixas de preço e quatro níveis de orçamento.",
  },
  {
    ...EN_CARDS[1]!,
    title: "Guia para planejar o Natal",
    description: "Um cronograma tranquilo, passo a passo, de novembro até o dia de Natal, com uma lista de tarefas que lembra o que você já marcou.",
  },
  {
    ...EN_CARDS[2]!,
    title: "Modelos para imprimir",
    description: "PDFs gratuitos para imprimir em casa: listas de presentes, planilhas de orçamento, etiquetas de presente, uma carta para o Papai Noel e muito mais.",
  },
  {
    ...EN_CARDS[3]!,
    title: "Tradições de Natal",
    description: "Como as famílias comemoram pelo mundo, e ideias simples para começar as tradições da sua família.",
  },
];

export const PARENT_TIPS: readonly ParentTip[] = [
  {
    title: "Magia com delicadeza",
    tip: "Deixe as perguntas das crianças sobre o Papai Noel guiarem a conversa. Responda com carinho e encantamento, e siga o ritmo delas, não o do calendário.",
  },
  {
    title: "Planejar pouco, aproveitar mais",
    tip: "Escolha três ou quatro tradições que a sua família ama de verdade e deixe o resto para lá. Pai e mãe tranquilos são o melhor enfeite da casa.",
  },
  {
    title: "O presente de doar",
    tip: "Convide as crianças a escolher um brinquedo para doar, preparar um doce para um vizinho ou escrever um cartão para os avós. A gentileza passa a fazer parte das festas.",
  },
  {
    title: "Juntos na internet",
    tip: "Fique ao lado dos pequenos quando eles escreverem para o Papai Noel ou jogarem on-line, e confira se cada site pede só o que realmente precisa.",
  },
];
