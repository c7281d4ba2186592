import type { LetterLexicon, LexiconRule, Circumstance, HarmSign, WishKind } from "./letter-reading.server";

/**
 * Spanish (Spain and Latin America): the words and patterns children use, as they spell them. Every pattern runs
 * on normalised text: lowercase, accents and tildes dropped ("niño" → "nino", "pegó" → "pego"; JavaScript's \b and
 * \w are ASCII-only), text-speak folded ("xq" → "porque", "q" → "que"), common misspellings folded ("ermano",
 * "buelve", "dise"), letters a child repeats squeezed ("tristeee"). Each rule's `unless` lists benign senses close to
 * the match ("me pega con la almohada", "me muero de ganas", "mi mamá me va a matar si no recojo mi cuarto").
 * Regional words are in the same lists: "bravo" (angry, Peru and Colombia), "mi viejo/mi vieja" (dad and mum,
 * Argentina), "laburo", "chamba", "curro" (job), "trastearse" (to move, Colombia), "tata" (grandad, Chile).
 */

/** Text-speak and misspellings children write, folded to the word the patterns expect. */
const SPELLINGS: Record<string, string> = {
  // Text-speak.
  q: "que", k: "que", ke: "que", qe: "que", xq: "porque", pq: "porque", porq: "porque", xk: "porque", pk: "porque", porke: "porque",
  porqe: "porque", x: "por", xa: "para", pa: "para", d: "de", tb: "tambien", tmb: "tambien", tbn: "tambien", tbm: "tambien",
  tanbien: "tambien", tambn: "tambien", xfa: "por favor", xfavor: "por favor", porfa: "por favor", porfis: "por favor", porfavor: "por favor",
  plis: "por favor", nc: "no se", ns: "no se", nose: "no se", tqm: "te quiero mucho", dnd: "donde", aki: "aqui", kiero: "quiero",
  kero: "quiero", qiero: "quiero", qero: "quiero", kiere: "quiere", bss: "besos", bs: "besos", hno: "hermano", hna: "hermana",
  nunka: "nunca", kasa: "casa", komida: "comida", kuarto: "cuarto", aber: "a ver", tmbn: "tambien", salu2: "saludos",
  // Misspellings of the words the patterns use.
  ermano: "hermano", ermana: "hermana", ermanos: "hermanos", ermanas: "hermanas", ermanito: "hermanito", ermanita: "hermanita",
  ermanitos: "hermanitos", hermanito: "hermanito", ay: "hay", ai: "hay", ahi: "ahi", oy: "hoy",
  buelve: "vuelve", buelva: "vuelva", bolver: "volver", bolvio: "volvio", buelvan: "vuelvan", boy: "voy", bamos: "vamos",
  devajo: "debajo", dvajo: "debajo", dbajo: "debajo", debajo: "debajo", abajo: "abajo", avajo: "abajo",
  brasos: "brazos", braso: "brazo", piernas: "piernas", dise: "dice", dize: "dice", disen: "dicen", dijo: "dijo", dijjo: "dijo",
  ase: "hace", aze: "hace", hase: "hace", asen: "hacen", hasen: "hacen", ago: "hago", aser: "hacer", acer: "hacer", haser: "hacer",
  ospital: "hospital", hopital: "hospital", hospitar: "hospital", hostipal: "hospital", hispital: "hospital",
  ospitl: "hospital", clinika: "clinica", kancer: "cancer", canser: "cancer", cansser: "cancer", kimio: "quimio", qimio: "quimio",
  leusemia: "leucemia", embarasada: "embarazada", enbarazada: "embarazada", enbarasada: "embarazada", embarazda: "embarazada",
  golpia: "golpea", golpiar: "golpear", golpio: "golpeo", golpian: "golpean", golpiaba: "golpeaba", golpiarme: "golpearme",
  pegava: "pegaba", pegavan: "pegaban", pegao: "pegado", pejar: "pegar", peguar: "pegar", pegua: "pega",
  sinturon: "cinturon", cinto: "cinturon", sinto: "cinturon", corea: "correa", corrrea: "correa",
  moretes: "moretones", moreton: "moreton", moretones: "moretones",
  yora: "llora", yoro: "lloro", yorar: "llorar", yoraba: "lloraba", yorando: "llorando", llorro: "lloro", lloroo: "lloro",
  tiste: "triste", trizte: "triste", tristee: "triste", solaa: "sola",
  padrasto: "padrastro", padastro: "padrastro", padastros: "padrastro", padrasro: "padrastro", madrasta: "madrastra", madastra: "madrastra",
  toka: "toca", tokar: "tocar", tocava: "tocaba", tokaba: "tocaba", toco: "toco", tokarme: "tocarme", tocarme: "tocarme",
  sekreto: "secreto", segreto: "secreto", secretto: "secreto", ezcondo: "escondo", escondoo: "escondo", esconto: "escondo",
  ambre: "hambre", hanbre: "hambre", nadien: "nadie", naiden: "nadie", nadies: "nadie", aci: "asi", asi: "asi",
  bibir: "vivir", bivir: "vivir", biva: "viva", bivo: "vivo", morirme: "morirme", morirmee: "morirme", matarme: "matarme",
  aguelita: "abuelita", aguelito: "abuelito", aguela: "abuela", aguelo: "abuelo", awela: "abuela", awelo: "abuelo", abuelita: "abuelita",
  pelian: "pelean", peliar: "pelear", peliando: "peleando", pelio: "peleo", boracho: "borracho", borracha: "borracha", borrcho: "borracho",
  enojao: "enojado", enfadao: "enfadado", cansao: "cansado", asustao: "asustado",
  bulin: "bullying", buling: "bullying", bulling: "bullying", bulying: "bullying", bullyng: "bullying", bulliyng: "bullying", bulyng: "bullying",
  bullyin: "bullying", bullin: "bullying", bulyin: "bullying", boulling: "bullying",
  ezcuela: "escuela", escula: "escuela", escuala: "escuela", colejio: "colegio", coleguio: "colegio",
  nabidad: "navidad", navida: "navidad", nabida: "navidad", regalos: "regalos", ragalos: "regalos",
  becino: "vecino", vesino: "vecino", vesina: "vecina", becina: "vecina",
  nesesito: "necesito", nesecito: "necesito", nesesitamos: "necesitamos", dinerito: "dinero",
  trabago: "trabajo", travajo: "trabajo", trabajjo: "trabajo",
  mudansa: "mudanza", mudamoz: "mudamos", divorsio: "divorcio", divorsiaron: "divorciaron", divorsiados: "divorciados", separaron: "separaron",
  seguro: "seguro", segura: "segura", sigura: "segura", siguro: "seguro",
  vida: "vida", quitarme: "quitarme", kitarme: "quitarme", suisidio: "suicidio", suisidarme: "suicidarme", suicidarme: "suicidarme",
  sicologa: "psicologa", sicologo: "psicologo", sicologico: "psicologico",
};

const fold = (word: string) => SPELLINGS[word] ?? word;

