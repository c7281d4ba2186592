import {
  ADVENT_CRAFTS as EN_CRAFTS,
  ADVENT_GAME_CHALLENGE as EN_CHALLENGE,
  ADVENT_GOOD_DEED as EN_DEED,
  ADVENT_RECIPE as EN_RECIPE,
  ADVENT_STORIES as EN_STORIES,
} from "../advent-treats";
import type { AdventCraft, AdventGameChallenge, AdventGoodDeed, AdventRecipe } from "../advent-treats.types";
import type { Story } from "../stories";

/**
 * The treats behind the advent calendar's doors in Brazilian Portuguese: three stories, three crafts, a recipe, the
 * trivia challenge and a good-deed idea. Paper is A4, measures are metric, every grown-up note is kept. The stories
 * keep their snowy settings; the crafts say what changes in Brazil's summer December (fat melts, oranges mould
 * sooner). The challenge does not quote the quiz's result messages, which the interface translates.
 */
export const ADVENT_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "A luvinha perdida",
    summary: "Rosie perde uma das luvinhas vermelhas que o avô tricotou e descobre o que fazer quando um desconhecido é gentil com a gente.",
    ageGroup: "De 3 a 6 anos",
    content: `Rosie tinha um par de luvinhas vermelhas com uma estrelinha branca em cada polegar. Foi o vovô que tricotou para ela, cantarolando músicas de Natal enquanto as agulhas faziam tique, tique, tique. Rosie gostava tanto daquelas luvinhas que usava até no café da manhã.
No primeiro sábado de neve de dezembro, Rosie e a mamãe foram a pé até o centro da cidade para ver as luzes de Natal. Rosie deu tchau para o padeiro na vitrine. Fez carinho num cachorro simpático na porta da livraria. No ponto de ônibus, pegou flocos de neve com a língua. Mas, quando chegaram em casa e bateram as botas para tirar a neve, Rosie olhou para as mãos.
Uma luvinha vermelha. Uma mão gelada e rosada.
"Minha luvinha!", gritou Rosie. "Sumiu!"
**Seguindo os nossos passos**
Na manhã seguinte, a mamãe fechou o zíper do casaco da Rosie. "Vamos fazer o mesmo caminho de ontem", disse ela. "As coisas perdidas muitas vezes ficam esperando a gente voltar."
Primeiro elas pararam na padaria. "Não vi nenhuma luvinha vermelha", disse o padeiro, "mas vou ficar de olho." E deu para a Rosie um pãozinho quente para segurar na mão sem luva, o que ajudou um pouquinho.
Pararam na livraria. O cachorro simpático abanou o rabo, mas também não tinha visto a luvinha.
Pararam no ponto de ônibus. Havia um monte de pegadas na neve, mas nada de luvinha. O queixo da Rosie começou a tremer.
**A grade da pracinha**
Aí a Rosie viu uma coisa vermelha no portão da pracinha. Alguém tinha encaixado a luvinha dela com cuidado na ponta da grade, como uma bandeirinha, para ela ficar sequinha e fácil de ver.
"Mamãe! Olha!" Rosie correu e encostou a luvinha no rosto. Estava gelada, mas era dela.
Ao longo da grade havia outras coisas também: um gorro azul de lã, um cachecol listrado e uma meinha amarela de bebê, pendurada sozinha.
"O pessoal da nossa cidade faz assim", disse a mamãe. "Quando acha alguma coisa, pendura onde o dono possa ver."
Rosie pensou na pessoa que tinha salvado a luvinha dela. Ela não sabia o nome dessa pessoa. Não podia agradecer. Mas teve uma ideia.
Quando passaram de volta pelo ponto de ônibus, Rosie viu um pai empurrando um carrinho de bebê. No carrinho, uma bebê balançava as perninhas. Num pé ela usava uma meia amarela. O outro pé estava descalço e vermelhinho de frio.
"Espere aqui, por favor!", disse Rosie. Ela correu de volta até a grade, pegou a meinha e levou com todo o cuidado até o pai da bebê.
"Ah, muito obrigado!", disse ele, com um sorriso de orelha a orelha. "A gente procurou essa meia por todo lado." Ele calçou a meinha no pé da bebê, e a bebê fez gugu-dadá e mexeu os dedinhos.
Naquela noite, Rosie contou a história inteira para o vovô pelo telefone. "Alguém me ajudou", disse ela, "então eu ajudei outra pessoa."
"É assim mesmo que a gentileza funciona", disse o vovô. "Ela vai dando voltas e voltas, como a lã na agulha."
*Quando alguém for gentil com você, passe a gentileza adiante.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "O duende que não sabia assobiar",
    summary: "Todos os duendes do Polo Norte sabem assobiar, menos o Fennel, até que uma renazinha assustada precisa de um som mais suave.",
    ageGroup: "De 4 a 8 anos",
    content: `No Polo Norte, todo mundo assobiava. Os fabricantes de brinquedos assobiavam enquanto martelavam. Os confeiteiros assobiavam enquanto mexiam as panelas. Até o Papai Noel assobiava uma música alegre enquanto conferia a lista. E, quando chegava a hora de chamar as renas de volta dos campos de neve, os duendes do estábulo punham dois dedos na boca e davam um assobio comprido e forte, que ecoava por cima do gelo: fiiiii-iu!
