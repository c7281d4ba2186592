import { ACTIVITIES as EN, ACTIVITY_STATS as EN_STATS, type Activity } from "../activities";
import type { Stat } from "../types";

/**
 * The activities hub in Brazilian Portuguese: metric measures only, materials a Brazilian family has at home.
 * Category and difficulty stay the English values the interface translates.
 */
export const ACTIVITY_STATS: readonly Stat[] = [
  { ...EN_STATS[0]!, label: "Músicas de Natal" },
  { ...EN_STATS[1]!, label: "Desenhos para colorir" },
  { ...EN_STATS[2]!, label: "Filmes para a família" },
  { ...EN_STATS[3]!, label: "Diversão grátis" },
];

export const ACTIVITIES: readonly Activity[] = [
  {
    ...EN[0]!,
    title: "Biscoitos para o Papai Noel",
    participants: "1 a 4 crianças com um adulto",
    description: "Meça, misture e enrole uma fornada de biscoitos com gotas de chocolate, e depois escolha os mais bonitos para o pratinho do Papai Noel.",
    materials: ["A receita \u201COs biscoitos preferidos do Papai Noel\u201D", "Tigela e colher de pau", "Assadeiras e papel-manteiga", "Luvas de forno (para o adulto)"],
    steps: [
      "Lave as mãos e coloque um avental.",
      "Abra a receita \u201COs biscoitos preferidos do Papai Noel\u201D e separe todos os ingredientes antes de começar.",
      "Revezem para medir e misturar enquanto um adulto liga o forno.",
      "Faça bolinhas de massa do tamanho de uma noz e coloque nas assadeiras.",
      "Um adulto põe os biscoitos no forno; marque o tempo no cronômetro e veja pelo vidro do forno eles ficarem dourados.",
      "Quando esfriarem, escolha três para o Papai Noel e coloque num pratinho com um bilhete.",
    ],
  },
  {
    ...EN[1]!,
    title: "Casinha de biscoito de gengibre",
    participants: "2 a 6 crianças com um adulto",
    description: "Monte uma casinha com placas de biscoito de gengibre e decore o telhado com glacê branquinho como neve.",
    materials: [
      "Uma porção de massa de biscoito de gengibre (veja a receita \u201CBiscoitos de gengibre\u201D)",
      "Papel-cartão para fazer os moldes: duas paredes laterais, duas paredes de frente e duas partes do telhado",
      "Glacê real bem firme num saco de confeitar",
      "Balas, cereais e biscoitinhos salgados para decorar",
    ],
    steps: [
      "Desenhe as partes da casa no papel-cartão: duas paredes laterais de 12 × 8 cm, duas paredes de frente com 10 cm de largura e o alto em ponta, e duas partes do telhado de 14 × 9 cm.",
      "Abra a massa, coloque os moldes por cima e peça a um adulto para cortar em volta.",
      "Asse as placas por 12 a 14 minutos e deixe esfriar completamente na assadeira, para elas ficarem retinhas.",
      "Passe glacê grosso nas bordas e junte as paredes; segure por um minuto enquanto o glacê firma.",
      "Deixe as paredes secarem por 30 minutos antes de colocar o telhado com mais glacê.",
      "Decore: pingentes de gelo de glacê no telhado, balas nas janelas e uma porta de biscoito. Polvilhe açúcar de confeiteiro para fazer neve.",
    ],
  },
  {
    ...EN[2]!,
    title: "Varal de flocos de neve de papel",
    participants: "1 ou mais crianças",
    description: "Dobre e recorte papel em flocos de neve, cada um diferente do outro, e pendure todos num varal na janela. Neve no verão, só mesmo de papel!",
    materials: ["Folhas quadradas de papel branco (folha sulfite recortada em quadrado serve)", "Tesoura sem ponta", "Barbante ou fita", "Fita adesiva"],
    steps: [
      "Dobre um quadrado de papel ao meio, de uma ponta à outra, formando um triângulo.",
      "Dobre de novo ao meio para fazer um triângulo menor, e depois dobre em três partes, como um cone.",
      "Corte reto a parte de cima que ficou desigual.",
      "Recorte formas pequenas nas beiradas dobradas: triângulos, meias-luas e cortinhos.",
      "Desdobre devagar para descobrir o seu floco de neve. Faça cinco ou mais.",
      "Prenda cada floco num barbante comprido com fita adesiva, deixando um palmo entre eles, e pendure o varal.",
    ],
  },
  {
    ...EN[3]!,
    title: "Enfeites de massinha de sal",
    participants: "1 a 4 crianças com um adulto",
    description: "Misture uma massa simples, recorte estrelas e corações, asse até endurecer e pinte enfeites de árvore para guardar de lembrança.",
    materials: ["250 g de farinha de trigo", "150 g de sal", "125 ml de água", "Cortadores de biscoito e um canudinho", "Tintas e fita"],
    steps: [
      "Misture a farinha e o sal numa tigela e vá juntando a água aos pouquinhos, mexendo, até formar uma massa lisinha.",
      "Abra a massa com uns 5 mm de espessura e recorte formas com os cortadores. Se quiser, carimbe uma mãozinha em uma delas.",
      "Faça um furinho perto do alto de cada forma com o canudinho, para passar a fita.",
      "Um adulto assa os enfeites a 120 °C por umas 2 horas, até ficarem duros e secos, e deixa esfriar.",
      "Pinte com cores bem alegres e deixe a tinta secar.",
      "Passe uma fita por cada furinho e pendure na árvore. (Eles são para enfeitar, não para comer!)",
    ],
  },
  {
    ...EN[4]!,
    title: "Banda dos sininhos",
    participants: "2 ou mais: quanto mais gente, melhor",
    description: "Faça chocalhos e tambores com coisas da cozinha e toque junto com suas músicas de Natal preferidas.",
    materials: ["Garrafinhas ou potes de plástico limpos, com tampa", "Arroz, feijão, lentilha ou macarrão crus", "Panelas e colheres de pau", "Fita adesiva e adesivos"],
    steps: [
      "Coloque um punhado de arroz numa garrafinha e macarrão em outra; cada uma faz um som diferente. Feche bem as tampas com fita adesiva.",
      "Enfeite seus chocalhos com adesivos e fita colorida.",
      "Vire uma panela de boca para baixo e use uma colher de pau como baqueta.",
      "Escolha uma música da nossa lista de músicas de Natal e escutem a batida juntos.",
      "Toquem junto: chocalho em todas as batidas e tambor quando a letra falar do sino.",
      "Troquem os instrumentos e façam um show para a família.",
    ],
  },
  {
    ...EN[5]!,
    title: "Poema acróstico de Natal",
    participants: "1 ou mais crianças",
    description: "Escreva um poema em que as primeiras letras formam uma palavra de Natal, e depois decore para dar de presente.",
    materials: ["Papel e lápis", "Canetinhas ou giz de cera", "Uma palavra de Natal, como NATAL, SINO ou ESTRELA"],
    steps: [
      "Escolha uma palavra de Natal e escreva as letras dela uma embaixo da outra, do lado esquerdo da folha, uma letra por linha.",
      "Pense em coisas que você vê, ouve, cheira e sente no Natal e anote tudo.",
      "Para cada letra, escreva uma linha que comece com ela. O N de NATAL pode ser \u201CNoite quentinha de verão, cheia de estrelas\u201D.",
      "Leia o poema em voz alta e troque as palavras que não soarem bem.",
      "Passe a limpo com capricho e enfeite a borda com estrelas, sininhos ou flocos de neve.",
      "Dê para alguém especial, ou coloque junto com a sua carta para o Papai Noel.",
    ],
  },
];