function normalize(text: string): string {
  return (
    text
      // Accents and tildes go: "niño" → "nino", "pegó" → "pego", "ß" → "ss" (a letter in another language's script).
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .replace(/ß/g, "ss")
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`´']/g, "")
      .replace(/[\u201c\u201d\u00ab\u00bb"]/g, " ")
      .replace(/[-_/]+/g, " ")
      // A letter repeated for feeling ("tristeeee", "muuucho"): squeezed, keeping the double "rr" and "ll".
      .replace(/([rl])\1{2,}/g, "$1$1")
      .replace(/([a-z])\1{2,}/g, "$1")
      .replace(/\bpor ?fa+\b/g, "por favor")
      // "Papá Noel" is one name, so "papa" in it is never read as a father.
      .replace(/\bpap(a|i) ?noel\b/g, "papanoel")
      .replace(/\bx ?q\b/g, "porque")
      .replace(/\bp ?q\b/g, "porque")
      .replace(/[a-z0-9]+/g, fold)
      .replace(/[ \t]+/g, " ")
      .trim()
  );
}

const sentences = (text: string) =>
  text
    .split(/[.!?¡¿;,:\n()…]+|\s+-\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

// Shared word groups (accents already dropped).
const MUM = "mama|mami|mamita|mamacita|madre|mi vieja|madrastra|mamy|mamu";
const DAD = "papa|papi|papito|padre|mi viejo|padrastro|papu";
const GRAND = "abuela|abuelita|abuelo|abuelito|abuelos|abuelitos|yaya|yayo|tata|nona|nono|lela|lelo|oma|opa|bisabuela|bisabuelo";
const RELATIVE = `${MUM}|${DAD}|${GRAND}|tia|tio|tita|tito|prima|primo|hermano|hermana|hermanito|hermanita|papas|padres|viejos|familia|padrino|madrina`;
/** A mother's or father's partner, however a child names them. */
const PARTNER = "(el|la) (nuevo |nueva )?(novio|novia|pareja|esposo|esposa|marido|mujer|amigo|chico|senor) de mi (mama|mami|madre|papa|papi|padre|vieja|viejo)";
const ADULT = `${MUM}|${DAD}|${GRAND}|tia|tio|${PARTNER}|novio|pareja|padrino|primo|prima|hermano mayor|hermana mayor|vecino|vecina|ninera|canguro|entrenador|profe|profesor|maestro|cura|senor|hombre`;
/** Body words children use for private parts, and ways of saying "under my clothes". */
const PRIVATE =
  "ahi abajo|alli abajo|mis partes|sus partes|partes (intimas|privadas|de abajo)|la cola|mi cola|la colita|mi colita|el culo|mi culo|las nalgas|mis nalgas|la pompis|las pompis|el pipi|mi pipi|la cosita|mi cosita|la vagina|mi vagina|el pene|su pene|la vulva|el chochito|la chuchita|la pochola|la totona|el pito|su pito|el pajarito|mi pecho|mis pechos|las tetas|mis tetas|mis bubis|entre las piernas|debajo de (la|mi) ropa|bajo (la|mi) ropa|debajo del (pijama|camison|calzon)|por debajo|la ropa interior|los calzones|mis calzones|las bragas|mis bragas|los calzoncillos|mis calzoncillos|mi cuerpo|donde no (se debe|debe|me gusta)";
const ANIMAL =
  "perro|perros|perrito|perritos|perrita|perrita|cachorro|cachorrito|cachorra|gato|gatos|gatito|gatitos|gatita|michi|minino|hamster|hamsters|conejo|conejito|conejita|cobaya|cobayo|cuyo|cuy|pez|peces|pececito|pececitos|tortuga|tortuguita|loro|lorito|periquito|perico|cotorra|canario|pajarito|pajaro|pollito|pollitos|gallina|caballo|caballito|poni|pony|yegua|huron|erizo|iguana|lagartija|gecko|camaleon|serpiente|culebra|raton|ratoncito|rata|chinchilla|jerbo|axolote|ajolote|pato|patito|cabra|cabrita|cerdito|chanchito|mascota|mascotas|llama|alpaca|burro|burrito|ranita|rana|cangrejo ermitano|tarantula";
const TOY =
  "peluche|de peluche|juguete|de juguete|robot|robotico|interactivo|de plastico|de goma|de madera|muneco|muneca|figura|figuras|disfraz|pijama|libro|cuento|juego|videojuego|lampara|mochila|puzzle|puzle|rompecabezas|lego|playmobil|camiseta|remera|polera|playera|sudadera|taza|cama para|casa para|casita para|jaula|pecera|terrario|comida para|correa|collar|dibujo|pelicula|poster|stitch|pokemon|de carton|para pintar|pintar|colorear|calcetines|zapatillas|pantuflas|gorro|estuche|funko|squishmallow|mordedor|hucha|alcancia";

/** Ways of saying someone hits or hurts, with the clitic before them ("me pega", "nos da palizas", "me ha pegado"). */
const VIOLENT =
  "pega|pegan|pego|pegaba|pegaban|pegue|peguen|pegara|pegaria|pegado|golpea|golpean|golpeo|golpeaba|golpeaban|golpee|golpeen|golpeado|patea|patean|pateo|pateaba|pateado|cachetea|cachetean|cacheteo|cacheteaba|abofetea|abofeteo|abofeteaba|zurra|zurran|zurraba|azota|azotan|azoto|azotaba|maltrata|maltratan|maltrataba|maltrato|maltratado|lastima|lastiman|lastimo|lastimaba|lastimado|ahorca|ahorcan|ahorco|ahorcaba|estrangula|estrangulo|estrangulaba|quema|quemo|quemaba|sacude|sacudio|sacudia|pellizca|pellizco|pellizcaba|jala el pelo|jalo el pelo|jala los pelos|jalaba el pelo|tira del pelo|tiro del pelo|tira de los pelos|tiraba del pelo|arrastra|arrastro|arrastraba|revienta|reventaba|empuja|empujo|empujaba|tira al suelo|tiro al suelo|tira contra|tiro contra|avienta|avento|aventaba|castiga pegando|pone la mano encima|puso la mano encima|ponia la mano encima|(da|dan|daba|daban|dio|dieron) (una |unas |muchas |mucho |muchos )?(paliza|palizas|golpes?|patadas?|cachetadas?|bofetadas?|tortas?|hostias?|cachetes?|correazos?|cintarazos?|chancletazos?|chanclazos?|cuerazos?|chicotazos?|fuetazos?|varazos?|nalgadas|manotazos?|punetazos?|pinas|trompadas?|cocotazos?|coscorrones|zapes|sopapos?|guantazos?|bofetones?|azotes?|puntapies)|(hace|hacen|hacia|hizo|ha hecho) (mucho )?dano|(ha|han|habia|va a|vuelve a|sigue) (pegado|golpeado|pegar|golpear|pegandome|golpeandome|lastimado|pateado)";
/**
 * Benign senses of hitting, biting, burning: play, sport, pets, a toddler, an accident, "me pega un susto". Harm is
 * looked for in every language, so Portuguese "me pega na escola" (picks me up at school) is here too.
 */
const PLAY =
  "almohadas?|almohadazos?|cojin|cojines|cuando jugamos|jugando a|jugamos a|de juego|en el juego|de broma|en broma|sin querer|de mentira|a las luchas|luchitas|lucha libre|guerra de (almohadas|cojines|bolas|nieve|agua|globos)|bolas? de nieve|balon|pelota|balonazo|pelotazo|cosquillas|karate|judo|boxeo|taekwondo|kung fu|fortnite|minecraft|roblox|free fire|zombis|zombies|videojuego|nerf|sables? de luz|espadas? de|(perro|perrito|perrita|gato|gatito|gata|hamster|loro|caballo|poni|conejo|cachorro|pato|gallina) (me |nos )?(muerde|mordio|arana|arano|pellizca|pateo|patea|pica)|(hermanit[oa]|hermano (chico|pequeno|chiquito|menor)|hermana (chica|pequena|chiquita|menor)|bebe|primit[oa]) (me |nos )?(muerde|mordio|pellizca|pellizco|pega|pego|jala|tira|arana|patea)|mosquitos?|abejas?|avispas?|medusas?|el sol|la plancha|el horno|la estufa|la sarten|dentista|vacunas?|inyeccion|(pega|pego|pegue) (un susto|sustos|la gripe|el resfriado|los piojos|la risa|calor|mocos|el virus|stickers|pegatinas|figuritas|cromos|laminas|chicles)|me (pegue|pego|golpee|golpeo) (con|contra) (la|el|una|un) (mesa|pared|puerta|silla|cama|esquina|suelo|piso|columpio|porteria|ventana|armario|estanteria|litera|escalera|banco|tobogan)|me (cai|caigo|cayo|tropece|resbale)|contra la (mesa|pared|puerta|esquina)|(pega|pegam|pegou|pegava) (na|no|de) (escola|creche|aeroporto|treino|futebol|natacao|colo|carro|onibus)";

const harm: LexiconRule<HarmSign>[] = [
  // Someone hurting the child, or a parent or sibling in front of them.
  { label: "violence", pattern: new RegExp(`\\b(me|nos)\\s+(${VIOLENT})\\b`), unless: new RegExp(`\\b(${PLAY})\\b`) },
  {
    label: "violence",
    pattern: new RegExp(`\\b(le|les)?\\s*(${VIOLENT})\\s+a (mi|mis|nosotros|todos) (${MUM}|hermano|hermana|hermanito|hermanita|hermanos|hermanitos|abuela|abuelita)\\b`),
    unless: new RegExp(`\\b(${PLAY})\\b`),
  },
  { label: "violence", pattern: /\b(pegarme|pegarnos|golpearme|golpearnos|patearme|maltratarme|maltratarnos|pegandome|pegandonos|golpeandome|ahorcarme|estrangularme|cachetearme)\b/, unless: new RegExp(`\\b(${PLAY})\\b`) },
  {
    label: "violence",
    pattern: new RegExp(
      `\\b(${ADULT}|el|ella|ellos)\\b.{0,25}\\b(me |nos |le )?(${VIOLENT}|jala|jalo|tira|tiro|agarra|agarro|aprieta|apreto|tuerce|torcio)\\s+(en |de )?(la|el|los|las|mi|mis) (cabeza|cara|espalda|brazos?|piernas?|barriga|panza|tripa|estomago|boca|nariz|ojos?|orejas?|culo|cola|nalgas|manos?|cuello|pelo|munecas?)\\b`,
    ),
    unless: new RegExp(`\\b(${PLAY}|peina\\w*|trenzas?|colitas?|cepill\\w*|peluquer\\w*|crema|masaje|medico|doctora?|enfermera|curita|tirita|mimos?|caricias?)\\b`),
  },
  {
    label: "violence",
    pattern:
      /\b(me|nos) (deja|dejo|dejan|dejaron|dejaba|quedan|quedaron|salen|salieron|hace|hizo) (los brazos |las piernas |la cara |la espalda )?(moretones|moreton|morados|moratones|cardenales|marcas|chichones|heridas|cicatrices|el ojo morado|sangre)\b|\b(pega|pegaba|pego|pegan|golpea|golpeaba|da|daba|dio)\b.{0,12}\bcon (el|la|un|una|su) (cinturon|correa|chancla|chancleta|zapatilla|palo|vara|cable|chicote|cuero|fuete|manguera|cuchara de palo|regla|escoba|sarten|cucharon|hebilla|reata|cincho|varilla|zapato|chinela)\b/,
    unless: /\b(vacunas?|inyeccion|jugando|futbol|me cai|caida|bici|patines|patinete|piscina|pileta|pelota|balon|mosquitos?|alergia|varicela)\b/,
  },
  { label: "violence", pattern: /\bviolencia\b/, unless: /\b(tele|television|noticias|peliculas?|pelis?|series?|videojuegos?|juegos?|mundo|paz|contra la violencia|no a la violencia|guerras?|en el mundo|la escuela nos)\b/ },
  // Touching and secrets, as children disclose them: never explicit, often indirect ("me toca abajo").
  {
    label: "sexual",
    pattern: new RegExp(
      `\\b(me|nos|le|la|lo) (toca|tocaba|toco|tocan|tocaron|tocaban|toque|manosea|manoseaba|manoseo|soba|sobaba|acaricia|acariciaba|besa|besaba|agarra|agarraba)( (a escondidas|de noche|por la noche|siempre|mucho|otra vez|cuando nadie (ve|mira|esta)))? (por |en |ahi |alli )?(${PRIVATE}|abajo)\\b`,
    ),
    unless: /\b(litera|cama de abajo|la de abajo|el de abajo|piso de abajo|pelo|peina\w*|coletas?|cola de caballo|cabeza|la espalda para dormir|me toca (a mi|ir|hacer|poner|lavar|recoger|sacar|dormir|jugar|ser|estar|pasar|elegir|bajar|subir|limpiar)|medico|doctora?|pediatra|enfermera|revisar|vacuna)\b/,
  },
  { label: "sexual", pattern: /\b(me|nos|la|lo|le) (manosea|manoseaba|manoseo|manosean|manoseaban|manosearon)\b|\bmanoseos?\b/ },
  {
    label: "sexual",
    pattern: new RegExp(`\\b(toca|tocaba|toco|tocarme|tocarle|tocarla|tocarlo|tocar|tocando|manosea\\w*|ensena|ensenaba|muestra|mostraba|mostro)\\b.{0,25}\\b(${PRIVATE})\\b`),
    unless: /\b(medico|doctora?|pediatra|enfermera|revisar|vacuna|guitarra|piano|tambor|flauta|bateria|cancion|musica|cuidar|higiene|aprendimos|nos ensenaron|en clase|ciencias|nadie (puede|debe))\b/,
  },
  {
    label: "sexual",
    pattern:
      /\b(me|nos) (hace|hacia|hizo|obliga a|obligaba a|obligo a|pide|pidio|pedia|pide que|dice que|convence de|hace que) (le )?(toque|toquemos|tocarle|tocarlo|tocarla|tocar su|tocar sus|besarle|besarlo|besarla|darle besos|le de besos|quitarme la ropa|quite la ropa|desnudarme|desvestirme|sacarme la ropa|saque la ropa|ver (videos|fotos|cosas|pelis) (feos|feas|de grandes|de adultos|raros|raras|cochinas|cochinos)|meterme en su cama|dormir con el|banarme con el|ducharme con el|acostarme con el|me acueste con el|sentarme encima)\b/,
  },
  {
    label: "sexual",
    pattern: /\b(se (mete|metia|metio|acuesta|acostaba|acosto|sube|subia)|viene|venia) (en|a) mi cama\b/,
    unless:
      /\b(hermanit[oa]s?|herman[oa] (chic[oa]|pequen[oa]|menor|chiquit[oa])|bebe|primit[oa]|perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|cachorr[oa]|tormentas?|truenos|rayos|pesadillas?|mal sueno|miedo (a|de) (la )?(tormenta|los truenos|la oscuridad|los monstruos)|buenas noches|darme un beso|un cuento|leerme|arroparme|taparme|despertarme|papanoel|santa|los reyes|ratoncito perez|raton perez|el elfo|regalos?|a jugar)\b/,
  },
  {
    label: "sexual",
    pattern:
      /\b(entra|entraba|entro|viene|venia|se mete|se metia|se cuela|se colaba|sube|subia)\b (en|a|hasta|al) (mi )?(cuarto|pieza|habitacion|dormitorio|recamara|cama|bano)\b.{0,45}\b(noche|noches|cuando (duermo|estoy dormid[oa]|me bano|me ducho|me cambio|me visto|estoy sol[oa])|cuando (mi|ella|el) (\w+ )?(no esta|trabaja|duerme|sale|se va)|a escondidas|sin que nadie)\b|\b(de noche|por la noche|en la noche|a la noche|por las noches)\b.{0,20}\b(entra|viene|se mete|se cuela)\b (en|a|hasta|al) (mi )?(cuarto|pieza|habitacion|dormitorio|recamara|cama|bano)\b/,
    unless:
      /\b(hermanit[oa]s?|herman[oa] (chic[oa]|pequen[oa]|menor|chiquit[oa])|bebe|perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|tormentas?|truenos|pesadillas?|buenas noches|darme un beso|darme las buenas|un cuento|leerme|arroparme|taparme|despertarme para|papanoel|santa|los reyes|ratoncito perez|raton perez|el elfo|regalos?|chistes?)\b/,
  },
  { label: "sexual", pattern: /\b(hago|hace|hacia|finjo|fingo|fingia|hacer|hacia) (como )?(que|como si|de cuenta que) (estoy|estuviera|estaba|me) (dormid[oa]|duermo|durmiendo|dormia|dormir)\b|\bme hago (el|la) dormid[oa]\b/, unless: /\b(papanoel|santa|los reyes|reyes magos|regalos?|ratoncito|raton perez|el elfo|viejito pascuero|nino dios|nino jesus|olentzero|juego|jugamos|sorpresa|renos?)\b/ },
  { label: "sexual", pattern: /\b(fotos?|videos?|selfies?|me (ve|vea|mira|mire|ven|miran)|verme|estar|quedarme|ponerme)\b.{0,20}\b(sin ropa|desnud[oa]s?|en ropa interior|en calzones|en bragas|en calzoncillos|intimas?|de mi cuerpo|de mis partes)\b/, negatable: false },
  { label: "sexual", pattern: /\b(conoci|conozco|me habla|me hablaba|me escribe|me escribia|hablo con|chateo con|me agrego|me sigue)\b.{0,30}\b(senor|hombre|adulto|tipo|desconocido|chico (de \d\d|mayor|grande))\b.{0,50}\b(me pide|me pidio|quiere que|me manda|me mando|me dice que|me regala|me ofrece|quedar|vernos|conocernos|secreto)\b/ },
  { label: "sexual", pattern: /\b(desnud[oa]s?|desnudarme|desnudarse|desvestirme|encuerad[oa])\b/, unless: /\b(bebe|hermanit[oa]|herman[oa] (chic[oa]|pequen[oa]|menor)|corre|corria|ojo|estatua|arbol|rey desnudo|cuento|barbie|muneca|perr[oa]|gat[oa]|pollit[oa]|raton)\b/ },
  {
    label: "sexual",
    pattern:
      /\b(abus(o|a|aba|aron|ando|ar|ador|adores|an) (de mi|de nosotros|de nosotras|de ella|de el|de mi herman[oa])|me abus(a|o|aba|aron)|abuso sexual|me viola|me violo|la violo|violaron|violacion|sexo|sexual\w*|porno\w*|pedofil\w*|pederast\w*|tocamientos|me acosa sexualmente)\b/,
    unless: /\b(sexo del (bebe|bebito)|sexo de la (bebe|bebita)|el sexo del|abuso de (poder|confianza))\b/,
  },
  {
    label: "sexual",
    pattern:
      /\b(juego secreto|nuestro secreto|es un secreto|secretito|secreto entre (los dos|nosotros|el y yo|ella y yo))\b.{0,40}\b(toca\w*|cama|bano|cuerpo|ropa|desnud\w*|noche|no me gusta|duele|partes|besos?)\b|\b(toca\w*|cama|cuerpo|ropa|desnud\w*|partes|besos?)\b.{0,40}\b(juego secreto|nuestro secreto|es un secreto|secretito)\b/,
    unless: /\b(sorpresa|regalos?|hasta navidad|amigo invisible|amigo secreto|cumple\w*|diario secreto)\b/,
    negatable: false,
  },
  { label: "sexual", pattern: /\b(me|nos) (hace|hacia|hizo|hacen|hacian) cosas (feas|raras|malas|que no me gustan|de grandes|que me duelen|cochinas|asquerosas)\b|\bno me gusta (como|cuando) (me (toca|tocaba|mira|besa|abraza|agarra|soba)|se mete|entra)\b|\b(me|nos) (mira|espia|miraba|espiaba) cuando me (bano|ducho|cambio|visto|desvisto)\b/, unless: /\b(muecas|caras|con la cara|chistes|bromas|trucos|magia|cosquillas)\b/ },
  // Threats and enforced secrecy.
  {
    label: "threat",
    pattern:
      /\b(dice|dijo|decia|me dice|me dijo|me ha dicho|amenaza|amenazo|amenazaba|amenazan|me amenaza|nos amenaza|me advirtio)\b.{0,40}\b(matar(me|nos|te|la|lo)?|(me|nos) (va|van|iba|iban) a (matar|pegar|lastimar|hacer dano|llevar lejos|mandar lejos|mandar a un|mandar a otr[oa]|echar de (la |mi )?casa|echar a la calle|encerrar|internar|separar de)|(va|van) a (matar|pegar|lastimar|hacer dano) a (mi|mis)|mandar(me|nos)? lejos|echarme de casa|llevarme lejos|no (me |te )?(va|van) a creer|nadie (me |te )?(va a|iba a) creer|no (le |les |se lo )?(diga|cuente|digas|cuentes|digamos|contemos)|si (le |les |lo |se lo )?(cuento|digo|decimos|contamos|hablo)|(es|sera|sea) (nuestro|un) (juego )?secreto|nuestro secreto|(juego|cosa) secret[oa])\b/,
    unless:
      /\b(sorpresa|regalos?|cumple\w*|amigo invisible|amigo secreto|hasta navidad|si no (recojo|ordeno|estudio|como|hago|apruebo|me porto|termino|limpio|me lavo|me bano|me duermo|me como)|si (vuelvo|saco|suspendo|rompo|pierdo|llego tarde|me como)|cuarto|pieza|habitacion|deberes|tarea|examen|examenes|notas|mate|matematicas|jaja\w*|jeje\w*|broma|bromas|chiste|de mentira|videojuego|zombis|zombies|fortnite|minecraft|roblox|monstruos?|dragon|papanoel|santa|los reyes|elfo|a besos|a cosquillas|de risa|a dormir|a la cama|castigad[oa])\b/,
    negatable: false,
  },
  {
    label: "threat",
    pattern:
      /\b(me|nos) (va|van|iba|iban) a (matar|pegar|lastimar|hacer dano|ahorcar|apunalar|acuchillar|disparar|quemar|dar una paliza)\b|\b(va|van|iba|iban) a (matar(me|nos)|pegar(me|nos)|lastimar(me|nos))\b|\b(va|van|iba) a (matar|lastimar|hacer dano) a (mi|mis|nosotros|todos)\b|\bamenaz(a|o|aba|an|aron)( a (mi|mis|nosotros|todos)( \w+)?)? con (matar\w*|pegar\w*|llevarme|llevarse|echarnos|echarme|lastimar|hacer dano|quemar|un cuchillo|una pistola|el cuchillo|la pistola|un arma)\b/,
    unless:
      /\b(si no (recojo|ordeno|estudio|como|hago|apruebo|me porto|termino|limpio|me lavo|me bano|me duermo|me como|le devuelvo|se lo devuelvo)|si (vuelvo|saco|suspendo|rompo|pierdo|llego tarde|me como|ve (mi|el|la|las|los)|se entera|lee|encuentra)|cuarto|pieza|habitacion|deberes|tarea|examen|examenes|notas|mate|matematicas|jaja\w*|jeje\w*|broma|bromas|chiste|de mentira|videojuego|zombis|zombies|fortnite|minecraft|roblox|monstruos?|dragones?|dinosaurios?|papanoel|santa|los reyes|a besos|a cosquillas|de risa|del susto|de aburrimiento|de emocion)\b/,
    negatable: false,
  },
  { label: "threat", pattern: /\bsi (le |les |lo |se lo )?(cuento|digo|decimos|contamos|hablo|aviso)\b.{0,50}\b(me|nos) (va|van) a\b|\bnadie me (va a |iba a )?(creer|cree)\b/, unless: /\b(papanoel|santa|los reyes|renos?|elfos?|duendes?|regalos?|sorpresa|jaja\w*|magia|vi a|existes?)\b/, negatable: false },
  { label: "threat", pattern: /\bno (puedo|debo|me dejan|tengo permiso de|tengo permitido) (contar|decir)(lo|le|les|selo)? (a nadie|lo que pasa|nada de lo que pasa)\b|\bsi no (se las |te las |le |les |las )?(mando|envio|paso)\b.{0,40}\b(va a|van a|me va|me van|le va a|les va a)\b/, negatable: false },
  // Not safe at home: fear of home or of a grown-up, hiding, drink, being locked in or thrown out, running away.
  {
    label: "unsafe_home",
    pattern:
      /\bno me siento (segur[oa]|a salvo|protegid[oa])\b(?! de (mi|que|lo|si|mis|como|el|la)\b)|\bno me siento tranquil[oa] en (mi |la )?casa\b|\bno (estoy|estamos) (segur[oa]s?|a salvo) (en|con) (mi |la |esta )?(casa|el|ella|mi \w+)\b|\b(mi |la )?casa no es (segura|un lugar seguro)\b/,
    unless: /\b(bici|bicicleta|patin\w*|piscina|pileta|agua|mar|nadar|montana rusa|avion|examen|escuela nueva|cole nuevo|colegio nuevo|arbol|trampolin|caballo|hielo)\b/,
    negatable: false,
  },
  {
    label: "unsafe_home",
    pattern: new RegExp(
      `\\b(tengo|tenemos|me da|nos da|le tengo|les tengo) (mucho |tanto |un poco de )?miedo (de |a )?(estar|volver|ir|llegar|quedarme|quedarnos) (en|a) (mi |la |nuestra )?casa\\b|\\b(tengo|tenemos|le tengo|les tengo) (mucho |tanto )?miedo (de|a) (mi|nuestro) (papa|padre|padrastro|mama|madre|madrastra|tio|abuelo|hermano mayor)\\b|\\b(tengo|tenemos|le tengo) (mucho |tanto )?miedo (de|a) ${PARTNER}\\b|\\b(me|nos) da (mucho |tanto )?miedo (mi|nuestro) (papa|padre|padrastro|madrastra)\\b|\\b(me|nos) da (mucho |tanto )?miedo ${PARTNER}\\b`,
    ),
    unless: /\b(pelis?|peliculas?|de miedo|susto|sustos|broma|bromas|disfraz\w*|halloween|se esconde|escondiendose|ronca|jaja\w*|jugando|cuando juega|cuento|cuentos|se pone la mascara|mascara|papanoel)\b/,
  },
  {
    label: "unsafe_home",
    pattern:
      /\b(me|nos) (escondo|escondemos|escondia|escondiamos|escondi|tengo que esconder|tenemos que esconder|voy a esconder)\b.{0,40}\b(cama|ropero|armario|closet|placard|bano|cuarto|pieza|habitacion|cocina|patio|sotano|debajo|mueble|sillon)\b/,
    unless:
      /\b(escondite|escondidas|juga\w*|juego|regalos?|sorpresa|tormentas?|truenos|rayos|cohetes|petardos|fuegos artificiales|aspiradora|asustar\w*|vacunas?|papanoel|santa|los reyes|elfos?|duende|ratoncito|mis hermanos no me encuentran|leer|comer chuches|chuches|dulces|chocolate|galletas)\b/,
  },
  {
    label: "unsafe_home",
    pattern:
      /\b(toma|tomaba|toman|bebe|bebia|beben|chupa|chupaba|se emborracha|se emborrachaba|emborracharse|borrach[oa]s?|se droga|se drogaba|drogas?|alcohol|cervezas?|tragos?|guaro|aguardiente|marihuana|porros?)\b.{0,60}\b(grita|gritaba|gritan|gritaban|pega|pegaba|pegan|golpea|golpeaba|rompe|rompia|rompen|tira (las )?cosas|avienta|se pone (muy |super |re |bien )?(bravo|brava|violento|violenta|agresivo|agresiva|loco|loca|malo|mala|enojado|enojada|furioso|furiosa|raro|rara)|miedo|me escondo|nos escondemos|pelean|peleaban|se pelean|insulta|insultaba|amenaza|no se levanta|no nos hace caso)\b|\b(grita|gritaba|pega|pegaba|golpea|rompe|pelean|se pelean|miedo|me escondo|insulta)\b.{0,60}\b(borrach[oa]s?|se emborracha|drogas?|se droga|alcohol)\b|\b(esta|llega|viene|anda|se pone|estaba|llegaba|venia) (muy |siempre |super |bien |re )?(borrach[oa]|drogad[oa])\b/,
    unless:
      /\b(toma (agua|leche|chocolate|cafe|te|jugo|zumo|mate|sopa|medicinas?|pastillas?|fotos|clases|el (bus|autobus|tren|metro|taxi|sol)|la (leche|sopa|medicina))|goles?|partido|futbol|equipo|la tele|cantando|canta|karaoke|jaja\w*|de alegria|de emocion|no toma|no bebe|nunca toma|nunca bebe|dejo de (tomar|beber))\b/,
  },
  { label: "unsafe_home", pattern: /\b(me quiero|quiero|quisiera|queria|voy a|pienso|tengo ganas de|me dan ganas de) (escapar(me)?|huir|fugar(me)?|ir(me)?) (de (mi |la )?casa|lejos de (mi |la )?casa|lejos de (el|ella|ellos|mi \w+))\b|\b(escaparme|escapar|huir|fugarme) (de (mi |la )?casa|lejos)\b/, unless: /\b(juego|escape room|cuento|pelicula|peli)\b/ },
  {
    label: "unsafe_home",
    pattern: /\b(me|nos) (encierra|encierran|encerraba|encerraban|encerro|encerraron|deja encerrad[oa]s?|dejan encerrad[oa]s?|dejaba encerrad[oa]s?)\b|\b(me|nos) (echa|echan|echo|echaron|saca|sacan|sacaba|echaba) (a la calle|de (la|mi) casa|afuera de (la )?casa)\b/,
    unless: /\b(juego|escape room|sin querer|jugando|jaja\w*|perr[oa]|gat[oa]|a jugar|alquiler|renta|arriendo|no (podiamos|pudimos|pagamos|pagar|teniamos|tenemos)|dueno|duena|casero|desalojo|banco|deudas?)\b/,
  },
  // Not being fed or looked after.
  {
    label: "neglect",
    pattern: /\b(nunca|no|casi nunca|ya no) hay (nada de )?(comida|nada (para|de|que) comer|de comer|que comer|nada en la (nevera|heladera|refri|refrigeradora|alacena))\b|\bno (tengo|tenemos) (comida|nada (que|para|de) comer|que comer)\b/,
    unless: /\b(que me guste|que me gusta|ric[oa]s?|en el (cole|colegio|comedor)|vegetarian[oa]|vegana?|gluten|para (el|mi) (perro|gato|hamster|pez|conejo)|chuches|golosinas|dulces)\b/,
    negatable: false,
  },
  {
    label: "neglect",
    pattern: /\b(no|nunca|casi nunca|ni) (me|nos) (dan|da|dio|dieron|daban|daba|hacen|hace|hacia|preparan|prepara) (de )?(comer|comida|la cena|el desayuno|el almuerzo|la comida|la merienda|cenar|desayunar|almorzar)\b/,
    unless: /\b(chuches|golosinas|dulces|caramelos|chocolate|postre|comida (chatarra|basura|rapida)|hamburguesas?|pizza|verdura|brocoli|antes de (la cena|futbol|natacion|dormir))\b/,
    negatable: false,
  },
  { label: "neglect", pattern: /\bnadie (me|nos) (da|dan|hace|prepara|cocina) (de )?(comer|comida|la cena|el desayuno)\b|\bnadie (me|nos) (cuida|cuidaba|lleva|llevaba|bana|lava la ropa|despierta|recoge|busca)\b/, negatable: false },
  {
    label: "neglect",
    pattern:
      /\b(siempre|todos los dias|todas las noches|cada dia|cada noche|muchos dias) (tengo|tenemos|paso|pasamos) (mucha )?hambre\b|\b(tengo|tenemos|paso|pasamos) (mucha )?hambre (siempre|todos los dias|todo el dia|todas las noches|cada dia|muchos dias)\b|\b(me|nos) (voy|vamos|acuesto|acostamos|duermo|dormimos|acostaba|iba) (a (dormir|la cama|la escuela|el cole|el colegio) )?(con hambre|sin (cenar|comer|desayunar|nada en la panza|nada en la barriga))\b|\b(voy|vamos|iba) a (la escuela|el cole|el colegio) sin (comer|desayunar)\b|\b(pasamos|paso) (mucha )?hambre\b/,
    unless: /\b(despues de (natacion|futbol|entrenar|nadar|el entrenamiento|jugar|el cole|clase)|crecimiento|estoy creciendo|solitaria|como mucho|como un monton|jaja\w*|hambre de (chocolate|dulces|pizza|chuches)|castigad[oa] sin (postre|tele))\b/,
  },
  { label: "neglect", pattern: /\b(no|nunca|ni)\b.{0,12}\b(he comido|hemos comido|como|comemos|comimos|cenamos|cene|desayune|desayunamos)\b.{0,25}\b(desde (ayer|hace)|en (dos|tres|\d+|varios) dias|hace (dos|tres|\d+|varios|muchos) dias|en todo el dia)\b/, negatable: false },
  {
    label: "neglect",
    pattern:
      /\b(me|nos) (deja|dejan|dejo|dejaron|dejaba|dejaban) (sol[oa]s?|encerrad[oa]s?|en casa sol[oa]s?)\b.{0,50}\b(dias?|noches?|toda la noche|finde|fin de semana|hasta el otro dia|hasta la manana|sin comida|sin comer|sin nada|semanas?|mucho tiempo|siempre|todo el dia|cada noche|todas las noches)\b|\b(dias?|noches?|finde|fin de semana|todas las noches)\b.{0,40}\b(me|nos) (deja|dejan|dejo|dejaron|dejaba|dejaban) (sol[oa]s?|encerrad[oa]s?)\b/,
    unless: /\b(un rato|un ratito|media hora|una hora|con (mi )?(abuel[oa]|abuelit[oa]|tia|tio|hermana mayor|hermano mayor|ninera|canguro|la senora|la vecina)|en el parque|a jugar)\b/,
    negatable: false,
  },
  {
    label: "neglect",
    pattern: new RegExp(
      `\\b(${MUM}|${DAD}|mis papas|mis padres)\\b (no (vuelve|ha vuelto|volvio|regresa|ha regresado|viene a casa|aparece|ha aparecido|llega)|se fue y no (volvio|vuelve|ha vuelto))\\b.{0,40}\\b(dias?|noches?|hambre|comida|comer|sol[oa]s?|hermanit\\w*)\\b|\\b(${MUM}|${DAD}) (duerme|se pasa (el|todo el) dia (durmiendo|en la cama|acostad[oa])|esta (siempre |todo el dia )?(dormid[oa]|en la cama|acostad[oa])|no se (levanta|despierta)|nunca se levanta)\\b.{0,40}\\b(todo el dia|dias|comida|comer|nadie|hambre|sol[oa]s?)\\b|\\b(${MUM}|${DAD}) duerme todo el dia\\b`,
    ),
    unless: /\b((trabaja|turno) (de|por la) noche|trabaja de noche|enferm[oa]|malit[oa]|operad[oa]|quimio|hospital|embarazada|el bebe|recien nacid[oa]|por el bebe|siesta|hasta (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|navidad|el verano))\b/,
    negatable: false,
  },
  { label: "neglect", pattern: /\b(tengo que|me toca|yo) (cuidar|dar de comer|hacer de comer|cocinar)( a| para)? (mis hermanit\w*|mi hermanit\w*|mis hermanos|mi hermano|mi hermana)\b.{0,40}\b(sol[oa]s?|porque no hay nadie|porque (mi )?(mama|papa|madre|padre) no (esta|vuelve|se levanta)|todas las noches|de noche|nadie)\b/, negatable: false },
  // Wanting to die or to hurt themselves.
  {
    label: "self_harm",
    pattern:
      /\b(quiero|quisiera|queria|ojala|me gustaria|tengo ganas de|me dan ganas de|deseo|desearia|pido|prefiero|preferiria)\b (poder |solo |nada mas )?(morirme|morir|estar muert[oa]|matarme|suicidarme|desaparecer|no existir|no estar viv[oa]|dejar de existir|dejar de vivir|no despertar(me)?|irme al cielo|ir al cielo|estar en el cielo|no haber nacido|quitarme la vida|hacerme dano|cortarme|lastimarme)\b/,
    unless:
      /\b(de (risa|ganas|verguenza|calor|frio|aburrimiento|pena|amor|la risa|sueno|emocion)|con (mate|matematicas|el examen|la prueba|las pruebas|los deberes)|truco|magia|mago|desaparecer (a|al|mis|los|las|el|la) \w+|(en|con) (avion|globo|cohete|el trineo|los renos|un avion)|volando|volar|trineo|renos?|para ver (a|las|los))\b/,
  },
  {
    label: "self_harm",
    pattern: /\bme (quiero|queria|quisiera|voy a) (morir|matar|suicidar|ir al cielo|desaparecer)\b/,
    unless: /\b(de (risa|ganas|verguenza|calor|frio|aburrimiento|pena|amor|la risa|sueno|emocion|hambre|los nervios)|con (mate|matematicas|el examen|la prueba|las pruebas|los deberes|este calor|el calor)|(en|con) (avion|globo|cohete|el trineo|los renos)|volando|trineo|renos?)\b/,
    negatable: false,
  },
  {
    label: "self_harm",
    pattern:
      /\b(ya )?no quiero (vivir\b(?!\s+(en|con|alli|alla|aca|aqui|cerca|lejos|asi|ahi|solo en|sola en))|seguir viviendo|estar viv[oa]|existir|despertar(me)? (nunca|mas|nunca mas)|estar en este mundo|estar aqui nunca mas)|\bya no quiero (estar aqui|seguir aqui|despertar(me)?|seguir)\b(?!\s+(en|con|jugando|estudiando|yendo|haciendo|viendo))/,
    negatable: false,
  },
  {
    label: "self_harm",
    pattern:
      /\b(que me muera|que me muriera|ojala me muera|ojala me muriera|ojala (estuviera|estar) muert[oa]|(ojala|quisiera|desearia|mejor) no (hubiera|haber) nacido|no (hubiera|debi|deberia haber) nacido|(estaria|estaria|estariamos) mejor muert[oa]s?)\b/,
    unless: /\bde (risa|ganas|verguenza|calor|frio|aburrimiento|la risa|emocion)\b/,
    negatable: false,
  },
  {
    label: "self_harm",
    pattern:
      /\b(me|yo me) (corto|cortaba|corte|he cortado|hago cortes|hice cortes|lastimo|lastimaba|hago dano|hacia dano|hago heridas|rasguno|rascaba|quemo|quemaba|pego|pegaba|muerdo|mordia|arano|aranaba|golpeo|golpeaba)\b.{0,25}\b(brazos?|piernas?|munecas?|la piel|muslos|panza|barriga|a proposito|aposta|adrede|a mi mism[oa]|yo sol[oa]|para (sentir|no sentir|castigarme|olvidar|que (duela|se vaya|pase))|cuando estoy (triste|mal|enojad[oa]|enfadad[oa]|nervios[oa]))\b/,
    unless: /\b(el pelo|mi pelo|el flequillo|las unas|papel|sin querer|cocinando|jugando|con la mesa|contra|me cai|caerme|me caigo|patin\w*|bici\w*|futbol|jaja\w*|al cortar|pelando|tijeras|mosquitos?|picaduras?|varicela|alergia|me pica|ortiga)\b/,
    negatable: false,
  },
  {
    label: "self_harm",
    pattern:
      /\b(suicid(io|arme|arse|ar)|quitarme la vida|matarme|me mato\b(?! (de|a|con|estudiando|trabajando|corriendo|de risa))|acabar con (mi vida|todo)|terminar con (mi vida|todo)|cortarme (las venas|los brazos|las munecas|las piernas)|(todos|mi familia|mis papas|mis padres|el mundo|mi mama|mi papa|todo el mundo) (estarian|estaria|serian|seria|vivirian|viviria) (mas felices|mejor|mas tranquil[oa]s?) sin mi|estarian mejor sin mi|nadie (me )?(extranaria|echaria de menos|notaria|se daria cuenta|lloraria) si (me muero|muero|desaparezco|no estoy|me voy|me muriera|desapareciera|ya no estuviera)|a nadie le importaria si (me muero|muero|desaparezco|no estuviera|me muriera)|no (tiene|le veo|tiene ningun|le encuentro) sentido (vivir|la vida|seguir viviendo|estar viv[oa])|dormir(me)? y no despertar(me)?( nunca| mas)?|no despertar(me)? nunca mas|desaparecer para siempre|no vale la pena (vivir|seguir viviendo)|(pienso|pensar|pensando|penso) (mucho |a veces |siempre )?en (morir|morirme|la muerte|matarme|quitarme|desaparecer|suicid\w*)|pastillas para (no despertar|morir|dormir para siempre)|tirarme (de|por) (la ventana|un puente|el balcon|la azotea)|saltar (de|por) (la ventana|el balcon|un puente|la azotea))\b/,
    unless:
      /\b(va a matarme|van a matarme|iba a matarme|quiere matarme|quieren matarme|matarme de (risa|hambre|aburrimiento)|escuadron suicida|suicide squad|hasta (tarde|el mediodia|las|que (llegue|lleguen|venga|vengan))|papanoel|santa|los reyes|regalos?|casi|por poco)\b/,
    negatable: false,
  },
  // Added after the sixteenth held-out round (r16), tuning data since: guns and little white bags at home, covering
  // bruises, and what groomers tell children about age and deleting messages.
  { label: "unsafe_home", pattern: /\bpistolas?\b.{0,60}\b(casa|mesa|cuarto|comemos|cocina|sillon|cama)\b|\b(bolsitas|bolsas|polvo) (blancas?|blanco)\b/, unless: /\b(de agua|de juguete|nerf|de burbujas|de agua para)\b/, negatable: false },
  { label: "violence", pattern: /\b(tapar|esconder|cubrir|disimular|tape|esconda)( me)? (los|mis|el|mi|unos) (moretones|moreton|morados|moratones|moraton|cardenales|chichones|golpes|marcas)\b/, negatable: false },
  { label: "sexual", pattern: /^(?=.*\b(?:1[89]|[2-5]\d)\b).*\bla edad (es|solo es|nomas es|no es mas que) (solo |nomas |solamente )?un numero\b/, negatable: false },
  { label: "sexual", pattern: /\b(borro (los|sus|nuestros|todos los) (mensajes|chats|whats|fotos)( para| asi| porque| pa)|nuestros (chats|mensajes) son (especiales|secretos))\b/, negatable: false },
  // Added after the seventeenth held-out round (r17), tuning data since: not waking on the 25th, not being here on the
  // 25th, a parent who wishes the child had been given away, being locked in, a parent gone for days, put out of the house.
  { label: "self_harm", pattern: /\b((solo |nomas )?(no )?despertar(me)? el 25|no (voy a |pienso )?estar (aqui|viv[oa]) (el 25|en navidad|para navidad)|dile a (mi )?(mama|papa) que no es su culpa)\b/, negatable: false },
  { label: "threat", pattern: /\b(ojala|ojala que) (me )?(hubieran|hubiera|hubiesen) (regalado|dado|abortado)\b|\bme (encierra|encierre|encerraba|encierran) en (el|un) (cuarto|bano|closet|armario|cuartito)\b|\bme (va|van) a (echar|correr|sacar|botar) de (la )?casa\b/, negatable: false },
  { label: "neglect", pattern: /\b(mi )?(mama|papa|mami|papi) no (ha )?(vuelto|venido|regresado) (a casa )?desde (el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo|hace (dos|tres|varios) dias)\b/, negatable: false },
  // Added after the eighteenth held-out round (r18), tuning data since: a mother who does not wake when called, men
  // who inject themselves at home, white powder.
  { label: "unsafe_home", pattern: /\b(que )?(mama|mami|papa|papi) (no )?se despierte cuando (la|lo) (llamo|muevo|sacudo)\b|\b(no )?(puedo|consigo) despertar(la|lo)\b|\b(senores|hombres|amigos|gente) que se pinchan\b|\bpolvo blanco\b/, negatable: false },
];

const MONTHS = "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre";

const circumstances: LexiconRule<Circumstance>[] = [
  {
    label: "bereavement",
    pattern: new RegExp(
      `\\b(se (murio|murieron|nos murio|nos fue|nos fueron)|murio|murieron|fallecio|fallecieron|ha muerto|han muerto|ha fallecido|han fallecido|esta muert[oa]|estan muert[oa]s|(se fue|se fueron|esta|estan|este|esten|vive|viven|se lo llevaron|se la llevaron) (bien |feliz |tranquil[oa] |content[oa] )?(al|en el|para el) cielo|(vuelva|vuelvan|volver|baje|bajar|vuelve|venga|mira|nos mira|me mira|me cuida|nos cuida|cuidandome|cuidandonos) (desde el|del) cielo|desde el cielo|ahora es (una|un) (estrellita|estrella|angelito|angel)|es (una|un) (estrellita|angelito) (en el cielo|que (nos|me) cuida)|(el|al|del) (entierro|funeral|velorio|sepelio)|(al|en el) cementerio|perdimos a (mi|mis|nuestr[oa]s?)\\b|perdi a mi (${MUM}|${DAD}|${GRAND}|herman\\w*|tia|tio|perr\\w*|gat\\w*)\\b|ya no (esta|estan) con nosotros|no esta mas con nosotros|se nos fue|descanse en paz|en paz descanse|q ?e ?p ?d|mi difunt[oa]|(lo|la) (tuvieron|tuvimos) que (dormir|sacrificar)|(lo|la) (sacrificaron|durmieron)|(primera|segunda|tercera|ultima) navidad sin (el|ella|mi|mis|nuestr[oa]))`,
    ),
    unless:
      /\b(bateria|celular|movil|tablet|tamagotchi|plantas?|arbolito|personajes?|en el juego|videojuego|minecraft|fortnite|roblox|free fire|zombis?|zombies?|casi (se )?(muere|murio|me muero)|muert[oa] de (sueno|risa|miedo|hambre|frio|calor|cansancio|ganas|verguenza|aburrimiento)|renos? (en|del|por el) cielo|trineo|aviones?|cohetes?|globos?|volando|fuegos artificiales|estrella (de mar|fugaz|de navidad|del arbol|de belen)|halloween|disfraz)\b/,
  },
  {
    label: "illness",
    pattern:
      /\b(hospital|hospitalizad[oa]s?|clinica|internad[oa]s?|cancer|quimio\w*|radioterapia|leucemia|tumor|tumores|operacion|operaron|operar|(la|lo) (operan|van a operar)|cirugia|infarto|ataque al corazon|derrame|ictus|alzheimer|demencia|parkinson|esclerosis|enfermedad|(esta|estan|estuvo|sigue|siguen|anda|se puso|cayo) (muy |tan |super |bastante |gravemente |grave |un poco )?(enferm[oa]s?|malit[oa]s?|delicad[oa]s? de salud|grave|graves|mal de salud)|se enfermo|se enfermaron|enferm[oa]s? (de|del) (cancer|corazon|los pulmones|los rinones|gravedad)|dialisis|trasplante|transplante|terapia intensiva|cuidados intensivos|uci|uti|en coma|ambulancia|tratamiento|se mejore|se mejoren|se cure|se curen|se recupere|se recuperen|se ponga bien|neumonia|covid|se (quebro|rompio) la cadera|diabetes|insulina|le dio un (infarto|derrame|ataque)|le (dan|dieron|estan dando) (quimio|radio))\b/,
    unless:
      /\b(hospital de juguete|de juguete|jugar a (los )?medicos|munecas?|peluches?|veterinari\w*|nacio|nacer|nacieron|tener al bebe|tenga al bebe|parir|dar a luz|embarazad[oa]|cesarea|resfriad[oa]|gripe|catarro|tos|mocos|varicela|piojos|dolor de (panza|barriga|tripa|cabeza|muelas)|enferm[oa] de (ganas|tanto|los nervios)|murio|fallecio|se murio|se fue al cielo|cielo|operacion (bikini|retorno|salida|rescate)|clinica (dental|veterinaria)|dentista|ortodoncia)\b/,
    resolvable: true,
  },
  {
    label: "far_away",
    pattern: new RegExp(
      `\\b((se fue|se fueron|se ha ido|se han ido|se marcho|viajo|emigro|emigraron|esta|estan|vive|viven|trabaja|trabajan|se quedo|se quedaron|se fue a (vivir|trabajar)|se fueron a (vivir|trabajar)) (a |en |para |al )?(trabajar |vivir )?(a |en |al )?(otro pais|el extranjero|el exterior|fuera del pais|los estados unidos|estados unidos|eeuu|usa|gringolandia|espana|italia|francia|alemania|inglaterra|londres|suiza|canada|chile|argentina|peru|venezuela|colombia|mexico|ecuador|bolivia|paraguay|uruguay|cuba|miami|nueva york|europa|japon|china|australia|panama|costa rica|portugal|belgica|holanda|irlanda|republica dominicana|honduras|guatemala|el salvador|nicaragua|brasil|marruecos|rumania|ucrania|en el otro lado)|se fue (para el|pal|al|para) (norte|otro lado)|solo (lo|la|los|las) (veo|vemos|puedo ver|podemos ver|hablo|hablamos) (por|en) (videollamada|video|la compu|la computadora|el celular|el telefono|el movil|whatsapp|zoom|skype|la tablet|la pantalla|facetime)|por videollamada|(hace|desde hace) (un|dos|tres|cuatro|cinco|\\d+|muchos|varios) (anos?|meses) (que )?no (lo|la|los|las) (veo|vemos|he visto|hemos visto)|no (lo|la|los|las) (veo|vemos|he visto) (desde hace|hace) (un|dos|tres|\\d+|muchos|varios) (anos?|meses)|(${RELATIVE})\\b.{0,40}\\bno (puede|podra|va a poder|pudo|podia) (venir|volver|regresar|viajar|estar con nosotros)|no (puede|podra|va a poder) (venir|volver|regresar|estar) (en|para|a) (navidad|nochebuena|las fiestas)|no (viene|vuelve|regresa|llega|va a venir|va a volver) (hasta|en) (${MONTHS}|el verano|el ano que viene|el otro ano|(dos|tres|\\d+|unos|muchos) meses)|hasta (${MONTHS}) no (viene|vuelve|regresa)|(mision|esta|estan) (en|por) [a-z ]{2,20} hasta (${MONTHS})|(esta|anda|vive|trabaja|se fue) (muy |tan )?lejos|marinero|en el barco|embarcad[oa]|en alta mar|plataforma petrolera|militar|soldado|ejercito|de mision|en una mision|en la guerra|la armada|la marina|cascos azules|pres[oa]s?|en la carcel|en la cana|en cana|en prision|en el penal|en el reclusorio|privad[oa] de (la )?libertad|emigr\\w*|migrante|inmigrante|deportad[oa]|cruzo la frontera)\\b`,
    ),
    unless:
      /\b(de juguete|juguete|lego|playmobil|soldaditos?|disfraz|videojuego|policias y ladrones|de vacaciones|vacaciones|viaje|viajar a|vamos a|iremos|nos vamos|(viene|vienen|llega|llegan|va a venir|van a venir|vuelve|regresa|vendra) (en|para) (navidad|nochebuena|las fiestas)|ya (volvio|vino|llego|esta aqui|esta en casa)|la presa|presa de|papanoel|santa|polo norte|los reyes|renos?|trineo|ser (soldado|militar|marinero)|de mayor|del (parque|rio|patio|mundo de)|de la (calle|mesa|clase))\b/,
    resolvable: true,
  },
  {
    label: "separation",
    pattern: new RegExp(
      `\\b(divorci\\w*|(se|estan|estaban|viven|son|se han|se van a|se quieren) (separad[oa]s|separaron|separando|separar|divorciad[oa]s|divorciaron|divorciando|divorciar)|mis (papas|padres|viejos) (estan |son )?separad[oa]s|padres separados|(ya no|no) viven juntos|ya no (estan|son) (juntos|novios|pareja)|(${DAD}|${MUM}) (ya no|no) vive (con nosotros|con nosotras|en (la|mi|nuestra) casa|conmigo)|(${DAD}|${MUM}) (vive|se fue a vivir|se mudo|esta viviendo) (a |en )?(otr[oa]|su) (casa|departamento|depa|piso|apartamento)|(${DAD}|${MUM}) se fue de (la|mi|nuestra) casa|se fue con otr[oa]|(los|cada|un) (fines? de semana|finde) (con|en casa de|en lo de) (mi|cada)|(nochebuena|navidad|ano nuevo) (la paso |la pasamos |la pasare )?(con|en casa de|en lo de) (mi )?(${MUM}|${DAD})\\b.{0,40}\\b(y|pero) (navidad|ano nuevo|nochebuena|reyes) (la paso |la pasamos |la pasare )?(con|en casa de|en lo de) (mi )?(${MUM}|${DAD})|dos casas|custodia|regimen de visitas|(nueva novia|nuevo novio|nueva pareja|nueva esposa|nuevo esposo) de mi (papa|mama|padre|madre)|(mi papa|mi padre|mi viejo) tiene (una )?(novia|pareja|otra familia)|(mi mama|mi madre|mi vieja) tiene (un )?(novio|pareja)|vuelvan a estar juntos|esten juntos otra vez)\\b`,
    ),
    unless: /\b(lego|juguete|puzzle|rompecabezas|separad[oa]s? (por|en) (grupos|equipos|clases|colores|mesas)|separar (la basura|los colores)|(en|de) la playa|de vacaciones|casa de campo|de munecas|mi (gat[oa]|perr[oa]) tiene novi[oa])\b/,
  },
  {
    label: "new_baby",
    pattern:
      /\b(va a nacer|van a nacer|nacio|nacieron|acaba de nacer|acaban de nacer|recien nacid[oa]s?|bebe nuevo|nuevo bebe|nueva bebe|(nuevo|nueva) herman(it)?[oa]|embarazada|esta esperando (un|una|a) (bebe|hermanit[oa]|nino|nina)|en la (barriga|panza|pancita|tripa|tripita|barriguita) de (mi )?(mama|mami|madre)|(mama|mami|madre) tiene (un|una) (bebe|hermanit[oa]) en la (barriga|panza|pancita|tripa)|(va|vamos) a tener (un|una|otro|otra) (bebe|bebito|bebita|hermanit[oa]|nino|nina)|voy a tener (un|una|otro|otra) hermanit[oa]|voy a ser (herman[oa] mayor|herman[oa] grande|el hermano mayor|la hermana mayor)|(ya )?soy (herman[oa] mayor|herman[oa] grande)|(hermanos|hermanitos|hermanitas|hermanas) (gemel[oa]s|mellizos|mellizas)|(tuvo|tuvimos|tuvieron) (gemel[oa]s|mellizos|mellizas|un bebe|una bebe)|(hermanit[oa]|bebe|bebito|bebita) tiene (una|dos|tres|cuatro|\d+|pocas) (semanas|dias|mes|meses)|(cambiar|cambio|cambiamos|ayudo a cambiar) (los )?panales|darle el biberon|darles el biberon)\b/,
    unless:
      /\b(munecas?|reborn|bebe de juguete|nenuco|baby alive|bebote|mi (gat[oa]|perr[oa]|coneja|yegua)|gatitos|perritos|cachorros|pollitos|la vecina|mi tia|prim[oa]s?|sobrin[oa]s?|mi maestra|mi profe|la profe|la senorita|nino (dios|jesus)|jesus|jesusito|belen|pesebre|nacimiento|portal|cumple\w*|yo naci|naci en|fallecio|murio|se murio|estrellita|cielo)\b/,
  },
  {
    label: "moving",
    pattern:
      /\b(nos (mudamos|mudaremos|hemos mudado|vamos a mudar|mudaron|estamos mudando|cambiamos de (casa|ciudad|pais|barrio|piso|departamento)|hemos cambiado de (casa|ciudad|pais)|vamos a cambiar de (casa|ciudad|pais)|trasteamos|trasladaron|trasladamos|fuimos a vivir|vamos a ir a vivir|vinimos a vivir)|nos (vinimos|venimos) (de|desde) [a-z]+( [a-z]+)? (a|para)|me (mude|he mudado|voy a mudar|cambie de (colegio|escuela|cole|casa|ciudad|liceo|insti))|mudanza|mudarnos|mudarme|trasteo|cambiarnos de casa|(casa|escuela|ciudad|piso|departamento|depa|apartamento|barrio|pais) nuev[oa]|(nueva|nuevo) (casa|escuela|colegio|cole|ciudad|piso|departamento|depa|apartamento|barrio|pais|insti|liceo)|(colegio|cole|insti|liceo|jardin|kinder) nuevo|otro (cole|colegio|insti|liceo)|otra escuela|cambio de (colegio|escuela|cole|casa|ciudad|pais))\b/,
    unless:
      /\b(casa (nueva )?(para|de) (mi|mis|la|el|las|los) (munecas?|barbies?|perr\w*|gat\w*|hamster|peces|pajar\w*|conejo|duendes?|elfos?)|casa de munecas|casita|casa de (lego|barbie|playmobil|juguete)|mochila|estuche|uniforme|zapatos|(mi papa|mi padre|mi viejo|mi mama|mi madre|mi vieja) (tiene |vive en )?(una |un )?(casa|departamento|piso|depa|apartamento) nuev[oa]|pista nueva|bici nueva|ropa nueva|cocina nueva|sofa nuevo|arbol nuevo)\b/,
  },
  {
    label: "bullying",
    pattern:
      /\b(bullying|acoso escolar|me acosan|acosan|matoneo|me matonean|ciberacoso|(me|lo|la|le|nos) (hacen|hacian|hicieron) (bullying|el vacio|la vida imposible)|(se|todos se) (rien|reian|burlan|burlaban|burlaron|rieron) de (mi|el|ella|nosotros)\b|burlarse de (mi|el|ella)|para burlarse|(me|lo|la|le) (llaman|dicen|decian|gritan|ponen|llamaban|dijeron) (gord[oa]|fe[oa]|tont[oa]|rar[oa]|cuatro ojos|enan[oa]|nombres|apodos|cosas feas|insultos|bob[oa]|idiota|estupid[oa]|chin[oa]|burr[oa]|perdedora?|marimach[oa]|nerd|friki|gafotas|retrasad[oa]|mongolo|sucio|sucia|apestos[oa]|cara de \w+)|(me|lo|la|le) ponen apodos|(me|lo|la|le) insultan|(me|lo|la|nos) (pegan|empujan|patean) en el (recreo|cole|colegio|patio|salon|bus|escuela)|no (me|lo|la|le|nos) dejan (jugar|estar|entrar|sentarme|juntarme)|(me|lo|la) esconden (la|mis|el|las|los) (mochila|cosas|estuche|zapatos|libros|cuadernos)|(me|lo|la) (quitan|roban|quitaban|robaban) (el|la|mis|los|las) (almuerzo|merienda|bocadillo|lonche|colacion|dinero|plata|cosas|mochila|balon|pelota|lapices|gorra)|(me|lo|la) hacen (zancadillas|la zancadilla)|cuenta falsa|perfil falso|suben fotos (mias|de mi|de el|de ella)|(me|lo|la|le) (escriben|mandan|ponen) (cosas feas|mensajes feos|insultos|comentarios feos)|escriben cosas feas|hablan mal de (mi|el|ella)|(me|lo|la) (excluyen|ignoran)|(me|lo|la) dejan (de lado|sol[oa] en el recreo)|(me|lo|la) molestan (en el|en la|todos|siempre|mucho|porque)|(ninos|chicos|ninas|chicas|companeros|companeras|todos) (de mi clase|del cole|del colegio|de la escuela|del salon|de mi curso|del curso) (son malos|son malas|me molestan|me pegan|se rien|se burlan|me insultan)|me da miedo ir (al cole|al colegio|a la escuela)|no quiero ir (al cole|al colegio|a la escuela|al insti|al liceo) (porque|por)|me da verguenza ir (al cole|al colegio|a la escuela))/,
    unless:
      /\b(jaja\w*|de broma|en broma|chistes?|cosquillas|mis (papas|padres) no me dejan|mi (mama|papa|madre|padre) no me deja|(la |el )?(play|tablet|celular|movil|consola|fortnite|videojuegos?)|afuera|en la calle|hasta tarde|mi herman[oa] (se rie|se burla|me molesta)|se rien de mis chistes|nos reimos|se rien conmigo|los ruidos|el ruido|las luces|las etiquetas|los zapatos)\b/,
    resolvable: true,
  },
  {
    label: "hardship",
    pattern:
      /\b(no hay (mucho |suficiente |nada de )?(dinero|plata|pisto|lana|guita|platita|pasta|feria|billete|lucas)|no (nos )?alcanza (el dinero|la plata|el sueldo|la lana|para)|no (nos |les )?alcanza(ba)?\b|(no|ni) (tenemos|tengo|teniamos) (plata|dinero|lana|para (comer|pagar|regalos|la comida|el alquiler|la renta))|(mis (papas|padres|viejos)|mi (mama|papa|madre|padre|vieja|viejo)) no (tiene|tienen) (plata|dinero|trabajo|laburo|chamba|curro|lana)|(esta|estan|se quedo|se ha quedado|se quedaron|quedo|quedaron) sin (trabajo|empleo|laburo|chamba|curro|chambita)|perdio (el|su) (trabajo|empleo|laburo|curro|chamba)|(lo|la|los) (echaron|despidieron|botaron|corrieron|han echado|han despedido) del? (trabajo|laburo|curro|empleo|chamba)|(lo|la) (despidieron|han despedido)|(esta|estan) en (el )?paro|desemplead[oa]s?|(esta|anda|estan) buscando (trabajo|empleo|laburo|chamba|curro)|no consigue (trabajo|laburo|chamba|empleo|curro)|endeudad[oa]s?|(muchas )?deudas|(nos )?(cortaron|han cortado|quitaron) (la luz|el agua|el gas|la calefaccion|el internet)|no (podemos|podiamos|pudimos|puede|pueden|podia) pagar|no pagamos|el (alquiler|arriendo)|nos (han )?(echado|echaron|desalojaron|sacaron) del? (piso|departamento|apartamento|casa|cuarto|depa)|desalojo|desalojaron|pasando necesidad(es)?|pasamos necesidad(es)?|somos (muy )?pobres|estamos pobres|pobreza|comedor (social|popular|comunitario)|olla comun|banco de alimentos|bolsa de comida|vivimos (todos )?en (una|un) (sola )?(habitacion|cuarto|pieza)|todos en una habitacion|no hay plata para regalos|(vienen|vendran|traen|traeran) con poco|poca plata|poco dinero|esta (dificil|complicado|dura) en (la|mi) casa|estamos (mal|justos|cortos) de (dinero|plata)|(hace|hacemos|vende|vendemos) \w+ para vender|no tenemos (casa|donde vivir)|(vivimos|dormimos) en (la calle|un albergue|un refugio|el carro|el coche))\b/,
    unless:
      /\b((ninos|chicos|gente|familias|personas|perritos|animales) (pobres|de la calle|sin casa|sin hogar)|donar|donamos|llevamos (comida|juguetes)|ayudamos en|ayudar en|robux|pavos|v ?bucks|en el juego|videojuego|sin trabajo (de|los) (deberes|tarea)|casa de munecas)\b/,
  },
  {
    label: "disability",
    pattern:
      /\b(autismo|autista|autistas|asperger|tdah|tda|hiperactividad|hiperactiv[oa]|deficit de atencion|sord[oa]s?|sordera|hipoacusia|implante coclear|audifonos para (oir|escuchar)|ciego|ciega|ceguera|baja vision|braille|silla de ruedas|sindrome de down|tiene down|con down|paralisis cerebral|espina bifida|dislexia|dislexic[oa]|discapacidad(es)?|discapacitad[oa]s?|diversidad funcional|necesidades especiales|lengua de (senas|signos)|lenguaje de (senas|signos)|epilepsia|epileptic[oa]|convulsiones|distrofia muscular|no puede (caminar|hablar|andar|ver|oir)|no habla todavia|muletas|protesis|andador|tartamud\w*|logopeda|fonoaudiolog\w*|terapia (de lenguaje|ocupacional|del habla)|(profe|profesor|profesora|maestra|maestro) (de apoyo|sombra|integradora?)|aula (de apoyo|especial|tea)|escuela especial|colegio especial|educacion especial|retraso (madurativo|del desarrollo)|trastorno\w*|sindrome\w*|tiene tea|con tea)\b/,
    unless:
      /\b(ciego de (risa|rabia)|a ciegas|gallina ciega|cita a ciegas|sordo como|hacerse el sordo|se hace el sordo|se hacen los sordos|oidos sordos|de juguete|para mi muneca|muneca|juguete|yeso|escayola|pierna rota|se rompio|se quebro|esguince|operad[oa]|operacion)\b/,
  },
  {
    label: "lonely_sad",
    pattern:
      /\b((me siento|estoy|siento|ando|me pongo|me quedo|estoy siempre|me siento siempre)( (muy|tan|re|super|bastante|un poco|medio|como|mas|tambien))* (triste|sol[oa]|solit[oa]|deprimid[oa]|vaci[oa]|desanimad[oa]|bajonead[oa]|de bajon|angustiad[oa]|ansios[oa]|con ansiedad|invisible|apagad[oa]|sin ganas de nada|mal por dentro)\b|triste (todo el tiempo|casi siempre|siempre|todos los dias|todo el dia|muy seguido|cada dia)|(siempre|casi siempre) (estoy )?triste|(lloro|lloraba|llorando|me pongo a llorar) (mucho|de noche|por las noches|en el bano|en mi cuarto|en la cama|todas las noches|a escondidas|todo el tiempo|sol[oa]|cuando nadie|casi todos los dias|cada noche)|a veces lloro|no tengo (ningun |ninguna |muchos |muchas )?(amigos|amigas|amigo|amiga|amiguitos|amiguitas|con quien jugar|con quien hablar)|nadie (juega|quiere jugar|quiere ser mi amig[oa]|me quiere|me habla|me entiende|me hace caso|me escucha|se junta)( conmigo)?|(siempre|todo el dia|mucho tiempo|todo el tiempo|muchas horas|todas las tardes) (estoy|paso|me la paso|me quedo) sol[oa]|(me la paso|paso mucho tiempo|estoy mucho tiempo|paso el dia|paso las tardes|paso todo el dia) sol[oa]|nada me importa|no le importo a nadie|a nadie le importo|todos me odian|(tengo|con) ansiedad|depresion|no me invitan|nunca me invitan|pienso que soy rar[oa]|no encajo)\b/,
    unless:
      /\b(triste (cuando|porque) (perdio|perdimos|gano) (mi equipo|el|boca|river|america|el barca|el madrid)|(peli|pelicula|cancion|final|libro|cuento) triste|ya no estoy (triste|sol[oa])|sol[oa] (un rato|un ratito|en casa un rato)|triste porque (se acaba|termina|se termina) (la navidad|las vacaciones)|me siento (sol[oa] )?feliz|estoy sol[oa] con)\b/,
    resolvable: true,
  },
];

const wishKinds: LexiconRule<WishKind>[] = [
  {
    label: "unclear",
    pattern:
      /^(una |un )?(sorpresa|sorpresita|algo( bonito| lindo| especial| que tu quieras| que quieras| sorpresa| que me guste| chulo| bacan| padre| chevere)?|lo que (tu )?(quieras|elijas|decidas|creas)|lo que sea|(tu )?(elige|elijes|eliges|decide|decides)|sorprendeme|que me sorprendas|cualquier cosa|no se( que pedir| que quiero| lo que quiero)?( lo que (tu )?quieras)?( la verdad)?|nada( la verdad| para mi| mas| de nada| gracias)?|nada nada|ni idea|que me muera|que me muriera|morirme|desaparecer|[?!. ]*|\w{1,2}|(em+|eh+|mm+)\s*\w*)$/,
  },
  {
    label: "world",
    pattern:
      /\b(paz|el mundo|todo el mundo|todos los (ninos|chicos|nenes|pibes|chamacos|animales|pobres|que)|todas las (personas|familias|ninas)|ningun (nino|chico|nene|animal|perro|perrito|gato)|ninguna (persona|familia|nina)|nadie (pase|este|tenga|sufra|se quede)|que no haya (guerras?|hambre|pobreza|ninos pobres|gente pobre|violencia|contaminacion)|(el|nuestro) planeta|la tierra|medio ambiente|los oceanos|el mar (limpio|sin plastico)|(ninos|chicos|personas|gente|familias|perritos|perros|gatitos|gatos|animales|abuelitos) (pobres|de la calle|sin casa|sin hogar|que no tienen|abandonad[oa]s|enferm[oa]s|sin familia|solos|del hospital|en guerra|refugiados)|salvar (a )?(los|las|el|la) (animales|ballenas|tortugas|abejas|planeta|osos polares|selva|amazonas|bosques|oceanos|arrecifes)|que se acabe (la guerra|el hambre|la pobreza|la contaminacion|la violencia)|(la|las) guerras? (termine|terminen|se acabe|se acaben)|cura (para|contra) el cancer|salud para todos|amor para todos|felicidad para todos|que todos (sean|esten|tengan|puedan)|refugiados|los pobres|la humanidad)\b/,
    unless:
      /\b(juego|juguete|lego|mapa|globo terraqueo|libro|puzzle|rompecabezas|camiseta|remera|polera|playera|mundial|copa del mundo|album|figuritas|cromos|estampas|mi familia|mi casa|mi clase|todo el mundo en mi (familia|casa)|jurassic world|disney world|minecraft|vuelta al mundo|paz en (mi|la) casa)\b/,
  },
  {
    label: "need",
    pattern: new RegExp(
      `\\b(comida|algo (de|para) comer|mercado|despensa|viveres|una cena( rica)?|cena para|(una |un )?(casa|hogar|piso|departamento|depa|apartamento|lugar) (para vivir|para nosotros|propi[oa]|de verdad|donde vivir)|un hogar|techo|(que )?(a )?(mi |mis )?(${MUM}|${DAD}|papas|padres|viejos|tio|tia|hermano|hermana) (consiga|encuentre|tenga|vuelva a tener|le den) (un )?(trabajo|laburo|empleo|chamba|curro|chambita)|trabajo para (mi|mis)|(plata|dinero|platita|lana|pasta) (para|pa) (mi|mis|la casa|pagar|comer|la comida|el alquiler|la renta|la luz)|alcance (la plata|el dinero)|(le|nos|les) alcance|pagar (el alquiler|la renta|la luz|las deudas|las cuentas|el arriendo)|(vuelva|pongan|nos den) la luz|zapatos (nuevos )?(para|porque)|zapatillas (para (el|la|ir|mi)|porque)|(un |una )?(abrigo|chaqueta|campera|chamarra|chompa|buzo|cobija|frazada|manta|ropa de abrigo) (calentit[oa]|caliente|para (el frio|el invierno|mi herman\\w*|mis herman\\w*|mi (mama|papa)|nosotros|dormir))|ropa para (mi|mis|nosotros)|utiles (escolares|para el cole|para la escuela)|(medicinas?|remedios?) para)\\b`,
    ),
    unless:
      /\b(munecas?|barbies?|lego|juguetes?|jugar|de juguete|galletas?|chuches|golosinas|dulces|caramelos|chocolate|pizza|hamburguesas?|comida (para|de) (mi|el|la|los|las)? ?(perr\w*|gat\w*|pez|peces|hamster|conejo|pajar\w*|tortuga|renos?|mascota)|comidita|cocinita|casa de (munecas|barbie|lego|playmobil|juguete|arbol|muneca|pajaros?|perro)|casita|casa (en el|del) arbol|casa para (mi|la|el|las|los) (munecas?|barbies?|perr\w*|gat\w*|hamster|conejo|pajar\w*|duendes?|elfos?|hadas?)|robux|pavos|v ?bucks|monedas|hucha|alcancia|pokemon|peluche|de (unicornio|stitch|frozen|spiderman|personaje))\b/,
  },
  {
    label: "person",
    pattern: new RegExp(
      `(^(que|a) (ya )?(no )?(mi |mis |el |la |los |las |nuestr[oa]s? )?(${RELATIVE}|amig[oa]s?|perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|bebe|hermanit[oa]s?|ninos|chicos|ninas|chicas|nenes|companer[oa]s|profe|maestr[oa]|novio)\\b|^que (ya )?(no )?(me|nos) (dejen|hagan|molesten|peguen|pegue|inviten|invite|quieran|quiera|escriban|acepten|hablen|digan|traten|respeten)\\b|^que (ya )?(dejen|paren) de\\b|\\b(un|una|otro|otra) (hermanit[oa]|herman[oa])\\b|^(un |una |unos |unas |mas |nuev[oa]s |tener )?(nuev[oa] |mejor |buen |buena |verdader[oa] )?(amig[oa]s?|amiguit[oa]s?|mejor amig[oa])( de verdad| nuev[oa]s?| para jugar| para mi)?$|\\balguien (con quien|para) (jugar|hablar)\\b|\\b(ver|abrazar|estar con|pasar (la )?navidad con|un abrazo de) (a )?(mi|mis) (${RELATIVE})\\b|\\b(mi|mis) (${RELATIVE}) (de vuelta|conmigo|en casa)\\b|\\bun (papa|papi) nuevo\\b|\\buna (mama|mami) nueva\\b)`,
    ),
    unless: /\b(juguete|lego|barbie|muneca|juego|libro|set|me (compre|compren|regale|regalen|traiga|traigan|lleve|lleven) (un|una|unos|unas|el|la|los|las|a))\b|\bpara (mi|mis) \w+$/,
  },
  {
    label: "pet",
    pattern: new RegExp(`\\b(${ANIMAL})\\b`),
    unless: new RegExp(`\\b(${TOY}|ninja|ordenador|computadora|compu|gamer|inalambrico|caliente|patrulla canina|paw patrol|con botas)\\b(?!.*\\b(de verdad|real|vivo|viva)\\b)`),
  },
  {
    label: "experience",
    pattern:
      /\b(nieve|nevar|que nieve|nevada|ir (a|al|de|en)|viajar|viaje|vacaciones|visitar|conocer (a|el|la|los|las|disney|\w+)|ver (la nieve|el mar|a papanoel|a santa|los renos|a los renos|un partido|el partido|la final|a mi equipo|a (los )?reyes|una peli|la peli|el concierto)|la playa|el zoo|el zoologico|disney\w*|parque de atracciones|parque acuatico|acuario|circo|concierto|cine|teatro|un partido|entradas|boletos|la cancha|el estadio|acampar|acampada|campamento|pijamada|piyamada|fiesta|mi cumple|excursion|paseo|clases de|aprender a|montar (a|en) caballo|pasar (la navidad|el dia|tiempo|mas tiempo|las fiestas)|jugar con|un dia (con|en|de)|una tarde con|la pileta|pasear|esquiar|patinar|volar en|subir(me)? a un avion|crucero|quedarme a dormir|dormir en casa de|nadar con delfines|muneco de nieve)\b/,
    unless:
      /\b(juego de|juguete|lego|playmobil|set|kit|libro|pelicula de|dvd|puzzle|figura|disfraz|poster|peluche|bola de nieve|globo de nieve|botas de nieve|pileta inflable|piscina inflable|tienda de campana|saco de dormir|(camion|avion|barco|tren) de juguete|casa de|mochila|camiseta|boleto dorado|vestido de fiesta|kit de fiesta)\b/,
  },
];

export const LEXICON_ES: LetterLexicon = {
  locale: "es",
  normalize,
  sentences,
  negation: /^(no|nunca|jamas|nadie|nada|ni|tampoco|sin|ningun|ninguno|ninguna)$/,
  negationBreak: /^(para|paro|deja|dejo|dejan|pero|porque|y|cuando|si|que|aunque|todavia|aun|sigue|siguen|mientras)$/,
  negationWindowWords: 3,
  negationUndoneAfter: /\b(cuando|salvo|excepto|solo si|si no|mientras|siempre que|a menos que|menos cuando)\b/,
  unlessWindowChars: 40,
  resolved:
    /\b(ya (esta|estan|se puso|se pusieron|se siente|se encuentra|estoy|me siento) (mucho |muy |un poco |bastante )?(mejor|bien|curad[oa]s?|san[oa]s?|recuperad[oa]s?)|(ya )?se (ha |han )?(curado|curo|curaron|recupero|recuperado|recuperaron|mejorado|mejoro)|(ya )?(salio|salieron|volvio|volvieron|regreso) (del hospital|de la clinica|a casa|del barco|de la carcel|de la mision)|ya no (esta|estan|estoy) (enferm[oa]s?|malit[oa]s?|en el hospital|triste|sol[oa]|pres[oa])|(ahora|ya) (estoy|esta|estamos) (bien|mejor|feliz|content[oa]|tranquil[oa])|ya (paso|se acabo|termino)|ya no me (molestan|pasa|hacen|dicen)|ya (volvio|vino|llego|esta aqui|esta en casa|esta con nosotros)|antes (me|estaba|estuve|estuvo|tenia))\b(?!.*\b(todavia|aun|sigue|siguen|tiene que|tienen que|pero)\b)/,
  harm,
  circumstances,
  wishKinds,
  defaultWishKind: "thing",
  wishImplies: [
    { kind: "person", pattern: /\b(cielo|vuelva a la vida|reviva|resucite|estrellita|angelito|en un sueno|en mis suenos|este viv[oa]|no se hubiera muerto)\b/, circumstance: "bereavement" },
    { kind: "person", pattern: /\b(se mejore|se mejoren|se cure|se curen|se recupere|se recuperen|se ponga bien|se pongan bien|salga del hospital|salga de la clinica|sane|este san[oa]|no este enferm[oa]|hospital|clinica|cancer|quimio|salud)\b/, circumstance: "illness" },
    { kind: "person", pattern: /\b(venga de|vuelva de|regrese de|vuelva del|venga del|barco|estados unidos|extranjero|otro pais|carcel|prision|pres[oa]|mision|ejercito|la guerra|del norte|pueda venir|pueda volver|pueda viajar|visa|papeles)\b/, circumstance: "far_away" },
    {
      kind: "person",
      pattern: /\b(vuelvan a estar juntos|esten juntos|vuelvan a vivir juntos|juntos otra vez|otra vez juntos|se reconcilien|no se separen|no se divorcien|dejen de (discutir|pelear|pelearse)|se quieran otra vez|vuelvan a quererse|vuelva a (la|mi|nuestra) casa|vuelva a vivir con nosotros)\b/,
      circumstance: "separation",
    },
    { kind: "person", pattern: /\b(me dejen en paz|no me molesten|sean buen[oa]s conmigo|dejen de (molestarme|burlarse|reirse|pegarme|escribir|insultarme|decirme)|no me hagan bullying|ya no me hagan|bullying|no se rian de mi|no se burlen|me respeten)\b/, circumstance: "bullying" },
    {
      kind: "person",
      pattern: /^(un |una |unos |unas |mas |nuev[oa]s |tener )?(nuev[oa] |mejor |buen |buena |verdader[oa] )?(amig[oa]s?|amiguit[oa]s?|mejor amig[oa])( de verdad| nuev[oa]s?| para jugar| para mi)?$|\b(alguien con quien (jugar|hablar)|me inviten|me invite|me quieran|no estar sol[oa]|juegue conmigo|jueguen conmigo)\b/,
      circumstance: "lonely_sad",
    },
    { kind: "need", pattern: /./, circumstance: "hardship" },
  ],
  wishInContext: [
    {
      from: "thing",
      to: "need",
      pattern:
        /\b(zapatos|zapatillas|tenis|botas|abrigo|chaqueta|campera|chamarra|chompa|cobija|frazada|manta|ropa|uniforme|calcetines|medias|guantes|gorro|bufanda|cama|utiles)\b.{0,30}\b(para (el|la|mi|mis|ir|nosotros)|porque|que me (queden|sirvan))\b|\b(comida|mercado|utiles escolares|una cama)\b/,
      when: "hardship",
    },
  ],
};