Todo mundo assobiava, menos o Fennel.
O Fennel já tinha tentado de todos os jeitos. Tinha feito biquinho como um peixinho dourado. Tinha assobiado entre os dentes, mas só saía um chiado de chaleira furada. Tinha tentado com dois dedos, depois com quatro, e uma vez com uma luva inteira, o que não ajudou em nada.
"Continue treinando", diziam os amigos, com carinho. "Uma hora sai."
Mas não saía. O Fennel soprava e soprava até as bochechas ficarem redondas como maçãs, e só saía ar.
**O duende que cantarolava**
O Fennel trabalhava no estábulo das renas, escovando o pelo delas e enchendo as redes de feno. Ele adorava as renas, e as renas adoravam o Fennel. Claro que ele nunca assobiava para elas. Em vez disso, enquanto trabalhava, ele cantarolava: músicas baixinhas, lentas e roucas, que pareciam subir lá das botas dele.
A rena mais nova, uma renazinha tímida chamada Clover, era quem mais gostava de ouvir o Fennel cantarolar. Sempre que ele cantarolava, a Clover encostava o focinho macio no ombro dele e fechava os olhos.
**A véspera de Natal**
Na véspera de Natal, o estábulo estava cheio de barulho. Os duendes corriam de um lado para o outro com arreios e sinos. Assobios agudos vinham de todos os cantos. "Renas, em fila!", chamavam os duendes do estábulo. Fiiiii-iu! Fiiiii-iu!
As renas trotaram para os seus lugares. Mas a Clover, que ia puxar o trenó pela primeiríssima vez, ficou assustada com tanto barulho. Ela recuou para o canto da baia e não queria sair de jeito nenhum.
"Assobiem mais alto!", disse alguém. Os duendes assobiaram mais alto. A Clover se encolheu contra a parede, tremendo.
"O tempo está ficando curto", disse o Papai Noel com calma, "e não podemos partir sem ela."
O coração do Fennel disparou. Ele não sabia assobiar. Todo mundo sabia disso. Mas ele conhecia a Clover.
Ele entrou na baia e se sentou na palha. Então começou a cantarolar, baixinho e devagar, a mesma musiquinha rouca que cantarolava toda manhã.
O estábulo ficou em silêncio. Um por um, os duendes abaixaram as mãos. As orelhas da Clover se mexeram. Ela parou de tremer. Depois de um instante, deu um passo à frente e apoiou o focinho no ombro do Fennel, como sempre fazia.
Sem parar de cantarolar, o Fennel levou a Clover para fora da baia, por toda a fileira de lanternas, até o lugar dela na frente do trenó. Ele afivelou os arreios dela com o mesmo cuidado de quem ajeita um cobertor.
"Ora, ora", disse o Papai Noel, com os olhos brilhando. "Parece que hoje o Polo Norte precisava de alguém que cantarolasse."
**Um som só dele**
O trenó subiu para o céu estrelado com os sininhos da Clover tocando bem claros. Enquanto ele se afastava, o Fennel ouviu uma coisa descendo pelo ar frio. Era o Papai Noel, cantarolando a mesmíssima musiquinha.
Depois do Natal, os duendes fizeram um plano novo. O estábulo ia ganhar um Cantinho do Sossego para as renas nervosas, e o Fennel ia cuidar dele. Alguns duendes mais novos até pediram para ele ensinar a cantarolar.
O Fennel ainda treina o assobio de vez em quando. Às vezes consegue dar um piadinho, e todo mundo comemora. Mas ele não se preocupa mais com isso. Ele tem um som só dele, e esse som era exatamente o que estava faltando.
*Você não precisa ser igual a todo mundo: o seu jeito pode ser exatamente o que alguém precisa.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "A noite em que a neve cantou",
    summary: "Na véspera de Natal, a Ada está animada demais para dormir, até a vovó ensinar a ela como escutar a música mais baixinha do mundo.",
    ageGroup: "De 3 a 8 anos",
    content: `Era véspera de Natal, e a Ada não conseguia dormir.
Ela já tinha escovado os dentes. Já tinha pendurado a meia de Natal no pé da cama. Já tinha ouvido uma história, e depois outra, e depois mais uma. Mas os olhos dela não ficavam fechados. Eles viviam se abrindo, como duas janelinhas, para ver se o Natal já tinha chegado.
A vovó veio e se sentou na beirada da cama. Lá fora, a neve caía, macia e lenta, passando pelo poste de luz.
"Quer que eu conte um segredo?", cochichou a vovó. "Na véspera de Natal, se você ficar muito, muito quietinha, dá para ouvir a neve cantar."
A Ada se sentou na cama. "Neve não canta."
"Não bem alto", disse a vovó. "Ela canta a música mais baixinha do mundo. Você tem que escutar com o corpo inteiro. Deite, feche os olhos e respire devagar. Puxa o ar, e solta."
A Ada se deitou. Fechou os olhos. Puxou o ar, e soltou.
**Escutando**
No começo, a Ada só ouviu os barulhos de sempre. O relógio fazendo tique-taque no corredor. A gata dando voltas e mais voltas no tapete lá embaixo. O toc, toc, toc do aquecedor esfriando.
"Continue escutando", disse a vovó, bem baixinho.
A Ada puxou o ar, e soltou. E aí, por baixo de todos os outros barulhos, ela ouviu: um chiiiu. Um chiiiu macio, de pena, suave como a página de um livro virando. Os flocos de neve estavam encostando na janela, um depois do outro, e cada um cochichava a mesma palavrinha.
Chiiiu. Chiiiu. Chiiiu.
"Estou ouvindo", sussurrou a Ada.
"A neve está cantando para a cidade inteira dormir", disse a vovó. "Escute para onde a música dela vai."
**A música da neve**
Então a Ada escutou, e na imaginação foi seguindo a música.
Ela passou por cima do jardim, onde um passarinho de peito vermelho estava bem encolhidinho na hera, com as penas afofadas como um casaco quentinho. Chiiiu, cantou a neve, e o passarinho escondeu a cabeça debaixo da asa.
Ela flutuou pela pracinha, onde o lago tinha congelado liso e prateado e os patos dormiam enfileirados na margem. Chiiiu, cantou a neve, e os patos sonharam seus sonhos felizes de pato.
Ela pousou nos telhados, um por um: na padaria, na biblioteca e nas casinhas de cortinas fechadas, onde outras crianças estavam deitadas acordadas, igualzinho à Ada. Chiiiu, cantou a neve, e um por um os olhos delas foram ficando pesados.
Ela cantou para a raposa enrolada debaixo da cerca viva, para as vacas no celeiro quentinho depois do morro e para os pinheiros altos, que esticavam os galhos para pegá-la.
Depois a música subiu mais alto, passando pelas chaminés e pelas nuvens, até onde as estrelas brilhavam. E lá longe, bem longe, tão fraquinho que a Ada nem teve certeza de ter ouvido, tilintou um sininho de trenó.
**A manhã de Natal**
A respiração da Ada ficou lenta e funda. As mãos dela estavam quentinhas debaixo da coberta. A vovó puxou a coberta até o queixo dela e deu um beijo no alto da sua cabeça.
"Boa noite, meu amor", cochichou ela. "Feliz Natal."
A Ada não respondeu. Já estava dormindo profundamente, e a neve continuava cantando.
De manhã, o mundo inteiro estava branquinho, novinho e cintilante. No pé da cama havia uma meia de Natal estufada de tão cheia. E na janela, bem onde os flocos de neve tinham cochichado a noite toda, alguém tinha desenhado no gelo uma estrelinha sorridente.
*Os momentos mais quietinhos podem guardar as maiores maravilhas.*`,
  },
];

