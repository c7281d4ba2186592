import { CONTACT_TOKEN } from "~/lib/public-config";
import { ABOUT_SECTIONS as EN, type AboutSection } from "../about";
import { PRIVACY_RESPONSE_HOURS } from "../privacy";

/** The about page in Brazilian Portuguese: the mission, the elves ("duendes") and the magic. The site keeps its name. */
export const ABOUT_SECTIONS: readonly AboutSection[] = [
  {
    ...EN[0]!,
    title: "Nossa missão",
    paragraphs: [
      "Acreditamos que toda criança merece ser ouvida no Natal. O North Pole Mail oferece às famílias um jeito gratuito, seguro e simples de as crianças escreverem para o Papai Noel, e os pais recebem uma resposta carinhosa e pessoal, que fala dos desejos da própria criança.",
      "Em volta das cartas, reunimos o que as famílias gostam de fazer juntas em dezembro: receitas para preparar, histórias para ler em voz alta, músicas para cantar, desenhos para colorir e jogos para brincar. Tudo é gratuito, sem anúncios e sem cadastro.",
    ],
  },
  {
    ...EN[1]!,
    title: "Conheça os duendes",
    paragraphs: [
      "Por trás de cada resposta existe uma equipe de duendes muito trabalhadores (com uma ajudinha de alguns adultos simpáticos). Os duendes da Triagem leem cada carta com carinho, os duendes Escritores cuidam para que a resposta do Papai Noel seja gentil e animadora, e os duendes da Oficina mantêm o site funcionando direitinho, mesmo nas noites mais movimentadas de dezembro.",
      "Nossos duendes também levam a segurança muito a sério. Eles pedem só o que a carta precisa, nunca mostram nada para ninguém e apagam as cartas pouco depois de o Papai Noel responder.",
    ],
  },
  {
    ...EN[2]!,
    title: "A magia do Natal",
    paragraphs: [
      "A magia do Natal não está de verdade nos presentes. Está no brilho dos olhos de uma criança quando chega uma resposta, no cheirinho de biscoito assando em família e na alegria de acompanhar o trenó do Papai Noel na véspera de Natal.",
      "Esperamos que este site ajude sua família a criar pequenas lembranças felizes, que durem muito depois de a decoração voltar para a caixa. Obrigado pela visita, e um feliz Natal de todos nós do Polo Norte!",
    ],
  },
];

/** Shown after the sections: where grown-ups write to us (the server's CONTACT_EMAIL in place of the token). */
export const ABOUT_CONTACT: { readonly title: string; readonly text: string } = {
  title: "Fale com a gente",
  text: `Os adultos podem nos escrever em ${CONTACT_TOKEN}: uma dúvida, uma resposta que não chegou, uma carta que você quer apagar ou uma ideia para o site. Uma pessoa de verdade lê cada mensagem, e respondemos em até ${PRIVACY_RESPONSE_HOURS} horas.`,
};

export const ABOUT_VALUES: readonly string[] = ["Sempre gratuito", "Sem anúncios nem rastreadores", "Seguro para crianças", "Feito com carinho"];
