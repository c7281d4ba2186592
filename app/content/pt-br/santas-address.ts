import type { PrintableDesign } from "../printable-templates";
import { MAILING_STEPS as EN_STEPS, MAILING_TIPS as EN_TIPS, SANTA_LETTER_TEMPLATE as EN_TEMPLATE, type MailingTip } from "../santas-address";

/**
 * The mailing address guide in Brazilian Portuguese. The address itself (Canada Post's "Santa Claus, North Pole,
 * H0H 0H0, Canada") stays exactly as in English and is not re-exported; only the guidance around it is translated.
 */
export const MAILING_DEADLINE_LABEL = "7 de dezembro";

export const MAILING_STEPS: readonly MailingTip[] = [
  { ...EN_STEPS[0]!, title: "Escreva sua carta", text: "Capriche na letra, ou imprima nosso modelo de carta gratuito e preencha." },
  { ...EN_STEPS[1]!, title: "Coloque o seu endereço", text: "Escreva seu nome completo e o endereço da sua casa na carta e no envelope, como remetente, para o Papai Noel poder responder." },
  { ...EN_STEPS[2]!, title: "Enderece o envelope ao Papai Noel", text: "Santa Claus, North Pole, H0H 0H0, Canada: exatamente assim, em inglês." },
  { ...EN_STEPS[3]!, title: "Poste até 7 de dezembro", text: "Coloque a carta em qualquer caixa de correio ou leve a uma agência. Dentro do Canadá não precisa de selo; do Brasil e de outros países, use o selo normal de carta internacional." },
];

export const MAILING_TIPS: readonly MailingTip[] = [
  { ...EN_TIPS[0]!, title: "Escreva com capricho", text: "O Papai Noel enxerga bem, mas uma letra caprichada ajuda os duendes a separar a correspondência bem rapidinho." },
  { ...EN_TIPS[1]!, title: "Não esqueça o remetente", text: "Sem o seu endereço, os duendes não conseguem mandar a resposta. Peça a um adulto para ajudar a escrever." },
  { ...EN_TIPS[2]!, title: "Faça um desenho", text: "O Papai Noel adora desenhos! Um desenho da sua família, do seu bichinho ou da sua árvore de Natal deixa o dia dele muito mais feliz." },
  { ...EN_TIPS[3]!, title: "Agradeça", text: "Conte ao Papai Noel uma coisa pela qual você é grato este ano, e não só o que você quer ganhar." },
  { ...EN_TIPS[4]!, title: "Poste cedo", text: "As cartas postadas até 7 de dezembro têm mais chance de receber resposta antes do Natal. Do Brasil a viagem é longa, então quanto antes, melhor!" },
  { ...EN_TIPS[5]!, title: "Está com pressa?", text: "Escreva para o Papai Noel também pela internet, e um responsável recebe a resposta dele por e-mail." },
];

/**
 * The printable letter template in Brazilian Portuguese (the same file name as the English: whoever builds
 * per-locale PDFs decides where this one lives). Plain Latin-1 text only, for the PDF's standard fonts.
 */
export const SANTA_LETTER_TEMPLATE: PrintableDesign = {
  ...EN_TEMPLATE,
  heading: "Minha carta para o Papai Noel",
  subheading: "Enviar para: Santa Claus, North Pole H0H 0H0, Canada",
  layout: {
    kind: "lines",
    prompts: [
      { text: "Querido Papai Noel, meu nome é", lines: 1 },
      { text: "Tenho ___ anos e moro em", lines: 1 },
      { text: "Este ano fui gentil e ajudei quando", lines: 3 },
      { text: "Neste Natal eu adoraria ganhar", lines: 4 },
      { text: "Uma coisa que quero contar para você", lines: 2 },
      { text: "Com carinho, (e meu endereço de remetente)", lines: 2 },
    ],
  },
};
