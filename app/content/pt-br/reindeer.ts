import { REINDEER as EN, type Reindeer } from "../reindeer";

/**
 * Santa's nine reindeer in Brazilian Portuguese. Their names stay as in the English song and poem: Brazil has no
 * single established set of Portuguese names for them, and Rudolph is known by that name.
 */
export const REINDEER: readonly Reindeer[] = [
  {
    ...EN[0]!,
    name: "Dasher",
    personality: "Veloz e animado",
    description:
      "O Dasher é sempre o primeiro a sair do estábulo de manhã e o primeiro da fila para ser atrelado na véspera de Natal. Ele adora apostar corrida com o vento por cima do lago congelado e parece que nunca se cansa.",
    specialPower: "Supervelocidade: ele atravessa um oceano no tempo de um espirro.",
    favoriteTreat: "Palitinhos de cenoura crocantes",
    funFact: "O Dasher treina decolagens todos os dias do ano, até no dia do aniversário dele.",
  },
  {
    ...EN[1]!,
    name: "Dancer",
    personality: "Graciosa e alegre",
    description:
      "A Dancer desliza pelo céu como se dançasse uma música que só ela escuta. Os duendes dizem que os cascos dela quase nem tocam a neve quando ela pousa num telhado.",
    specialPower: "Pousos levinhos como uma pena, que nunca acordam ninguém em casa.",
    favoriteTreat: "Fatias de maçã com uma pitada de canela",
    funFact: "Foi a Dancer que ensinou as renas mais novas a dar piruetas no ar para o desfile da véspera de Natal.",
  },
  {
    ...EN[2]!,
    name: "Prancer",
    personality: "Orgulhoso e brincalhão",
    description:
      "O Prancer levanta bem os joelhos a cada passo e adora exibir os chifres brilhantes. Mas, por trás de tanto brilho, é um amigo leal que sempre divide o feno.",
    specialPower: "Equilíbrio perfeito nos telhados mais inclinados e escorregadios.",
    favoriteTreat: "Bolinhos doces de aveia",
    funFact: "O Prancer lustra os chifres com um paninho macio toda manhã, antes do café.",
  },
  {
    ...EN[3]!,
    name: "Vixen",
    personality: "Esperta e curiosa",
    description:
      "A Vixen é quem resolve os enigmas da equipe. Quando uma chaminé é estreita demais ou uma rua é confusa, é ela que descobre um jeito esperto de passar.",
    specialPower: "Um mapa na cabeça de cada cidade, estrada e telhado do mundo.",
    favoriteTreat: "Biscoitos de cevada com cobertura de mel",
    funFact: "A Vixen acha o caminho de casa de olhos fechados, só pelo cheirinho das receitas da Mamãe Noel.",
  },
  {
    ...EN[4]!,
    name: "Comet",
    personality: "Aventureiro e brilhante",
    description:
      "O Comet adora explorar e é sempre o primeiro a se oferecer para testar um caminho novo. Quando voa a toda velocidade, deixa para trás um rastro prateado bem fraquinho.",
    specialPower: "Um rastro cintilante que ajuda a equipe a se seguir no meio das nuvens.",
    favoriteTreat: "Biscoitos de cenoura em forma de estrela",
    funFact: "O Comet já contou duas vezes todas as estrelas do céu do Polo Norte e chegou a um número diferente em cada uma.",
  },
  {
    ...EN[5]!,
    name: "Cupid",
    personality: "Bondosa e carinhosa",
    description:
      "A Cupid tem o coração mais gentil do estábulo. Ela percebe quando alguém está triste e sempre chega pertinho para fazer um carinho com o focinho, até a pessoa sorrir de novo.",
    specialPower: "Ela sente quais casas mais precisam de um pouquinho a mais de alegria de Natal.",
    favoriteTreat: "Purê de batata-doce quentinho",
    funFact: "A Cupid cuida de cada renazinha que nasce no Polo Norte.",
  },
  {
    ...EN[6]!,
    name: "Donner",
    personality: "Forte e firme",
    description:
      "O Donner é a rena mais forte de todas. Quando o trenó está lotado de presentes, ele finca os cascos e puxa sem reclamar nem um pouquinho.",
    specialPower: "Uma força enorme: ele consegue levantar o trenó inteiro por cima de uma montanha.",
    favoriteTreat: "Uma tigelona de líquen e musgo",
    funFact: "O bufo grave do Donner é tão alto que os duendes usam como sinal da hora do almoço.",
  },
  {
    ...EN[7]!,
    name: "Blitzen",
    personality: "Corajoso e cheio de energia",
    description:
      "O Blitzen é pura agitação. Ele adora voar no meio do tempo ruim e nunca tem medo de tempestade, e isso deixa a equipe toda mais corajosa também.",
    specialPower: "Reflexos rápidos como um raio, que desviam o trenó de qualquer tempestade em segurança.",
    favoriteTreat: "Fatias de pera geladinhas",
    funFact: "A brincadeira preferida do Blitzen é pega-pega com bolas de neve, e até hoje ninguém conseguiu pegá-lo.",
  },
  {
    ...EN[8]!,
    name: "Rudolph",
    personality: "Valente e de coração enorme",
    description:
      "O nariz vermelho e brilhante do Rudolph ilumina o caminho na neblina, na neve e nas noites mais escuras. Ele vai bem na frente do trenó, guiando a equipe, e sempre cuida para ninguém ficar para trás.",
    specialPower: "Um nariz vermelho reluzente que ilumina o céu como uma lanterna.",
    favoriteTreat: "Cenouras listradas como bengalinhas doces",
    funFact: "Nas noites muito frias, o nariz do Rudolph brilha ainda mais.",
  },
];
