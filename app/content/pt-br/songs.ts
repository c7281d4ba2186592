import { FEATURED_SONGS as EN, type Song } from "../songs";

/**
 * The songs page's six carols in Brazilian Portuguese. "Noite Feliz" shows the first lines of the Portuguese words
 * sung in Brazil for more than a century, attributed to Frei Pedro Sinzig (died 1952, so in the public domain). The
 * other five are our own plain Portuguese translation of the public-domain original words (Anschütz's German for "O
 * Tannenbaum", the English for the rest), not a modern Brazilian singing version such as "Bate o sino", which is not
 * in the public domain; each fun fact says so. Titles stay the original ones except "Noite Feliz", the title every
 * Brazilian knows. ageGroup stays the English value the interface translates. SONG_COLLECTION_LINKS is not
 * translated here: its encyclopedia title is looked up on the English Wikipedia.
 */
export const FEATURED_SONGS: readonly Song[] = [
  {
    ...EN[0]!,
    artist: "James Lord Pierpont",
    location: "Massachusetts, EUA",
    year: "1857",
    description: "Uma música de passeio de trenó, no ritmo do galope, que dá vontade de bater palmas, bater o pé e tilintar junto. No Brasil, muita gente canta essa melodia com outra letra, \u201CBate o sino\u201D.",
    tags: ["Animada", "Para cantar junto", "Clássica"],
    lyrics: ["Blim-blém, blim-blém,", "Tocando sem parar!", "Que alegria é passear", "Num trenó de um cavalo só!"],
    funFact:
      "Em dezembro de 1965, dois astronautas tocaram Jingle Bells numa gaitinha e com sininhos a bordo da Gemini 6, e ela virou uma das primeiras músicas tocadas no espaço. A letra aqui é a nossa tradução simples da letra original em inglês.",
  },
  {
    ...EN[1]!,
    artist: "Melodia tradicional galesa, letra em inglês de Thomas Oliphant",
    location: "País de Gales, Reino Unido",
    year: "1862",
    description: "Uma música alegre para enfeitar a casa, cheia de azevinho, canções e refrões felizes de \u201Cfá-lá-lá\u201D.",
    tags: ["Festiva", "Para enfeitar a casa", "Para cantar junto"],
    lyrics: ["Enfeitem a casa com ramos de azevinho,", "Fá-lá-lá-lá-lá, lá-lá-lá-lá!", "Chegou o tempo da alegria,", "Fá-lá-lá-lá-lá, lá-lá-lá-lá!"],
    funFact:
      "A melodia é bem mais velha que a letra: ela vem de uma canção galesa de Ano-Novo chamada \u201CNos Galan\u201D, cantada há centenas de anos. A letra aqui é a nossa tradução simples da letra original em inglês.",
  },
  {
    ...EN[2]!,
    artist: "Canção tradicional inglesa",
    location: "Oeste da Inglaterra",
    year: "Século XVI",
    description: "A música que os cantores de Natal cantavam na porta das casas, desejando um feliz Natal a todos e pedindo uma gostosura.",
    tags: ["De porta em porta", "Alegre", "Fácil"],
    lyrics: [
      "Desejamos a vocês um feliz Natal,",
      "Desejamos a vocês um feliz Natal,",
      "Desejamos a vocês um feliz Natal",
      "E um feliz Ano-Novo!",
    ],
    funFact:
      "O \u201Cfiggy pudding\u201D que os cantores pedem na letra em inglês era um pudim cozido no vapor, cheio de figos e frutas secas, bem parecido com o pudim de Natal inglês de hoje. A letra aqui é a nossa tradução simples da letra original.",
  },
  {
    ...EN[3]!,
    title: "O Tannenbaum",
    artist: "Canção tradicional alemã, letra de Ernst Anschütz",
    location: "Leipzig, Alemanha",
    year: "1824",
    description: "Uma canção delicada em homenagem ao pinheiro, que continua verde o inverno inteiro.",
    tags: ["Suave", "Para montar a árvore", "Alemã"],
    // Our own plain translation of Anschütz's 1824 German words (public domain), not a modern singing version.
    lyrics: ["Ó pinheirinho, ó pinheirinho,", "Que folhas tão fiéis!", "Você é verde não só no verão,", "Mas no inverno, quando neva."],
    funFact:
      "Em alemão, \u201CO Tannenbaum\u201D quer dizer \u201Có pinheiro\u201D. No começo era uma canção popular sobre uma árvore fiel, e só depois virou música de Natal. A letra aqui é a nossa tradução simples do original alemão de 1824.",
  },
  {
    ...EN[4]!,
    title: "Noite Feliz",
    artist: "Joseph Mohr e Franz Xaver Gruber; letra em português atribuída a Frei Pedro Sinzig",
    location: "Oberndorf, Áustria",
    year: "1818",
    description: "Uma canção de Natal calminha, quase uma canção de ninar, perfeita para sossegar na véspera de Natal.",
    tags: ["Canção de ninar", "Tranquila", "Hora de dormir"],
    lyrics: ["Noite feliz! Noite feliz!", "Ó Senhor, Deus de amor,", "Pobrezinho nasceu em Belém.", "Eis na lapa Jesus, nosso bem."],
    funFact:
      "Ela foi cantada pela primeira vez na véspera de Natal de 1818, numa igrejinha da Áustria, ao som de um violão, e hoje já foi traduzida para centenas de línguas. A letra em português que se canta no Brasil é atribuída a Frei Pedro Sinzig, um frade franciscano que viveu no Brasil.",
  },
  {
    ...EN[5]!,
    artist: "Isaac Watts, música arranjada por Lowell Mason",
    location: "Inglaterra e Boston, EUA",
    year: "1719 / 1839",
    description: "Uma canção de Natal luminosa, com som de sinos, que parece uma festa desde a primeira nota.",
    tags: ["Alegre", "Coral", "Clássica"],
    lyrics: ["Alegria ao mundo, o Senhor chegou!", "Que a terra receba o seu Rei;", "Que cada coração lhe prepare um lugar,", "E cantem o céu e a natureza,"],
    funFact:
      "Isaac Watts nem escreveu essa música para o Natal: ela começou como um poema baseado no Salmo 98, e a melodia famosa foi montada mais de cem anos depois. A letra aqui é a nossa tradução simples da letra original em inglês.",
  },
];

/** The playlist search in Portuguese; the encyclopedia link stays on the English article (the link is built for it). */
export const SONG_COLLECTION_LINKS = {
  playlistQuery: "músicas de Natal tradicionais para crianças",
  encyclopediaTitle: "Christmas carol",
} as const;
