import type { ReplyWords } from "./reply-words-en.server";
import type { Circumstance } from "~/features/letter/reading/letter-reading.server";

/** "1 ano", "7 anos": the one plural the reply needs. */
const anos = (n: number) => (n === 1 ? "1 ano" : `${n} anos`);
const dias = (n: number) => (n === 1 ? "1 dia" : `${n} dias`);

/**
 * Every sentence of Santa's reply in Brazilian Portuguese, written for a Brazilian child, not translated. The same
 * rules as English (checked over the pt-br corpus by `findReplyProblems`): no promise of a present, a pet or an
 * outcome; for a wish about a person, a need or a painful circumstance, no oficina, duendes, lista or trenó, and
 * nothing that says the letter made Santa smile. Nothing calls the child "querido" or "querida": we do not know
 * which, so every sentence about the child is written without gendered adjectives ("você é uma pessoa boa").
 */
export const REPLY_WORDS_PT_BR: ReplyWords = {
  masthead: "Da mesa do Papai Noel · Polo Norte",
  subject: (name: string) => `Uma carta do Papai Noel para ${name}`,
  preview: (name: string) => `Ho ho ho, ${name}! O Papai Noel leu a sua cartinha.`,
  gentlePreview: (name: string) => `${name}, o Papai Noel leu a sua carta.`,
  heading: "Ho ho ho!",
  gentleHeading: "Uma carta do Papai Noel",
  greeting: (name: string) => `Olá, ${name}!`,

  openings: {
    unknown: "Sua carta chegou hoje ao Polo Norte, e eu li cada palavrinha dela pertinho da lareira.",
    little: "Sua cartinha chegou lá no Polo Norte! A Mamãe Noel leu para mim perto da lareira, e as renas ficaram ouvindo também.",
    young: "Sua carta chegou hoje ao Polo Norte, e eu li perto da lareira, com uma caneca de chocolate quente. Os duendes disseram que é uma das cartas mais bonitas deste ano.",
    older: "Sua carta chegou ao Polo Norte sã e salva, e eu li duas vezes: uma para mim e outra em voz alta para os duendes, que fizeram questão de ouvir.",
    teen: "Sua carta chegou ao Polo Norte, e fiquei muito contente em recebê-la. Muita gente para de me escrever nessa idade, então uma carta sua vale muito para mim.",
  },
  gentleOpening:
    "Sua carta chegou até mim no Polo Norte, e eu li cada palavra com calma e com muito carinho. Obrigado por me escrever e por me contar o que está no seu coração.",
  city: (city: string) => `Encontrei ${city} no meu grande mapa do mundo e marquei com uma estrela dourada para a véspera de Natal.`,
  gentleCity: (city: string) => `Encontrei ${city} no meu grande mapa do mundo, então sei direitinho onde você está.`,
  age: (age: number) => `${anos(age)} é uma idade maravilhosa. Eu me lembro bem dela, mesmo que tenha sido há muito, muito tempo!`,

  wishIntroOne: "Obrigado por me contar o seu pedido de Natal:",
  wishIntroMany: "Obrigado por me contar os seus pedidos de Natal. Li cada um com atenção:",
  noWishes:
    "Você não me pediu nada, e isso é muito generoso da sua parte. Tem alguma coisa que você gostaria? Pode me escrever de novo quando quiser.",

  /**
   * Nothing the child wrote is repeated: a wish is named only by the kind of gift, the animal or the person the site
   * recognised ("uma bicicleta", "seu avô"). Those phrases carry their own article or possessive, so no sentence puts
   * "de", "em", "a" or "por" in front of one (no "de o", "por o"), and no verb or adjective has to agree with one.
   */
  wishAnswers: {
    /** `list` is the recognised gifts, joined the Brazilian way ("uma bicicleta, uns livros e as outras coisas da sua lista"). */
    things: [
      (list: string) => `Você me pediu ${list}. Dá para ver que você pensou bastante nisso.`,
      (list: string) => `Li com atenção tudo o que você pediu: ${list}. Obrigado por me contar o que deixaria você feliz.`,
      (list: string) => `Você me contou que queria ${list}. Parece que você sabe direitinho do que gosta.`,
    ],
    otherThings: "as outras coisas da sua lista",
    everything: "Obrigado por tudo o que você escreveu na sua lista. Li cada pedido com atenção, um por um.",
    forSomeone: (gift: string, who: string) => `${gift} para ${who}`,
    /** `animal` is "um cachorrinho", or `anAnimal`. */
    pet: [
      (animal: string) =>
        `Você me pediu ${animal}. Os bichinhos são ótimos amigos. Ter um animal de estimação é uma decisão grande, e quem decide são os adultos da sua família, porque um bichinho precisa de cuidado todos os dias, durante muitos anos. Seja qual for a decisão, sei que você trataria qualquer animal com carinho.`,
      (animal: string) =>
        `Vi que você gostaria de ter ${animal}. Eu também adoro animais. Um bichinho novo é sempre uma decisão da família, tomada pelos adultos, porque cuidar de um animal é um trabalho longo e importante. É muito bonito você querer cuidar de um.`,
    ],
    anAnimal: "um bichinho de estimação",
    snow: "Você pediu neve! Aqui no Polo Norte neve é o que não falta, mas o tempo aí onde você mora nem eu consigo escolher. Com neve ou com sol, espero que o seu Natal seja cheio de momentos felizes.",
    world:
      "Você fez um pedido para o mundo inteiro, e isso é muito generoso. Ninguém consegue fazer isso acontecer sem ajuda, nem eu, mas cada gesto de bondade deixa o mundo um pouquinho mais parecido com esse sonho.",
    need:
      "Obrigado por confiar a mim um pedido tão importante. Querer que a sua família tenha o que precisa mostra o tamanho do seu coração. Preocupações com dinheiro, comida ou casa são preocupações de gente grande, e não cabe a você carregá-las. Existem pessoas boas cujo trabalho é ajudar as famílias, e os adultos que cuidam de você podem procurar por elas.",
    /** A wish about a person; `who` is "sua avó" when the site recognised who, else null. */
    person: {
      illness: (who: string | null) =>
        `${who ? `Dá para sentir o quanto você ama ${who}.` : "Dá para sentir o quanto você ama as pessoas da sua vida."} Melhorar é trabalho dos médicos, dos enfermeiros e do tempo, e não é uma coisa que nem eu posso decidir. O que eu sei é que o seu amor é um conforto de verdade. Um desenho, um cartão ou um abraço seu podem valer mais do que você imagina.`,
      bereavement: (who: string | null) =>
        `${who ? `Sinto muito, de coração, por tudo o que aconteceu com ${who}.` : "Sinto muito."} Quando alguém que a gente ama morre, não tem como voltar, nem mesmo no Natal, e a saudade pode doer muito. Mas o amor que vocês tiveram não vai embora: ele continua com você, nas suas lembranças e em tudo o que vocês viveram juntos.`,
      far_away: (who: string | null) =>
        `${who ? `Dá para sentir o quanto você quer reencontrar ${who}.` : "Dá para sentir o tamanho da sua saudade."} Quando alguém que a gente ama está longe, a espera pode parecer bem comprida, e eu não sei dizer quando vocês vão se ver de novo. Guardar as suas novidades e os seus desenhos para mostrar depois é um jeito lindo de se sentir perto.`,
      separation: () =>
        "Obrigado por me confiar o seu pedido sobre a sua família. Quando os adultos decidem morar separados, nunca é por causa de alguma coisa que uma criança fez. Tudo bem desejar que as coisas fossem diferentes, e tudo bem amar todo mundo da sua família.",
      bullying: () =>
        "Você merece estar em segurança e ser feliz, na escola e em qualquer lugar. Conte para um adulto de confiança, em casa ou na escola, e continue contando até alguém ajudar. Ninguém tem o direito de maltratar você.",
      lonely_sad: () =>
        "Todo mundo merece amigos que tratem a gente com carinho, e você também. Às vezes uma amizade leva um tempinho para crescer. Continuar sendo gentil, do seu jeito, é o melhor começo que existe.",
      new_baby: () =>
        "Um irmãozinho ou uma irmãzinha é uma coisa muito especial, e esse é um assunto para os adultos da sua família. Aconteça o que acontecer, o amor por você continua do mesmo tamanho.",
      other: (who: string | null) =>
        `${who ? `Dá para ver o quanto você se importa com ${who}.` : "Dá para ver o quanto você se importa com as pessoas da sua vida."} Os pedidos sobre quem a gente ama são os mais importantes de todos, e alguns são maiores do que qualquer presente. Continue dizendo o que você sente, e deixe os adultos por perto ajudarem.`,
    },
  },

  /** A gentle paragraph for each circumstance a letter tells of; `who` is "seu avô" when the site recognised who, else null. */
  circumstances: {
    bereavement: (who: string | null) =>
      `${who ? `Sinto muito que você tenha perdido ${who}.` : "Sinto muito que alguém que você ama tenha morrido."} O Natal pode ficar bem diferente quando falta alguém, e tudo bem ficar triste, chorar e também sorrir com as lembranças boas. Algumas famílias acendem uma vela, penduram um enfeite especial ou contam histórias de quem faz falta. Continue conversando com os adultos que amam você: ninguém precisa carregar sentimentos tão grandes sem ajuda.`,
    illness: (who: string | null) =>
      `${who ? `Sinto muito que a doença tenha deixado este ano tão difícil para ${who} e para você.` : "Sinto muito que a doença tenha chegado à sua família este ano."} Ficar doente, ou ver alguém que a gente ama doente, é difícil, e tudo bem sentir preocupação, raiva ou tristeza. Os médicos e os enfermeiros estão trabalhando muito. Um cartão, um desenho, uma ligação ou um abraço podem alegrar um dia comprido, e contar para os adultos da sua casa como você se sente também ajuda.`,
    far_away: (who: string | null) =>
      `${who ? `Sei que, neste Natal, existe uma distância grande entre você e ${who}.` : "Sei que alguém que você ama está longe neste Natal."} A saudade mostra o quanto você ama quem está longe. Algumas famílias fazem um calendário para contar os dias, ou guardam desenhos, fotos e novidades para mostrar depois. Por mais longe que vocês estejam, o amor continua dos dois lados.`,
    separation: () =>
      "Sei que as coisas em casa andam mudando, com os adultos da sua família morando separados. Mudanças assim nunca são culpa de uma criança, e tudo bem sentir muitas coisas diferentes sobre isso. O Natal pode ser um pouco diferente este ano, mas o amor por você vai junto aonde você for. Conte para os adultos como você se sente: eles vão querer saber.",
    bullying: () =>
      "Sinto muito que alguém tenha sido maldoso com você. Ninguém merece sofrer bullying, e a culpa nunca é sua. Conte para um adulto de confiança, como alguém da sua casa ou da escola, e continue contando até alguém ajudar. Você merece ter alguém do seu lado.",
    hardship: () =>
      "Obrigado por me contar como andam as coisas em casa. Sei que muitas famílias estão passando por um ano difícil. Essa é uma preocupação de gente grande, e não cabe a você carregá-la. As melhores partes do Natal não vêm de loja nenhuma: tempo juntos, uma história, uma música e um abraço valem mais do que tudo.",
    lonely_sad: () =>
      "Obrigado por me contar como você está se sentindo. Muita gente se sente sozinha ou triste às vezes, criança e adulto, e isso não quer dizer que tenha algo errado com você. Conte para um adulto de confiança como você está. Conversar ajuda de verdade, e você merece ter gente do seu lado.",
    new_baby: () =>
      "Fiquei sabendo que tem um bebê novo na sua família. Os bebês são pequenininhos e precisam de muito cuidado, então os adultos podem ficar bem ocupados e cansados por um tempo. Mas o amor por você continua do mesmo tamanho, e ser irmão mais velho ou irmã mais velha é uma tarefa muito importante.",
    moving: () =>
      "Mudar de casa ou de escola é uma mudança e tanto. É normal sentir falta dos lugares e das pessoas de antes, e sentir um friozinho na barriga com as novidades. Lugares novos levam um tempinho para ficar com a nossa cara. Tenha paciência com você e, se puder, continue falando com os amigos de antes.",
    disability: () => "Obrigado por me contar um pouco sobre você e a sua família. Cada pessoa é diferente, e cada pessoa é importante, do jeito que é.",
  } satisfies Record<Circumstance, (who: string | null) => string>,
  /** When an animal the child loved has died: `own` is "seu cachorro" when the site recognised the animal. */
  petLoss: (own: string | null) =>
    `Sinto muito que você tenha perdido ${own ?? "seu bichinho"}. Os bichinhos são amigos de verdade, e tudo bem sentir muita saudade e ficar triste por bastante tempo. Os dias felizes que vocês passaram juntos ficam guardados com você para sempre. Se quiser, você pode fazer um desenho ou contar para a sua família a sua lembrança favorita.`,

  /** The message is never quoted: a plainly happy one gets `messageHappy`, any other `messageThanks`. */
  messageHappy: "Obrigado pela sua mensagem. Li pertinho da lareira, com uma caneca de chocolate quente, e fiquei muito feliz por ter notícias suas.",
  messageThanks: "Obrigado pela sua mensagem. Li com atenção e fiquei feliz por você ter me escrito.",
  /** Lines about Papai Noel's own world, added to a plainly happy letter's reply when the child asks about it. */
  topics: [
    { pattern: /\b(renas?|rudolph|rodolfo)\b/i, line: "As renas ficaram felizes da vida por você ter perguntado delas. O nariz do Rudolph brilhou mais forte a tarde inteira." },
    { pattern: /\b(duendes?|elfos?)\b/i, line: "Os duendes adoraram saber que você lembrou deles e pediram para eu mandar um tchauzinho lá da oficina." },
    { pattern: /\b(biscoitos?|bolachas?|leite|cenouras?|panetone|rabanadas?|suco)\b/i, line: "Vou ficar de olho no lanchinho da véspera de Natal. Cenouras para as renas são sempre bem-vindas!" },
  ],

  good: {
    unknown: "Você me contou que se comportou bem este ano, e dá para ver. A gentileza é a coisa mais mágica que existe, e você tem de sobra.",
    little: "Você me contou que se comportou bem este ano! Gentileza e carinho deixam o Polo Norte inteirinho brilhando. Parabéns!",
    young: "Você me contou que se comportou bem este ano, e os duendes que cuidam da minha Lista dos Bonzinhos concordam. Cada coisa gentil que você faz deixa o Natal mais bonito.",
    older: "Você me contou que se comportou bem este ano, e eu tenho muito orgulho de você. Gentileza, honestidade e ajudar os outros são justamente o que a Lista dos Bonzinhos tem de mais importante.",
    teen: "Você me contou que se comportou bem este ano, e eu acredito. Ser gentil quando ninguém está olhando é o jeito mais verdadeiro de fazer o bem, e isso importa mais do que você imagina.",
  },
  trying: {
    unknown: "Você não marcou a caixinha de quem se comportou bem, e eu adoro a sua sinceridade. Todo mundo tem dias difíceis. O que importa é continuar tentando, e eu sei que você consegue.",
    little: "Você não marcou a caixinha de quem se comportou bem, e tudo bem. Todo mundo tem dias de mau humor, até as renas! Amanhã é um dia novinho em folha para ser gentil.",
    young: "Você não marcou a caixinha de quem se comportou bem, e obrigado pela sinceridade. Todo mundo erra. Tente fazer uma coisa gentil por dia e veja como é bom.",
    older: "Você não marcou a caixinha de quem se comportou bem, e eu admiro muito essa sinceridade. Ninguém é perfeito. Uma palavra gentil, uma mãozinha para alguém ou um pedido de desculpas podem mudar qualquer semana.",
    teen: "Você não marcou a caixinha de quem se comportou bem, e eu respeito a sua sinceridade. Todo mundo tem anos difíceis. Nunca é tarde para fazer uma escolha gentil, e eu acredito em você.",
  },
  gentleGoodness: "Seja como for que este ano tenha sido, você é uma pessoa boa e cheia de amor, e você importa muito.",

  closings: {
    little: "Divirta-se, seja gentil e lembre de dormir cedo na véspera de Natal. Eu vou estar a caminho!",
    teen: "Tenha um Natal maravilhoso, e obrigado por manter a magia viva.",
    other: "Continue sendo você, continue sendo gentil, e fique de olho no meu trenó na véspera de Natal!",
  },
  gentleClosing: "Estou pensando em você neste Natal e mandando o abraço mais quentinho lá do Polo Norte.",
  signature: "Com carinho e um alegre ho ho ho,\nPapai Noel",
  gentleSignature: "Com carinho,\nPapai Noel",
  niceListLink: "Lista dos Bonzinhos",
  trackerLink: "Rastreador do Papai Noel",
  postscript:
    "P.S.: Quer saber se o seu nome está na Lista dos Bonzinhos? Peça para um adulto ajudar você a conferir, e dá até para imprimir um certificado. E na véspera de Natal você pode acompanhar o meu trenó pelo mundo no Rastreador do Papai Noel!",

  /** Goes to the parent's address, which may be the person the child wrote about: nothing of safety, telling, or the letter. */
  reviewed: [
    "Obrigado pela sua carta. Li cada palavra, com calma e com atenção, e fiquei muito feliz por você ter me escrito. Quero que você saiba que você é especial, todos os dias do ano, e não só no Natal.",
  ],

  /**
   * `promise`: words that promise a present, a pet or an outcome ("não posso prometer" is not a promise). `cheer`:
   * cheer that must never sit next to a wish about a person, a need or a painful circumstance. Both run on the reply
   * as written (accents and all), so accented letters are spelled out and `\b` only stands next to ASCII letters.
   */
  checks: {
    promise:
      /(?<![\p{L}])(vou (trazer|levar|mandar|entregar|dar|fazer|deixar|colocar|conseguir|arrumar|providenciar|realizar|garantir|resolver|ver o que (eu )?posso)|eu (te )?(trago|levo|mando|entrego|dou|garanto)|(trarei|levarei|entregarei|darei|farei|deixarei|colocarei)|(você|vc) vai (ganhar|receber|ter|encontrar|achar|ver)|(vai|vão|irá|irão) se realizar|vai virar realidade|(vai|vão) estar (debaixo|embaixo|perto|ao pé) da (sua )?árvore|(está|estão|já está|já estão) a caminho (da sua casa|de você|para você|pra você)|na minha lista|no meu livro de pedidos|(anotei|já anotei|está anotado|tá anotado)|os duendes (vão|já estão|estão) (fazer|construir|preparar|providenciar|cuidando)|(?<!(não|nunca) (posso|consigo|dá para|dá pra) )(?<![\p{L}])(prometo|te prometo|prometo a você)|pode deixar (que|comigo)|só para você no Natal|com certeza (vai|você vai))(?![\p{L}])/iu,
    cheer:
      /(?<![\p{L}])(oficina|duendes?|elfos?|lista dos bonzinhos|minha lista|trenó|treno|me fez sorrir|pedido maravilhoso|que maravilha|que pedido lindo|esplêndid[oa]|ho ho|alegre ho|renas?|estrela dourada|chocolate quente)(?![\p{L}])/iu,
  },

  parentNote: {
    stored: (name: string) =>
      `Aos pais ou responsáveis: você está recebendo este e-mail porque este endereço foi informado como o e-mail do responsável na carta de ${name} para o Papai Noel. Guardamos a carta do jeito que foi escrita (primeiro nome, idade, cidade, pedidos, mensagem e a marcação de que se comportou bem) e este endereço de e-mail, apenas para enviar esta resposta.`,
    retention: (days: number) => `Apagamos a carta e o registro desta resposta automaticamente ${dias(days)} após o envio. Se preferir, você pode apagá-los agora mesmo:`,
    deleteLabel: "Apagar esta carta agora",
    notExpected: "Se você não esperava este e-mail, pode ignorá-lo: não voltaremos a escrever, a menos que outra carta seja enviada.",
    contactLead: "Dúvidas ou algo errado? Escreva para nós; uma pessoa de verdade lê cada mensagem:",
  },
};
