import {
  HOME_FEATURES as EN_FEATURES,
  HOME_MORE_FUN as EN_MORE_FUN,
  HOME_STEPS as EN_STEPS,
  HOME_WHY as EN_WHY,
  type ChristmasCountdownCopy,
  type HOME_TRUST_BADGES as EN_BADGES,
} from "../home";
import type { FeatureCardContent, Stat, Step } from "../types";

/** The same tuple as the English list, with Brazilian Portuguese words in it. */
type Words<T> = { readonly [K in keyof T]: string };

/** The home page in Brazilian Portuguese: "você" for the grown-up reading it. */
export const HOME_TRUST_BADGES: Words<typeof EN_BADGES> = ["100% gratuito", "Seguro para crianças", "Resposta em até 24 horas"];

export const HOME_COUNTDOWN: ChristmasCountdownCopy = {
  heading: "Contagem regressiva para o Natal",
  timerLabel: "Tempo que falta para o Natal",
  christmasDay: {
    heading: "Feliz Natal!",
    message:
      "O trenó do Papai Noel já voltou para casa em segurança, e as renas estão descansando depois da longa noite. Todo mundo no Polo Norte deseja à sua família um dia cheio de alegria.",
  },
};

export const HOME_STEPS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Escreva a carta",
    text: "A criança conta ao Papai Noel o nome dela, os desejos e tudo o que estiver no coração. Um adulto coloca o e-mail dele.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Mande para o Polo Norte",
    text: "Um clique no botão e a carta voa até o Polo Norte, onde os duendes a separam para o Papai Noel.",
  },
  {
    ...EN_STEPS[2]!,
    title: "Receba a resposta do Papai Noel",
    text: "O Papai Noel responde no e-mail do adulto, com uma mensagem pessoal que fala dos desejos da criança.",
  },
];

export const HOME_FEATURES: readonly FeatureCardContent[] = [
  {
    ...EN_FEATURES[0]!,
    title: "Escreva para o Papai Noel",
    text: "Um formulário de carta simpático, feito para mãos pequenas, e uma resposta carinhosa e pessoal do Papai Noel por e-mail.",
    cta: "Escrever uma carta",
  },
  {
    ...EN_FEATURES[1]!,
    title: "Lista dos Bonzinhos",
    text: "Veja se um primeiro nome está na Lista dos Bonzinhos do Papai Noel e imprima um certificado lindo para guardar.",
    cta: "Consultar a lista",
  },
  {
    ...EN_FEATURES[2]!,
    title: "Siga o Papai Noel",
    text: "Acompanhe o trenó do Papai Noel pelo mundo na véspera de Natal, cidade por cidade, contando os presentes que ele entrega.",
    cta: "Seguir o trenó",
  },
];

export const HOME_MORE_FUN: readonly FeatureCardContent[] = [
  {
    ...EN_MORE_FUN[0]!,
    title: "Receitas de fim de ano",
    text: "Biscoitos de gengibre, chocolate quente, biscoitos para o Papai Noel e cenouras para as renas: receitas fáceis para fazer juntos.",
    cta: "Ver as receitas",
  },
  {
    ...EN_MORE_FUN[1]!,
    title: "Atividades divertidas",
    text: "Desenhos para colorir, músicas para cantar, cartões para fazer à mão e filmes de Natal para curtir em família.",
    cta: "Ver as atividades",
  },
];

export const HOME_WHY: readonly Step[] = [
  {
    ...EN_WHY[0]!,
    title: "Seguro e protegido",
    text: "Sem cadastro, sem anúncios, sem rastreadores. As cartas ficam guardadas só pelo tempo necessário, e um responsável pode apagar uma carta a qualquer momento.",
  },
  {
    ...EN_WHY[1]!,
    title: "Resposta em até 24 horas",
    text: "A maioria das respostas chega em poucos minutos. Se o correio atrasar, os duendes do Papai Noel continuam tentando até a mensagem chegar.",
  },
  {
    ...EN_WHY[2]!,
    title: "Feito para a família",
    text: "Cada palavra do site é escrita para crianças e revisada por pais. Nada para comprar, nenhum cadastro para fazer.",
  },
];

export function homeStats(marketing: { families: string; letters: string; replyRate: string; replyHours: number }): Stat[] {
  return [
    { value: marketing.families, label: "Famílias felizes" },
    { value: marketing.letters, label: "Cartas enviadas ao Papai Noel" },
    { value: marketing.replyRate, label: "Taxa de resposta" },
    { value: `${marketing.replyHours}h`, label: "Tempo de resposta" },
  ];
}
