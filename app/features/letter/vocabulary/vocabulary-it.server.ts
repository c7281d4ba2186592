import type { LanguageVocabulary } from "./vocabulary-types.server";

/**
 * Italian. Santa's names follow the way a parent talks to a young child ("la tua mamma", "il tuo nonno",
 * "tuo fratello").
 *
 * "babbo" alone is left out on purpose: letters open with "Caro Babbo Natale". Tuscan "babbo" for dad is recognised
 * only next to a word that rules Santa out ("il mio babbo", "mamma e babbo"). Likewise "bambino" is not a baby word
 * ("Gesù Bambino").
 */
export const VOCABULARY_IT: LanguageVocabulary = {
  locale: "it",
  gifts: {
    teddy: {
      name: "un peluche",
      words: [
        "peluche*", "pelouche*", "pelusce", "pelusc", "orsacchiotto*", "orsachiotto*", "orsacchiotti", "orsetto*",
        "orsetti", "orso di peluche", "pupazzo di peluche", "pupazzi di peluche", "squishmallow*", "teddy",
      ],
    },
    doll: {
      name: "una bambola",
      words: [
        "bambola*", "bambole", "bambolina*", "bambolotto*", "bambula", "barbie*", "barbi", "baby born", "nenuco",
        "cicciobello", "ciccio bello", "lol surprise", "reborn", "bratz", "polly pocket", "monster high",
        "rainbow high", "baby alive",
      ],
    },
    dinosaur: {
      name: "un dinosauro",
      words: [
        "dinosauro*", "dinosauri", "dinosuaro*", "dinasauro*", "dinosoro*", "dinosaurio*", "dino", "dinos", "t rex",
        "trex", "tirannosauro*", "tiranosauro*", "triceratopo*", "triceratops", "velociraptor*", "jurassic",
        "brachiosauro*", "stegosauro*", "pterodattilo*", "diplodoco*",
      ],
    },
    toy_vehicle: {
      name: "una macchinina",
      words: [
        "macchinina*", "macchinine", "macchinetta*", "machinina*", "machinine", "macchina telecomandata",
        "macchine telecomandate", "hot wheels", "hotwheels", "camion*", "camioncino*", "trattore*", "ruspa*",
        "scavatrice*", "gru", "camion dei pompieri", "macchina della polizia", "telecomandat*", "radiocomandat*",
        "monster truck*", "pista delle macchinine", "pista", "garage", "aereo*", "aeroplano*", "elicottero*", "bburago",
        "majorette",
      ],
    },
    train: {
      name: "un trenino",
      words: [
        "trenino*", "trenini", "treno", "treni", "trenino elettrico", "treno elettrico", "binari", "locomotiva*",
        "brio", "thomas", "ciuf ciuf", "trenino di legno", "treninno",
      ],
    },
    building_blocks: {
      name: "delle costruzioni",
      words: [
        "mattoncin*", "matoncin*", "lego", "legos", "leghi", "duplo", "mega bloks", "megabloks", "costruzioni",
        "costruzione", "kit di costruzione", "blocchi", "blocchetti", "ninjago", "lego friends", "lego city", "technic",
        "geomag", "knex", "kapla", "lego star wars",
      ],
    },
    puzzle: {
      name: "un puzzle",
      words: [
        "puzzle*", "puzzel*", "pazzle*", "puzle*", "rompicapo*", "rompicapi", "cubo di rubik", "rubik*", "cubo magico",
        "1000 pezzi", "cruciverba", "sudoku", "parole crociate", "enigmistica",
      ],
    },
    board_game: {
      name: "un gioco da tavolo",
      words: [
        "gioco da tavolo", "giochi da tavolo", "gioco di società", "giochi di società", "giocco da tavolo", "monopoly",
        "uno", "jenga", "forza 4", "forza quattro", "indovina chi", "cluedo", "scarabeo", "scrabble", "twister",
        "scacchi", "dama", "tombola", "gioco dell'oca", "risiko", "taboo", "dobble", "allegro chirurgo", "pictionary",
        "trivial", "carte da gioco", "briscola", "gioco in scatola", "giochi in scatola",
      ],
    },
    video_game: {
      name: "un videogioco",
      words: [
        "videogioc*", "video gioco*", "video giochi", "videogame*", "video game*", "vidiogioco*", "gioco per la switch",
        "giochi per la switch", "gioco per la play", "giochi per la play", "gioco della play", "minecraft", "fortnite",
        "fornite", "roblox", "mario", "mario kart", "zelda", "fifa", "ea fc", "gta", "among us", "sonic",
        "animal crossing", "just dance", "call of duty", "brawl stars", "maincraft",
      ],
    },
    book: {
      name: "dei libri",
      words: [
        "libr*", "fumetto*", "fumetti", "topolino", "manga", "romanzo*", "romanzi", "enciclopedia*",
        "diario di una schiappa", "schiappa", "geronimo stilton", "harry potter", "rivista*", "giornalino*", "fiabe",
        "favole", "libro di fiabe", "audiolibr*", "atlante",
      ],
    },
    art: {
      name: "colori e matite",
      words: [
        "colori", "pennarell*", "matita*", "matite", "matite colorate", "pastelli", "pastello*", "pastelli a cera",
        "acquarell*", "tempera*", "tempere", "pennell*", "cavalletto", "album da disegno", "album da colorare",
        "libro da colorare", "quaderno da colorare", "colorare", "disegnare", "astuccio*", "giotto", "carioca", "posca",
        "gessetti*", "kit da disegno", "set da disegno", "pittura",
      ],
    },
    craft: {
      name: "qualcosa per fare i lavoretti",
      words: [
        "lavoretti", "lavoretto", "lavoretti creativi", "fai da te", "slime", "slaim", "pongo", "pasta da modellare",
        "didò", "play doh", "playdoh", "das", "perline", "perlin*", "uncinetto", "cucito", "cucire",
        "macchina da cucire", "origami", "sabbia magica", "sabbia cinetica", "adesivi", "stickers", "glitter",
        "brillantini", "hama beads", "pyssla", "kit creativo", "diamond painting",
      ],
    },
    music: {
      name: "uno strumento musicale",
      words: [
        "strumento*", "strumenti", "chitarra*", "chittarra*", "ghitarra*", "pianoforte*", "piano", "pianola*",
        "tastiera*", "batteria*", "tamburo*", "violino*", "ukulele*", "flauto*", "tromba*", "trombetta*", "sassofono*",
        "sax", "microfono*", "karaoke*", "xilofono*", "armonica*", "tamburello*", "maracas",
      ],
    },
    bike: {
      name: "una bicicletta",
      words: [
        "bici*", "bicci", "bicicleta*", "biciletta*", "bicicretta*", "mountain bike", "bmx", "bici senza pedali",
        "triciclo*", "bici elettrica", "bike", "bicichetta",
      ],
    },
    scooter: {
      name: "un monopattino",
      words: [
        "monopat*", "monopattino elettrico", "scooter*", "hoverboard*", "overboard", "segway", "monoppattino*",
        "mono pattino",
      ],
    },
    skates: {
      name: "dei pattini",
      words: [
        "pattini", "pattino", "patini", "patino", "pattini a rotelle", "pattini in linea", "pattini da ghiaccio",
        "rollerblade*", "roller", "rollers", "skateboard*", "skate", "skates", "heelys", "pattinare",
      ],
    },
    ball: {
      name: "un pallone",
      words: [
        "pallone*", "palloni", "palla", "palle", "pallina*", "palline", "pallone da calcio", "pallone da basket",
        "pallone da pallavolo", "pallone da rugby", "palla da basket", "palla rimbalzina", "supertele", "palone",
      ],
    },
    sport: {
      name: "qualcosa per fare sport",
      words: [
        "sport*", "scarpe da calcio", "scarpini", "parastinchi", "porta da calcio", "porticina", "guanti da portiere",
        "racchetta*", "tennis", "padel", "badminton", "ping pong", "golf", "tappeto elastico", "trampolino*",
        "canestro*", "guantoni*", "sacco da boxe", "kimono", "judo", "karate", "danza", "scarpette da danza", "sci",
        "slittino*", "casco", "pesi", "manubri", "occhialini", "maglia da calcio",
      ],
    },
    clothes: {
      name: "dei vestiti nuovi",
      words: [
        "vestiti", "vestito", "vestitino*", "abiti", "abbigliamento", "gonna*", "gonne", "pantaloni", "pantalone",
        "jeans", "maglietta*", "magliette", "t shirt*", "tshirt*", "felpa*", "felpe", "maglione*", "maglioncino*",
        "giacca*", "giubbotto*", "giubbino*", "cappotto*", "piumino*", "pigiama*", "calze", "calzini", "scarpe",
        "sneakers", "stivali", "cappello*",
      ],
    },
    costume: {
      name: "un costume di Carnevale",
      words: [
        "costume*", "costumi", "vestito di carnevale", "vestito da principessa", "vestito da", "travestimento*",
        "travestirmi", "travestire", "maschera*", "maschere", "mantello*", "parrucca*", "ali da fata",
        "costume da supereroe", "carnevale", "bacchetta magica", "costum",
      ],
    },
    jewellery: {
      name: "qualcosa di carino da indossare",
      words: [
        "gioiell*", "bigiotteria", "collana*", "collane", "collanina*", "braccialetto*", "braccialetti", "bracciale*",
        "anello*", "anelli", "anellino*", "orecchini", "orecchino", "trucchi", "trucco", "trucchetti", "make up",
        "makeup", "smalto*", "smalti", "rossetto*", "lucidalabbra", "cerchietto*", "fermaglio*", "mollette",
        "mollettine", "coroncina*", "tiara*", "profumo*", "ciondolo*",
      ],
    },
    gadget: {
      name: "un apparecchio elettronico",
      words: [
        "tablet*", "ipad*", "telefono*", "telefonino*", "cellulare*", "smartphone*", "iphone*", "samsung", "computer*",
        "pc", "portatile", "laptop", "cuffie", "cuffiette", "auricolari", "airpods", "macchina fotografica",
        "fotocamera*", "smartwatch*", "orologio*", "console*", "ps5", "ps4", "playstation*", "la play", "xbox*",
        "nintendo*", "switch", "drone*", "cassa bluetooth",
      ],
    },
    science: {
      name: "un kit da piccolo scienziato",
      words: [
        "scienza*", "scienze", "scenza", "scienziato*", "piccolo chimico", "chimica", "kit di chimica", "esperimenti",
        "esperimento*", "laboratorio*", "telescopio*", "microscopio*", "lente d'ingrandimento", "coding",
        "programmazione", "vulcano*", "cristalli", "calamit*", "mappamondo*", "sistema solare", "binocolo*",
        "planetario",
      ],
    },
    figures: {
      name: "dei pupazzetti",
      words: [
        "pupazzett*", "personaggi", "personaggino*", "action figure*", "playmobil*", "omini", "omino*", "soldatini*",
        "transformers", "power rangers", "paw patrol", "pj masks", "supereroe*", "supereroi", "spiderman", "spider man",
        "uomo ragno", "batman", "superman", "avengers", "funko*", "sylvanian*", "schleich", "gormiti", "statuine",
      ],
    },
    robot: {
      name: "un robot",
      words: ["robot*", "robottino*", "robot giocattolo"],
    },
    cards: {
      name: "delle carte da collezione",
      words: [
        "carte pokemon", "carte dei pokemon", "carta pokemon", "pokemon*", "pokemom*", "pokimon*", "bustine*",
        "bustina", "carte da collezione", "carte collezionabili", "figurine", "figurina", "album delle figurine",
        "album panini", "panini", "yugioh", "yu gi oh", "match attax", "carte dei calciatori", "carte one piece",
        "collezione",
      ],
    },
    pretend_play: {
      name: "dei giochi per fare finta",
      words: [
        "cucina giocattolo", "cucinetta*", "cucina", "cassa registratrice", "registratore di cassa",
        "supermercato giocattolo", "supermercato", "valigetta del dottore", "kit del dottore", "kit da dottore",
        "dottore giocattolo", "kit veterinario", "banco da lavoro", "attrezzi", "cassetta degli attrezzi",
        "casa delle bambole", "casetta delle bambole", "casa di barbie", "servizio da tè", "set da tè", "carrozzina*",
        "passeggino*", "ferro da stiro giocattolo", "aspirapolvere giocattolo", "fare finta", "giochi di imitazione",
      ],
    },
    sweets: {
      name: "dei dolcetti",
      words: [
        "dolci", "dolcetti", "dolcetto", "dolciumi", "caramell*", "caramele", "cioccolat*", "ciocolat*", "choco",
        "lecca lecca", "leccalecca", "chewing gum", "gomme da masticare", "caramelle gommose", "orsetti gommosi",
        "haribo", "kinder", "ovetto kinder", "ovetti kinder", "marshmallow*", "biscotti", "biscotto", "torta*", "torte",
        "panettone*", "pandoro*", "torrone*", "bastoncino di zucchero", "zucchero filato", "gelato*",
      ],
    },
    outing: {
      name: "una bella gita",
      words: [
        "gita", "gite", "gitarella", "zoo", "bioparco", "parco zoologico", "cinema", "disney", "disneyland",
        "gardaland", "mirabilandia", "legoland", "parco divertimenti", "luna park", "lunapark", "parco acquatico",
        "acquario", "acquapark", "circo", "teatro", "museo", "musei", "viaggio*", "vacanza*", "vacanze", "al mare",
        "in montagna", "concerto*", "settimana bianca", "escursione*",
      ],
    },
    snow: {
      name: "la neve",
      words: [
        "neve", "nevica", "nevicare", "nevicata*", "nevischio", "pupazzo di neve", "pupazzi di neve", "palle di neve",
        "palla di neve", "battaglia di palle di neve", "fiocchi di neve", "fiocco di neve", "natale bianco",
        "bianco natale", "nieve", "neeve",
      ],
    },
  },
  animals: {
    dog: {
      name: "un cane",
      own: "il tuo cane",
      words: [
        "cane", "cani", "cagnolino*", "cagnolina*", "cagnetto*", "cagnolini", "cucciolo*", "cuccioli", "cuciolo*",
        "cucciolino*", "labrador*", "barboncino*", "bassotto*", "husky", "chihuahua*", "carlino*", "golden retriever",
        "pastore tedesco", "beagle", "bulldog*", "jack russell", "cagnolone", "canetto",
      ],
    },
    cat: {
      name: "un gatto",
      own: "il tuo gatto",
      words: [
        "gatto*", "gatti", "gattino*", "gattina*", "gattini", "gatta", "gattone*", "micio*", "micia*", "micetto*",
        "micina*", "gato*", "gattuccio",
      ],
    },
    rabbit: {
      name: "un coniglio",
      own: "il tuo coniglio",
      words: ["coniglio*", "conigli", "coniglietto*", "coniglietta*", "conilio*", "conillio*", "coniglietti"],
    },
    hamster: {
      name: "un criceto",
      own: "il tuo criceto",
      words: [
        "criceto*", "criceti", "cricetino*", "cricceto*", "cricetto*", "hamster*", "gerbillo*", "topino*",
        "topolino bianco", "ratto*", "cincillà*",
      ],
    },
    guinea_pig: {
      name: "un porcellino d'India",
      own: "il tuo porcellino d'India",
      words: [
        "porcellino d'india", "porcellini d'india", "porcellino dindia", "porcellino d india", "porcellino",
        "porcellini", "porcelino*", "cavia*", "cavie", "cavietta",
      ],
    },
    fish: {
      name: "un pesciolino",
      own: "il tuo pesciolino",
      words: [
        "pesce", "pesci", "pesciolin*", "pesciolino rosso", "pesci rossi", "pesce rosso", "pescetto*", "pesciolini",
        "pesce pagliaccio", "nemo", "assolotto*", "axolotl*", "vaschetta dei pesci", "boccia dei pesci",
      ],
    },
    bird: {
      name: "un uccellino",
      own: "il tuo uccellino",
      words: [
        "uccellin*", "ucellin*", "uccelli", "uccello", "pappagall*", "papagallo*", "cocorita*", "canarino*", "canarini",
        "calopsite*", "inseparabil*", "gufo*", "gufetto*", "pulcino*", "gallina*", "galline",
      ],
    },
    horse: {
      name: "un cavallo",
      own: "il tuo cavallo",
      words: [
        "cavallo*", "cavalli", "cavallino*", "cavalino*", "cavalo*", "pony*", "ponies", "puledro*", "puledrino*",
        "cavalla*", "cavallina",
      ],
    },
    tortoise: {
      name: "una tartaruga",
      own: "la tua tartaruga",
      words: [
        "tartaruga*", "tartarughe", "tartarughina*", "tartarughin*", "tartaruca*", "tartarugha*", "testuggine*",
        "tartarughetta*",
      ],
    },
    pet: {
      name: "un animaletto",
      own: "il tuo animaletto",
      words: [
        "animale", "animali", "animaletto*", "animaletti", "animale domestico", "animali domestici", "lucertola*",
        "geco*", "serpente*", "serpentello*", "furetto*", "iguana*", "rettile*", "drago barbuto",
      ],
    },
  },
  relations: {
    mum: {
      name: "la tua mamma",
      words: [
        "mamma", "mammina", "mammy", "mami", "mamy", "mama", "madre", "mia madre", "mamme", "mammi", "mammuccia",
      ],
    },
    dad: {
      name: "il tuo papà",
      words: [
        "papà", "papi", "papino", "papy", "paparino", "padre", "mio padre", "il babbo", "il mio babbo", "mio babbo",
        "al babbo", "al mio babbo", "col babbo", "del babbo", "babbino", "papone",
      ],
    },
    parents: {
      name: "i tuoi genitori",
      words: [
        "genitori", "genitore", "miei genitori", "mamma e papà", "papà e mamma", "mamma e babbo", "babbo e mamma",
        "genitoti", "genotori",
      ],
    },
    stepmum: {
      name: "la compagna del tuo papà",
      words: [
        "matrigna*", "compagna di papà", "compagna del papà", "compagna di mio padre", "fidanzata di papà",
        "fidanzata del papà", "fidanzata di mio padre", "moglie di papà", "moglie di mio padre", "ragazza di papà",
        "compagna del babbo", "seconda mamma",
      ],
    },
    stepdad: {
      name: "il compagno della tua mamma",
      words: [
        "patrigno*", "compagno di mamma", "compagno della mamma", "compagno di mia madre", "fidanzato di mamma",
        "fidanzato della mamma", "fidanzato di mia madre", "marito di mamma", "marito di mia madre", "ragazzo di mamma",
        "secondo papà",
      ],
    },
    grandma: {
      name: "la tua nonna",
      words: ["nonna", "nonne", "nonnina*", "nona", "nonnetta", "nonnuccia", "nonnona", "bisnonna*", "nonnia"],
    },
    grandad: {
      name: "il tuo nonno",
      words: ["nonno", "nonnino*", "nonnetto*", "nono", "nonnuccio", "bisnonno", "nonnone", "nonnio"],
    },
    grandparents: {
      name: "i tuoi nonni",
      words: ["nonni", "nonnini", "nonno e nonna", "nonna e nonno", "nonnni", "miei nonni", "bisnonni"],
    },
    brother: {
      name: "tuo fratello",
      words: [
        "fratello", "fratelli", "fratellone*", "fratelo*", "fra", "bro", "fratellastro*", "mio fratello",
        "fratello grande", "fratello maggiore", "fratelo grande",
      ],
    },
    sister: {
      name: "tua sorella",
      words: [
        "sorella", "sorelle", "sorellona*", "sorela*", "sorellastra*", "mia sorella", "sorella grande",
        "sorella maggiore", "sis",
      ],
    },
    baby_brother: {
      name: "il tuo fratellino",
      words: [
        "fratellino*", "fratellini", "fratelino*", "fratello piccolo", "fratello più piccolo", "fratello minore",
        "nuovo fratellino",
      ],
    },
    baby_sister: {
      name: "la tua sorellina",
      words: [
        "sorellina*", "sorelline", "sorelina*", "sorella piccola", "sorella più piccola", "sorella minore",
        "nuova sorellina",
      ],
    },
    baby: {
      name: "il bebè",
      words: [
        "bebè", "neonato*", "neonata*", "neonati", "bimbo piccolo", "bimba piccola", "il piccolino", "la piccolina",
        "baby", "nuovo bimbo", "bimbo in arrivo", "bimba in arrivo", "fratellino o sorellina",
      ],
    },
    aunt: {
      name: "tua zia",
      words: ["zia", "zie", "zietta*", "ziuccia", "mia zia", "zzia"],
    },
    uncle: {
      name: "tuo zio",
      words: ["zio", "zii", "zietto", "ziuccio", "zione", "mio zio"],
    },
    cousin: {
      name: "i tuoi cugini",
      words: ["cugino*", "cugina*", "cugini", "cugine", "cuggino*", "cuggini", "cuginetto*", "cuginetta*"],
    },
    friend: {
      name: "i tuoi amici",
      words: [
        "amico*", "amica*", "amici", "amiche", "amichetto*", "amichetta*", "amichetti", "amiketto*", "migliore amico",
        "migliore amica", "bff", "compagno di classe", "compagni di classe", "compagna di classe", "compagni",
        "compagne",
      ],
    },
    teacher: {
      name: "la tua maestra",
      words: [
        "maestra*", "maestro*", "maestre", "maestri", "prof", "professore*", "professoressa*", "profe", "insegnante*",
        "insegnanti", "educatrice*", "maestrina",
      ],
    },
    family: {
      name: "la tua famiglia",
      words: ["famiglia*", "famigla*", "familia*", "famiglie", "tutta la famiglia", "famiia"],
    },
  },
  concern: {
    hit: [
      "picchia*", "picchiato", "picchiare", "mi picchia", "mena", "menato", "menare", "mi mena", "botte", "le botte",
      "prendere le botte", "schiaffo*", "schiaffi", "schiaffeggia*", "sberla*", "sberle", "ceffone*", "scapaccione*",
      "pugno*", "pugni", "calci", "prende a calci", "a calci", "cinghia*", "cintura*", "con la cintura", "colpisce",
      "colpito", "colpire", "spinge", "spinto", "tira i capelli", "morde", "pizzicotto*", "strangola*", "sculaccia*",
      "sculacciata*", "mazzate", "legnate", "👊",
    ],
    hurt: [
      "male", "fa male", "mi fa male", "mi ha fatto male", "dolore*", "dolori", "ferito*", "ferisce", "ahia", "ahi",
      "auch", "ouch", "soffro", "soffrire", "sofferenza", "bua", "🤕",
    ],
    injury: [
      "livido*", "lividi", "ematoma*", "segni", "sangue", "sanguina*", "sanguinare", "sanguinato", "braccio rotto",
      "gamba rotta", "osso rotto", "frattura*", "fratturato", "bruciatura*", "bruciato*", "ustione*", "cicatrice*",
      "cicatrici", "occhio nero", "bernoccolo*", "gesso", "ingessato*", "cerotto*", "cerotti", "punti",
      "punti di sutura", "gonfio*", "ferita*", "taglio*", "tagli", "graffi", "🩸",
    ],
    fear: [
      "paura", "paure", "ho paura", "impaurito*", "spaventato*", "spaventata*", "spavento*", "spaventa*",
      "terrorizzato*", "terrorizzata*", "terrore", "ansia", "ansioso*", "ansiosa*", "agitato*", "nervoso*", "nervosa*",
      "preoccupato*", "preoccupata*", "panico", "incubo*", "incubi", "tremo", "tremare", "fifa", "strizza",
      "mette paura", "fa paura", "😨", "😰", "😱", "😟",
    ],
    secret: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "non capirebbero", "i miei non capirebbero",
      "segreto*", "segreti", "segretto*", "non dirlo", "non dirlo a nessuno", "non dire niente", "non dire nulla",
      "non devo dire", "non posso dire", "non posso dirlo", "nessuno deve sapere", "nessuno lo deve sapere",
      "il nostro segreto", "nostro segreto", "ho promesso di non dire", "promesso", "tra noi", "fra noi",
      "acqua in bocca", "zitto*", "zitta", "shh", "non raccontare", "non dirlo alla mamma", "🤫",
    ],
    touch: [
      "tocca*", "toccato", "toccare", "mi tocca", "mi ha toccato", "toccamenti", "palpa*", "palpeggia*", "accarezza*",
      "accarezzare", "carezze", "strofina*", "struscia*", "mi bacia", "bacio sulla bocca", "baciarmi", "sulla bocca",
      "le sue mani", "mani addosso", "si sdraia su di me", "sopra di me", "solletico", "abuso*", "abusa*", "molesta*",
      "molestie", "sesso", "sessuale*",
    ],
    body_private: [
      "parti intime", "parte intima", "parti private", "zone intime", "lì sotto", "là sotto", "laggiù", "pisello",
      "pisellino", "patatina", "passerina", "farfallina", "pipì", "sedere", "culo", "culetto", "chiappe", "sederino",
      "mutande", "mutandine", "slip", "boxer", "reggiseno", "seno", "tette", "pene", "vagina", "vulva", "intimo",
    ],
    undress: [
      "nudo", "nuda", "nudi", "nude", "tutto nudo", "tutta nuda", "spogliar*", "spoglia*", "mi spoglia",
      "togliere i vestiti", "togliermi i vestiti", "toglie i vestiti", "senza vestiti", "senza mutande", "vasca",
      "vasca da bagno", "bagnetto", "fare il bagno", "doccia*", "docce", "cambiarmi", "mi cambia", "in mutande",
    ],
    bed_night: [
      "notte", "la notte", "di notte", "ogni notte", "tutte le notti", "notti", "stanotte", "mezzanotte", "nottata",
      "letto", "mio letto", "nel mio letto", "a letto", "lettino", "camera", "mia camera", "camera mia",
      "nella mia camera", "cameretta", "nella cameretta", "entra", "entra in camera", "viene in camera",
      "viene nel letto", "la porta", "dormire", "dormo", "dorme", "addormentato*", "mi sveglia", "buio", "al buio",
      "coperte", "coperta",
    ],
    locked: [
      "chiuso*", "chiusa*", "chiusi", "rinchiuso*", "rinchiusa*", "rinchiude", "mi chiude", "chiuso a chiave",
      "chiusa a chiave", "a chiave", "chiave", "serratura", "lucchetto*", "armadio*", "ripostiglio*", "sgabuzzino*",
      "cantina*", "scantinato*", "soffitta*", "garage", "non posso uscire", "non mi fa uscire", "non mi fanno uscire",
      "non esco mai", "intrappolato*", "intrappolata*", "legato*", "legata*", "prigioniero*", "prigioniera*",
    ],
    hunger: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "frigo è vuoto",
      "fame", "ho fame", "tanta fame", "affamato*", "affamata*", "morire di fame", "muoio di fame", "senza cibo",
      "niente cibo", "non c'è cibo", "niente da mangiare", "non c'è niente da mangiare", "non mangio",
      "non ho mangiato", "niente cena", "senza cena", "salto la cena", "niente colazione", "senza colazione",
      "niente pranzo", "frigo vuoto", "frigorifero vuoto", "banco alimentare", "dalla spazzatura", "solo pane",
      "digiuno", "mangiare poco", "pancia vuota", "stomaco vuoto",
    ],
    alone: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "non è più tornata", "non è più tornato", "non è tornata", "non è tornato",
      "da solo", "da sola", "tutto solo", "tutta sola", "solo a casa", "sola a casa", "nessuno a casa",
      "non c'è nessuno", "nessuno in casa", "mi lasciano solo", "mi lasciano sola", "lasciato solo", "lasciata sola",
      "ci ha lasciati", "ci ha lasciato", "mi ha lasciato", "abbandonato*", "abbandonata*", "abbandona*", "solitudine",
      "solitario*", "solitaria*", "sempre solo", "sempre sola", "soli",
    ],
    neglect_care: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "non si alza dal letto", "ci hanno staccato la luce", "staccato la luce",
      "nessuno si occupa di me", "nessuno mi cura", "nessuno si prende cura", "non si prende cura", "nessuno mi guarda",
      "non si sveglia", "non si alza", "sporco", "sporca", "sporchi", "sporcizia", "puzza", "puzzo", "puzzolente",
      "odore cattivo", "senza riscaldamento", "niente riscaldamento", "riscaldamento", "freddo", "fa freddo",
      "casa fredda", "congelo", "niente dottore", "mai dal dottore", "mai dal medico", "vestiti sporchi",
      "senza vestiti puliti", "stessi vestiti", "scarpe rotte", "senza scarpe", "troppo piccoli", "senza letto",
      "dormo per terra", "niente luce", "senza luce", "niente acqua", "pidocchi", "cimici", "disordine",
      "spazzatura ovunque",
    ],
    drink: [
      "ubriaco*", "ubriaca*", "ubriachi", "ubriacone*", "sbronzo*", "sbronza*", "brillo", "beve", "bevono",
      "beve tanto", "beve troppo", "bere", "bevuto", "alcol", "alcool", "alcolizzato*", "alcolico*", "birra*", "birre",
      "vino", "vini", "vodka", "whisky", "grappa", "liquore*", "bottiglia*", "bottiglie", "bar", "osteria", "🍺", "🍷",
      "🥃",
    ],
    drugs: [
      "droga*", "droghe", "drogato*", "drogata*", "siringa*", "siringhe", "ago", "aghi", "pillola*", "pillole",
      "pastiglia*", "pastiglie", "pasticche", "polvere*", "polvere bianca", "fuma*", "fumare", "fumato", "canna",
      "canne", "spinello*", "marijuana", "hashish", "fumo", "cocaina", "eroina", "crack", "sigaretta*", "sigarette",
      "svapo", "svapare", "sballato*", "spacciatore*", "pusher", "odore strano", "strano odore", "💊", "💉",
    ],
    shout: [
      "urla*", "urlare", "urlato", "grida*", "gridare", "gridato", "sgrida*", "sgridare", "strilla*", "strillare",
      "mi urla", "mi sgrida", "mi grida", "insulta*", "insulti", "insulto", "parolacce", "parolaccia", "bestemmia*",
      "bestemmie", "offese", "offende", "mi offende", "mi chiama", "arrabbiato*", "arrabbiata*", "arrabbia*",
      "incazzato*", "si arrabbia", "furioso*", "stai zitto", "stai zitta", "😡", "🤬", "😠",
    ],
    worthless: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "colpa mia se la mamma", "colpa mia se papà", "sono troppo per tutti",
      // Added after the second held-out round (r2), which is tuning data since.
      "rovinato la vita", "rovinato la sua vita", "non servo a niente", "buono a nulla", "non nascevo", "se non nascevo",
      // Added after the first held-out round (r1), which is tuning data since.
      "non nascevo", "meglio se non", "mi odia",
      "stupido*", "stupida*", "scemo*", "scema*", "cretino*", "cretina*", "idiota*", "deficiente*", "imbecille*",
      "inutile*", "buono a nulla", "buona a nulla", "non servo a niente", "non vali niente", "non valgo niente",
      "brutto", "brutta", "grasso", "grassa", "ciccione*", "cicciona", "fallito*", "fallita*", "perdente", "sbaglio",
      "uno sbaglio", "un errore", "errore", "peso", "un peso", "sono un peso", "non dovevi nascere",
      "non dovevo nascere", "mai nato", "mai nata", "non sono abbastanza",
    ],
    hate: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "nessuno mi vorrà mai bene", "nessuno ti vorrà bene", "nessuno mi amerà", "nessuno ti amerà", "pecora nera",
      "odia*", "odio", "mi odia", "mi odiano", "odiato", "odiata", "non mi vuole bene", "non mi vogliono bene",
      "non mi ama", "nessuno mi vuole bene", "nessuno mi ama", "nessuno mi vuole", "non mi vuole", "non mi vogliono",
      "vuole che me ne vada", "vorrebbe che sparissi", "preferisce mio fratello", "preferisce mia sorella",
      "non mi sopporta", "mi disprezza", "💔",
    ],
    death: [
      "morire", "muore", "morto", "morta", "morti", "morte", "muoio", "morirò", "uccidere", "uccide", "ucciso",
      "uccisa", "ammazza*", "ammazzare", "ammazzato", "omicidio*", "assassin*", "cielo", "in cielo", "paradiso",
      "in paradiso", "tomba", "tombe", "cimitero*", "funerale*", "bara", "è mancato", "è mancata", "è volato in cielo",
      "riposa in pace", "rip", "💀", "⚰", "☠", "🪦",
    ],
    // Saying goodbye: giving things away, not being here next year, a decision made. Added after the second
    // held-out round (r2), whose oblique self-harm letters said it this way.
    farewell: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "una lettera per la mamma", "dopo natale la trovi", "ho già regalato le mie cose",
      "non ci sarò più", "non ci saro piu", "non ci sarò", "ho già deciso", "ho gia deciso", "già deciso come", "non mi serviranno", "non mi servirà", "ho regalato", "regalato i miei", "ultimo natale", "il mio ultimo natale", "dire addio", "addio",
    ],
    disappear: [
      // Added after the first held-out round (r1), which is tuning data since.
      "regalato le mie", "non mi serviranno",
      "sparire", "sparisco", "sparito*", "sparita*", "scomparire", "scomparso*", "scomparsa*", "non esserci più",
      "non esistere", "non esistere più", "andare via per sempre", "andarmene per sempre", "via per sempre",
      "andare dalla nonna in cielo", "andare dal nonno in cielo", "andare in cielo", "andare in paradiso",
      "dormire per sempre", "non svegliarmi più", "farla finita", "finirla", "togliermi la vita", "uccidermi",
      "ammazzarmi", "suicidio", "suicidarmi", "voglio morire", "vorrei morire", "non voglio più vivere",
      "non voglio vivere", "starebbero meglio senza di me", "meglio senza di me", "non ha senso",
    ],
    self_harm: [
      "tagliarmi", "mi taglio", "mi sono tagliato", "mi sono tagliata", "tagli sulle braccia", "graffiarmi",
      "mi graffio", "grattarmi", "lametta*", "lamette", "lama", "rasoio*", "taglierino*", "coltello", "farmi male",
      "mi faccio male", "ferirmi", "mi ferisco", "autolesionismo", "autolesion*", "bruciarmi", "picchiarmi da solo",
      "sbattere la testa", "non mangiare più", "smettere di mangiare", "vomitare apposta", "mi strappo i capelli",
    ],
    police_help: [
      "polizia*", "poliziotto*", "poliziotti", "carabinier*", "vigili", "112", "113", "114", "telefono azzurro",
      "assistente sociale", "assistenti sociali", "servizi sociali", "ambulanza*", "ospedale", "aiuto", "aiutami",
      "aiutatemi", "aiutare", "salvami", "salvatemi", "salvarmi", "soccorso", "sos", "🆘", "🚓", "👮", "denuncia*",
      "chiamare qualcuno", "emergenza infanzia",
    ],
    online: [
      "online", "on line", "in rete", "internet", "chat*", "chattare", "chattiamo", "whatsapp", "whatsap", "snapchat",
      "snap", "tiktok", "tik tok", "instagram", "insta", "discord", "roblox chat", "messaggio*", "messaggi",
      "messaggini", "dm", "direct", "in privato", "in direct", "youtube", "facebook", "telegram", "social", "follower",
      "account", "profilo", "sconosciuto su internet", "uno sconosciuto",
    ],
    photo: [
      "foto*", "fotina", "fotine", "selfie*", "immagine*", "immagini", "videochiamata*", "video chiamata", "facetime",
      "fotocamera", "telecamera", "webcam", "mandare foto", "mandami foto", "mandarmi foto", "mi chiede foto",
      "chiede foto", "manda foto", "foto nude", "nudes", "filma*", "filmare", "filmato", "video", "📸", "📷",
    ],
    meet: [
      "incontrar*", "incontro", "incontriamoci", "vedersi", "vederci", "ci vediamo", "di persona", "dal vivo", "irl",
      "viene a prendermi", "venire a prendermi", "passa a prendermi", "a casa sua", "vieni a casa mia",
      "venire a casa mia", "viene a casa mia", "venirmi a trovare", "trovarmi", "dove abito", "dove vivi",
      "il mio indirizzo", "indirizzo", "salire in macchina", "nella sua macchina", "appuntamento", "uscire insieme",
      "ci troviamo", "al parco",
    ],
    money_gift: [
      "carta regalo", "buono regalo", "buoni regalo", "gift card*", "giftcard", "robux", "v bucks", "vbucks", "soldi",
      "soldini", "denaro", "contanti", "paghetta", "monete", "euro", "mi dà soldi", "mi ha dato soldi", "mi dà i soldi",
      "mi paga", "mi ha pagato", "regali da lui", "mi regala", "mi ha regalato", "mi compra", "mi ha comprato",
      "un telefono da lui", "un cellulare", "mi ha dato un telefono", "ricarica*", "carta google play", "buono amazon",
      "💰", "💶",
    ],
    older_person: [
      "più grande", "più vecchio", "adulto*", "adulta*", "adulti", "un adulto", "uomo", "uomini", "un uomo",
      "un signore", "tizio", "un tizio", "ragazzo grande", "ha 20 anni", "ha 30 anni", "20 anni", "30 anni", "25 anni",
      "il fidanzato di mamma", "il nuovo fidanzato di mamma", "nuovo fidanzato", "fidanzato della mamma",
      "compagno di mamma", "il vicino", "vicino di casa", "vicini di casa", "vicina di casa", "amico di papà",
      "amico di famiglia", "sconosciuto*", "estraneo*", "allenatore*", "mister", "signora", "una signora",
    ],
    work: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "devo rubare", "mi fa rubare", "mi obbliga a rubare",
      // Added after the second held-out round (r2), which is tuning data since.
      "mi alzo alle cinque", "torno che è buio", "andare a chiedere i soldi", "chiedere i soldi",
      "lavoro", "lavori", "lavorare", "lavora", "lavorato", "lavorando", "fabbrica*", "fabbriche", "campi", "nei campi",
      "campagna", "raccolta", "raccogliere", "portare pesi", "pesi pesanti", "carico*", "trasportare", "vendere",
      "vendo", "vendiamo", "guadagnare", "guadagno", "stipendio", "capo", "padrone", "pulire casa", "pulisco casa",
      "faccende", "faccende di casa", "badare ai miei fratelli", "baby sitter", "cucino per",
    ],
    beg: [
      "elemosina*", "chiedere l'elemosina", "chiedere elemosina", "mendica*", "mendicare", "mendicante*", "accattone*",
      "strada", "in strada", "per strada", "vivere per strada", "dormire per strada", "dormo in strada",
      "chiedere soldi", "chiedo soldi", "chiedere soldi alla gente", "semaforo*", "al semaforo", "monetine",
      "spiccioli", "senzatetto", "senza casa", "clochard", "cartoni", "stazione",
    ],
    school_missing: [
      "non vado a scuola", "non vado più a scuola", "non mi fa andare a scuola", "non mi fanno andare a scuola",
      "non posso andare a scuola", "non andare a scuola", "resto a casa", "stare a casa da scuola", "saltare la scuola",
      "salto la scuola", "mai a scuola", "non sono mai andato a scuola", "ho lasciato la scuola", "scuola", "scuole",
      "squola", "scola", "asilo", "materna", "elementari", "medie", "classe", "lezioni",
    ],
    punish: [
      "punizione*", "punizioni", "punito*", "punita*", "punire", "punisce", "mi punisce", "castigo*", "castigato*",
      "in castigo", "per castigo", "per punizione", "per imparare", "per insegnarmi", "lezione", "una lezione",
      "senza tablet", "senza telefono", "senza tv", "niente televisione", "niente cellulare", "in camera mia",
      "nell'angolo", "ho fatto il cattivo", "ho fatto la cattiva", "sono stato cattivo", "sono stata cattiva",
      "me lo merito", "me lo sono meritato",
    ],
    threat: [
      "minaccia*", "minacce", "minacciato*", "minacciare", "sennò", "se no", "altrimenti", "ti ammazzo", "ti uccido",
      "mi ammazza", "mi uccide", "ti faccio male", "mi fa del male", "ti picchio", "mi picchierà", "ti porto via",
      "mi porta via", "portarmi via", "portano via", "in una casa famiglia", "casa famiglia", "se lo dici", "se parli",
      "se lo racconti", "se dico", "vedrai", "te ne pentirai", "guai a te", "🔪",
    ],
    cry_sad: [
      "piangere", "piango", "piange", "pianto", "piangeva", "piangendo", "piangio", "triste", "tristi", "tristezza",
      "lacrime", "lacrima*", "infelice*", "depresso*", "depressa*", "depressione", "giù", "sto male", "mi sento male",
      "mi sento triste", "sempre triste", "tutto il giorno triste", "singhiozz*", "disperato*", "disperata*", "😢", "😭",
      "😞", "😔", "🥺", "☹",
    ],
    run_away: [
      "scappare", "scappo", "scappato*", "scappata*", "scapperò", "fuggire", "fuggo", "fuga", "fuggito*",
      "andarmene di casa", "andare via di casa", "via di casa", "me ne vado di casa", "me ne vado", "andare via",
      "lasciare casa", "uscire da questa casa", "andare a vivere con", "vivere da un'altra parte", "un'altra famiglia",
      "nuova famiglia", "dalla finestra", "fare la valigia", "preparare lo zaino",
    ],
    safe: [
      "sicuro", "sicura", "al sicuro", "sicurezza", "insicuro*", "insicura*", "non al sicuro", "non mi sento sicuro",
      "non mi sento sicura", "pericolo", "pericoloso*", "pericolosa*", "in pericolo", "proteggere", "proteggimi",
      "proteggermi", "protegge", "protezione", "posto sicuro", "luogo sicuro", "rifugio", "casa rifugio",
      "guardia del corpo",
    ],
    fight_adults: [
      "litiga*", "litigano", "litigare", "litigio*", "litigi", "litigato", "discutono", "discussione*", "si urlano",
      "urlano", "gridano", "si picchiano", "si menano", "si insultano", "tira le cose", "lancia le cose",
      "lancia oggetti", "tira oggetti", "rompe le cose", "rompe tutto", "ha rotto", "sbatte la porta",
      "sbattere la porta", "mamma piange", "la mamma piange", "mia mamma piange", "mamma piangeva",
      "papà picchia mamma", "picchia la mamma", "divorzio*", "divorziare", "divorziano", "si separano", "separati",
      "separazione", "si lasciano",
    ],
    sick: [
      "malato*", "malata*", "malati", "malattia*", "ammalato*", "ammalata*", "ospedale*", "ospedali", "cancro",
      "tumore*", "chemio", "chemioterapia", "dottore*", "dottoressa*", "medico*", "medici", "medicina*", "medicine",
      "farmaco*", "farmaci", "operazione", "operato*", "febbre", "influenza", "virus", "covid", "tosse",
      "mal di pancia", "mal di testa", "asma", "diabete", "sedia a rotelle", "leucemia", "🤒", "🤢", "🤮", "😷", "🏥",
    ],
  },
};
