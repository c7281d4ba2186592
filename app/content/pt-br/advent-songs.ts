import { ADVENT_SONGS as EN } from "../advent-songs";
import type { Song } from "../songs";

/**
 * The advent calendar's nine carols in Brazilian Portuguese. All nine were written in English and have no Brazilian
 * words we are certain are in the public domain, so they keep their English titles and their lines are our own plain
 * Portuguese translation of the public-domain English words (not a singing version), as each fun fact says.
 * ageGroup stays the English value the interface translates.
 */
export const ADVENT_SONGS: readonly Song[] = [
  {
    ...EN[0]!,
    artist: "Letra de Emily Huntington Miller, música de James R. Murray",
    location: "Estados Unidos",
    year: "1865",
    description: "Uma criança cochicha no ouvido do Papai Noel um desejo secreto de Natal nesta música curtinha e doce, que os pequenos aprendem rapidinho.",
    tags: ["Papai Noel", "Suave", "Fácil"],
    lyrics: [
      "Bom velhinho São Nicolau,",
      "Chegue o ouvido aqui!",
      "Não conte para ninguém",
      "O que eu vou dizer;",
      "A véspera de Natal já vem;",
      "Agora, meu velhinho,",
      "Cochiche o que vai me trazer;",
      "Conte, se puder.",
    ],
    funFact:
      "A letra começou como um poema chamado \u201CLilly's Secret\u201D (O segredo da Lilly), publicado numa revista infantil, The Little Corporal, em dezembro de 1865. A melodia que cantamos hoje foi publicada uns nove anos depois, em 1874. A letra aqui é a nossa tradução simples do original em inglês.",
  },
  {
    ...EN[1]!,
    artist: "Benjamin Hanby",
    location: "Ohio, EUA",
    year: "1864",
    description: "As renas pousam no telhado e o Papai Noel desce pela chaminé com um saco de brinquedos nesta música saltitante, cheia de \u201Cho-ho-ho\u201D.",
    tags: ["Papai Noel", "Animada", "Para cantar junto"],
    lyrics: [
      "No telhado as renas param,",
      "E lá vem o bom Papai Noel;",
      "Desce pela chaminé com muitos brinquedos,",
      "Para a alegria de Natal dos pequenos.",
      "Ho, ho, ho! Quem não iria?",
      "Ho, ho, ho! Quem não iria?",
    ],
    funFact:
      "Ela é muitas vezes chamada de a primeira música de Natal inteirinha sobre o Papai Noel. Benjamin Hanby escreveu a canção em Ohio, em 1864, e a ideia das renas no telhado provavelmente veio do poema \u201CA Visit from St. Nicholas\u201D. A letra aqui é a nossa tradução simples do original em inglês.",
  },
  {
    ...EN[2]!,
    artist: "Canção tradicional inglesa",
    location: "Inglaterra",
    year: "Começo do século XIX",
    description: "Uma antiga canção popular sobre o azevinho e a hera, que ficam verdes o ano todo, com um refrão que fala do sol, dos cervos e do canto no coral.",
    tags: ["Tradicional", "Popular", "Coral"],
    lyrics: [
      "O azevinho e a hera,",
      "Quando crescem de uma vez,",
      "De todas as árvores do bosque,",
      "O azevinho é o rei:",
      "Ó o nascer do sol",
      "E a corrida do cervo,",
      "O órgão tocando alegre,",
      "O doce canto do coral.",
    ],
    funFact:
      "A letra foi impressa em Birmingham há mais de 200 anos, mas a melodia que a maioria canta só foi anotada em 1909, quando o colecionador de canções Cecil Sharp ouviu uma cantora chamada Mary Clayton cantá-la em Chipping Campden, no condado de Gloucestershire. A letra aqui é a nossa tradução simples do original em inglês.",
  },
  {
    ...EN[3]!,
    artist: "Letra de John Mason Neale, com uma melodia impressa em 1582",
    location: "Inglaterra",
    year: "1853",
    description: "Um rei bondoso e seu jovem pajem atravessam a neve funda para levar comida e lenha a um vizinho pobre.",
    tags: ["Música que conta história", "Bondade", "Tradicional"],
    lyrics: [
      "O bom rei Venceslau olhou",
      "No dia de Santo Estêvão,",
      "Quando a neve se espalhava,",
      "Funda, fofa e lisa;",
      "Brilhava a lua aquela noite,",
      "Mesmo com o frio cortante,",
      "Quando um homem pobre apareceu,",
      "Catando lenha de inverno.",
    ],
    funFact:
      "Venceslau existiu de verdade: foi um duque da Boêmia, onde hoje é a República Tcheca, há mais de 1.000 anos. Ele só ganhou o título de rei depois de morrer. O dia de Santo Estêvão da música é 26 de dezembro. A letra aqui é a nossa tradução simples do original em inglês.",
  },
  {
    ...EN[4]!,
    artist: "Canção tradicional inglesa",
    location: "Inglaterra",
    year: "Século XIX",
    description: "Uma música para cantar na porta das casas, de casa em casa, desejando a todos amor, alegria e um feliz Ano-Novo.",
    tags: ["De porta em porta", "Alegre", "Ano-Novo"],
    lyrics: [
      "Aqui chegamos cantando",
      "Entre as folhas tão verdes;",
      "Aqui chegamos passeando,",
      "Tão bonitos de ver.",
      "Amor e alegria para vocês,",
      "E um brinde de saúde também;",
    ],
    funFact:
      "\u201CWassail\u201D vem de um cumprimento do inglês antigo que queria dizer \u201Cfique bem\u201D ou \u201Cboa saúde\u201D. Os \u201Cwassailers\u201D eram vizinhos que iam de porta em porta cantando bons desejos, esperando ganhar uma bebida quente ou uma gostosura. Lembra um pouco as Folias de Reis do Brasil! A letra aqui é a nossa tradução simples do original em inglês.",
  },
  {
    ...EN[5]!,
    artist: "Letra de Phillips Brooks, música de Lewis Redner",
    location: "Filadélfia, EUA",
    year: "1868",
    description: "Uma canção silenciosa e estrelada, que olha de cima para uma cidadezinha dormindo na primeiríssima noite de Natal.",
    tags: ["Tranquila", "Coral", "Clássica"],
    lyrics: [
      "Ó cidadezinha de Belém,",
      "Como te vemos sossegada!",
      "Sobre o teu sono fundo e sem sonhos",
      "Passam as estrelas caladas;",
      "Mas nas tuas ruas escuras brilha",
      "A Luz que não tem fim;",
      "As esperanças e os medos de todos os anos",
      "Se encontram em ti esta noite.",
    ],
    funFact:
      "Phillips Brooks escreveu a letra para as crianças da escola dominical dele, na Filadélfia. Três anos antes, ele tinha ido a cavalo até Belém na véspera de Natal e nunca se esqueceu da cidade quietinha debaixo das estrelas. A letra aqui é a nossa tradução simples do original em inglês.",
  },
  {
    ...EN[6]!,
    artist: "Canção tradicional inglesa",
    location: "Cornualha, Inglaterra",
    year: "1823",
    description: "Uma canção longa e delicada que conta a história dos pastores no campo e da estrela brilhante que apareceu sobre eles.",
    tags: ["Tradicional", "Música que conta história", "Coral"],
    lyrics: [
      "O primeiro Noel que o anjo anunciou",
      "Foi a uns pastores pobres que no campo estavam;",
      "No campo onde estavam, cuidando das ovelhas,",
      "Numa noite de inverno, fria e tão funda.",
      "Noel, Noel, Noel, Noel,",
      "Nasceu o Rei de Israel.",
    ],
    funFact:
      "\u201CNoël\u201D é a palavra francesa para Natal, e vem de uma palavra latina que quer dizer aniversário. É de onde vem o nome do nosso Papai Noel! A canção foi impressa pela primeira vez em 1823, num livrinho de canções antigas do oeste da Inglaterra, mas o povo já cantava bem antes disso. A letra aqui é a nossa tradução simples do original em inglês.",
  },
  {
    ...EN[7]!,
    artist: "Charles Wesley, música de Felix Mendelssohn",
    location: "Inglaterra",
    year: "1739 / 1855",
    description: "Uma canção grandiosa e luminosa para cantar a plenos pulmões, com uma melodia que parece uma fanfarra de trompetes.",
    tags: ["Alegre", "Coral", "Clássica"],
    lyrics: [
      "Escutem! Os anjos mensageiros cantam:",
      "\u201CGlória ao Rei que acaba de nascer;",
      "Paz na terra e mansa bondade,",
      "Deus e o mundo reconciliados!\u201D",
      "Alegres, ó nações, levantem-se,",
      "Juntem-se à festa dos céus;",
    ],
    funFact:
      "O primeiro verso de Charles Wesley era \u201CHark, how all the welkin rings!\u201D, e \u201Cwelkin\u201D é uma palavra antiga para céu. A letra mudou para a que conhecemos em 1753, e a melodia vem de uma peça que Mendelssohn compôs em 1840 para comemorar a invenção da imprensa. A letra aqui é a nossa tradução simples do original em inglês.",
  },
  {
    ...EN[8]!,
    artist: "John Henry Hopkins Jr.",
    location: "Nova York, EUA",
    year: "Por volta de 1857",
    description: "Os Reis Magos viajam por campos e montanhas seguindo uma estrela brilhante, nesta canção que balança como uma marcha.",
    tags: ["Música que conta história", "Estrelas", "Clássica"],
    lyrics: [
      "Nós, três reis do Oriente,",
      "Trazendo presentes, viajamos de longe,",
      "Campo e fonte, brejo e monte,",
      "Seguindo aquela estrela.",
      "Ó estrela de encanto, estrela da noite,",
      "Estrela de beleza real e brilhante,",
    ],
    funFact:
      "A Bíblia nunca diz quantos eram os Reis Magos. As pessoas imaginaram que eram três porque eles levaram três presentes: ouro, incenso e mirra. No Brasil, a chegada deles é lembrada no Dia de Reis, 6 de janeiro. A letra aqui é a nossa tradução simples do original em inglês.",
  },
];
