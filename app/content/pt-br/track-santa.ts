import { SANTA_FACTS as EN_FACTS, SANTA_FAVOURITES as EN_FAVOURITES, type TrackerFact } from "../track-santa";

/** Santa facts and favourites for the tracker page, in Brazilian Portuguese: our own words, for families with children. */
export const SANTA_FACTS: readonly TrackerFact[] = [
  {
    ...EN_FACTS[0]!,
    title: "Uma noite compridíssima",
    text: "O Papai Noel vai seguindo a meia-noite pelo mundo, começando no Pacífico, onde o novo dia nasce primeiro. Por isso, para ele, a véspera de Natal dura mais de um dia inteiro.",
  },
  {
    ...EN_FACTS[1]!,
    title: "Nove renas fortes",
    text: "Dasher, Dancer, Prancer, Vixen, Comet, Cupid, Donner e Blitzen puxam o trenó, e o nariz brilhante do Rudolph ilumina o caminho entre as nuvens.",
  },
  {
    ...EN_FACTS[2]!,
    title: "Um saco sem fundo",
    text: "Os duendes costuram o saco do Papai Noel com uma pitada de magia do Polo Norte. Por isso sempre cabe mais um presente.",
  },
  {
    ...EN_FACTS[3]!,
    title: "Só quando você está dormindo",
    text: "O trenó do Papai Noel vai mais devagar perto das casas onde as crianças ainda estão acordadas. Então ir para a cama cedo ajuda de verdade!",
  },
  {
    ...EN_FACTS[4]!,
    title: "Tempo ruim não é problema",
    text: "Neve, vento, neblina ou o calorão do verão brasileiro: as renas já voaram em todo tipo de tempo, e os esquis do trenó são polidos todo mês de dezembro.",
  },
  {
    ...EN_FACTS[5]!,
    title: "Lanchinhos pelo caminho",
    text: "Famílias do mundo todo deixam gostosuras: tortinhas de frutas secas, arroz-doce, biscoitos com leite e cenouras para as renas.",
  },
];

export const SANTA_FAVOURITES: readonly TrackerFact[] = [
  { ...EN_FAVOURITES[0]!, title: "Biscoito", text: "Biscoito de gengibre quentinho, com um botão extra de glacê por cima." },
  { ...EN_FAVOURITES[1]!, title: "Bebida", text: "Um copo de leite bem gelado, ou chocolate quente com um marshmallow nos telhados mais frios." },
  { ...EN_FAVOURITES[2]!, title: "Lanche das renas", text: "Cenouras crocantes, uma para cada uma das nove, e a do Rudolph cortada em estrelinhas." },
  { ...EN_FAVOURITES[3]!, title: "Música", text: "\u201CJingle Bells\u201D, o nosso \u201CBate o sino\u201D: ele cantarola entre uma parada e outra para as renas não perderem o passo." },
  { ...EN_FAVOURITES[4]!, title: "Cor", text: "Vermelho, claro, com um pouquinho de verde-pinheiro para dar sorte." },
  { ...EN_FAVOURITES[5]!, title: "Época do ano", text: "A véspera de Natal, quando cada carta que ele leu vira um sorriso." },
];
