import { FEATURED_STORIES as EN_STORIES, STORY_COLLECTIONS as EN_COLLECTIONS, type Story, type StoryCollection } from "../stories";

/**
 * The stories page in Brazilian Portuguese: the two collections and the three featured stories, retold for reading
 * aloud (same markup: **heading**, *moral*). Names stay as in English except Flurry, who becomes Nevinha, Old Tansy,
 * who becomes Dona Tansy, Grandpa Sol (Vovô Sol) and Maple Street, which becomes rua das Acácias.
 */
export const STORY_COLLECTIONS: readonly StoryCollection[] = [
  {
    ...EN_COLLECTIONS[0]!,
    title: "Histórias das renas do Papai Noel",
    description:
      "Conheça as nove renas que puxam o trenó do Papai Noel: quem é a mais rápida, quem é a mais engraçada e quem tem coragem de voar primeiro no meio de uma nevasca.",
    readTime: "3 a 5 minutos",
  },
  {
    ...EN_COLLECTIONS[1]!,
    title: "Histórias da Vila do Polo Norte",
    description:
      "Dê um passeio pela vila coberta de neve onde os duendes moram e trabalham, da oficina de brinquedos, sempre agitada, até a confeitaria quentinha e aconchegante.",
    readTime: "5 a 8 minutos",
  },
];

export const FEATURED_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "O floquinho de neve que queria ajudar",
    summary: "Nevinha, um floquinho de neve bem pequenininho, tem certeza de que é pequena demais para fazer diferença, até a véspera de Natal mostrar que ela estava enganada.",
    ageGroup: "De 3 a 6 anos",
    content: `Lá no alto, em cima do Polo Norte, numa nuvem cinzenta e fofinha, morava um floquinho de neve chamado Nevinha. Ela tinha seis pontinhas cintilantes e brilhava como um espelhinho, mas era o menor floco de neve da nuvem inteira.
Todo inverno, os flocos grandes conversavam sobre seus trabalhos importantes. "Eu vou cair no topo de uma montanha", dizia um. "Eu vou ajudar a fazer um boneco de neve", dizia outro. Nevinha escutava e suspirava. "O que um floquinho tão pequeno como eu poderia fazer?"
**A véspera de Natal**
Na véspera de Natal, a nuvem ficou pesada, e um por um os flocos de neve começaram a cair. Nevinha foi rodopiando e dando cambalhotas pelo ar frio da noite. Lá embaixo, ela via as luzes da vila do Papai Noel, brilhando douradas e vermelhas.
No estábulo, o Papai Noel estava preocupado. Uma neblina grossa tinha chegado, e as renas não conseguiam ver a pista. "Se a gente não enxerga para onde voar", disse ele, "não dá nem para decolar."
Nevinha ouviu tudo enquanto passava flutuando. E teve uma ideia. Ela chamou todos os flocos de neve em volta: "Amigos! Vamos pousar juntos nas beiradas da pista, onde as lanternas podem brilhar em cima da gente!"
"Você é pequena demais para mandar na gente", riu um floco grandão. Mas Nevinha continuou chamando, e devagarinho, um depois do outro, os flocos de neve foram atrás dela. Eles se acomodaram em duas filas compridas e bem arrumadas, uma de cada lado da pista.
**Um caminho de luz**
Quando a luz das lanternas tocou neles, aconteceu uma coisa maravilhosa. Milhares de floquinhos brilharam todos ao mesmo tempo, como dois rios de estrelas entrando pela neblina.
"Olhem!", gritou o menor dos duendes. "Um caminho de luz!"
O Papai Noel sorriu e sacudiu as rédeas. As renas galoparam pelo caminho cintilante e pularam para o céu, e os sininhos do trenó foram tilintando noite adentro.
Quando passou voando por cima da pista, o Papai Noel olhou para baixo e levantou o gorro. E Nevinha, não sabia bem como, teve certeza de que ele estava sorrindo para ela.
**Na manhã seguinte**
Na manhã de Natal, os duendes encontraram um bilhete preso na porta do estábulo. Dizia: "Obrigado a cada floco de neve que iluminou o nosso caminho. Até a menor luz pode guiar o maior dos trenós."
Nevinha brilhou tanto que os flocos grandes tiveram que apertar os olhos. Ela tinha aprendido que ser pequena nunca foi o mesmo que não ser importante. Bastava uma boa ideia, uma voz corajosa e amigos dispostos a brilhar juntos.
*Até o menor ajudante pode iluminar o caminho quando os amigos brilham juntos.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "Pip e o sino que não tocava",
    summary: "Quando o sino principal do trenó para de tocar dois dias antes do Natal, um duende jovem descobre que pedir ajuda também é um tipo de coragem.",
    ageGroup: "De 4 a 8 anos",
    content: `Pip era o duende mais novo da Sala dos Sinos, a oficininha redonda onde todos os sinos de trenó do Polo Norte eram lustrados, afinados e pendurados em suas fitas. Pip adorava a Sala dos Sinos. Toda manhã os duendes mais velhos tocavam os sinos um por um, e a música saía pelas janelas e rolava por cima da neve.
