import { MOVIE_FILTERS as EN_FILTERS, MOVIES as EN, type Movie, type MovieFilter } from "../movies";

/**
 * The eight family films in Brazilian Portuguese. A title is the film's Brazilian release title where we are sure of
 * it ("De Ilusão Também se Vive", "O Expresso Polar", "Operação Presente", "Um Duende em Nova York", "Esqueceram de
 * Mim"); the others keep their original titles. The descriptions are our own words.
 */
export const MOVIE_FILTERS: readonly { id: MovieFilter; label: string }[] = [
  { ...EN_FILTERS[0]!, label: "Todos os filmes" },
  { ...EN_FILTERS[1]!, label: "Clássicos para a família" },
  { ...EN_FILTERS[2]!, label: "Animação" },
  { ...EN_FILTERS[3]!, label: "Romance" },
  { ...EN_FILTERS[4]!, label: "Comédia" },
  { ...EN_FILTERS[5]!, label: "Mais recentes" },
];

export const MOVIES: readonly Movie[] = [
  {
    ...EN[0]!,
    title: "De Ilusão Também se Vive",
    description:
      "Um Papai Noel bondoso de uma loja de departamentos diz que é o verdadeiro, e uma menininha desconfiada e a mãe dela começam, aos poucos, a acreditar nele.",
    features: ["Clássico em preto e branco", "Sobre acreditar", "Final no tribunal"],
  },
  {
    ...EN[1]!,
    description:
      "A história de Charles Dickens sobre um velho avarento e ranzinza que recebe a visita de três espíritos, contada com bonecos, músicas e muitas piadas carinhosas.",
    features: ["Números musicais", "História clássica", "Uma primeira história de fantasma bem suave"],
  },
  {
    ...EN[2]!,
    title: "O Expresso Polar",
    description:
      "Na véspera de Natal, um menino que começou a duvidar embarca num trem a vapor mágico com destino ao Polo Norte.",
    features: ["Viagem de trem mágica", "Baseado num livro ilustrado", "A música do chocolate quente"],
  },
  {
    ...EN[3]!,
    title: "Operação Presente",
    description:
      "Quando um presente fica sem ser entregue, o filho mais novo do Papai Noel, desastrado mas de coração enorme, parte numa missão maluca pela noite para entregá-lo antes de amanhecer.",
    features: ["Polo Norte de alta tecnologia", "Engraçado e carinhoso", "Toda criança importa"],
  },
  {
    ...EN[4]!,
    description:
      "Dois artistas e uma dupla de irmãs cantoras montam um espetáculo numa pousada sem neve em Vermont para ajudar o antigo general deles do exército.",
    features: ["Música e dança", "Um romance delicado", "Final com neve"],
  },
  {
    ...EN[5]!,
    title: "Um Duende em Nova York",
    description:
      "Um humano altíssimo, criado por duendes, viaja até Nova York para encontrar o pai, espalhando alegria de Natal (e calda doce no espaguete) por onde passa.",
    features: ["De rolar de rir", "Aventura na cidade grande", "Cantando para espalhar o espírito natalino"],
  },
  {
    ...EN[6]!,
    title: "Esqueceram de Mim",
    description:
      "Esquecido em casa por engano quando a família viaja de avião no Natal, um menino de oito anos defende a casa de dois ladrões trapalhões.",
    features: ["Armadilhas de dar risada", "Família reunida", "Melhor a partir de 8 anos"],
  },
  {
    ...EN[7]!,
    description:
      "Um carteiro mimado, mandado para uma cidadezinha gelada numa ilha, vira parceiro de um fabricante de brinquedos que vive isolado, e os pequenos gestos de bondade dos dois dão início a uma lenda.",
    features: ["Visual desenhado à mão", "Como o Papai Noel começou", "Gentileza pega"],
  },
];