/** The character panel beside the coloring pages: who to colour, and a hint for each. */
export const COLORING_CHARACTERS: readonly { name: string; hint: string }[] = [
  { name: "Papai Noel", hint: "Um casaco vermelho bem vivo, uma barba branquinha como a neve e bochechas rosadas." },
  { name: "Dasher, a rena", hint: "Tons quentes de marrom, uma barriguinha bege, e chifres da cor que você quiser." },
  { name: "Branquinho, o boneco de neve", hint: "Deixe ele branco e depois pinte um cachecol listrado com as suas cores preferidas." },
  { name: "Guizo, o duende", hint: "Roupa verde e vermelha, e um guizo dourado na ponta do gorro." },
];

/** Colouring tips shown on the hub and on the coloring pages page. */
export const COLORING_TIPS: readonly { title: string; tip: string }[] = [
  { title: "Imprima em preto e branco", tip: "Nossos desenhos são só contornos, então saem nítidos em qualquer impressora de casa e economizam tinta colorida." },
  { title: "Comece clarinho, termine escuro", tip: "Pinte de leve primeiro e depois aperte mais para fazer as sombras. Funciona com giz de cera e com lápis de cor." },
  { title: "Linhas grossas ajudam as mãos pequenas", tip: "Os desenhos fáceis têm formas grandes e contornos grossos, para os pequenininhos conseguirem pintar dentro." },
  { title: "Transforme em presente", tip: "Escreva um nome e a data, e mande o desenho pronto para os avós pelo correio ou coloque junto com a sua carta para o Papai Noel." },
];