Dois dias antes do Natal, Pip recebeu o trabalho mais importante de todos. "Por favor, lustre o Sino Principal", disse Dona Tansy, a chefe dos guardiões dos sinos. "Ele fica bem na frente do trenó do Papai Noel. Quando ele toca, as renas sabem que está na hora de voar."
Pip segurou o grande sino dourado com o mesmo cuidado de quem segura um ovo de passarinho. Esfregou tanto que conseguia ver as próprias orelhas pontudas refletidas nele. Depois deu uma sacudidinha para ouvir aquele som bonito.
Nada aconteceu. Nem um dlim. Nem um blém. Nem um tilintar.
**O segredo**
A barriga do Pip deu uma cambalhota. Ele sacudiu o sino de novo, agora com mais força. Silêncio. Espiou lá dentro e viu que a bolinha de metal, o badalo, estava torta e completamente presa.
"Ai, não", cochichou Pip. "Devo ter quebrado."
Ele ficou com tanta vergonha que não contou para ninguém. Em vez disso, escondeu o sino embaixo da bancada e tentou consertar sozinho. Tentou com uma colher. Tentou com um alicate. Tentou desejando com muita, muita força. Na hora de dormir, o badalo estava mais torto do que nunca, e Pip estava tão preocupado que nem conseguiu tomar o chocolate quente.
Na manhã seguinte, a vila inteira estava num zum-zum-zum. "Cadê o Sino Principal?", todo mundo perguntava. "O Papai Noel sai amanhã à noite!" As bochechas do Pip ficaram vermelhas como uma frutinha de azevinho.
**Coragem para pedir**
Naquela tarde, Pip se sentou sozinho na escada da Sala dos Sinos. Dona Tansy sentou do lado dele e ficou esperando. Ela não disse nada, e de algum jeito isso deixou mais fácil começar a falar.
"Eu fiz uma coisa horrível", disse Pip, finalmente, e contou tudo para ela.
Dona Tansy escutou a história inteirinha. Depois, para a surpresa do Pip, deu uma risadinha. "Pip, esse badalo está torto desde antes de você nascer. Alguém deixou ele cair numa guerra de bolas de neve, sessenta anos atrás. Ele só estava esperando alguém perceber."
"Então eu não quebrei?", perguntou Pip.
"Você não quebrou", disse Dona Tansy. "Mas tentou carregar um problema pesado sozinho, e esse é o único erro que eu quero que você pare de cometer. Vamos lá. Consertar as coisas é sempre mais fácil com mais mãos."
**Muitas mãos**
Dona Tansy chamou os outros guardiões dos sinos. Bramble esquentou o badalo na forja até ele ficar vermelho de tão quente. Juniper desentortou o badalo com batidinhas de um martelinho de prata. Pip segurou o sino firme, e as mãos dele só tremeram um pouquinho. Juntos, eles encaixaram o badalo de volta lá dentro.
Aí Dona Tansy fez um sinal com a cabeça para o Pip. "Você achou o problema. Você toca."
Pip levantou o Sino Principal e sacudiu. Saiu uma nota clara e alegre, tão doce e tão alta que as renas no estábulo levantaram a cabeça e bateram os cascos, prontas para partir.
Na véspera de Natal, o Sino Principal ia pendurado na frente do trenó do Papai Noel, brilhando à luz da lua. Quando o trenó subiu para o céu, Pip ouviu o sino tocando lá longe, por entre as estrelas. Ele decidiu que aquele era o som mais bonito que já tinha feito, e que não tinha feito sozinho.
*Pedir ajuda não é fraqueza; é um primeiro passo corajoso para consertar qualquer coisa.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "O mapa de biscoito de gengibre",
    summary: "Dois primos fazem um mapa da cidade de biscoito de gengibre para o Papai Noel e descobrem o que os vizinhos podem fazer uns pelos outros numa noite de neve.",
    ageGroup: "De 5 a 10 anos",
    content: `Maya e o primo dela, Leo, estavam planejando a surpresa da véspera de Natal havia semanas. Todo ano eles deixavam biscoitos para o Papai Noel, mas desta vez queriam fazer algo maior. "O Papai Noel visita milhões de casas", disse Maya. "Ele deve se perder de vez em quando. Vamos fazer um mapa para ele!"
Então, na manhã da véspera de Natal, o Vovô Sol amarrou o avental listrado, tirou do armário a maior assadeira que tinha, e os três puseram mãos à obra.
**Assando a cidade**
Eles abriram a massa de biscoito de gengibre bem fininha e larga como uma toalha de mesa. Leo recortou as ruas com uma faca sem ponta, seguindo com cuidado o desenho que Maya tinha feito. Lá estava a rua das Acácias, onde eles moravam. Lá estava a padaria com a chaminé torta, a biblioteca com a janela redonda e a pracinha com o lago dos patos no meio.
Quando o mapa saiu do forno, a cozinha inteira ficou cheirando a gengibre e canela. Maya passou glacê branco em todas as ruas. Leo colocou pastilhas de chocolate em todos os telhados. O Vovô Sol pôs uma estrelinha de açúcar bem em cima da casa deles. "Para o Papai Noel saber onde está o chocolate quente", disse ele, piscando o olho.
Era o mapa mais bonito que eles já tinham visto. Mas, quando Maya estava terminando o glacê da última rua, ela franziu a testa.
"Vovô, que canto vazio é esse no mapa? Esse perto do lago?"
O Vovô Sol olhou. "Ali mora a senhora Okafor. Ela se mudou para cá faz poucos meses."
Leo coçou a cabeça. "A gente nunca viu nenhuma luz acesa lá."
**A casa sem luzes**
Depois do almoço, os primos foram até a esquina do lago. A neve caía em flocos grandes e preguiçosos. Todas as casas da rua piscavam cheias de luzes, menos uma casinha azul, com a varanda escura e a janela vazia.
Maya bateu na porta. A porta se abriu devagar, e uma mulher alta, de cabelos prateados, olhou para eles lá de cima.
"Oi", disse Maya. "A gente está fazendo um mapa para o Papai Noel e queria colocar a sua casa nele."
A senhora Okafor sorriu, mas os olhos dela pareciam um pouco tristes. "Que gentileza de vocês. Mas acho que o Papai Noel não vai parar aqui. Meus netos estão morando longe este ano, e a neve fechou as estradas. Vai ser um Natal quietinho."
Os primos voltaram para casa quase sem falar nada. Então, no meio da rua das Acácias, Leo parou no meio da neve.
"Maya", disse ele. "Um mapa não serve só para achar lugares. Ele também pode mostrar para as pessoas que elas fazem parte."
**Um novo plano**
Quando eles chegaram em casa, o plano já estava pronto. O Vovô Sol achou um pisca-pisca sobrando no sótão. Maya assou mais uma fornada de biscoito de gengibre e recortou uma casinha azul. Leo fez um cartão que dizia: "A senhora está no nosso mapa, e está convidada para um chocolate quente."
Depois eles contaram para os vizinhos. O seu Petrov, da padaria, disse que levaria os famosos rolinhos de canela dele. Os gêmeos da casa verde se ofereceram para tirar a neve do caminho. Até a senhora Lindqvist, da biblioteca, veio junto com uma caixa de velas.
Quando o sol se pôs, o grupo todo foi fazendo cric-cric na neve até a casa azul. Eles enrolaram o pisca-pisca no corrimão da varanda. Os gêmeos limparam os degraus até eles brilharem. Maya colocou a casinha de biscoito de gengibre na porta, ao lado do convite.
Quando a senhora Okafor abriu a porta, a varanda estava toda iluminada, e um monte de rostos sorridentes cantava uma música de Natal um pouquinho desafinada. Ela pôs a mão no coração e deu a risada mais feliz que os primos já tinham ouvido.
**Véspera de Natal na rua das Acácias**
Naquela noite, a cozinha do Vovô Sol ficou lotada. A senhora Okafor contou histórias do Natal na cidade onde ela cresceu e ensinou para todo mundo uma brincadeira de bater palmas que fez o Leo rir tanto que ficou com soluço. A chaleira de chocolate quente foi enchida três vezes.
Antes de dormir, Maya colocou mais uma estrelinha de açúcar no mapa de biscoito, bem em cima da casinha azul perto do lago. Depois os primos deixaram o mapa ao lado dos biscoitos e subiram para o quarto.
De manhã, os biscoitos tinham sumido, e o mapa continuava lá. Do lado dele havia um bilhete com uma letra cheia de voltinhas: "Obrigado pelo mapa maravilhoso. Eu não precisava dele para achar a cidade de vocês, mas adorei ver que todas as casas nele estão iluminadas. Esse é o melhor tipo de mapa que existe."
Maya e Leo leram o bilhete duas vezes. Depois correram para a janela e olharam a rua. Lá perto do lago, a casinha azul continuava brilhando.
*Os melhores presentes que podemos dar são os que fazem alguém sentir que faz parte.*`,
  },
];
