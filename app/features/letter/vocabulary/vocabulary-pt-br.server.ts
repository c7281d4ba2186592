import type { LanguageVocabulary } from "./vocabulary-types.server";

/**
 * Brazilian Portuguese.
 *
 * Matching ignores accents, so "avó" (grandma) and "avô" (grandad) are the same word, and so are "vovó" and "vovô":
 * grandparents are recognised by the article or possessive that carries the gender ("minha avó", "o vovô"). "papai"
 * alone is left out because letters open with "Querido Papai Noel", "bebê" alone because it reads "bebe" (drinks),
 * and "carinho" / "cartinha" because they mean affection and a little letter.
 */
export const VOCABULARY_PT_BR: LanguageVocabulary = {
  locale: "pt-br",
  gifts: {
    teddy: {
      name: "um ursinho de pelúcia",
      words: [
        "ursinho*", "urso de pelúcia", "ursos de pelúcia", "pelúcia*", "pilúcia*", "pelussia*", "bicho de pelúcia",
        "bichinho de pelúcia", "bichinhos de pelúcia", "squishmallow*", "teddy", "ursão",
      ],
    },
    doll: {
      name: "uma boneca",
      words: [
        "boneca*", "bonequinha*", "boneka*", "barbie*", "barbi", "baby alive", "baby born", "lol surprise", "reborn",
        "bebê reborn", "boneca reborn", "polly pocket", "monster high", "rainbow high", "bratz", "susi",
      ],
    },
    dinosaur: {
      name: "um dinossauro",
      words: [
        "dinossauro*", "dinosauro*", "dinossaro*", "dinossauru*", "dinosaurio*", "dino", "dinos", "t rex", "trex",
        "tiranossauro*", "tiranosauro*", "triceratops", "velociraptor*", "jurassic", "jurássico", "braquiossauro*",
        "estegossauro*", "pterodáctilo*", "diplodoco*",
      ],
    },
    toy_vehicle: {
      name: "um carrinho",
      words: [
        "carrinho*", "carro de brinquedo", "carro", "carros", "hot wheels", "hotwheels", "controle remoto", "caminhão*",
        "caminhões", "trator*", "escavadeira*", "retroescavadeira*", "caminhão de bombeiro", "viatura*",
        "monster truck*", "pista hot wheels", "pista de carrinho", "garagem*", "avião*", "aviãozinho*", "helicóptero*",
        "motinha*", "carrinho de controle remoto",
      ],
    },
    train: {
      name: "um trenzinho",
      words: [
        "trem", "trens", "trenzinho*", "trem de brinquedo", "trem elétrico", "ferrorama", "trilhos", "locomotiva*",
        "thomas", "piuí", "tremzinho*",
      ],
    },
    building_blocks: {
      name: "blocos de montar",
      words: [
        "lego", "legos", "duplo", "mega bloks", "megabloks", "blocos de montar", "bloco de montar", "blocos",
        "bloquinhos", "peças de montar", "pecinhas", "kit de montar", "brinquedo de montar", "ninjago", "lego friends",
        "lego city", "technic", "lego star wars", "knex", "magformers",
      ],
    },
    puzzle: {
      name: "um quebra-cabeça",
      words: [
        "quebra cabeça*", "quebracabeça*", "kebra cabeça*", "puzzle*", "cubo mágico", "rubik*", "1000 peças",
        "500 peças", "caça palavras", "cruzadinha*", "sudoku", "quebra cabessa*",
      ],
    },
    board_game: {
      name: "um jogo de tabuleiro",
      words: [
        "jogo de tabuleiro", "jogos de tabuleiro", "banco imobiliário", "monopoly", "uno", "jenga", "lig 4", "liga 4",
        "cara a cara", "detetive", "war", "jogo da vida", "scrabble", "twister", "xadrez", "dama", "damas", "dominó",
        "ludo", "jogo da memória", "pictionary", "imagem e ação", "perfil", "jogo de cartas", "jogo de mesa",
        "jogos de mesa",
      ],
    },
    video_game: {
      name: "um jogo de videogame",
      words: [
        "jogo de videogame", "jogos de videogame", "joguinho*", "jogo de vídeo game", "game", "games",
        "jogo pro switch", "jogo do switch", "jogo de ps5", "jogo do play", "jogo de play", "jogo pra play",
        "minecraft", "maincraft", "fortnite", "fortinite", "roblox", "free fire", "freefire", "mario", "mario kart",
        "zelda", "fifa", "ea fc", "gta", "among us", "sonic", "brawl stars", "stumble guys", "just dance",
      ],
    },
    book: {
      name: "alguns livros",
      words: [
        "livro*", "livrinho*", "gibi*", "hq", "hqs", "quadrinhos", "mangá", "turma da mônica", "diário de um banana",
        "harry potter", "enciclopédia*", "revista*", "revistinha*", "historinha*", "livro de histórias", "dicionário",
        "audiolivro*", "livru",
      ],
    },
    art: {
      name: "tintas e lápis de cor",
      words: [
        "tinta*", "guache", "aquarela*", "lápis de cor", "lápis", "lápis colorido*", "canetinha*", "caneta*",
        "giz de cera", "giz", "pincel*", "pincéis", "cavalete", "estojo*", "livro de colorir", "caderno de desenho",
        "kit de desenho", "kit de pintura", "kit de arte", "faber castell", "colorir", "desenhar", "posca",
        "marca texto",
      ],
    },
    craft: {
      name: "algo para fazer artesanato",
      words: [
        "artesanato*", "trabalhos manuais", "slime*", "slaime", "geleca*", "massinha*", "massinha de modelar",
        "massa de modelar", "play doh", "playdoh", "argila", "miçanga*", "missanga*", "kit de pulseira*", "tear",
        "crochê", "tricô", "costura", "máquina de costura", "origami", "areia mágica", "areia cinética", "adesivo*",
        "glitter", "purpurina", "kit de artesanato", "pintura de diamante",
      ],
    },
    music: {
      name: "um instrumento musical",
      words: [
        "instrumento*", "violão*", "violões", "guitarra*", "gitarra*", "piano*", "teclado*", "bateria*", "tambor*",
        "violino*", "ukulele*", "flauta*", "trompete*", "saxofone*", "sax", "microfone*", "karaokê*", "xilofone*",
        "gaita*", "pandeiro*", "cavaquinho*", "maracas", "chocalho*",
      ],
    },
    bike: {
      name: "uma bicicleta",
      words: [
        "bicicleta*", "bike*", "biscicleta*", "bisicleta*", "bicileta*", "bicicreta*", "bici", "magrela", "bmx",
        "triciclo*", "velotrol", "bicicleta sem pedal", "bicicleta elétrica", "bicicleta de rodinha",
      ],
    },
    scooter: {
      name: "um patinete",
      words: [
        "patinete*", "patinente*", "patinetti", "patinete elétrico", "scooter*", "hoverboard*", "overboard", "segway",
        "patineti",
      ],
    },
    skates: {
      name: "uns patins",
      words: [
        "patins", "patim", "patins de rodinha", "patins inline", "rollers", "roller*", "skate*", "skates",
        "skate board*", "tênis de rodinha", "heelys", "patinar", "patinação",
      ],
    },
    ball: {
      name: "uma bola",
      words: [
        "bola", "bolas", "bolinha*", "bola de futebol", "bola de basquete", "bola de vôlei", "bola de praia",
        "bola pula pula", "bolla", "bola de futsal",
      ],
    },
    sport: {
      name: "algo para praticar esporte",
      words: [
        "esporte*", "chuteira*", "caneleira*", "trave*", "golzinho", "luva de goleiro", "luvas de goleiro", "raquete*",
        "ping pong", "pingue pongue", "badminton", "golfe", "cama elástica", "pula pula", "tabela de basquete",
        "cesta de basquete", "luva de boxe", "luvas de boxe", "saco de pancada", "kimono", "quimono", "judô",
        "jiu jitsu", "karatê", "balé", "sapatilha*", "capacete*", "halteres", "óculos de natação", "prancha*",
      ],
    },
    clothes: {
      name: "roupas novas",
      words: [
        "roupa*", "roupinha*", "vestido*", "vestidinho*", "saia*", "calça*", "shorts", "bermuda*", "camiseta*",
        "blusa*", "blusinha*", "moletom*", "casaco*", "jaqueta*", "pijama*", "meias", "tênis", "sapato*", "sandália*",
        "chinelo*", "botas", "boné", "bonés", "touca*", "cachecol*", "legging*", "crocs", "camisa*", "cropped",
      ],
    },
    costume: {
      name: "uma fantasia",
      words: [
        "fantasia*", "fantazia*", "fantasia de princesa", "fantasia do homem aranha", "fantasia de super herói",
        "vestido de princesa", "máscara*", "capa", "capas", "peruca*", "asas de fada", "varinha mágica", "varinha",
        "fantasiar", "me fantasiar", "carnaval",
      ],
    },
    jewellery: {
      name: "algo bonito para usar",
      words: [
        "joia*", "bijuteria*", "bijoux", "colar*", "colares", "colarzinho*", "pulseira*", "pulseirinha*", "anel*",
        "anéis", "anelzinho", "brinco*", "brinquinho*", "maquiagem*", "maquiajem", "esmalte*", "batom*",
        "brilho labial", "gloss", "tiara*", "coroa*", "presilha*", "xuxinha*", "perfume*", "pingente*", "tiarinha*",
        "acessórios de cabelo",
      ],
    },
    gadget: {
      name: "um aparelho eletrônico",
      words: [
        "tablet*", "tablete*", "ipad*", "celular*", "telefone*", "iphone*", "smartphone*", "samsung", "xiaomi",
        "notebook*", "computador*", "pc", "fone de ouvido", "fones de ouvido", "fone*", "airpods", "câmera*",
        "máquina fotográfica", "relógio*", "smartwatch*", "console*", "videogame*", "vídeo game", "ps5", "ps4",
        "playstation*", "xbox*", "nintendo*", "switch", "caixa de som",
      ],
    },
    science: {
      name: "um kit de ciências",
      words: [
        "ciência*", "cientista*", "kit de química", "química", "laboratório*", "experiência*", "experimento*",
        "telescópio*", "microscópio*", "lupa*", "robótica", "programação", "vulcão", "cristais", "ímã*",
        "globo terrestre", "sistema solar", "binóculo*", "planetário", "kit de ciência", "drone",
      ],
    },
    figures: {
      name: "alguns bonequinhos",
      words: [
        "bonequinho*", "boneco", "bonecos", "action figure*", "figura de ação", "figuras de ação", "playmobil*",
        "soldadinho*", "transformers", "power rangers", "patrulha canina", "paw patrol", "pj masks", "super herói*",
        "super heróis", "homem aranha", "spiderman", "batman", "superman", "vingadores", "avengers", "funko*",
        "sylvanian*", "miniatura*",
      ],
    },
    robot: {
      name: "um robô",
      words: ["robô*", "robôs", "robozinho*", "robô de brinquedo"],
    },
    cards: {
      name: "cartas para colecionar",
      words: [
        "cartas pokémon", "cartas de pokémon", "carta pokemon", "pokémon*", "pokimon*", "figurinha*",
        "álbum de figurinhas", "álbum da copa", "panini", "cards", "booster*", "cartas colecionáveis",
        "cartas para colecionar", "yugioh", "yu gi oh", "match attax", "cartinhas pokémon", "cartinhas de pokémon",
        "bafo", "colecionar",
      ],
    },
    pretend_play: {
      name: "brinquedos de faz de conta",
      words: [
        "cozinha de brinquedo", "cozinhinha*", "panelinha*", "caixa registradora", "mercadinho*",
        "supermercado de brinquedo", "maleta de médico", "kit médico", "kit de médico", "kit de doutor",
        "kit de veterinário", "bancada de ferramentas", "ferramentas de brinquedo", "kit de ferramentas",
        "casa de boneca*", "casinha de boneca*", "casinha*", "jogo de chá", "comidinha*", "carrinho de bebê",
        "carrinho de boneca", "ferro de passar de brinquedo", "aspirador de brinquedo", "faz de conta",
        "brincar de casinha", "cozinha",
      ],
    },
    sweets: {
      name: "uns docinhos",
      words: [
        "doce", "doces", "docinho*", "bala", "balas", "balinha*", "chocolate*", "chocolatinho*", "xocolate*", "bombom*",
        "bombons", "pirulito*", "chiclete*", "jujuba*", "gominha*", "marshmallow*", "haribo", "kinder ovo", "bolo",
        "bolos", "biscoito*", "bolacha*", "brigadeiro*", "panetone*", "chocotone*", "sorvete*", "algodão doce",
        "paçoca*", "pipoca*", "bis",
      ],
    },
    outing: {
      name: "um passeio",
      words: [
        "passeio*", "passear", "zoológico*", "zoo", "cinema", "cine", "disney", "disney world", "disneylândia",
        "parque de diversões", "parque de diversão", "beto carrero", "hopi hari", "parque aquático", "parque temático",
        "circo*", "teatro*", "museu*", "viagem*", "viajar", "férias", "praia", "show", "shows", "acampamento*",
        "acampar", "fazendinha", "hotel fazenda", "orlando",
      ],
    },
    snow: {
      name: "neve",
      words: [
        "neve", "nevar", "nevando", "neva", "nevasca*", "boneco de neve", "bonecos de neve", "bola de neve",
        "bolas de neve", "guerra de bola de neve", "floco de neve", "flocos de neve", "natal branco", "neeve",
      ],
    },
  },
  animals: {
    dog: {
      name: "um cachorro",
      own: "seu cachorro",
      words: [
        "cachorro*", "cachorrinho*", "cachorrinha*", "cachorra", "cachorras", "cachoro*", "cachorrão", "filhote*",
        "filhotinho*", "cão", "cães", "doguinho*", "dog", "dogs", "au au", "auau", "vira lata*", "viralata*",
        "labrador*", "poodle*", "pinscher*", "shih tzu", "shitzu", "chihuahua*", "golden", "husky", "spitz", "pug",
        "buldogue*", "caramelo",
      ],
    },
    cat: {
      name: "um gato",
      own: "seu gato",
      words: ["gato*", "gatinho*", "gatinha*", "gata", "gatas", "gatão", "bichano*", "gatu", "gatto", "frajola"],
    },
    rabbit: {
      name: "um coelho",
      own: "seu coelho",
      words: ["coelho*", "coelhinho*", "coelhinha*", "coelha*", "coelio*", "coelia*", "coelhu*"],
    },
    hamster: {
      name: "um hamster",
      own: "seu hamster",
      words: ["hamster*", "ramster*", "hamister*", "ranster*", "gerbil*", "ratinho*", "camundongo*", "hamstinho*"],
    },
    guinea_pig: {
      name: "um porquinho-da-índia",
      own: "seu porquinho-da-índia",
      words: [
        "porquinho da índia", "porquinhos da índia", "porquinho", "porquinhos", "cobaia*", "preá", "porquinho de índia",
      ],
    },
    fish: {
      name: "um peixinho",
      own: "seu peixinho",
      words: [
        "peixe", "peixes", "peixinho*", "peichinho*", "peixe dourado", "peixinho dourado", "aquário*", "beta", "betta",
        "peixe palhaço", "nemo", "axolote*", "axolotl*",
      ],
    },
    bird: {
      name: "um passarinho",
      own: "seu passarinho",
      words: [
        "passarinho*", "pássaro*", "passarinha", "periquito*", "calopsita*", "papagaio*", "canário*", "agapornis",
        "ave", "aves", "galinha*", "coruja*", "arara*", "passarin", "pintinhos",
      ],
    },
    horse: {
      name: "um cavalo",
      own: "seu cavalo",
      words: [
        "cavalo*", "cavalinho*", "pônei*", "pony", "ponies", "potro*", "potrinho*", "égua*", "cavalu", "pôneis",
      ],
    },
    tortoise: {
      name: "uma tartaruga",
      own: "sua tartaruga",
      words: ["tartaruga*", "tartaruguinha*", "tartaruginha*", "tartaruja*", "jabuti*", "jabota", "tartarura"],
    },
    pet: {
      name: "um bichinho de estimação",
      own: "seu bichinho de estimação",
      words: [
        "bichinho de estimação", "animal de estimação", "animais de estimação", "pet", "pets", "bichinho", "bichinhos",
        "animal", "animais", "animalzinho*", "lagarto*", "lagartixa*", "iguana*", "cobra", "cobrinha*", "serpente*",
        "gecko*", "furão*", "réptil", "répteis",
      ],
    },
  },
  relations: {
    mum: {
      name: "sua mãe",
      words: [
        "mãe", "mamãe", "mainha", "mãezinha", "mami", "mamy", "manhê", "minha mãe", "mãezona", "mamã", "mae's", "mamis",
      ],
    },
    dad: {
      name: "seu pai",
      words: [
        "pai", "paizinho", "painho", "paizão", "papi", "meu pai", "meu papai", "pro papai", "para o papai",
        "com o papai", "com papai", "ao papai", "papai disse", "papai trabalha", "daddy", "paiê",
      ],
    },
    parents: {
      name: "seus pais",
      words: [
        "pais", "meus pais", "papai e mamãe", "mamãe e papai", "mãe e pai", "pai e mãe", "meus velhos",
        "painho e mainha", "mainha e painho",
      ],
    },
    stepmum: {
      name: "sua madrasta",
      words: [
        "madrasta*", "madastra*", "boadrasta*", "namorada do meu pai", "namorada do papai", "esposa do meu pai",
        "mulher do meu pai", "esposa do papai", "mulher do papai",
      ],
    },
    stepdad: {
      name: "seu padrasto",
      words: [
        "padrasto*", "padastro*", "boadrasto*", "namorado da minha mãe", "namorado da mamãe", "marido da minha mãe",
        "marido da mamãe", "esposo da minha mãe", "novo namorado da minha mãe",
      ],
    },
    grandma: {
      name: "sua avó",
      words: [
        "minha avó", "minha vó", "minha vovó", "a vovó", "a avó", "a vó", "da vovó", "da avó", "da vó", "pra vovó",
        "pra vó", "na vovó", "avozinha", "vozinha", "vovozinha", "nona", "minha nona", "minha bisavó", "vovó querida",
      ],
    },
    grandad: {
      name: "seu avô",
      words: [
        "meu avô", "meu vô", "meu vovô", "o vovô", "o avô", "o vô", "do vovô", "do avô", "do vô", "pro vovô", "pro vô",
        "no vovô", "avozinho", "vozinho", "vovozinho", "nono", "meu nono", "meu bisavô", "ao vovô", "vovô querido",
      ],
    },
    grandparents: {
      name: "seus avós",
      words: [
        "avós", "meus avós", "vovó e vovô", "vó e vô", "avó e avô", "os avós", "meus vovôs", "vovôs", "bisavós",
        "os vovôs",
      ],
    },
    brother: {
      name: "seu irmão",
      words: [
        "irmão", "irmãos", "mano", "maninho", "brother", "bro", "irmãozão", "irmão mais velho", "meio irmão", "irimão",
        "irmam", "meu irmão",
      ],
    },
    sister: {
      name: "sua irmã",
      words: [
        "irmã", "irmãs", "mana", "maninha", "sis", "irmãzona", "irmã mais velha", "meia irmã", "minha irmã", "irimã",
      ],
    },
    baby_brother: {
      name: "seu irmãozinho",
      words: [
        "irmãozinho*", "irmão mais novo", "irmão caçula", "irmão bebê", "irmãozinho bebê", "irmaozinhu",
        "irmão pequeno",
      ],
    },
    baby_sister: {
      name: "sua irmãzinha",
      words: [
        "irmãzinha*", "irmã mais nova", "irmã caçula", "irmã bebê", "irmãzinha bebê", "irmã pequena",
      ],
    },
    baby: {
      name: "o bebê",
      words: [
        "o bebê", "um bebê", "a bebê", "do bebê", "pro bebê", "pra bebê", "nenê", "nenezinho*", "neném", "nenen",
        "bebezinho*", "bebezinha*", "recém nascido", "recém nascida", "baby",
      ],
    },
    aunt: {
      name: "sua tia",
      words: ["tia", "tias", "titia", "tiazinha", "minha tia", "tiinha"],
    },
    uncle: {
      name: "seu tio",
      words: ["tio", "tios", "titio", "tiozinho", "tiozão", "meu tio"],
    },
    cousin: {
      name: "seus primos",
      words: ["primo", "prima", "primos", "primas", "priminho", "priminha", "priminhos", "priminhas", "primu"],
    },
    friend: {
      name: "seus amigos",
      words: [
        "amigo*", "amiga*", "amiguinho*", "amiguinha*", "amigão", "melhor amigo", "melhor amiga", "bff", "colega*",
        "migo", "miga", "parça", "parceiro", "parceira",
      ],
    },
    teacher: {
      name: "sua professora",
      words: [
        "professor*", "prof", "profe", "profa", "professoura", "proessora", "educadora*", "tia da escola",
        "tia da creche", "minha professora",
      ],
    },
    family: {
      name: "sua família",
      words: ["família*", "famíla", "famillia*", "familha", "toda a família", "minha família", "familía"],
    },
  },
  concern: {
    hit: [
      // Added after the second held-out round (r2), which is tuning data since.
      "bati", "bate na", "bati na",
      "bate", "bateu", "batendo", "bater", "me bate", "me bateu", "batia", "apanho", "apanhar", "apanhei", "apanhando",
      "surra*", "surrar", "tapa", "tapas", "tapão", "tabefe*", "bofetada*", "soco", "socos", "socou", "socão", "chute*",
      "chutar", "chutou", "me chuta", "cinto*", "cintada*", "com o cinto", "chinelada*", "espanca*", "espancou",
      "beliscão*", "belisca*", "puxa meu cabelo", "puxão de orelha", "empurra*", "empurrou", "cascudo*", "👊",
    ],
    hurt: [
      "dói", "doeu", "dor", "dores", "doendo", "me machuca", "machuca*", "machucou", "ferido*", "dodói", "ai", "ui",
      "sofrer", "sofro", "sofrimento", "dói muito", "🤕",
    ],
    injury: [
      "roxos", "mancha roxa", "manchas roxas", "ficou roxo", "hematoma*", "marcas", "marca no", "sangue", "sangrando",
      "sangrou", "sangra*", "braço quebrado", "perna quebrada", "osso quebrado", "quebrou o braço", "quebrou a perna",
      "fratura*", "queimadura*", "queimou", "me queimou", "queimado*", "cicatriz*", "cicatrizes", "olho roxo",
      "galo na cabeça", "gesso", "curativo*", "band aid", "bandaid", "pontos", "inchado*", "inchada*", "cortes",
      "cortado*", "ferida*", "🩸",
    ],
    fear: [
      "medo*", "com medo", "tenho medo", "assustado*", "assustada*", "assusta*", "susto*", "apavorado*", "apavorada*",
      "aterrorizado*", "pavor", "terror", "nervoso*", "nervosa*", "preocupado*", "preocupada*", "ansiedade", "ansioso*",
      "ansiosa*", "pânico", "pesadelo*", "tremendo", "tremo", "dá medo", "😨", "😰", "😱", "😟",
    ],
    secret: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "não entenderiam", "meus pais não entenderiam",
      "segredo*", "segredinho*", "sigredo*", "não conta", "não conte", "não contar", "não fala",
      "não falar pra ninguém", "não conta pra ninguém", "não contar pra ninguém", "ninguém pode saber",
      "ninguém pode saber disso", "nosso segredo", "prometi não contar", "prometer não contar", "não posso contar",
      "não posso falar", "entre nós", "shhh", "psiu", "guardar segredo", "bico calado", "é segredo", "🤫",
    ],
    touch: [
      "toca", "tocou", "tocar", "me toca", "me tocou", "mexe em mim", "mexeu em mim", "passa a mão", "passou a mão",
      "passar a mão", "apalpa*", "acaricia*", "carinho estranho", "esfrega*", "beija", "beijou", "me beija",
      "me beijou", "beijo na boca", "na boca", "deita em cima de mim", "em cima de mim", "as mãos dele", "cócegas",
      "abuso*", "abusa*", "abusou", "sexo", "sexual*", "assédio",
    ],
    body_private: [
      "partes íntimas", "parte íntima", "partes privadas", "lá embaixo", "lá em baixo", "pipi", "piu piu", "pintinho",
      "pinto", "perereca", "pepeca", "periquita", "bumbum", "bunda", "bundinha", "popô", "calcinha*", "cueca*",
      "roupa íntima", "sutiã", "peito*", "pênis", "vagina", "vulva", "piroca", "xoxota",
    ],
    undress: [
      "pelado*", "pelada*", "peladinho*", "nu", "nua", "nus", "nuas", "sem roupa", "tirar a roupa", "tira a roupa",
      "tirou minha roupa", "tirar minha roupa", "tirou a roupa", "me despe", "despir*", "despiu", "banheira", "banho",
      "tomar banho", "no banho", "chuveiro", "trocar de roupa", "me trocar", "de calcinha", "de cueca",
    ],
    bed_night: [
      "noite", "noites", "à noite", "de noite", "toda noite", "todas as noites", "meia noite", "madrugada",
      "minha cama", "na minha cama", "cama", "meu quarto", "no meu quarto", "quarto", "entra", "entra no meu quarto",
      "vem no meu quarto", "vem pro meu quarto", "porta", "a porta", "minha porta", "dormir", "dormindo", "durmo",
      "dorme", "me acorda", "acordo", "escuro", "no escuro", "cobertor", "coberta",
    ],
    locked: [
      "trancado*", "trancada*", "tranca*", "me tranca", "trancou", "me trancou", "trancar", "preso", "presa", "presos",
      "chave", "a chave", "fechado", "fechada", "armário*", "guarda roupa", "porão", "sótão", "depósito", "quartinho",
      "garagem", "não posso sair", "não me deixa sair", "não me deixam sair", "não saio de casa", "amarrado*",
      "amarrada*", "acorrentado*",
    ],
    hunger: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "geladeira tá vazia", "geladeira está vazia",
      "fome", "fomi", "tenho fome", "com fome", "passando fome", "passar fome", "faminto*", "faminta*",
      "morrendo de fome", "sem comida", "não tem comida", "nada pra comer", "nada para comer", "não comi", "sem jantar",
      "sem janta", "sem almoço", "sem café da manhã", "geladeira vazia", "a geladeira está vazia", "cesta básica",
      "comer do lixo", "só pão", "pular refeição", "fico sem comer", "barriga roncando", "barriga vazia",
    ],
    alone: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "não voltou", "nunca mais voltou", "não voltou pra casa",
      "sozinho", "sozinha", "sozinhos", "sozinhas", "sosinho", "sosinha", "sozinho em casa", "sozinha em casa",
      "ninguém em casa", "não tem ninguém", "ninguém comigo", "me deixa sozinho", "me deixa sozinha",
      "me deixaram sozinho", "me deixaram sozinha", "me deixou", "nos deixou", "abandonado*", "abandonada*",
      "abandonou", "solidão", "solitário*", "solitária*", "sempre sozinho", "sempre sozinha",
    ],
    neglect_care: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "não levanta da cama", "cortaram a luz", "cortaram a energia",
      "ninguém cuida de mim", "ninguém cuida da gente", "não cuida de mim", "não cuidam de mim", "ninguém liga pra mim",
      "ninguém se importa", "não acorda", "não levanta", "sujo", "suja", "sujos", "sujeira", "imundo*", "fedendo",
      "fedor", "fedido*", "cheiro ruim", "sem aquecedor", "frio", "muito frio", "passando frio", "casa fria",
      "congelando", "sem médico", "nunca vou ao médico", "não me leva ao médico", "sem roupa limpa", "roupa suja",
      "mesma roupa", "sapato furado", "sem sapato", "sem chinelo", "pequena demais", "sem cama", "durmo no chão",
      "sem luz", "sem água", "piolho*", "bagunça", "lixo",
    ],
    drink: [
      // Added after the second held-out round (r2), which is tuning data since.
      "cachasa", "cachaça", "cachaca", "bebi", "bebe cachaça",
      "bêbado*", "bêbada*", "bebum", "embriagado*", "bêbo", "bebe", "bebe muito", "bebendo", "bebeu", "beber",
      "bebida*", "cachaça*", "pinga", "cerveja*", "breja*", "vinho*", "vodka", "vodca", "uísque", "whisky", "álcool",
      "alcoólatra", "garrafa*", "latinha*", "bar", "boteco*", "ressaca", "🍺", "🍷", "🥃",
    ],
    drugs: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "seringas", "agulhas",
      "droga*", "drogado*", "drogada*", "agulha*", "seringa*", "comprimido*", "pílula*", "pó branco", "pozinho",
      "fuma*", "fumar", "fumando", "fumou", "maconha", "baseado*", "beck", "cocaína", "crack", "cigarro*",
      "cigarrinho*", "vape*", "narguilé", "cheiro estranho", "cheiro esquisito", "traficante*", "boca de fumo",
      "chapado*", "doidão", "loló", "lança perfume", "💊", "💉",
    ],
    shout: [
      "grita*", "gritou", "gritar", "gritos", "gritando", "berra*", "berrou", "berrar", "xinga*", "xingou", "xingar",
      "xingamento*", "palavrão", "palavrões", "ofende*", "ofendeu", "ofensas", "me chama de", "me chamou de", "bravo",
      "brava", "briga comigo", "brigou comigo", "raiva", "com raiva", "furioso*", "furiosa*", "cala a boca", "calaboca",
      "😡", "🤬", "😠",
    ],
    worthless: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "minha culpa a mamãe ir embora", "minha culpa o papai ir embora", "sou demais pra todo mundo",
      // Added after the second held-out round (r2), which is tuning data since.
      "estraguei a vida", "estraguei a vida dela", "nunca tivesse nascido", "não presto", "nao presto",
      // Added after the first held-out round (r1), which is tuning data since.
      "não devia ter nascido", "nao devia ter nascido",
      "burro", "burra", "idiota*", "estúpido*", "estúpida*", "imbecil*", "inútil*", "imprestável", "não presto",
      "não sirvo pra nada", "não serve pra nada", "não vale nada", "não valho nada", "feio", "feia", "gordo", "gorda",
      "baleia", "retardado*", "lerdo*", "fracassado*", "fracassada*", "perdedor*", "um erro", "foi um erro", "erro",
      "peso", "um peso", "estorvo", "não devia ter nascido", "nunca devia ter nascido",
      "queria que eu não tivesse nascido", "não sou suficiente", "lixo de", "sou um lixo",
    ],
    hate: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "ninguém vai me amar", "ninguém nunca vai me amar", "ninguém vai gostar de mim", "ovelha negra",
      "odeia*", "odeio", "odiar", "me odeia", "me odeiam", "ódio", "não gosta de mim", "não me ama", "não me amam",
      "ninguém me ama", "ninguém gosta de mim", "não me quer", "não me querem", "ninguém me quer", "quer que eu suma",
      "queria que eu sumisse", "prefere meu irmão", "prefere minha irmã", "me despreza", "💔",
    ],
    death: [
      "morrer", "morre", "morreu", "morri", "morto", "morta", "mortos", "morte", "matar*", "mata", "matou", "me matar",
      "assassin*", "assassinato", "céu", "no céu", "foi pro céu", "está no céu", "paraíso", "túmulo*", "cova",
      "cemitério*", "enterro*", "velório*", "caixão", "faleceu", "falecido*", "descanse em paz", "rip",
      "virou estrelinha", "💀", "⚰", "☠", "🪦",
    ],
    // Saying goodbye: giving things away, not being here next year, a decision made. Added after the second
    // held-out round (r2), whose oblique self-harm letters said it this way.
    farewell: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "uma carta pra mamãe", "depois do natal ela achar", "já dei minhas coisas",
      "não vou estar mais", "nao vou estar mais", "não vou estar mais aqui", "não vou mais estar", "não vou precisar mais", "nao vou precisar", "já decidi", "ja decidi", "dei meus", "dei minhas", "meu último natal", "ultimo natal", "me despedir", "despedida", "quando eu não estiver",
    ],
    disappear: [
      // Added after the first held-out round (r1), which is tuning data since.
      "quando eu não estiver", "quando eu nao estiver", "não acordar", "nao acordar", "dei minhas coisas",
      "sumir", "sumiço", "suma", "sumisse", "sumir para sempre", "desaparecer*", "desapareça", "desaparecesse",
      "não estar aqui", "não existir", "deixar de existir", "ir embora para sempre", "ir embora pra sempre",
      "ficar com a vovó no céu", "ficar com o vovô no céu", "ir pro céu", "ir para o céu", "dormir para sempre",
      "dormir pra sempre", "não acordar mais", "nunca mais acordar", "acabar com tudo", "acabar com a minha vida",
      "tirar minha vida", "suicídio", "me suicidar", "quero morrer", "queria morrer", "não quero mais viver",
      "melhor sem mim", "estariam melhor sem mim", "não tem sentido",
    ],
    self_harm: [
      "me cortar", "me corto", "me cortei", "cortes no braço", "cortar o braço", "me arranhar", "me arranho",
      "arranhar", "lâmina*", "gilete*", "gillette", "navalha*", "estilete*", "faca", "me machucar", "me machuco",
      "me ferir", "me fazer mal", "automutilação", "autolesão", "me queimar", "me bater", "bater a cabeça",
      "parar de comer", "não comer mais", "vomitar de propósito", "arrancar o cabelo",
    ],
    police_help: [
      "polícia*", "policial*", "policiais", "polisia", "190", "192", "disque 100", "conselho tutelar",
      "conselheira tutelar", "conselheiro tutelar", "assistente social", "ambulância*", "samu", "hospital", "ajuda",
      "me ajuda", "me ajude", "ajudem", "ajudar", "socorro", "me salva", "me salve", "salvar", "sos", "🆘", "🚓", "👮",
      "denúncia*", "denunciar", "ligar pra alguém",
    ],
    online: [
      "online", "on line", "internet", "chat*", "conversar online", "whatsapp", "whats", "zap", "zapzap", "wpp",
      "snapchat", "snap", "tiktok", "tik tok", "instagram", "insta", "discord", "roblox chat", "mensagem*", "mensagens",
      "dm", "direct", "no privado", "no pv", "pv", "youtube", "facebook", "telegram", "kwai", "rede social",
      "redes sociais", "seguidores", "perfil", "desconhecido na internet",
    ],
    photo: [
      "foto*", "fotinha*", "fotografia*", "selfie*", "imagem*", "imagens", "chamada de vídeo", "videochamada*",
      "facetime", "câmera", "webcam", "mandar foto", "manda foto", "mandar fotos", "me manda foto", "pediu foto",
      "pede foto", "pede fotos", "nudes", "nude", "filma*", "filmar", "filmou", "vídeo", "vídeos", "📸", "📷",
    ],
    meet: [
      "encontrar*", "encontro*", "se encontrar", "nos encontrar", "a gente se ver", "se ver", "pessoalmente",
      "na vida real", "irl", "me buscar", "vem me buscar", "buscar na escola", "me pegar", "vir na minha casa",
      "vem na minha casa", "vem aqui em casa", "ir na casa dele", "casa dele", "me visitar", "visita*", "onde eu moro",
      "onde você mora", "meu endereço", "endereço", "entrar no carro", "no carro dele", "marcar um encontro",
      "sair junto", "sair com ele",
    ],
    money_gift: [
      "cartão presente", "vale presente", "gift card*", "giftcard", "robux", "v bucks", "vbucks", "diamantes", "dima",
      "dimas", "dinheiro*", "grana", "pix", "mesada", "moedas", "reais", "me dá dinheiro", "me deu dinheiro", "me paga",
      "me pagou", "presentes dele", "presente dele", "me dá presentes", "me deu presente", "me comprou",
      "compra coisas pra mim", "um celular dele", "me deu um celular", "celular novo", "recarga*", "cartão google play",
      "💰", "💵",
    ],
    older_person: [
      "mais velho", "mais velha", "adulto*", "adulta*", "um adulto", "homem", "homens", "um homem", "um moço", "moço",
      "um cara", "um senhor", "ele tem 20", "ele tem 30", "tem 20 anos", "tem 30 anos", "20 anos", "30 anos", "25 anos",
      "namorado da minha mãe", "novo namorado da minha mãe", "namorado da mamãe", "namorado novo", "vizinho*",
      "vizinha*", "amigo do meu pai", "amigo da família", "estranho*", "desconhecido*", "treinador*", "uma moça",
      "uma mulher", "mulher",
    ],
    work: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "tenho que roubar", "me faz roubar", "me obriga a roubar",
      "trabalho", "trabalhar", "trabalha", "trabalhando", "trabalhei", "trampo", "trampar", "serviço", "fábrica*",
      "roça", "na roça", "lavoura", "plantação", "colheita", "carregar", "carrego", "carregando", "peso", "vender",
      "vendo", "vendendo", "ganhar dinheiro", "ganho dinheiro", "salário", "patrão", "chefe", "limpar a casa", "faxina",
      "cuidar dos meus irmãos", "tomar conta dos meus irmãos", "cozinhar", "bico",
    ],
    beg: [
      "pedir esmola", "esmola*", "mendiga*", "mendigo*", "mendigar", "pedinte*", "rua", "na rua", "moro na rua",
      "morar na rua", "dormir na rua", "durmo na rua", "pedir dinheiro", "peço dinheiro", "pedindo dinheiro",
      "no sinal", "no farol", "semáforo*", "sinaleiro", "vender bala no sinal", "moedinha*", "trocado*",
      "morador de rua", "sem casa", "papelão",
    ],
    school_missing: [
      "não vou à escola", "não vou pra escola", "não vou para a escola", "não me deixa ir pra escola",
      "não me deixam ir pra escola", "não posso ir pra escola", "não posso ir para a escola", "fico em casa",
      "faltar na escola", "falto na escola", "falto aula", "faltar aula", "nunca vou pra escola", "parei de estudar",
      "saí da escola", "escola", "escolinha", "iscola", "colégio", "creche", "aula", "aulas",
    ],
    punish: [
      "castigo*", "castigado*", "castigada*", "de castigo", "ficar de castigo", "fiquei de castigo", "me castiga",
      "castigar", "punição", "punido*", "punida*", "me pune", "pra aprender", "para aprender", "pra eu aprender",
      "lição", "uma lição", "sem celular", "sem tablet", "sem televisão", "sem tv", "sem videogame", "sem sobremesa",
      "cantinho do pensamento", "no quarto", "fui mal", "me comportei mal", "mereci",
    ],
    threat: [
      "ameaça*", "ameaçou", "ameaçar", "me ameaça", "senão", "se não", "ou então", "vou te matar", "vai me matar",
      "te mato", "te matar", "vou te bater", "vai me bater", "vai me machucar", "te machucar", "vai me levar",
      "te levar embora", "me levar embora", "levar embora", "abrigo", "mandar pro abrigo", "se você contar",
      "se contar", "se eu contar", "se falar", "você vai ver", "vai se arrepender", "🔪",
    ],
    cry_sad: [
      "chorar", "choro", "chora", "chorei", "chorando", "chorava", "choram", "xoro", "triste", "tristes", "tristeza",
      "trizte", "lágrima*", "infeliz", "deprimido*", "deprimida*", "depressão", "chateado*", "chateada*", "magoado*",
      "magoada*", "sempre triste", "triste o tempo todo", "todo dia triste", "me sinto mal", "soluço*", "😢", "😭", "😞",
      "😔", "🥺", "☹",
    ],
    run_away: [
      "fugir", "fujo", "fugi", "fugiu", "fuga", "fugindo", "vou fugir", "fugir de casa", "sair de casa",
      "ir embora de casa", "ir embora", "vou embora", "escapar*", "escapei", "pular a janela", "pela janela",
      "arrumar a mala", "arrumar a mochila", "morar com outra família", "outra família", "nova família",
      "morar em outro lugar", "sumir de casa",
    ],
    safe: [
      "segura", "seguro", "em segurança", "segurança", "inseguro*", "insegura*", "não estou seguro", "não estou segura",
      "não me sinto seguro", "não me sinto segura", "me sinto segura", "perigo", "perigoso*", "perigosa*", "em perigo",
      "proteger", "me proteger", "me protege", "proteção", "lugar seguro", "guarda costas", "protegido*",
    ],
    fight_adults: [
      "briga", "brigas", "brigam", "brigando", "brigaram", "brigou", "discute*", "discutem", "discussão", "discussões",
      "se xingam", "gritam", "gritando um com o outro", "se batem", "joga coisas", "jogou coisas", "joga as coisas",
      "taca coisas", "quebra coisas", "quebrou tudo", "quebra tudo", "bate a porta", "bateu a porta", "mamãe chora",
      "mamãe chorando", "minha mãe chora", "minha mãe chorando", "papai bate na mamãe", "bate na minha mãe",
      "bateu na minha mãe", "divórcio*", "separar", "se separaram", "separados", "vão se separar", "a polícia veio",
    ],
    sick: [
      "doente*", "doença*", "doentinho*", "hospital*", "hospitais", "ospital*", "câncer", "quimio", "quimioterapia",
      "médico*", "médica*", "doutor*", "doutora*", "remédio*", "medicamento*", "cirurgia*", "operação", "operar",
      "febre", "gripe", "virose", "vírus", "covid", "tosse", "dor de barriga", "dor de cabeça", "asma", "diabetes",
      "cadeira de rodas", "leucemia", "internado*", "internada*", "uti", "🤒", "🤢", "🤮", "😷", "🏥",
    ],
  },
};