/** Door 1, door 8 and door 17. */
export const ADVENT_CRAFTS: readonly AdventCraft[] = [
  {
    ...EN_CRAFTS[0]!,
    title: "Corrente de papel da contagem regressiva",
    description:
      "Faça uma corrente listrada de papel, com um elo para cada dia que falta até o Natal. Toda manhã, tire um elo e descubra a surpresinha escrita dentro dele.",
    materials: [
      "2 folhas de papel colorido ou de papel-cartão fino (A4), de duas cores diferentes",
      "Uma régua e um lápis",
      "Tesoura sem ponta",
      "Cola em bastão ou fita adesiva",
      "Canetinhas ou giz de cera",
      "Uma fita ou um pedaço de barbante para pendurar",
    ],
    steps: [
      "Com a régua e o lápis, trace linhas a cada 2,5 cm no comprimento inteiro de cada folha, até ela ficar toda coberta de listras compridas.",
      "Recorte pelas linhas para fazer tiras compridas e depois corte cada tira ao meio. Duas folhas dão 32 tirinhas, e você precisa de 24.",
      "Numere as tirinhas de 1 a 24, uma para cada dia de 1º de dezembro até a véspera de Natal. Vá alternando as cores para a corrente ficar listrada.",
      "No verso de cada tirinha, escreva ou desenhe uma surpresinha para aquele dia: uma piada, uma música de Natal para cantar ou uma gentileza para fazer. Um adulto pode escrever as palavras enquanto você desenha.",
      "Comece pela tirinha 24. Dobre em forma de argola, com o número do lado de fora e a surpresa do lado de dentro, sobreponha as pontas e cole ou prenda com fita.",
      "Passe a tirinha 23 por dentro da argola e feche do mesmo jeito. Continue até a tirinha 1, segurando cada elo novo por alguns segundos enquanto a cola pega.",
      "Amarre a fita no elo 24 e pendure a corrente onde todo mundo possa ver. Toda manhã, tire o elo de baixo, leia a surpresa e façam juntos. Quando o último elo sair, é véspera de Natal!",
    ],
    grownUpNote:
      "Para esta atividade, a tesoura sem ponta basta. Se preferir fechar os elos com grampeador em vez de cola, quem grampeia é um adulto, e os grampos que sobrarem ficam longe dos pequenos.",
  },
  {
    ...EN_CRAFTS[1]!,
    title: "Laranjas perfumadas com cravo",
    description:
      "Espete cravos-da-índia numa laranja formando listras, espirais ou estrelas e faça um enfeite com cheiro de especiarias. Pendure com uma fita e a sala inteira fica com cheiro de Natal.",
    materials: [
      "2 ou 3 laranjas pequenas e firmes (tangerinas também servem)",
      "Um vidrinho de cravos-da-índia: 30 g dão para duas laranjas",
      "Um palito de dente ou uma agulha de tricô sem ponta",
      "Fita estreita, uns 60 cm para cada laranja",
      "Fita adesiva ou fita-crepe, e um alfinete para o adulto",
      "Uma bandeja ou um prato para aparar o suco que pingar",
    ],
    steps: [
      "Lave e seque as laranjas. Passe uma tira de fita adesiva em volta do meio de cada uma, como um cinto: ela deixa um caminho livre para a fita depois.",
      "Escolha um desenho. Listras de cima a baixo são o mais fácil; uma espiral, uma estrela ou a primeira letra do seu nome pedem um pouco mais de cuidado.",
      "Com o palito, faça um furinho na casca e depois enfie um cravo pelo cabinho, deixando só a cabeça redonda de fora. Fazer o furo antes poupa os dedões.",
      "Continue, deixando mais ou menos a largura de um dedo entre um cravo e outro. Se a casca rachar, deixe um espaço e recomece um pouco mais adiante.",
      "Quando o desenho estiver pronto, tire a fita adesiva. Peça a um adulto para amarrar a fita em volta da laranja pelo caminho livre, cruzando por baixo e dando um nó com uma alça em cima.",
      "Pendure a laranja num lugar fresco e arejado, como o trinco de uma janela ou a maçaneta de uma porta, ou junte várias numa tigela. De vez em quando, aperte de leve para sentir o perfume.",
      "Nas semanas seguintes, ela vai secando e encolhendo devagar. Durante centenas de anos as pessoas fizeram laranjas assim para perfumar a casa, então a sua faz parte de uma tradição de Natal bem antiga.",
    ],
    grownUpNote:
      "Os cravos são pequenos e duros: deixe longe de crianças com menos de três anos, que podem colocá-los na boca. Em algumas crianças o óleo do cravo arde nos cortezinhos, então todo mundo lava as mãos no final. Se a laranja mofar depois de uma ou duas semanas (no calor e na umidade do verão isso pode acontecer mais cedo), coloque na composteira ou no lixo orgânico.",
  },
  {
    ...EN_CRAFTS[2]!,
    title: "Comedouro de pinha para passarinhos",
    description:
      "Recheie uma pinha de sementes e gordura pura para fazer um lanchinho para os passarinhos do quintal, depois pendure e veja quem aparece para visitar.",
    materials: [
      "Uma pinha grande, seca e aberta",
      "Uns 60 cm de barbante de jardim ou cordão",
      "100 g de banha de porco ou gordura vegetal pura, em temperatura ambiente",
      "150 g de mistura de sementes para pássaros silvestres",
      "Uma tigela, um garfo e uma colher",
      "Um prato ou uma bandeja",
    ],
    steps: [
      "Amarre o barbante bem firme em volta da pinha, entre as escamas perto da parte mais larga, e dê um bom nó. Deixe uma ponta comprida com uma alça no final para pendurar.",
      "Coloque a gordura na tigela e amasse com o garfo até ficar macia e cremosa. Se estiver dura demais, deixe um tempinho num lugar mais quente.",
      "Despeje as sementes e misture até todas ficarem cobertas. Amassar tudo com as mãos limpas funciona muito bem, e é uma lambança deliciosa!",
      "Com a colher ou com os dedos, aperte a mistura nos espaços entre as escamas, até a pontinha da pinha.",
      "Espalhe mais algumas sementes no prato e role a pinha por cima para cobrir as partes grudentas.",
      "Leve a pinha à geladeira por uma hora, até a gordura ficar firme.",
      "Pendure num galho ou num comedouro, a um pulinho de um arbusto ou árvore onde os passarinhos possam se abrigar, mas não bem ao lado de um esconderijo onde um gato possa ficar à espreita.",
      "Observe em silêncio pela janela. Desenhe ou anote os passarinhos que aparecerem, e deixe também um pratinho raso com água fresca para eles.",
      "Faça um comedouro novo quando este acabar. No calor a gordura amolece e estraga rápido, então, no verão brasileiro, pendure na sombra e tire o que sobrar depois de poucos dias.",
    ],
    grownUpNote:
      "Use só gordura pura e sementes para pássaros. Nunca use gordura da assadeira, margarina ou óleo, nem nada salgado, como amendoim salgado, salgadinhos ou bacon: sal e caldo de assados fazem mal aos pássaros. Quem pendura o comedouro no alto é um adulto. Muitas misturas de sementes têm amendoim, então confira a embalagem se alguém da família tiver alergia, e todo mundo lava bem as mãos no final.",
  },
];

