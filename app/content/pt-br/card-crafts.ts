import { CARD_TEMPLATES as EN_TEMPLATES, CARD_TUTORIALS as EN_TUTORIALS, type CardTemplate, type CardTutorial } from "../card-crafts";

/**
 * Card crafts in Brazilian Portuguese: A4 paper, centimetres, materials from any Brazilian stationery shop (tesoura
 * sem ponta, cola branca). The greetings are printed in the template PDFs, so they keep to the PDF standard fonts'
 * characters (Portuguese accents and ç are among them).
 */
export const CARD_TEMPLATES: readonly CardTemplate[] = [
  {
    ...EN_TEMPLATES[0]!,
    title: "Cartão dobrável de boneco de neve",
    description: "Um boneco de neve para colorir na frente e linhas para escrever por dentro. Imprima, dobre uma vez e enfeite.",
    greeting: "Um Natal cheio de alegria para você!",
  },
  {
    ...EN_TEMPLATES[1]!,
    title: "Cartão da árvore de Natal",
    description: "Uma árvore de Natal alta para colorir e enfeitar com adesivos, com uma mensagem carinhosa impressa por dentro.",
    greeting: "Feliz Natal e um próspero Ano-Novo!",
  },
];

/** How to use a printed template (shown on the cards page). */
export const CARD_TEMPLATE_STEPS: readonly string[] = [
  "Baixe o modelo e imprima em papel A4 na horizontal, de preferência num papel mais grosso, tipo cartolina fina.",
  "Recorte pela borda de fora, se quiser um acabamento caprichado.",
  "Dobre a folha ao meio pela linha tracejada, deixando o desenho do lado de fora.",
  "Pinte a frente e enfeite com adesivos, cola com glitter ou algodão imitando neve.",
  "Escreva sua mensagem por dentro e seu nome na linha que fica atrás do cartão.",
];

export const CARD_TUTORIALS: readonly CardTutorial[] = [
  {
    ...EN_TUTORIALS[0]!,
    title: "Cartão com árvore de Natal que salta",
    description: "Dois cortes e uma dobra criam uma árvore que salta para fora quando o cartão é aberto.",
    materials: ["Modelo \u201CCartão da árvore de Natal\u201D", "Papel verde", "Tesoura sem ponta", "Cola em bastão", "Adesivos ou lantejoulas"],
    duration: "30 minutos",
    steps: [
      "Imprima o modelo \u201CCartão da árvore de Natal\u201D e dobre ao meio pela linha tracejada.",
      "Corte uma tira de papel verde de 20 × 6 cm e dobre como uma sanfona, para a frente e para trás, formando 8 dobras.",
      "Aperte a sanfona embaixo e abra a parte de cima, para ela ficar com jeito de árvore.",
      "Cole a base da sanfona por dentro do cartão, bem em cima da dobra, com a ponta virada para cima.",
      "Feche o cartão com cuidado e aperte bem para a cola secar.",
      "Abra para ver a árvore saltar e enfeite com adesivos ou lantejoulas, que viram as bolinhas.",
    ],
  },
  {
    ...EN_TUTORIALS[1]!,
    title: "Cartão de rena com a mãozinha",
    description: "A mãozinha da criança vira os chifres de uma rena sorridente: uma lembrança linda para os avós.",
    materials: ["Modelo \u201CCartão dobrável de boneco de neve\u201D (use o verso)", "Tinta guache marrom e vermelha, lavável", "Um pincel", "Olhinhos móveis ou uma caneta preta", "Lenços umedecidos para as mãos"],
    duration: "20 minutos",
    steps: [
      "Imprima o modelo, dobre e vire o cartão, para que o verso em branco seja a frente do seu cartão de rena.",
      "Passe tinta marrom na palma e nos dedos da criança com o pincel.",
      "Carimbe a mão perto do alto do cartão, com os dedos bem abertos: esses são os chifres.",
      "Pinte um oval marrom embaixo da mãozinha para ser a cara da rena e deixe secar.",
      "Faça um nariz bem vermelho com a ponta do polegar e cole os olhinhos móveis (ou desenhe os olhos).",
      "Escreva por dentro o nome da criança e o ano, para virar uma lembrança.",
    ],
  },
  {
    ...EN_TUTORIALS[2]!,
    title: "Cartão de boneco de neve com botões",
    description: "Pinte o boneco de neve impresso e dê a ele botões de verdade e um cachecol de tecido.",
    materials: ["Modelo \u201CCartão dobrável de boneco de neve\u201D", "3 botões", "Uma tira de feltro ou de fita", "Cola branca", "Giz de cera ou lápis de cor"],
    duration: "25 minutos",
    steps: [
      "Imprima e dobre o modelo \u201CCartão dobrável de boneco de neve\u201D.",
      "Pinte o chapéu, o nariz de cenoura e o céu em volta do boneco de neve.",
      "Cole três botões na barriga do boneco, em cima dos botões desenhados.",
      "Corte uma tira de feltro de uns 12 cm, faça franjinhas nas pontas e cole como cachecol.",
      "Deixe a cola secar com o cartão deitado por 20 minutos antes de escrever por dentro.",
    ],
  },
  {
    ...EN_TUTORIALS[3]!,
    title: "Cartão de estrela brilhante",
    description: "Uma estrela dourada em camadas, contornada com cola com glitter, que brilha com a luz na estante.",
    materials: ["Modelo \u201CCartão da árvore de Natal\u201D", "Papel-cartão amarelo ou dourado", "Cola com glitter", "Lápis e tesoura", "Cola em bastão"],
    duration: "40 minutos",
    steps: [
      "Imprima e dobre o modelo \u201CCartão da árvore de Natal\u201D.",
      "Desenhe três estrelas no papel dourado: uma grande, uma média e uma pequena. Um adulto pode ajudar a deixar as pontas iguais.",
      "Recorte as estrelas com cuidado, bem devagar em volta de cada ponta.",
      "Cole a estrela média em cima da grande e depois a pequena por cima, girando cada uma um pouquinho para as pontas ficarem em leque.",
      "Cole a estrela em camadas no alto da árvore impressa.",
      "Contorne cada estrela com cola com glitter e deixe o cartão aberto e deitado de um dia para o outro para secar.",
    ],
  },
];
