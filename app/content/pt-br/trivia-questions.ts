import { TRIVIA_QUESTIONS as EN, type TriviaQuestion } from "../trivia-questions";

/**
 * The Christmas trivia quiz in Brazilian Portuguese: the same eight questions, four options each, the right answer
 * at the same index as in English. The film in question 8 is named by its Brazilian release title, "Meu Papai é
 * Noel", with the original beside it.
 */
export const TRIVIA_QUESTIONS: readonly TriviaQuestion[] = [
  {
    ...EN[0]!,
    question: "Qual destes é o nome de uma das renas do Papai Noel?",
    options: ["Faísca", "Dasher", "Bola de Neve", "Casco de Trovão"],
    explanation:
      "Um poema famoso de 1823, \u201CA Visit from St. Nicholas\u201D, deu nome a oito renas, entre elas Dasher, Dancer, Prancer e Vixen. O Rudolph, com seu nariz vermelho brilhante, entrou para a equipe numa história escrita em 1939.",
  },
  {
    ...EN[1]!,
    question: "Nas histórias antigas de Natal, o que uma criança levada podia encontrar na meia?",
    options: ["Um pedaço de carvão", "Um par de meias", "Uma pinha", "Uma caixa vazia"],
    explanation:
      "Antigamente, em muitos países frios, as casas queimavam carvão para se aquecer, então um pedaço de carvão era o presente que ninguém queria. Hoje tem até loja que vende \u201Ccarvão\u201D de açúcar, só de brincadeira!",
  },
  {
    ...EN[2]!,
    question: "O Papai Noel foi inspirado numa pessoa de verdade que viveu há muito tempo. Qual era o nome dela?",
    options: ["Rei Venceslau", "São Patrício", "São Nicolau", "Jack Frost"],
    explanation:
      "São Nicolau foi um bispo bondoso que viveu há uns 1.700 anos numa cidade chamada Mira, onde hoje é a Turquia. Ele ficou famoso por dar presentes em segredo. Os holandeses o chamavam de Sinterklaas, nome que virou \u201CSanta Claus\u201D em inglês. Já o nosso \u201CPapai Noel\u201D vem do francês Père Noël.",
  },
  {
    ...EN[3]!,
    question: "Onde o Papai Noel mora e fabrica brinquedos com os duendes?",
    options: ["No Polo Sul", "No Polo Norte", "Na Lua", "Numa caverna nas montanhas"],
    explanation:
      "O Polo Norte fica lá no topo da Terra. Não existe terra firme por lá, só uma camada grossa de gelo boiando no oceano Ártico, o que faz dele um esconderijo perfeito para uma oficina!",
  },
  {
    ...EN[4]!,
    question: "O que muitas crianças deixam para o Papai Noel na véspera de Natal?",
    options: ["Pizza e limonada", "Sanduíche e sopa", "Biscoitos e leite", "Bolo e suco"],
    explanation:
      "Biscoitos com leite são os preferidos nos Estados Unidos e no Canadá. No Reino Unido e na Irlanda, muitas famílias deixam uma tortinha de frutas secas, e várias crianças também deixam uma cenoura para as renas. No Brasil, muita gente deixa o sapatinho na janela para o Papai Noel.",
  },
  {
    ...EN[5]!,
    question: "Como o Papai Noel entrega presentes numa casa que não tem chaminé?",
    options: ["Com a magia do Natal", "Ele entra pela janela", "Ele deixa tudo no quintal", "Ele pula aquela casa"],
    explanation:
      "As histórias de Natal contam que a magia do Papai Noel o leva para dentro de todas as casas, com ou sem chaminé. Algumas famílias até penduram uma \u201Cchave do Papai Noel\u201D na porta para ajudar.",
  },
  {
    ...EN[6]!,
    question: "Em muitas imagens antigas, de que cor era a roupa do Papai Noel antes de o vermelho virar o favorito?",
    options: ["Roxa", "Azul", "Amarela", "Verde"],
    explanation:
      "Imagens antigas muitas vezes mostram o Papai Noel com um manto comprido verde. Os artistas o pintaram de muitas cores ao longo dos anos, mas o vermelho virou o preferido, e nos anos 1930 a roupa vermelha já estava em todo lugar.",
  },
  {
    ...EN[7]!,
    question: "No filme \u201CMeu Papai é Noel\u201D (The Santa Clause), como se chama o duende-chefe que comanda a oficina do Papai Noel?",
    options: ["Buddy", "Bernard", "Hermey", "Jingles"],
    explanation:
      "Bernard é o duende-chefe de \u201CMeu Papai é Noel\u201D (1994). Ele mantém a oficina agitada funcionando e ajuda o novo Papai Noel a aprender o trabalho, resmungando um pouquinho pelo caminho!",
  },
];