/** Door 7. */
export const ADVENT_RECIPE: AdventRecipe = {
  ...EN_RECIPE,
  title: "Estrelinhas de canela",
  description:
    "Biscoitos amanteigados e crocantes em forma de estrela, perfumados com canela e pincelados com um glacê branquinho e fino, como geada numa noite estrelada. Esta receita não leva castanhas nem nozes. Conte mais 30 minutos para a massa gelar e uns 30 minutos para as estrelas esfriarem antes de receberem o glacê.",
  yield: "Rende cerca de 30 estrelinhas",
  ingredients: [
    "250 g de farinha de trigo, e mais um pouco para abrir a massa",
    "2 colheres (chá) de canela em pó",
    "Uma pitada de sal",
    "150 g de manteiga em temperatura ambiente",
    "100 g de açúcar refinado",
    "1 ovo grande",
    "1 colher (chá) de extrato de baunilha",
    "Para o glacê: 120 g de açúcar de confeiteiro e cerca de 1 colher (sopa) e meia de água ou leite",
  ],
  steps: [
    "Numa tigela grande, bata a manteiga macia com o açúcar usando uma colher de pau até ficar um creme clarinho, por uns 3 minutos. Revezar deixa tudo mais fácil.",
    "Junte o ovo e a baunilha e bata até ficar liso.",
    "Acrescente a farinha, a canela e o sal e misture até virar uma farofa; depois aperte tudo com as mãos até formar uma bola de massa.",
    "Achate a massa num disco grosso, embrulhe em plástico e leve à geladeira por 30 minutos, para ficar mais fácil de abrir e não perder a forma no forno.",
    "Enquanto ela gela, um adulto preaquece o forno a 180 °C (160 °C se o forno tiver ventilação), e você forra duas assadeiras com papel-manteiga.",
    "Abra a massa numa superfície levemente enfarinhada, com uns 5 mm de espessura. Recorte estrelas com um cortador de 7 a 8 cm e passe para as assadeiras, com um espacinho entre elas. Junte as sobras, abra de novo e recorte mais estrelas.",
    "Asse por 10 a 12 minutos, trocando as assadeiras de lugar na metade do tempo, até as bordas começarem a dourar. Deixe as estrelas nas assadeiras por 5 minutos e depois passe para uma grade até esfriarem completamente.",
    "Misture a água ao açúcar de confeiteiro aos pouquinhos, até o glacê ficar liso e escorrendo, como um creme grosso. Pincele ou espalhe com a colher uma camada fina sobre cada estrela fria e deixe secar por uns 30 minutos.",
    "Guarde os biscoitos numa lata bem fechada por até uma semana. Alguns num vidro amarrado com fita são um presente lindo.",
  ],
  grownUpNote:
    "Um adulto cuida do forno e das assadeiras quentes; as crianças podem misturar, abrir a massa, recortar e passar o glacê. A massa crua tem ovo cru e farinha crua, então nada de beliscar antes de as estrelas assarem. No calor, se a massa amolecer durante o recorte, volte com ela para a geladeira por alguns minutos.",
};

