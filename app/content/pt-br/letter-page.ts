import { CONTACT_TOKEN } from "~/lib/public-config";
import { LETTER_FIELD_HELP as EN_HELP, LETTER_HOW_IT_WORKS as EN_STEPS, LETTER_TRUST as EN_TRUST } from "../letter-page";
import { LETTER_RETENTION_DAYS } from "../privacy";
import type { ContentIcon, Step } from "../types";

/** The letter page's Brazilian Portuguese words: "você" for the child and for the grown-up alike, as Brazilians write. */
export const LETTER_HOW_IT_WORKS: readonly Step[] = [
  {
    ...EN_STEPS[0]!,
    title: "Escreva sua carta",
    text: "Conte ao Papai Noel seu nome, seus desejos e tudo o que você quiser contar. Um adulto coloca o e-mail dele.",
  },
  {
    ...EN_STEPS[1]!,
    title: "Mande para o Polo Norte",
    text: "Aperte o botão e sua carta fica guardadinha no Polo Norte, esperando pelo Papai Noel.",
  },
  {
    ...EN_STEPS[2]!,
    title: "O Papai Noel responde",
    text: "A resposta pessoal do Papai Noel chega no e-mail do adulto, quase sempre em poucos minutos e sempre em até 24 horas.",
  },
];

export const LETTER_FIELD_HELP: { readonly [K in keyof typeof EN_HELP]: string } = {
  childName: "Só o seu primeiro nome já está ótimo.",
  age: "Opcional. De 1 a 18 anos.",
  cityCountry: "Opcional. O Papai Noel gosta de saber onde encontrar você.",
  parentEmail: "A resposta do Papai Noel vai para este e-mail. Quem preenche é um adulto.",
  wishList: "Um desejo por linha, ou separe com vírgulas.",
  messageToSanta: "Opcional. Conte ao Papai Noel como foi o seu ano, fale da sua família ou dos seus bichinhos.",
};

export const LETTER_TRUST: {
  readonly heading: string;
  readonly points: readonly { readonly title: string; readonly text: string; readonly icon: ContentIcon }[];
  readonly guarantee: string;
  readonly guaranteeSubject: string;
  readonly stored: string;
} = {
  heading: "Seguro, privado e garantido",
  points: [
    { ...EN_TRUST.points[0], title: "Mais de 10.000 famílias confiam em nós", text: "Famílias do mundo todo escrevem para o Papai Noel aqui, todo mês de dezembro." },
    { ...EN_TRUST.points[1], title: "Resposta em até 24 horas", text: "A maioria das respostas chega em minutos. Se o correio atrasar, os duendes continuam tentando." },
    { ...EN_TRUST.points[2], title: "De acordo com a COPPA", text: "O e-mail de um responsável é obrigatório, e a resposta vai para o adulto, nunca para a criança." },
    { ...EN_TRUST.points[3], title: "Nunca compartilhada", text: "Nunca compartilhamos nem vendemos sua carta, e nunca a usamos para publicidade. Sem terceiros, sem rastreadores." },
  ],
  guarantee:
    `Nossa garantia: se a resposta do Papai Noel não chegar em até 24 horas (olhe também a caixa de spam), escreva para ${CONTACT_TOKEN} e a gente resolve.`,
  guaranteeSubject: "A resposta do Papai Noel não chegou",
  stored:
    `Guardamos a carta só para enviar a resposta do Papai Noel e a apagamos automaticamente ${LETTER_RETENTION_DAYS} dias depois. Toda resposta traz um link para apagá-la na mesma hora.`,
};
