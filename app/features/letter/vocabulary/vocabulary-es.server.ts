import type { LanguageVocabulary } from "./vocabulary-types.server";

/**
 * Spanish, for Spain and Latin America alike: Santa's names use words understood everywhere ("tu mamá", "tus papás"),
 * the word lists hold the regional words (coche/carro/auto, móvil/celular, chuches/dulces) and children's spellings.
 *
 * "papá" alone is left out on purpose: letters open with "Querido Papá Noel". Dad is recognised by "papi", "padre"
 * and by "papá" next to a word that only a father fits ("mi papá", "papá y mamá").
 */
export const VOCABULARY_ES: LanguageVocabulary = {
  locale: "es",
  gifts: {
    teddy: {
      name: "un peluche",
      words: [
        "peluche*", "pelucho*", "peluchito*", "pelushe*", "peluse*", "peluch", "osito*", "oso de peluche",
        "osos de peluche", "oso de felpa", "muñeco de peluche", "muñecos de peluche", "squishmallow*", "teddy",
      ],
    },
    doll: {
      name: "una muñeca",
      words: [
        "muñeca*", "muñequita*", "munieca*", "munheca*", "barbie*", "barbi", "nenuco*", "baby born", "nancy",
        "lol surprise", "bebé reborn", "reborn*", "bratz", "monster high", "rainbow high", "polly pocket", "distroller",
        "baby alive",
      ],
    },
    dinosaur: {
      name: "un dinosaurio",
      words: [
        "dinosaurio*", "dinosuario*", "dinosario*", "dinasaurio*", "dinosauro*", "dino", "dinos", "t rex", "trex",
        "tiranosaurio*", "triceratops", "velociraptor*", "jurassic", "jurásico", "braquiosaurio*", "estegosaurio*",
        "pterodáctilo*", "diplodocus",
      ],
    },
    toy_vehicle: {
      name: "un coche de juguete",
      words: [
        "coche*", "carro", "carros", "carrito*", "auto", "autos", "autito*", "hot wheels", "hotwheels", "camion*",
        "tractor*", "excavadora*", "grúa", "monster truck*", "teledirigido*", "control remoto", "radiocontrol",
        "camión de bomberos", "patrulla de juguete", "avión de juguete", "avioncito*", "helicóptero*",
        "pista de coches", "pista de carros", "garaje de juguete", "moto de juguete", "motito*",
      ],
    },
    train: {
      name: "un tren de juguete",
      words: [
        "tren", "trenes", "trencito*", "tren de juguete", "tren eléctrico", "vías del tren", "vias de tren",
        "locomotora*", "brio", "thomas", "chucuchu", "chu chu",
      ],
    },
    building_blocks: {
      name: "unos bloques de construcción",
      words: [
        "lego", "legos", "leggo", "duplo", "megabloks", "mega bloks", "bloques", "bloques de construcción",
        "bloque de construcción", "construcciones", "juego de construcción", "juegos de construcción", "piezas de lego",
        "ladrillos", "ninjago", "lego friends", "lego city", "technic", "knex", "magformers", "tentes",
      ],
    },
    puzzle: {
      name: "un rompecabezas",
      words: [
        "puzle*", "puzzle*", "pusle*", "puzzel*", "rompecabeza*", "rompe cabezas", "cubo de rubik", "cubo rubik",
        "rubik*", "cubo mágico", "sopa de letras", "crucigrama*", "sudoku", "mil piezas", "1000 piezas",
      ],
    },
    board_game: {
      name: "un juego de mesa",
      words: [
        "juego de mesa", "juegos de mesa", "juego mesa", "monopoly", "monopolio", "cluedo", "scrabble", "uno", "jenga",
        "conecta 4", "conecta cuatro", "adivina quién", "quién es quién", "twister", "ajedrez", "damas", "parchís",
        "oca", "juego de la oca", "dobble", "hundir la flota", "batalla naval", "pictionary", "jungle speed",
        "serpientes y escaleras", "dominó", "turista mundial",
      ],
    },
    video_game: {
      name: "un videojuego",
      words: [
        "videojuego*", "video juego*", "bideojuego*", "juego de la play", "juegos de la play", "juego para la switch",
        "juegos para la switch", "juego de xbox", "juegos de xbox", "minecraft", "maincra", "maincraft", "fortnite",
        "fornite", "fornait", "roblox", "mario", "mario kart", "zelda", "fifa", "ea fc", "gta", "among us", "sonic",
        "animal crossing", "just dance", "call of duty", "free fire", "brawl stars", "clash royale",
      ],
    },
    book: {
      name: "unos libros",
      words: [
        "libro*", "librito*", "cuentos", "cuentito*", "libro de cuentos", "cómic*", "manga", "mangas", "novela*",
        "enciclopedia*", "revista*", "diario de greg", "harry potter", "geronimo stilton", "atlas", "tebeo*",
        "historieta*", "audiolibro*",
      ],
    },
    art: {
      name: "pinturas y lápices de colores",
      words: [
        "pintura*", "lápiz", "lápices", "lapises", "lapicero*", "colores", "crayola*", "crayón", "crayones", "ceras",
        "plastidecor", "rotulador*", "plumones", "plumón", "marcador*", "acuarela*", "témpera*", "pincel*", "caballete",
        "cuaderno de dibujo", "libro para colorear", "colorear", "dibujar", "estuche*", "kit de dibujo", "set de arte",
        "posca", "pintar",
      ],
    },
    craft: {
      name: "algo para hacer manualidades",
      words: [
        "manualidad*", "slime", "slaim", "eslaim", "plastilina*", "play doh", "playdoh", "masa para modelar", "arcilla",
        "cuentas", "abalorios", "hama beads", "telar", "bordado", "coser", "máquina de coser", "tejer", "origami",
        "arena mágica", "arena kinética", "pegatina*", "stickers", "calcomanía*", "purpurina", "brillantina",
        "diamond painting", "kit de pulseras",
      ],
    },
    music: {
      name: "un instrumento musical",
      words: [
        "instrumento*", "guitarra*", "gitarra*", "guitara*", "piano*", "teclado*", "órgano", "batería*", "tambor*",
        "violín*", "ukelele*", "ukulele*", "flauta*", "trompeta*", "saxofón*", "saxo", "micrófono*", "karaoke*",
        "xilófono*", "armónica*", "pandereta*", "maracas", "castañuelas", "bajo eléctrico",
      ],
    },
    bike: {
      name: "una bicicleta",
      words: [
        "bici*", "bisicleta*", "bisi", "bicleta*", "bicicletta*", "byci", "bmx", "triciclo*", "bicicleta sin pedales",
        "bici eléctrica", "bike", "bicla", "cicla",
      ],
    },
    scooter: {
      name: "un patinete",
      words: [
        "patinete*", "scooter*", "escuter*", "scuter*", "patín del diablo", "patinete eléctrico", "hoverboard*",
        "segway", "monopatín eléctrico",
      ],
    },
    skates: {
      name: "unos patines",
      words: [
        "patín", "patines", "patines en línea", "patines de hielo", "patinaje", "patinar", "rollers", "patineta*",
        "skate", "skates", "skateboard*", "monopatín", "monopatines", "tabla de skate", "heelys", "patinez",
      ],
    },
    ball: {
      name: "una pelota",
      words: [
        "pelota*", "pelotita*", "balón", "balones", "bola", "bolas", "balón de fútbol", "pelota de fútbol",
        "balón de básquet", "pelota de básquet", "pelota de playa", "pelota saltarina",
      ],
    },
    sport: {
      name: "algo para hacer deporte",
      words: [
        "deporte*", "botas de fútbol", "botines", "tacos de fútbol", "espinilleras", "guantes de portero", "portería*",
        "raqueta*", "pádel", "tenis de mesa", "golf", "cama elástica", "trampolín*", "brincolín*", "canasta*",
        "guantes de boxeo", "saco de boxeo", "kimono", "judo", "karate", "natación", "gafas de natación", "pesas",
        "mancuernas", "trineo*", "esquís", "esquí", "casco", "equipación*", "zapatillas de ballet",
      ],
    },
    clothes: {
      name: "ropa nueva",
      words: [
        "ropa", "ropita", "vestido*", "falda*", "pantalón*", "pantalones", "jeans", "vaqueros", "camiseta*", "playera*",
        "remera*", "sudadera*", "buzo", "jersey", "suéter", "chaqueta*", "chamarra*", "campera*", "abrigo*", "zapatos",
        "zapatillas", "tenis", "pijama*", "piyama*", "calcetines", "medias", "gorro*", "gorra*", "bufanda*", "botas",
      ],
    },
    costume: {
      name: "un disfraz",
      words: [
        "disfraz", "disfraces", "disfras", "disfrazes", "disfrazarme", "disfrazar*", "máscara*", "antifaz",
        "capa de superhéroe", "peluca*", "alas de hada", "vestido de princesa", "traje de superhéroe",
        "traje de spiderman", "varita mágica", "disfraz de princesa",
      ],
    },
    jewellery: {
      name: "algo bonito para ponerte",
      words: [
        "joya*", "joyería", "bisutería", "collar*", "pulsera*", "brazalete*", "anillo*", "aretes", "arete",
        "pendientes", "aros", "maquillaje*", "maquillage", "pintalabios", "labial*", "brillo de labios",
        "esmalte de uñas", "pintauñas", "diadema*", "cintillo*", "tiara*", "coronita*", "colgante*", "dije", "dijes",
        "perfume*", "colonia", "horquillas", "pinzas del pelo", "accesorios para el pelo",
      ],
    },
    gadget: {
      name: "un aparato electrónico",
      words: [
        "tablet*", "tableta*", "ipad*", "móvil*", "celular*", "teléfono*", "iphone*", "samsung", "smartphone*",
        "computadora*", "ordenador*", "portátil", "laptop", "compu", "auriculares", "audífonos", "airpods", "cámara*",
        "reloj inteligente", "smartwatch*", "consola*", "play", "play 5", "ps5", "ps4", "playstation*", "xbox*",
        "nintendo*", "switch", "dron*",
      ],
    },
    science: {
      name: "un kit de ciencias",
      words: [
        "ciencia*", "sciencia*", "química", "laboratorio*", "experimento*", "kit de ciencia*", "telescopio*",
        "microscopio*", "lupa*", "robótica", "programación", "volcán", "cristales", "imanes", "imán",
        "circuito*", "globo terráqueo", "sistema solar", "prismáticos", "binoculares", "planetario",
      ],
    },
    figures: {
      name: "unas figuras de juguete",
      words: [
        "figura", "figuras", "figura de acción", "figuras de acción", "muñeco", "muñecos", "muñequito*", "playmobil*",
        "playmovil*", "clicks", "soldaditos", "soldados", "transformers", "power rangers", "paw patrol",
        "patrulla canina", "pj masks", "spiderman", "hombre araña", "batman", "superman", "vengadores", "avengers",
        "funko*", "sylvanian*", "schleich", "superhéroe*",
      ],
    },
    robot: {
      name: "un robot",
      words: ["robot*", "robots", "robot de juguete", "robotito*"],
    },
    cards: {
      name: "cartas coleccionables",
      words: [
        "cartas pokemon", "cartas de pokemon", "pokemon*", "pokimon*", "pokémones", "sobres de cartas", "sobres",
        "cromos", "álbum de cromos", "estampas", "estampitas", "álbum panini", "panini", "figuritas", "barajitas",
        "tarjetas coleccionables", "cartas coleccionables", "coleccionables", "yugioh", "yu gi oh", "match attax",
        "adrenalyn", "cartas de fútbol", "cartas para coleccionar",
      ],
    },
    pretend_play: {
      name: "juguetes para jugar a ser mayores",
      words: [
        "cocinita*", "cocina de juguete", "cocina", "caja registradora", "supermercado de juguete", "tiendita*",
        "maletín de médico", "maletín de doctor", "kit de doctor", "kit de médico", "veterinario de juguete",
        "herramientas de juguete", "banco de trabajo", "casa de muñecas", "casita de muñecas", "casita*", "juego de té",
        "comidita*", "carrito de bebé", "cochecito de muñecas", "carriola de muñecas", "tabla de planchar",
        "aspiradora de juguete", "juguetes de imitación", "jugar a las casitas",
      ],
    },
    sweets: {
      name: "unos dulces",
      words: [
        "dulces", "dulcecitos", "golosina*", "chuche*", "caramelo*", "chocolate*", "chocolatina*", "choco", "bombón*",
        "bombones", "gominola*", "gomitas", "gomita*", "piruleta*", "chupachup*", "chupa chups", "paletas",
        "bastón de caramelo", "galleta*", "pastel*", "tarta*", "turrón*", "mazapán", "polvorones", "helado*",
        "malvavisco*", "huevo kinder", "kinder", "haribo", "algodón de azúcar",
      ],
    },
    outing: {
      name: "un día de paseo",
      words: [
        "zoo", "zoológico*", "cine", "cines", "disney", "disneyland", "disney world", "parque de atracciones",
        "parque de diversiones", "parque acuático", "parque temático", "acuario*", "circo*", "teatro*", "museo*",
        "viaje*", "viajar", "vacaciones", "excursión*", "playa", "la playa", "feria", "concierto*", "legoland",
        "port aventura", "portaventura", "six flags", "safari", "bolera", "campamento*",
      ],
    },
    snow: {
      name: "nieve",
      words: [
        "nieve*", "nevar", "nevando", "nieva", "nevada*", "muñeco de nieve", "muñecos de nieve", "bola de nieve",
        "bolas de nieve", "copos de nieve", "copo de nieve", "navidad blanca", "blanca navidad", "niebe", "nive",
      ],
    },
  },
  animals: {
    dog: {
      name: "un perro",
      own: "tu perro",
      words: [
        "perro*", "perrito*", "perrita*", "perra", "perras", "perrro", "cachorro*", "cachorrito*", "chucho", "lomito*",
        "firulais", "labrador*", "caniche*", "chihuahua*", "husky", "pastor alemán", "bulldog*", "beagle", "pug",
        "poodle", "dálmata*", "salchicha", "golden",
      ],
    },
    cat: {
      name: "un gato",
      own: "tu gato",
      words: [
        "gato*", "gatito*", "gatita*", "gata", "gatas", "minino*", "michi", "michis", "michito*", "mishi", "cato",
      ],
    },
    rabbit: {
      name: "un conejo",
      own: "tu conejo",
      words: ["conejo*", "conejito*", "conejita*", "coneja*", "conegito*", "conejo enano"],
    },
    hamster: {
      name: "un hámster",
      own: "tu hámster",
      words: ["hámster*", "jámster*", "hamters", "hamstar", "jerbo*", "gerbo*", "ratón", "ratones", "ratita"],
    },
    guinea_pig: {
      name: "un conejillo de Indias",
      own: "tu conejillo de Indias",
      words: [
        "cobaya*", "cobayo*", "conejillo de indias", "conejillos de indias", "cuyo", "cuyos", "cuy", "cuyi", "cuyito*",
        "chanchito de la india", "chanchitos de la india",
      ],
    },
    fish: {
      name: "un pez",
      own: "tu pez",
      words: [
        "pez", "peces", "pececito*", "pecesito*", "pes", "peses", "pez dorado", "peces de colores", "pecera*",
        "pesera*", "goldfish", "betta", "pez payaso", "ajolote*",
      ],
    },
    bird: {
      name: "un pajarito",
      own: "tu pajarito",
      words: [
        "pájaro*", "pajarito*", "pajarillo*", "ave", "aves", "periquito*", "perico*", "loro", "loros", "lorito*",
        "cotorra*", "canario*", "agaporni*", "ninfa", "cacatúa*", "búho*",
      ],
    },
    horse: {
      name: "un caballo",
      own: "tu caballo",
      words: [
        "caballo*", "caballito*", "cabayo*", "cavallo*", "poni", "ponis", "pony", "ponys", "poney", "potro*",
        "potrillo*", "yegua*",
      ],
    },
    tortoise: {
      name: "una tortuga",
      own: "tu tortuga",
      words: ["tortuga*", "tortuguita*", "tortugita*", "galápago*", "tortuja*"],
    },
    pet: {
      name: "una mascota",
      own: "tu mascota",
      words: [
        "mascota*", "mascotita*", "animal", "animales", "animalito*", "iguana*", "lagartija*", "lagarto*", "serpiente*",
        "culebra*", "gecko*", "hurón*", "dragón barbudo",
      ],
    },
  },
  relations: {
    mum: {
      name: "tu mamá",
      words: [
        "mamá", "mami", "mamita", "mamis", "mamás", "madre", "mi madre", "amá", "ma", "mamy", "mamii", "mamaa",
        "mamacita", "mamuchi",
      ],
    },
    dad: {
      name: "tu papá",
      words: [
        "mi papá", "a mi papá", "con mi papá", "papá me", "papá está", "papá dice", "papá se", "papi", "papito",
        "papis", "padre", "mi padre", "apá", "papy", "papii", "papucho", "daddy",
      ],
    },
    parents: {
      name: "tus papás",
      words: [
        "padres", "papás", "mis papás", "mis padres", "papá y mamá", "mamá y papá", "papi y mami", "mami y papi",
        "mis viejos", "mis apás",
      ],
    },
    stepmum: {
      name: "tu madrastra",
      words: [
        "madrastra*", "madastra*", "novia de mi papá", "novia de papá", "esposa de mi papá", "mujer de mi papá",
        "pareja de mi papá", "mi otra mamá", "segunda mamá", "novia de mi padre",
      ],
    },
    stepdad: {
      name: "tu padrastro",
      words: [
        "padrastro*", "padastro*", "novio de mi mamá", "novio de mamá", "esposo de mi mamá", "marido de mi mamá",
        "pareja de mi mamá", "mi otro papá", "segundo papá", "novio de mi madre",
      ],
    },
    grandma: {
      name: "tu abuela",
      words: [
        "abuela", "abuelas", "abuelita*", "abue", "awela", "awelita", "agüela", "güela", "güelita", "abuelota", "lita",
        "yaya", "nona", "nonna", "buela", "buelita", "bisabuela*",
      ],
    },
    grandad: {
      name: "tu abuelo",
      words: [
        "abuelo", "abuelito", "abuelote", "awelo", "awelito", "agüelo", "güelo", "güelito", "tata", "tatita", "yayo",
        "nono", "nonno", "buelo", "buelito", "bisabuelo",
      ],
    },
    grandparents: {
      name: "tus abuelos",
      words: [
        "abuelos", "abuelitos", "mis abuelos", "los abuelos", "abuelo y abuela", "abuela y abuelo", "yayos", "abus",
        "nonos", "awelos", "bisabuelos",
      ],
    },
    brother: {
      name: "tu hermano",
      words: [
        "hermano", "hermanos", "ermano", "ermanos", "hermao", "hermano mayor", "hermanastro*", "medio hermano", "tete",
        "bro", "brother", "carnal",
      ],
    },
    sister: {
      name: "tu hermana",
      words: [
        "hermana", "hermanas", "ermana", "ermanas", "hermana mayor", "hermanastra*", "media hermana", "tata mayor",
        "sis", "manita",
      ],
    },
    baby_brother: {
      name: "tu hermanito",
      words: [
        "hermanito*", "ermanito*", "hermano pequeño", "hermano chiquito", "hermano menor", "hermano bebé",
        "hermano chico", "hermano pequeñito",
      ],
    },
    baby_sister: {
      name: "tu hermanita",
      words: [
        "hermanita*", "ermanita*", "hermana pequeña", "hermana chiquita", "hermana menor", "hermana bebé",
        "hermana chica", "hermana pequeñita",
      ],
    },
    baby: {
      name: "el bebé",
      words: [
        "un bebé", "una bebé", "mi bebé", "nuestro bebé", "al bebé", "del bebé", "los bebés", "bebito*", "bebita*",
        "baby", "recién nacido", "recién nacida", "nuevo bebé", "bebé nuevo",
      ],
    },
    aunt: {
      name: "tu tía",
      words: ["tía", "tías", "tita", "tiita", "mi tía", "tiya"],
    },
    uncle: {
      name: "tu tío",
      words: ["tío", "tíos", "tito", "tiito", "mi tío", "tiyo"],
    },
    cousin: {
      name: "tus primos",
      words: ["primo", "prima", "primos", "primas", "primito*", "primita*", "primis"],
    },
    friend: {
      name: "tus amigos",
      words: [
        "amigo*", "amiga*", "amigui*", "mejor amigo", "mejor amiga", "mejores amigos", "bff", "compañero*",
        "compañera*", "compa", "compas", "cuate*", "pana", "parcero*", "colega*", "amix",
      ],
    },
    teacher: {
      name: "tu profe",
      words: [
        "profe*", "maestro", "maestra", "maestros", "maestras", "maistra", "maetra", "seño", "la seño", "la miss",
        "mi miss", "tutor", "tutora", "educadora*",
      ],
    },
    family: {
      name: "tu familia",
      words: ["familia*", "famila*", "flia", "toda mi familia", "familiares", "famiia"],
    },
  },
  concern: {
    hit: [
      "pega", "pegan", "pegar", "pegó", "pegaba", "pegaban", "pegando", "me pega", "me pegó", "me pegan", "golpe*",
      "golpea*", "golpeó", "cachetada*", "cachetazo*", "bofetada*", "bofetón*", "tortazo*", "guantazo*", "puñetazo*",
      "patada*", "pateó", "patea*", "chancla*", "chanclazo*", "cinturón*", "cinturonazo*", "correazo*", "nalgada*",
      "azote*", "coscorrón*", "empuja*", "empujó", "me jala el pelo", "tira del pelo", "pellizco*", "pellizca*", "zape",
      "👊",
    ],
    hurt: [
      "duele", "duelen", "dolor*", "me duele", "me dolió", "dolió", "daño", "hace daño", "hizo daño", "me hacen daño",
      "lastima*", "lastimó", "herido*", "ay", "auch", "au", "duele mucho", "dañar", "sufro", "sufrir", "🤕",
    ],
    injury: [
      "moretón*", "moratón*", "morado*", "chichón*", "marcas", "sangre", "sangra*", "sangró", "brazo roto",
      "pierna rota", "hueso roto", "me rompió", "quemadura*", "me quemó", "quemado*", "cicatriz*", "cicatrices",
      "ojo morado", "herida*", "cortes", "cortada*", "yeso", "escayola", "vendaje*", "venda", "puntos", "hinchado*",
      "hinchada*", "rasguño*", "🩸",
    ],
    fear: [
      "miedo*", "mieo", "miedito", "asustado*", "asustada*", "asusta*", "susto*", "aterrado*", "aterrada*",
      "aterrorizad*", "terror", "nervioso*", "nerviosa*", "preocupado*", "preocupada*", "ansiedad", "pánico",
      "da miedo", "tengo miedo", "temor", "pesadilla*", "tiemblo", "temblando", "espanto*", "horror", "😨", "😰", "😱",
      "😟",
    ],
    secret: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "no entenderían", "no lo entenderían", "mis papás no entenderían", "mis padres no entenderían",
      "secreto*", "secretito*", "sekreto*", "no le digas", "no se lo digas", "no digas nada", "no decir nada",
      "no contar", "no le cuentes", "no se lo cuentes", "nadie debe saber", "nadie puede saber", "que nadie sepa",
      "nuestro secreto", "prometí no decir", "prometer no decir", "no puedo decir", "no puedo contar", "entre nosotros",
      "es un secreto", "no decirle a nadie", "guardar el secreto", "calladito*", "shh", "🤫",
    ],
    touch: [
      "toca*", "tocó", "tocar", "tocarme", "me toca", "me tocó", "toqueteo*", "toquetea*", "manosea*", "manoseó",
      "acaricia*", "acarició", "frota*", "me besa", "me besó", "besarme", "me da besos", "beso en la boca",
      "en la boca", "sobar*", "me soba", "se acuesta conmigo", "encima de mí", "encima mío", "sus manos", "cosquillas",
      "abuso*", "abusa*", "abusó", "sexo", "sexual*",
    ],
    body_private: [
      "partes privadas", "partes íntimas", "mis partes", "zonas íntimas", "ahí abajo", "allá abajo", "parte de abajo",
      "colita", "pompis", "pompas", "nalgas", "trasero", "culo", "pilín", "pito", "pirulín", "pene", "pipí", "cosita",
      "vagina", "vulva", "cuca", "calzones", "calzón", "calzoncillo*", "bragas", "braguitas", "chones", "ropa interior",
      "pechos", "tetas", "bubis",
    ],
    undress: [
      "desnudo*", "desnuda*", "desnudar*", "desvestir*", "quitarme la ropa", "quitar la ropa", "me quita la ropa",
      "sin ropa", "quitarse la ropa", "encuerado*", "encuerada*", "encuerar*", "en cueros", "en pelotas", "empelota*",
      "bañera", "tina", "bañar*", "me baña", "ducha*", "regadera", "baño", "cambiarme", "me cambia", "en calzones",
      "en ropa interior",
    ],
    bed_night: [
      "noche", "noches", "de noche", "por la noche", "en la noche", "cada noche", "todas las noches", "medianoche",
      "madrugada", "mi cama", "en mi cama", "cama", "mi cuarto", "mi habitación", "mi pieza", "mi recámara", "entra",
      "entra en mi cuarto", "entra a mi cuarto", "viene a mi cuarto", "puerta", "la puerta", "dormir", "durmiendo",
      "dormida", "dormido", "me despierta", "oscuridad", "a oscuras", "oscuro", "acostarme", "se acuesta", "cobija*",
      "manta",
    ],
    locked: [
      "encerrado*", "encerrada*", "encierra*", "encerró", "encerrar", "encierro", "cerrado con llave",
      "cerrada con llave", "con llave", "llave", "cerrojo", "armario*", "ropero", "clóset", "sótano*", "desván",
      "ático", "trastero", "garaje", "no me deja salir", "no me dejan salir", "no puedo salir", "atrapado*",
      "atrapada*", "atado*", "atada*", "amarrado*", "amarrada*", "encadenado*", "castigado en mi cuarto",
    ],
    hunger: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "nevera que está vacía", "no hay nada para comer",
      "hambre", "ambre", "hanbre", "hambriento*", "hambrienta*", "tengo hambre", "pasar hambre", "pasamos hambre",
      "no hay comida", "no tenemos comida", "sin comida", "nada de comer", "nada que comer", "no como", "no comí",
      "no he comido", "no cenamos", "sin cenar", "sin desayunar", "sin comer", "nevera vacía", "refrigerador vacío",
      "heladera vacía", "refri vacío", "muerto de hambre", "muero de hambre", "comedor social", "banco de alimentos",
      "solo pan", "de la basura",
    ],
    alone: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "no ha vuelto", "no volvió", "no vuelve", "se fue el lunes", "se fue hace días",
      "estoy solo", "estoy sola", "me quedo solo", "me quedo sola", "me dejan solo", "me dejan sola", "me dejaron solo",
      "me dejaron sola", "solo en casa", "sola en casa", "solito", "solita", "solitos", "solitas", "nadie en casa",
      "no hay nadie", "no hay nadie en casa", "nadie me acompaña", "solitario*", "soledad", "abandonado*",
      "abandonada*", "nos dejó", "nos abandonó", "me abandonó", "se fue", "se fueron", "sin nadie", "todo el día solo",
      "todo el día sola",
    ],
    neglect_care: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "no se levanta de la cama", "nos cortaron la luz", "cortaron la luz",
      "nadie me cuida", "nadie nos cuida", "no me cuida", "no me cuidan", "nadie se ocupa", "no se despierta",
      "no despierta", "no se levanta", "sucio*", "sucia*", "suciedad", "mugre", "mugriento*", "huele mal", "apesta",
      "sin calefacción", "no hay calefacción", "frío", "hace frío", "pasamos frío", "casa fría", "congelado*",
      "sin médico", "no me lleva al médico", "no me llevan al doctor", "sin ropa limpia", "ropa sucia", "la misma ropa",
      "zapatos rotos", "sin zapatos", "ropa pequeña", "sin cama", "duermo en el suelo", "duermo en el piso", "sin luz",
      "sin agua", "piojos", "chinches", "basura", "desorden",
    ],
    drink: [
      "borracho*", "borracha*", "borrachera", "emborracha*", "ebrio*", "tomado", "toma mucho", "bebe", "beben",
      "bebe mucho", "bebiendo", "bebida*", "cerveza*", "chela*", "birra*", "vino tinto", "copa de vino",
      "botella de vino", "vinos", "vodka", "whisky", "güisqui", "ron", "tequila", "alcohol*", "alcol*", "botella*",
      "cantina", "bar", "resaca", "cruda", "huele a alcohol", "🍺", "🍷", "🥃",
    ],
    drugs: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "jeringas", "jeringuillas", "agujas",
      "droga*", "drogado*", "drogada*", "aguja*", "jeringa*", "jeringuilla*", "pastilla*", "polvo blanco", "polvo*",
      "fuma*", "fumar", "fumó", "porro*", "marihuana", "mariguana", "mota", "canuto*", "cocaína", "crack", "cigarro*",
      "cigarrillo*", "vapeo", "vaper", "vape", "olor raro", "humo raro", "colocado*", "dealer*", "traficante*", "💊",
      "💉",
    ],
    shout: [
      "grita*", "gritó", "gritar", "gritos", "gritando", "me grita", "chilla*", "chilló", "chillar", "insulta*",
      "insultó", "insulto*", "groserías", "grosería*", "palabrotas", "malas palabras", "dice palabrotas", "maldice",
      "maldecir", "me llama", "me dice cosas feas", "cosas feas", "se enoja", "enojado*", "enojada*", "enfada*",
      "enfadado*", "furioso*", "furiosa*", "rabia", "cállate", "😡", "🤬", "😠",
    ],
    worthless: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "mi culpa que mamá se fuera", "mi culpa que papá se fuera", "soy demasiado para todos",
      // Added after the second held-out round (r2), which is tuning data since.
      "arruiné su vida", "le arruiné la vida", "no sirvo para nada", "bueno para nada", "nunca debí nacer", "ojalá no hubiera nacido",
      // Added after the first held-out round (r1), which is tuning data since.
      "no me lo merezco", "invisible",
      "tonto*", "tonta*", "estúpido*", "estúpida*", "idiota*", "inútil*", "feo", "fea", "gordo", "gorda", "burro",
      "burra", "imbécil*", "no sirvo para nada", "no sirves para nada", "no valgo nada", "no vales nada", "basura",
      "un estorbo", "estorbo", "una carga", "soy una carga", "no debí nacer", "no debiste nacer",
      "ojalá no hubiera nacido", "ojalá no hubieras nacido", "fui un error", "eres un error", "un error", "error",
      "fracasado*", "fracasada*", "perdedor*", "soy malo", "soy mala", "mala persona", "no soy suficiente", "no valgo",
    ],
    hate: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "nadie me va a querer", "nadie te va a querer", "nadie me va a querer nunca", "nadie me querrá", "oveja negra", "sola en la cocina", "solo en la cocina",
      "odia*", "odio", "me odia", "me odian", "odiaba", "no me quiere", "no me quieren", "no me ama", "no me aman",
      "nadie me quiere", "nadie me ama", "no me quiso", "no me quería", "quiere que me vaya",
      "quisiera que no estuviera", "ojalá me fuera", "prefiere a mi hermano", "prefiere a mi hermana",
      "no me quiere nadie", "no soy querido", "no soy querida", "me desprecia", "💔",
    ],
    death: [
      "morir", "muere", "muero", "murió", "muerto*", "muerta*", "muerte", "mueren", "morirme", "morirse", "mató",
      "matar*", "mata", "asesina*", "asesinó", "cielo", "en el cielo", "está en el cielo", "tumba*", "cementerio*",
      "panteón", "funeral*", "entierro*", "velorio*", "falleció", "fallecido*", "descanse en paz", "qepd", "ataúd",
      "difunto*", "💀", "⚰", "☠", "🪦",
    ],
    // Saying goodbye: giving things away, not being here next year, a decision made. Added after the second
    // held-out round (r2), whose oblique self-harm letters said it this way.
    farewell: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "una carta para mamá", "después de navidad la encuentre", "ya repartí mis cosas",
      "ya no los voy a necesitar", "ya no lo voy a necesitar", "no los voy a necesitar", "le he regalado mis", "les regalé mis", "regalé mis", "cuando ya no esté", "cuando yo no esté", "no voy a estar", "ya no voy a estar", "ya lo decidí", "ya decidí", "me despido", "despedirme", "mi última navidad", "última navidad", "le he dejado",
    ],
    disappear: [
      // Added after the first held-out round (r1), which is tuning data since.
      "regalé mis cosas", "ya no los voy a necesitar", "no despertarme", "cuando yo no esté", "cuando yo no este",
      "desaparecer*", "desaparezca*", "desapareciera*", "dessaparecer*", "no estar aquí", "no existir",
      "dejar de existir", "irme para siempre", "irme lejos para siempre", "estar con mi abuela en el cielo",
      "estar con mi abuelo en el cielo", "ir al cielo", "irme al cielo", "dormir para siempre", "no despertar",
      "no despertarme nunca", "acabar con todo", "terminar con todo", "quitarme la vida", "suicidarme", "suicidio",
      "suicida*", "me quiero morir", "quiero morirme", "quiero morir", "no quiero vivir", "no quiero estar aquí",
      "ya no quiero vivir", "mejor sin mí", "estarían mejor sin mí", "para qué vivir", "no tiene sentido", "rendirme",
      "matarme",
    ],
    self_harm: [
      "cortarme", "me corto", "me corté", "cortes en el brazo", "cortarse", "me rasguño", "arañarme", "rasguñarme",
      "me araño", "cuchilla*", "navaja*", "rastrillo", "hoja de afeitar", "cúter", "cutter", "lastimarme",
      "hacerme daño", "me hago daño", "herirme", "autolesión*", "me pego a mí mismo", "golpearme", "me quemo",
      "quemarme", "no comer", "dejar de comer", "vomitar", "me arranco el pelo",
    ],
    police_help: [
      "policía*", "polisia*", "poli", "carabineros", "guardia civil", "patrulla", "911", "112", "091",
      "trabajadora social", "trabajador social", "asistente social", "servicios sociales", "ambulancia*", "ambulansia",
      "hospital", "ayuda", "ayúdame", "ayudenme", "auxilio", "socorro", "sálvame", "rescátame", "sos", "🆘", "🚓", "👮",
      "llamar a alguien", "denuncia*", "denunciar", "dif", "línea de ayuda",
    ],
    online: [
      "en línea", "online", "internet", "chat*", "chatear", "chateando", "whatsapp", "wasap", "guasap", "snapchat",
      "snap", "tiktok", "tik tok", "instagram", "insta", "discord", "roblox chat", "mensaje*", "mensajito*", "dm", "md",
      "por privado", "al privado", "youtube", "facebook", "messenger", "telegram", "redes sociales", "redes",
      "seguidores", "desconocido*", "por internet", "un chico de internet", "cuenta",
    ],
    photo: [
      "foto*", "fotito*", "fotografía*", "selfie*", "selfi", "imagen*", "imágenes", "videollamada*", "video llamada",
      "facetime", "cámara", "webcam", "mándame fotos", "mandar fotos", "manda fotos", "enviar fotos", "me pide fotos",
      "pide fotos", "nudes", "grabar*", "graba*", "grabó", "me graba", "me grabó", "video", "videos", "📸", "📷",
    ],
    meet: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "en su auto", "me lleva a casa",
      "quedar", "quedamos", "quedar contigo", "verse", "vernos", "nos vemos", "conocernos", "en persona",
      "conocerte en persona", "venir a mi casa", "viene a mi casa", "ir a su casa", "su casa", "recogerme", "me recoge",
      "pasar por mí", "pasa por mí", "visitarme", "me visita", "dónde vives", "donde vivo", "mi dirección", "dirección",
      "en su coche", "en su carro", "subirme a su coche", "subirme a su carro", "encontrarnos", "nos encontramos",
      "juntarnos", "cita",
    ],
    money_gift: [
      "tarjeta regalo", "tarjeta de regalo", "gift card", "giftcard", "robux", "pavos", "v bucks", "vbucks",
      "diamantes", "gemas", "monedas", "dinero", "plata", "lana", "pasta", "efectivo", "me da dinero", "me dio dinero",
      "me paga", "me pagó", "me compra", "me compró", "regalos de él", "me regala", "me regaló", "un celular",
      "me dio un celular", "me dio un móvil", "tarjeta de google play", "tarjeta de amazon", "cupón*", "💰", "💵",
    ],
    older_person: [
      "mayor", "más grande", "más mayor", "un señor", "señor", "señores", "hombre*", "un hombre", "un chico mayor",
      "un chavo", "tipo", "un tipo", "un adulto", "adulto*", "tiene 20", "tiene 30", "tiene 20 años", "tiene 30 años",
      "20 años", "30 años", "el novio de mi mamá", "novio de mi mamá", "el novio de mi madre", "nuevo novio", "novio",
      "vecino*", "vecina*", "un amigo de mi papá", "amigo de la familia", "extraño*", "conserje", "entrenador*",
      "señora",
    ],
    work: [
      // Added after the fifteenth held-out round (r15), tuning data since.
      "tengo que robar", "me hace robar", "me obliga a robar",
      // Added after the second held-out round (r2), which is tuning data since.
      "trabajo en su", "me hacen llevar", "llevar paquetes", "no me inscribió", "no me inscribio", "desde las 4", "desde las cuatro",
      "trabajo", "trabajar", "trabajando", "trabaja", "trabajé", "trabajos", "chamba", "chambear", "laburo", "laburar",
      "curro", "currar", "fábrica*", "campo", "en el campo", "cosecha*", "cargar", "cargando", "cajas pesadas",
      "vender", "vendo", "vendiendo", "ganar dinero", "gano dinero", "sueldo", "me pagan", "limpiar la casa",
      "limpio la casa", "cuidar a mis hermanos", "cuido a mis hermanos", "tareas de la casa", "patrón", "jefe",
    ],
    beg: [
      "pido dinero", "pedir dinero", "pedir limosna", "limosna*", "mendigar", "mendigo*", "mendiga*", "pordiosero*",
      "en la calle", "la calle", "calle", "vivir en la calle", "dormir en la calle", "duermo en la calle", "semáforo*",
      "en el semáforo", "monedas", "pedir monedas", "pedir en el metro", "metro", "sin casa", "sin hogar", "indigente*",
      "cartón",
    ],
    school_missing: [
      "no voy a la escuela", "no voy al colegio", "no voy al cole", "no me dejan ir a la escuela",
      "no me dejan ir al colegio", "no me deja ir a la escuela", "no puedo ir a la escuela", "no puedo ir al colegio",
      "me quedo en casa", "faltar a la escuela", "falto a la escuela", "falto al colegio", "nunca voy a la escuela",
      "dejé la escuela", "dejé el colegio", "escuela", "colegio", "cole", "escuelita", "escuala", "no voy a clase",
      "sin escuela", "clases",
    ],
    punish: [
      "castigo*", "castiga*", "castigar", "me castiga", "me castigó", "castigó", "penitencia", "de castigo",
      "para que aprenda", "para aprender", "me quita", "me quitó", "me quitan", "sin tele", "sin móvil", "sin celular",
      "sin salir", "sin postre", "rincón", "al rincón", "mirando a la pared", "me porté mal", "portado mal",
      "me lo merezco", "me lo merecía",
    ],
    threat: [
      "amenaza*", "amenazó", "amenazar", "me amenaza", "si no", "o si no", "o te mato", "te voy a matar",
      "me va a matar", "te mato", "va a matar", "me va a pegar", "te voy a pegar", "te va a doler", "me va a llevar",
      "llevarme lejos", "te van a llevar", "me van a llevar", "si dices algo", "si le dices", "si cuentas",
      "si lo cuentas", "te vas a enterar", "ya verás", "te vas a arrepentir", "me advirtió", "🔪",
    ],
    cry_sad: [
      "llorar", "lloro", "llora", "lloré", "llorando", "lloraba", "lloran", "yoro", "yorar", "triste", "tristes",
      "tristeza", "trizte", "lágrimas", "deprimido*", "deprimida*", "depresión", "infeliz", "me siento mal",
      "siempre triste", "todo el día triste", "estoy triste", "lloro mucho", "sollozo*", "amargado*", "😢", "😭", "😞",
      "😔", "🥺", "☹",
    ],
    run_away: [
      "escapar*", "escapé", "huir", "huyo", "me voy de casa", "irme de casa", "irme de mi casa", "me fui de casa",
      "fugarme", "fugar*", "me fugo", "salir de aquí", "salir de esta casa", "irme lejos", "irme a vivir con",
      "vivir con otra familia", "otra familia", "nueva familia", "hacer la maleta", "hacer la mochila",
      "saltar por la ventana", "por la ventana",
    ],
    safe: [
      "a salvo", "seguro en casa", "segura en casa", "me siento seguro", "me siento segura", "no me siento seguro",
      "no me siento segura", "seguridad", "inseguro*", "insegura*", "peligro", "peligroso*", "peligrosa*", "en peligro",
      "proteger*", "protégeme", "protección", "protege", "lugar seguro", "sitio seguro", "refugio", "albergue", "salvo",
      "guardaespaldas",
    ],
    fight_adults: [
      "pelea*", "pelean", "peleando", "se pelean", "discute*", "discuten", "discusión*", "discusiones", "discutiendo",
      "se gritan", "gritan", "gritándose", "se pegan", "tira cosas", "tiró cosas", "tira las cosas", "lanza cosas",
      "rompe cosas", "rompió cosas", "rompe todo", "rompió la puerta", "golpea la pared", "portazo*", "mamá llora",
      "mi mamá llora", "mamá llorando", "mi mamá llorando", "le pega a mi mamá", "le pega a mamá", "divorcio*",
      "divorciar*", "se separan", "se separaron", "separados", "se van a separar", "vino la policía",
    ],
    sick: [
      "enfermo*", "enferma*", "enfermedad*", "enfremo*", "malito*", "malita*", "hospital*", "ospital*", "cáncer",
      "quimio", "quimioterapia", "médico*", "doctor*", "doctora*", "medicina*", "medicamento*", "remedio*", "operación",
      "operar", "cirugía", "fiebre", "gripe", "virus", "covid", "tos", "dolor de barriga", "dolor de panza",
      "dolor de cabeza", "asma", "diabetes", "silla de ruedas", "leucemia", "🤒", "🤢", "🤮", "😷", "🏥",
    ],
  },
};