/** Door 10: played in the site's Christmas trivia quiz. */
export const ADVENT_GAME_CHALLENGE: AdventGameChallenge = {
  ...EN_CHALLENGE,
  title: "Desafio estrela do quiz",
  description:
    "Jogue o nosso quiz de Natal e tente tirar uma nota de estrela. Escolha A, B, C ou D em cada pergunta e descubra uma curiosidade surpreendente depois de cada resposta.",
  goal: "Acerte pelo menos 6 das 8 perguntas, e o quiz vai elogiar tudo o que você sabe sobre o Natal. Para ser uma superestrela, acerte as 8 e vire especialista em Natal!",
  tips: [
    "Leia todas as respostas antes de escolher: algumas estão lá só para fazer você rir.",
    "Ficou na dúvida? Primeiro elimine as respostas que você sabe que estão erradas, depois escolha entre as que sobraram.",
    "Leia a curiosidade depois de cada pergunta. Se jogar de novo, elas vão ajudar você.",
    "Os menores podem formar dupla com um adulto ou com um irmão ou irmã mais velho e revezar para ler as perguntas em voz alta.",
    "Você pode jogar quantas vezes quiser, então continue até conseguir a sua estrela.",
  ],
};

/** Door 16. */
export const ADVENT_GOOD_DEED: AdventGoodDeed = {
  ...EN_DEED,
  title: "Bilhetes carinhosos escondidos",
  description:
    "Escreva bilhetinhos cheios de palavras carinhosas e esconda pela casa para a sua família encontrar. É uma surpresinha que pode alegrar o dia inteiro de alguém.",
  steps: [
    "Corte papel em pedaços mais ou menos do tamanho da sua mão, ou use bloquinhos adesivos. Faça pelo menos um para cada pessoa da família.",
    "Em cada bilhete, escreva ou desenhe uma coisa carinhosa para uma pessoa: o que você ama nela, um obrigado por algo que ela fez ou um desenho alegre. Se você ainda está aprendendo a escrever, diga as palavras para um adulto e faça o desenho você mesmo.",
    "Dobre cada bilhete e escreva o nome da pessoa do lado de fora.",
    "Esconda os bilhetes onde eles vão ser encontrados: no bolso de uma bolsa, embaixo de um travesseiro, dentro de um chinelo, num livro preferido ou colado no espelho do banheiro.",
    "Guarde segredo e fique de olho nos sorrisos quando os bilhetes forem encontrados.",
    "Quer continuar? Esconda um bilhete novo por dia até o Natal.",
  ],
};
