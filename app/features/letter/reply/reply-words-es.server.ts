import type { AgeBracket, ReplyWords } from "./reply-words-en.server";
import type { Circumstance } from "~/features/letter/reading/letter-reading.server";

/**
 * Every sentence of Papá Noel's reply in Spanish, for children in Spain and Latin America: neutral Spanish a child
 * understands anywhere (tú, never vos or vosotros, and tú for the parent too, as on the whole site; "extrañar", "escuela", "los adultos"). We never know whether the
 * child is a boy or a girl, so no sentence has an adjective agreeing with the child ("eres una persona buena", not
 * "eres bueno"; "a salvo", not "seguro"). Papá Noel, the Reyes Magos, the Niño Dios and the Viejito Pascuero all
 * bring presents somewhere: nothing here contradicts a family's custom. The names of the site's pages ("lista de niños
 * buenos", "Sigue a Papá Noel", "la señora Claus") are the Spanish content's own. Same rules as English: no promise
 * of a present, a pet or an outcome; nothing cheerful next to a painful circumstance or a sensitive wish.
 */
export const REPLY_WORDS_ES: ReplyWords = {
  masthead: "Desde el escritorio de Papá Noel · Polo Norte",
  subject: (name: string) => `Una carta de Papá Noel para ${name}`,
  preview: (name: string) => `¡Jo, jo, jo, ${name}! Papá Noel ha leído tu carta.`,
  gentlePreview: (name: string) => `Hola, ${name}. Papá Noel ha leído tu carta.`,
  heading: "¡Jo, jo, jo!",
  gentleHeading: "Una carta de Papá Noel",
  greeting: (name: string) => `Hola, ${name}:`,

  openings: {
    unknown: "Tu carta llegó hoy al Polo Norte, y la leí palabra por palabra junto a la chimenea.",
    little: "¡Tu carta llegó hasta el Polo Norte! La señora Claus me la leyó junto al fuego, y los renos se acercaron a escuchar.",
    young:
      "Tu carta llegó hoy al Polo Norte, y la leí junto a la chimenea con una taza de chocolate caliente. Los elfos dicen que es una de las cartas más bonitas de este año.",
    older: "Tu carta llegó al Polo Norte sana y salva, y la leí dos veces: una para mí y otra en voz alta para los elfos, que insistieron muchísimo.",
    teen: "Tu carta llegó al Polo Norte, y me alegró mucho recibirla. A tu edad mucha gente deja de escribirme, así que una carta tuya vale muchísimo para mí.",
  } satisfies Record<AgeBracket, string>,
  gentleOpening:
    "Tu carta llegó al Polo Norte, y la leí despacio, con mucho cuidado, palabra por palabra. Gracias por escribirme y por contarme lo que llevas en el corazón.",
  city: (city: string) => `He buscado ${city} en mi gran mapa del mundo y le he puesto una estrella dorada para la Nochebuena.`,
  gentleCity: (city: string) => `He buscado ${city} en mi gran mapa del mundo, así que sé muy bien dónde estás.`,
  age: (age: number) =>
    `¡${age} ${age === 1 ? "año" : "años"}! Es una edad estupenda. Me acuerdo muy bien de cuando yo tenía esa edad, aunque fue hace muchísimo, muchísimo tiempo.`,

  wishIntroOne: "Gracias por contarme tu deseo de Navidad:",
  wishIntroMany: "Gracias por contarme tus deseos de Navidad. Los he leído uno por uno, con mucha atención:",
  noWishes: "No me has pedido nada, y eso es algo muy generoso. ¿Hay algo que te gustaría? Siempre puedes volver a escribirme.",

  /**
   * Nothing the child wrote is repeated: a wish is named only by the kind of gift, the animal or the person the site
   * recognised ("una bicicleta", "tu abuela"). Those phrases carry their own article or possessive, so no sentence
   * puts "de" or "a" in front of a list, and no verb or adjective has to agree with a phrase.
   */
  wishAnswers: {
    /** `list` is the recognised gifts, joined the Spanish way ("una bicicleta, unos libros y las demás cosas de tu lista"). */
    things: [
      (list: string) => `Me has pedido ${list}. Se nota que lo has pensado con mucho cuidado.`,
      (list: string) => `En tu carta me hablas de todo esto: ${list}. Gracias por contarme qué cosas te harían feliz.`,
      (list: string) => `He leído con atención todo lo que pides: ${list}. Se ve que sabes muy bien lo que te gusta.`,
    ],
    otherThings: "las demás cosas de tu lista",
    everything: "Gracias por todo lo que escribiste en tu lista. He leído cada deseo con atención, uno por uno.",
    forSomeone: (gift: string, who: string) => `${gift} para ${who}`,
    /** `animal` is "un perrito", or `anAnimal`. */
    pet: [
      (animal: string) =>
        `Me pediste ${animal}. Los animales son unos amigos maravillosos. Tener una mascota es una decisión importante que les toca tomar a los adultos de tu familia, porque un animal necesita cuidados todos los días durante muchos años. Decidan lo que decidan, sé que tratarías a cualquier animal con mucho cariño.`,
      (animal: string) =>
        `Me contaste que te gustaría tener ${animal}. A mí también me encantan los animales. Una mascota nueva siempre es una decisión de familia que toman los adultos, porque cuidar de un animal es un trabajo largo e importante. Es precioso que quieras cuidar de uno.`,
    ],
    anAnimal: "una mascota",
    snow: "¡Me pediste nieve! Ni siquiera yo puedo elegir el tiempo que va a hacer. Con nieve o sin nieve, en invierno o en pleno verano, te deseo una Navidad llena de momentos felices.",
    world:
      "Pediste un deseo para el mundo entero, y eso es algo muy generoso. Nadie puede hacerlo realidad sin ayuda, ni siquiera yo, pero cada cosa buena que hace la gente deja el mundo un poquito más parecido a ese deseo.",
    need:
      "Gracias por confiarme un deseo tan importante. Que quieras que a tu familia no le falte lo que necesita demuestra el gran corazón que tienes. Las preocupaciones por el dinero, la comida o la casa son cosas de adultos, y no te toca a ti cargar con ellas. Hay personas amables cuyo trabajo es ayudar a las familias, y los adultos que te cuidan pueden pedirles ayuda.",
    /** A wish about a person; `who` is "tu abuela" when the site recognised who, else null. */
    person: {
      illness: (who: string | null) =>
        `${who ? `Se nota cuánto quieres a ${who}.` : "Se nota cuánto quieres a las personas de tu vida."} Ponerse bien es cosa de los médicos, de las enfermeras y del tiempo, y ni siquiera yo puedo decidirlo. Lo que sí sé es que tu cariño consuela de verdad. Un dibujo, una tarjeta o un abrazo tuyo pueden significar más de lo que imaginas.`,
      bereavement: (who: string | null) =>
        `${who ? `Siento muchísimo lo que ha pasado con ${who}.` : "Lo siento muchísimo."} Cuando alguien a quien queremos muere, ya no puede volver, ni siquiera en Navidad, y extrañarlo puede doler mucho. Pero el cariño no se va: se queda contigo, en tus recuerdos y en todo lo que aprendiste a su lado.`,
      far_away: (who: string | null) =>
        `${who ? `Se nota cuánto extrañas a ${who}.` : "Se nota cuánto extrañas a alguien muy querido."} Cuando alguien a quien queremos está lejos, la espera se hace muy larga, y yo no puedo saber cuándo volverá. Guardar tus novedades y tus dibujos para compartirlos es una manera preciosa de sentirse cerca.`,
      separation: () =>
        "Gracias por confiarme tu deseo sobre tu familia. Cuando los adultos deciden vivir separados, nunca es por algo que hayan hecho los hijos. Está bien desear que las cosas fueran distintas, y está bien querer a todas las personas de tu familia.",
      bullying: () =>
        "Mereces sentirte a salvo y feliz, en la escuela y en todas partes. Por favor, cuéntaselo a un adulto de confianza, en casa o en la escuela, y sigue contándolo hasta que alguien te ayude. Vales muchísimo, y mereces que te defiendan.",
      lonely_sad: () =>
        "Todo el mundo merece tener amigos cariñosos, y tú también. A veces las amistades tardan un poquito en crecer. Ser como eres, con tu manera amable de ser, es el mejor comienzo que hay.",
      new_baby: () =>
        "Un hermanito o una hermanita es algo muy especial, y eso es cosa de los adultos de tu familia. Pase lo que pase, te quieren tal como eres.",
      other: (who: string | null) =>
        `${who ? `Se nota todo el cariño que sientes por ${who}.` : "Se nota cuánto te importan las personas de tu vida."} Los deseos sobre la gente que queremos son los más importantes de todos, y algunos son más grandes que cualquier regalo. Sigue diciéndoles lo que sientes, y deja que los adultos que te rodean te ayuden.`,
    },
  },

  /** A gentle paragraph for each circumstance a letter tells of; `who` is "tu abuelo" when the site recognised who, else null. */
  circumstances: {
    bereavement: (who: string | null) =>
      `${who ? `Siento muchísimo que hayas perdido a ${who}.` : "Siento muchísimo que haya muerto alguien a quien quieres."} La Navidad puede sentirse muy distinta cuando falta alguien, y está bien estar triste, llorar y también sonreír con los recuerdos bonitos. Algunas familias encienden una vela, cuelgan un adorno especial o cuentan historias de quien ya no está. Sigue hablando con los adultos que te quieren: no tienes que cargar sin ayuda con sentimientos tan grandes.`,
    illness: (who: string | null) =>
      `${who ? `Siento que la enfermedad haya hecho este año tan difícil para ${who} y para ti.` : "Siento que este año la enfermedad haya llegado a tu familia."} Estar enfermo, o ver enfermo a alguien a quien quieres, es difícil, y está bien sentir preocupación, rabia o tristeza. Los médicos y las enfermeras están trabajando mucho. Una tarjeta, un dibujo, una llamada o un abrazo pueden alegrar un día largo, y también ayuda contarles a los adultos de tu familia cómo te sientes.`,
    far_away: (who: string | null) =>
      `${who ? `Sé que esta Navidad hay muchos kilómetros entre tú y ${who}.` : "Sé que alguien a quien quieres está lejos esta Navidad."} Extrañar a alguien demuestra todo el cariño que le tienes. Algunas familias hacen un calendario para contar los días, o guardan dibujos, fotos y novedades para compartirlos. Por mucha distancia que haya, el cariño no se va: sigue ahí, de los dos lados.`,
    separation: () =>
      "Sé que en casa las cosas están cambiando, y que los adultos de tu familia ahora viven separados. Esos cambios nunca son culpa de los niños, y está bien tener muchos sentimientos distintos. Puede que esta Navidad sea un poco diferente, pero te quieren estés donde estés. Cuéntales cómo te sientes: van a querer saberlo.",
    bullying: () =>
      "Siento mucho que alguien te esté tratando mal. Nadie merece que lo molesten o se burlen, y nunca es culpa tuya. Por favor, cuéntaselo a un adulto de confianza, como alguien de tu casa o un maestro o una maestra, y sigue contándolo hasta que alguien te ayude. Vales muchísimo, y mereces que te defiendan.",
    hardship: () =>
      "Gracias por contarme cómo están las cosas en casa. Sé que este año está siendo difícil para algunas familias. Esa es una preocupación de adultos, y no te toca a ti cargar con ella. Lo mejor de la Navidad no se compra en ninguna tienda: el tiempo juntos, un cuento, una canción y un abrazo valen más que cualquier cosa.",
    lonely_sad: () =>
      "Gracias por contarme cómo te sientes. Mucha gente se siente sola o triste a veces, tanto los niños como los adultos, y eso no quiere decir que te pase nada malo. Por favor, cuéntale a un adulto de confianza cómo te sientes. Hablar ayuda de verdad, y mereces tener gente a tu lado.",
    new_baby: () =>
      "Me han contado que hay un bebé nuevo en tu familia. Los bebés son muy pequeñitos y necesitan muchos cuidados, así que durante un tiempo los adultos pueden estar muy ocupados y cansados. A ti te siguen queriendo igual que siempre, y ser hermano o hermana mayor es un trabajo importantísimo.",
    moving: () =>
      "Mudarse a una casa nueva o cambiar de escuela es un cambio muy grande. Es normal extrañar los lugares y las personas de antes, y sentir nervios por todo lo nuevo. Los sitios nuevos tardan un poco en sentirse propios. Ten paciencia contigo, y si puedes, sigue en contacto con tus amigos de siempre.",
    disability: () => "Gracias por contarme un poquito sobre ti y sobre tu familia. Cada persona es diferente, y cada persona importa, tal como es.",
  } satisfies Record<Circumstance, (who: string | null) => string>,
  /** When an animal the child loved has died: `own` is "tu perro" when the site recognised the animal. */
  petLoss: (own: string | null) =>
    `Siento muchísimo que hayas perdido a ${own ?? "tu mascota"}. Los animales son amigos de verdad, y está bien extrañarlos muchísimo y sentir tristeza durante mucho tiempo. Los días felices que viviste a su lado son tuyos para siempre. Si quieres, puedes hacer un dibujo o contarle a tu familia tu recuerdo favorito.`,

  /** The message is never quoted: a plainly happy one gets `messageHappy`, any other `messageThanks`. */
  messageHappy: "Gracias por tu mensaje. Lo leí junto a la chimenea con una taza de chocolate caliente, y me alegró muchísimo saber de ti.",
  messageThanks: "Gracias por tu mensaje. Lo leí con mucha atención, y me alegra mucho que me hayas escrito.",
  /** Papá Noel's own world, matched on the message as the child wrote it, accents or not; a word may not run on into another. */
  topics: [
    { pattern: /\b(renos?|rodolfo|rudolph|rudolf)(?![a-z])/i, line: "A los renos les encantó que preguntaras por ellos. A Rodolfo le brilló la nariz más que nunca toda la tarde." },
    { pattern: /\b(elfos?|elfit[oa]s?|duendes?)(?![a-z])/i, line: "A los elfos les encantó que te acordaras de ellos, y me han pedido que te salude con la mano desde el taller." },
    {
      pattern: /\b(galletas?|galletitas?|leche|zanahorias?|turr[oó]n|polvorones?|pan dulce|panet[oó]n|chocolate)(?![a-z])/i,
      line: "Tendré muchas ganas de un bocadito en Nochebuena. ¡Y las zanahorias para los renos siempre se agradecen!",
    },
  ],

  good: {
    unknown: "Me cuentas que este año te has portado bien, y se nota. La bondad es lo más mágico que existe, y tú tienes muchísima.",
    little: "¡Me cuentas que este año te has portado bien! Tratar a los demás con cariño hace brillar todo el Polo Norte. ¡Muy bien hecho!",
    young: "Me cuentas que este año te has portado bien, y los elfos que llevan mi lista de niños buenos están de acuerdo. Cada cosa amable que haces hace la Navidad más luminosa.",
    older: "Me cuentas que este año te has portado bien, y me siento muy orgulloso de ti. La bondad, la sinceridad y ayudar a los demás son justo lo que cuenta en la lista de niños buenos.",
    teen: "Me cuentas que este año te has portado bien, y te creo. Ser amable cuando nadie te ve es la bondad más auténtica que hay, y importa más de lo que imaginas.",
  } satisfies Record<AgeBracket, string>,
  trying: {
    unknown: "No marcaste la casilla de portarte bien, y me encanta tu sinceridad. Todos tenemos días difíciles. Lo importante es seguir intentándolo, y sé que lo harás.",
    little: "No marcaste la casilla de portarte bien, y no pasa nada. ¡Todo el mundo tiene días gruñones, hasta los renos! Mañana es un día nuevecito para ser amable.",
    young: "No marcaste la casilla de portarte bien, y gracias por tu sinceridad. Todos nos equivocamos. Intenta hacer una cosa amable cada día, y verás lo bien que se siente.",
    older: "No marcaste la casilla de portarte bien, y admiro esa sinceridad. Nadie es perfecto. Una palabra amable, echar una mano o pedir perdón pueden cambiar cualquier semana.",
    teen: "No marcaste la casilla de portarte bien, y respeto tu sinceridad. Todo el mundo pasa por años difíciles. Nunca es tarde para elegir la bondad, y yo creo en ti.",
  } satisfies Record<AgeBracket, string>,
  gentleGoodness: "Haya sido como haya sido este año, eres una persona buena y cariñosa, y tú importas muchísimo.",

  closings: {
    little: "Pórtate bien, diviértete mucho y acuérdate de dormirte temprano en Nochebuena. ¡Yo ya estaré de viaje!",
    teen: "Que pases una Navidad estupenda, y gracias por mantener viva la magia.",
    other: "Sigue siendo como eres, sigue siendo amable, ¡y busca mi trineo en el cielo en Nochebuena!",
  },
  gentleClosing: "Pienso en ti esta Navidad, y te mando el abrazo más cálido desde el Polo Norte.",
  signature: "Con mucho cariño y un alegre ¡jo, jo, jo!,\nPapá Noel",
  gentleSignature: "Con cariño,\nPapá Noel",
  niceListLink: "Lista de niños buenos",
  trackerLink: "Sigue a Papá Noel",
  postscript:
    "P. D.: ¿Quieres saber si estás en la lista de niños buenos? Pídele a un adulto que te ayude a comprobarlo, y podrás imprimir un diploma. ¡Y en Nochebuena puedes seguir mi trineo por todo el mundo en la página Sigue a Papá Noel!",

  /**
   * The reply to a letter a person reviewed after it was held. It goes to the parent's address, which may be the
   * person the child wrote about: warm, and nothing of safety, of telling someone, or of anything the child wrote.
   */
  reviewed: [
    "Gracias por tu carta. La leí entera, despacio y con mucho cuidado, y me alegra muchísimo que me hayas escrito. Quiero que sepas que eres alguien muy especial, todos los días del año y no solo en Navidad.",
  ],

  /**
   * What `findReplyProblems` looks for in Spanish replies. `promise`: words that promise a present, a pet or an
   * outcome ("no puedo prometer" is not a promise). `cheer`: cheer that must never sit next to a wish about a person,
   * a need or a painful circumstance. Both run on Papá Noel's text as written, with accents, so accented letters are
   * spelled as classes ("traer[eé]") and no pattern ends on \b after one.
   */
  checks: {
    promise:
      /\b(te (voy|vamos) a (traer|llevar|dar|regalar|mandar|enviar|conseguir|dejar|cumplir)|te (traer[eé]|llevar[eé]|dar[eé]|regalar[eé]|mandar[eé]|enviar[eé]|conseguir[eé]|dejar[eé]|cumplir[eé])|(voy|vamos) a (traerte|llevarte|darte|regalarte|mandarte|enviarte|conseguirte|dejarte|cumplir|hacer que|asegurarme|arreglar)|me asegurar[eé]|(recibir[aá]s|tendr[aá]s|encontrar[aá]s) (tu|tus|el|la|los|las|un|una|lo que)|(tu|tus) (deseos?|regalos?|mascota|perrito|gatito) (se )?(va a cumplirse|van a cumplirse|se cumplir[aá]n?|cumplir[aá]n?|llegar[aá]n?|estar[aá]n? (debajo|bajo|en))|se (va|van) a cumplir|se cumplir[aá]n?|se har[aá]n? realidad|en mi lista de regalos|(lo|la|los|las|te) (he )?(apuntad[oa]s?|anotad[oa]s?)|apuntad[oa] en mi|anotad[oa] en mi|(los|mis) elfos (van a|te lo van a|lo van a|ya est[aá]n) (fabricar|hacer|construir|preparar|fabricando|haciendo|preparando)|los elfos (fabricar[aá]n|har[aá]n|preparar[aá]n)|(?<!(no|nunca) (te )?(lo )?(puedo )?)\bte (lo )?prometo|prometid[oa]|te lo (traigo|llevo|doy|mando)|(debajo|bajo) (de )?tu [aá]rbol|de camino hacia ti|ya (va|est[aá]) en camino)/i,
    cheer:
      /\b(taller|elfos?|elfit|lista de (los )?ni[nñ]os buenos|mi lista|trineo|me sac[oó] una sonrisa|me hizo sonre[ií]r|deseo maravilloso|qu[eé] maravilla|estupend|(jo|ho),? (jo|ho)|alegre|renos?|estrella dorada|chocolate caliente)/i,
  },

  parentNote: {
    stored: (name: string) =>
      `Para la familia: recibes este correo porque tu dirección se indicó como el correo de la madre, el padre o la persona responsable en la carta de ${name} a Papá Noel. Guardamos la carta tal como se escribió (nombre de pila, edad, ciudad, deseos, mensaje y la casilla «Este año me he portado bien») y esta dirección de correo, únicamente para enviar esta respuesta.`,
    retention: (days: number) => `Borramos automáticamente la carta y el registro de esta respuesta ${days} días después del envío. Si lo prefieres, puedes borrarla ahora mismo:`,
    deleteLabel: "Borrar esta carta ahora",
    notExpected: "Si no esperabas este correo, puedes ignorarlo: no volveremos a escribirte, salvo que se envíe otra carta.",
    contactLead: "¿Tienes alguna pregunta o algo no está bien? Escríbenos; una persona de verdad lee cada mensaje:",
  },
};
