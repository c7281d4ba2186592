import type { HarmSign, LexiconRule } from "./letter-reading.server";
import { ADULT, MUM } from "./lexicon-fr-spellings.server";

/**
 * French signs of harm, on normalised text (no accents, "m'a" → "me a"). Children say these things indirectly
 * ("le copain de maman vient dans ma chambre la nuit", "y a jamais a manger"), so the patterns cover the ways a
 * child says a thing; each `unless` lists the benign senses that sit close to a match ("me tape avec les coussins",
 * "maman va me tuer si je range pas ma chambre"). These rules also run on letters in every other language, so every
 * pattern needs French words around it.
 */

/** A regular -er verb's forms children write: "tape", "tapent", "tapait", "taper", "tapé(e)". */
const er = (...stems: string[]) => `(?:${stems.join("|")})(?:e|es|ent|ait|aient|er|ee|ees|ez)`;

const HIT = [
  er("tap", "frapp", "gifl", "cogn", "tabass", "etrangl", "secou", "brul", "pinc", "griff", "pouss", "fouett", "jett?", "balanc", "defonc"),
  "bat|bats|battent|battait|battaient|battu|battue|mord|mords|mordent|mordait|mordre|mordu|mordue",
].join("|");
/** "il me met des claques", "elle me donne des coups de ceinture", "il me fout des baffes". */
const BLOWS =
  "(?:met|mets|mettent|mettait|mettaient|mis|mise|donne|donnent|donnait|donnaient|donnee|fout|foutent|foutait|foutu|colle|collent|collait|flanque|flanquent|file|filent|balance|envoye)" +
  " (?:des|une|un|plein de|de|de grosses|de gros|une grosse|un gros) (?:claques?|baffes?|gifles?|fessees?|tartes?|beignes?|taloches?|torgnoles?|raclees?|calottes?|tapes?|coups?(?! de (?:main|fil|pouce|coeur|telephone|chance)))";
/** A post-verbal negation ("papa me frappe jamais") cancels the match, unless "quand" or "si" says when it happens. */
const NOT_AFTER =
  "(?!\\s+(?:pas|jamais|point|plus(?!\\s+(?:fort|souvent|que|de|en|dur)))\\b(?!\\s+(?:\\w+\\s+){0,3}(?:quand|sauf|si|lorsque|devant)\\b))";

/** Adults named in a window: a school or game excuse does not hold when one of them is there. */
const ADULT_NEAR = `^(?!.*\\b(?:${ADULT}|maitresse|maitre|surveillant|animateur)\\b)`;
/** Play and accidents: a benign sense even with an adult named ("papa me chatouille", "une tape dans le dos"). */
const PLAY =
  "coussins?|oreillers?|polochons?|bataille (?:de|d) (?:coussins|polochons|oreillers|boules de neige|neige|eau)|bagarre de (?:coussins|polochons|oreillers)|pour (?:rire|jouer|de faux|de rire)|en jouant|quand on joue|chatouill\\w*|par accident|sans faire expres|pas fait expres|pas expres|tape dans le dos|claque dans le dos|dans le dos pour|feliciter|high five|tape m en cinq|piqure|vaccin|moustique|abeille|guepe|meduse|ortie|soleil|sabre laser|nerf|pistolet a eau|sur les nerfs|sur le systeme|aux (?:echecs|cartes|dames|petits chevaux)|a la (?:course|bataille)|au (?:uno|monopoly|ping pong|tennis|badminton|bras de fer)|a mario kart";
/** School, sport and games: a benign sense only when no adult is named close by ("un gars de l'équipe me frappe"). */
const SCHOOL_OR_SPORT =
  "recre|ecole|classe|la cour|cantine|college|garderie|equipe|match|foot|rugby|hockey|basket|handball|judo|karate|boxe|taekwondo|lutte|entrainement|ballon|balle|boules? de neige|jeu|jeux|fortnite|minecraft|roblox|zombies?|ce est le jeu|reconcilie\\w*|pardon|excuses|chamaill\\w*|console";
const ANIMAL_BITE = "(?:chat|chaton|chien|chiot|hamster|lapin|perroquet|oiseau|cheval|poney|chevre|oie|cochon d inde|bebe|crabe)s?(?: \\w+)? (?:me )?(?:a )?(?:mord|mordu|griffe|pince|pique|pousse|tape)";

export const HARM_VIOLENCE: LexiconRule<HarmSign>[] = [
  // Someone hurting the child: "il me tape", "ma mère me gifle", "il me a frappé", "il me met des claques".
  {
    label: "violence",
    pattern: new RegExp(`(?<!\\b(?:je|ca|cela|nous|tu) (?:ne )?)\\b(?:me|nous)(?: (?:a|ont|avait|avaient|avais))? (?:${HIT}|${BLOWS})\\b${NOT_AFTER}`),
    unless: new RegExp(`${ADULT_NEAR}.*\\b(?:${SCHOOL_OR_SPORT})\\b|\\b(?:${PLAY})\\b|\\b${ANIMAL_BITE}\\b`),
  },
  {
    label: "violence",
    pattern: /\bme (?:suis |fais |fait )?(?:fait |faite )?(?:taper|frapper|battre|gifler|tabasser|cogner|defoncer|etrangler) (?:par|dessus)\b/,
    unless: new RegExp(`${ADULT_NEAR}.*\\b(?:${SCHOOL_OR_SPORT})\\b|\\b(?:${PLAY})\\b`),
  },
  // Someone hurting mum or a brother or sister in front of the child: "il pousse maman contre le mur".
  {
    label: "violence",
    pattern: new RegExp(
      `\\b(?:${er("tap", "frapp", "gifl", "cogn", "tabass", "etrangl", "secou", "pouss", "jett?")}|bat|battent|battait|a battu)\\s+(?:maman|ma mere|mon petit frere|ma petite soeur|mon frere|ma soeur|mes freres|mes soeurs|le bebe|mon bebe)\\b${NOT_AFTER}`,
    ),
    unless: new RegExp(`\\b(?:${PLAY})\\b`),
  },
  { label: "violence", pattern: /\bpouss\w* (?:maman|ma mere|moi|me|nous|ma soeur|mon frere)? ?(?:contre le mur|par terre|dans les escaliers)\b/ },
  // An adult pulling hair or grabbing the neck: only with an adult named, so a classmate pulling hair is bullying.
  {
    label: "violence",
    pattern: new RegExp(
      `\\b(?:${ADULT})\\b.{0,40}\\b(?:me|nous) (?:a )?(?:tire|tirait|tirent|serre|serrait|tord|tordait|tordu|attrape|attrapait|empoigne|secoue|tient|tenait|prend|prenait|pris)(?: fort| tres fort)? (?:par )?(?:les cheveux|le cou|la gorge|les bras|le bras|les oreilles|la tete|la figure|le visage|le poignet|les poignets|les joues)\\b`,
    ),
    unless: /\b(?:brosse|brosser|coiffe|coiffer|tresse|natte|chignon|calin|bisou|traverser|la route|la rue|docteur|vaccin|piqure|aider|relever|pas tomber|dans ses bras|la main)\b/,
  },
  // Parents fighting with blows: "ma mère pis son chum se battent".
  {
    label: "violence",
    pattern: new RegExp(`\\b(?:parents|${MUM}|papa|mon pere|beau pere|son (?:chum|copain|mec|mari)|sa (?:copine|femme|blonde))\\b.{0,30}\\bse (?:battent|battaient|sont battus|tapent dessus|tapent|frappent|frappaient|cognent)\\b`),
    unless: new RegExp(`\\b(?:${PLAY})\\b|\\bmon (?:petit |grand )?frere et moi\\b`),
  },
  {
    label: "violence",
    pattern: /\b(?:tape|tapait|frappe|frappait|bat|battait|fouette|fouettait|a tape|a frappe|a battu)\b.{0,20}\bavec (?:sa|son|une|un|la|le) (?:ceinture|martinet|baton|cable|fil|chaussure|pantoufle|savate|cuillere|louche|balai|tapette|regle|fouet)\b|\b(?:coups?|fessees?) (?:de|avec la|avec le) (?:ceinture|martinet|baton|fouet|cable)\b/,
    unless: new RegExp(`\\b(?:${PLAY}|judo|karate|ceinture (?:jaune|orange|verte|bleue|marron|noire|blanche))\\b`),
  },
  { label: "violence", pattern: /\b(?:est|sont|etait|devient|deviennent) (?:tres |trop |super |souvent )?violente?s?\b(?! (?:le jeu|ce jeu|ce film|le film))|\bviolences? (?:conjugales?|familiales?|a la maison)\b/, unless: /\b(?:jeu|jeux|film|serie|dessin anime|video|manga)\b/ },
  // The marks, and hiding them: "je mets un pantalon pour cacher les bleus", "j'ai dit que j'étais tombée".
  {
    label: "violence",
    pattern: /\b(?:bleus|marques?|traces?|cicatrices|griffures|brulures)\b.{0,50}\b(?:cache|cacher|cachent|pantalon|manches longues|col roule|que personne (?:ne )?(?:voi\w*|remarque))\b|\b(?:cache|cacher|cachent) (?:les|mes|ses) (?:bleus|marques|traces|cicatrices)\b/,
    unless: /\b(?:tatouage|feutre|peinture|maquillage|stylo|boutons|varicelle|moustiques?|piqures?)\b/,
    negatable: false,
  },
  { label: "violence", pattern: new RegExp(`\\b(?:bleus|marques|traces|blessures|cicatrices)\\b.{0,25}\\b(?:a cause de|parce que|quand)\\b.{0,20}\\b(?:${ADULT}|il|elle|lui)\\b`), unless: /\b(?:foot|rugby|hockey|judo|velo|trottinette|tombee?|chute|ski|patin|chat|chien)\b/, negatable: false },
  {
    label: "violence",
    pattern: /\b(?:frapp|tap|batt|battu|gifl|pouss|etrangl|cogn)\w*\b.{0,20}\bdevant (?:moi|nous|mes freres|mes soeurs|ma soeur|mon frere|mon petit frere|ma petite soeur)\b/,
    unless: new RegExp(`\\b(?:${PLAY})\\b|${ADULT_NEAR}.*\\b(?:${SCHOOL_OR_SPORT})\\b|\\b(?:ballon|balle|palet|porte|mains)\\b`),
  },
  { label: "violence", pattern: /\b(?:ai|avais|a) (?:dit|raconte|menti) (?:que|a \w+ que) (?:je|j) ?(?:etais|suis|me suis|me etais) (?:tombee?|cognee?|fait mal tout seule?)\b|\b(?:la|une) marque sur (?:ma|la) (?:joue|figure|visage|bras|cou)\b/, negatable: false },
  // Added after the sixteenth held-out round (r16), tuning data since: a story to tell at school about a fall.
  { label: "violence", pattern: /\b(?:dire|dis|dise|disent|dit|raconter|raconte|raconte) (?:au|a la|a le|aux|a ma|a mon) (?:college|ecole|maitresse|maitre|prof|professeur|docteur|medecin|infirmiere) que je (?:suis|me suis) (?:tombee?|cognee?)\b|\b(?:cacher|camoufler|maquiller) (?:les|mes) bleus\b/, negatable: false },
];

/** Private parts as children name them, and "where he shouldn't". */
const PRIVATE =
  "la ou (?:je|on) fais? pipi|la ou il (?:ne )?faut pas|la ou (?:il|elle|on) (?:ne )?(?:doit|devrait) pas|la ou (?:je|j) (?:ne )?veux pas|mes parties(?: intimes| privees)?|parties intimes|partout|en bas|entre (?:mes|les) jambes|mon zizi|ma zezette|ma foufoune|mon kiki|ma nenette|ma choune|ma pepette|mon minou|ma zigounette|(?:mes|les|ses) fesses|(?:mon|le) derriere|(?:mon|le|son) (?:sexe|zizi)|(?:la|ma) (?:zezette|foufoune|poitrine)|(?:mes|les) seins|mon corps|sous (?:mes|ma|mon) (?:vetements|habits|culotte|slip|pyjama|chemise de nuit|tee shirt|t shirt|robe|couette)";
const NIGHT_ROOM = "(?:vient|viennent|venait|venaient|rentre|rentrent|rentrait|entre|entrent|entrait|se glisse|se glissait|se couche|se couchait|monte|montait|vient se coucher) (?:dans|sur) (?:ma chambre|mon lit)";
const NOT_A_SECRET =
  "surprise|cadeaux?|anniversaire|fete des (?:meres|peres)|bracelet|collier|dessin|carte|pere noel secret|secret santa|je prepare|on prepare|mdr|lol|ptdr|hihi|haha|pour rire|rigole|blague|journal intime|carnet secret|cabane|code secret|passage secret|recette";

export const HARM_SEXUAL_AND_THREAT: LexiconRule<HarmSign>[] = [
  // Touching, as children disclose it: never explicit, often indirect.
  { label: "sexual", pattern: new RegExp(`\\b(?:touche|touchent|touchait|touchaient|toucher|touchee|tripote|tripotent|tripotait|caresse|caressent|caressait|fait mal|faisait mal|a fait mal|frotte|frottait|met (?:la|sa|ses) mains?|mettait (?:la|sa|ses) mains?|a mis (?:la|sa|ses) mains?)\\b.{0,30}\\b(?:${PRIVATE})`) },
  { label: "sexual", pattern: /\b(?:parties intimes|parties privees|attouchements?|abus sexuels?|agression sexuelle|viol|violee?|violer|pedophile|pedo|porno\w*|sexuel\w*)\b|\bnudes?\b|\bsexe\b(?! (?:du|de le|de la) (?:bebe|chat|chien|lapin|hamster))/ },
  { label: "sexual", pattern: new RegExp(`\\b(?:il|elle|ils|on|quelqun|${ADULT}) me (?:touche|touchent|touchait|touchaient|a touchee?)(?: partout| tout le temps| souvent| quand| la nuit| encore| le soir| dans mon lit| sous la couette| pendant que je dors)\\b|\\bme (?:tripote|tripotent|tripotait|a tripotee?)\\b`), unless: /\b(?:ballon|balle|chat|loup|epervier|jeu|cache cache|tag)\b/ },
  {
    label: "sexual",
    pattern: /\b(?:oblige|obligent|obligeait|force|forcent|forcait|demande|demandent|demandait|veut|voulait|fait|faisait)\b (?:a |de )?(?:me )?(?:le |la |les |lui )?(?:toucher (?:son|sa|ses|le|la)|embrasser sur la bouche|deshabiller|me deshabiller|enlever (?:mes|ma|mon) (?:vetements|habits|culotte|slip|pyjama)|regarder (?:des )?(?:videos|films|photos) (?:bizarres|de grands|de adultes|degoutant\w*)|dormir (?:avec lui|avec elle|dans son lit) (?:tout nue?|sans))/,
  },
  { label: "sexual", pattern: /\b(?:me )?(?:oblige|obligent|obligeait|force|forcent|forcait|a obligee?|a forcee?) (?:a|de) (?:faire|regarder|toucher) (?:des (?:trucs|choses)|ca|des choses)\b/ },
  { label: "sexual", pattern: /\b(?:pris|prend|prenait|prendre|filme|filmer|filmait|filmee?|photographie\w*)\b.{0,20}\b(?:tout nue?|toute nue|nue?s?|sans (?:vetements|habits|culotte|slip))\b/, unless: /\b(?:quand (?:je|on) (?:etais|etait) (?:bebe|petite?)|bebe)\b/ },
  // Online: someone asking for photos.
  { label: "sexual", pattern: /\b(?:photos?|videos?|selfies?|images?) de moi\b.{0,20}\b(?:sans (?:vetements|habits|culotte|slip|rien)|nue?s?|toute? nue?|en (?:culotte|slip|maillot|sous vetements))\b|\b(?:demande|demandent|veut|voulait|demandait|veulent) (?:des |mes |une )?(?:photos?|videos?) de moi\b/, negatable: false },
  { label: "sexual", pattern: /\b(?:un |le |une )?(?:mec|monsieur|homme|adulte|gars|type|inconnue?|dame)\b.{0,30}\b(?:en ligne|sur (?:un jeu|internet|snap|snapchat|insta|instagram|tiktok|roblox|fortnite|discord|whatsapp|minecraft))\b.{0,40}\b(?:photos?|rencontrer|secret|nue?|vetements|mon adresse|voir en vrai|amoureux|cadeaux?)\b/, negatable: false },
  // Someone coming into the bedroom at night.
  {
    label: "sexual",
    pattern: new RegExp(`\\b${NIGHT_ROOM}\\b.{0,40}\\b(?:la nuit|le soir|quand (?:je|maman|papa|tout le monde|on|ils|elle|il) (?:dor\\w*|suis couche\\w*|est couche\\w*|sont couche\\w*|est pas la|est partie?)|dans le noir)\\b`),
    unless: /\b(?:sans frapper|mes affaires|chat|chien|chaton|chiot|lapin|petite souris|pere noel (?:vient|passe|rentre|entre)|lutins?|cauchemars?|orage|bonne nuit|histoire|calin|bisou|peur du noir|quand je suis malade|veilleuse)\b/,
  },
  { label: "sexual", pattern: new RegExp(`\\b(?:${ADULT})\\b.{0,30}\\b${NIGHT_ROOM}\\b`), unless: /\b(?:sans frapper|mes affaires|pere noel (?:vient|passe)|cauchemars?|orage|bonne nuit|histoire|calin|bisou|me reveiller pour|me lever pour|ecole|peur du noir|quand je suis malade|veilleuse|me border|me lire)\b/ },
  { label: "sexual", pattern: /\b(?:me )?(?:fait|fais|faisait|faisaient|font) des (?:choses|trucs) (?:que je (?:ne )?(?:aime|veux|voulais|aimais) pas|bizarres|pas normales?|degoutantes?|qui font mal|sur mon corps|quand on est (?:tout |toute )?seule?s?)\b|\bquand on est (?:tout |toute |tous )?seule?s?\b.{0,40}\b(?:touch\w*|choses|trucs|secret|deshabill\w*)\b/, negatable: false },
  { label: "sexual", pattern: /\b(?:notre|un|son|leur|petit) secret\b.{0,30}\b(?:touch\w*|lit|bain|douche|chambre|corps|nue?s?|vetements|calin|bisous?|la nuit|zizi)\b|\b(?:touch\w*|calins?|bisous?)\b.{0,30}\b(?:notre|un|son) (?:petit )?secret\b/, unless: new RegExp(`\\b(?:${NOT_A_SECRET})\\b`), negatable: false },
  // The bathroom, showing bodies, sharing a bed, strange cuddles.
  {
    label: "sexual",
    pattern:
      /\b(?:rentre|entre|vient|rentrait|entrait|venait|regarde|regardait|reste)\b.{0,25}\b(?:salle de bain|douche|toilettes|chambre)\b.{0,30}\bquand je (?:me lave|me douche|suis (?:a le |dans le |dans la |sous la )?(?:douche|bain|toilettes)|me change|me deshabille|prends (?:ma|mon) (?:douche|bain)|suis nue?)\b|\b(?:me )?regarde(?:nt|r|ait)? (?:quand je|me) (?:laver|lave|doucher|douche|changer|change|deshabiller|deshabille)\b/,
    unless: /\b(?:petite? (?:frere|soeur)|petits freres|petites soeurs|bebe|chat|chien|sans frapper|pour (?:me )?(?:aider|laver les cheveux))\b/,
  },
  { label: "sexual", pattern: /\b(?:me )?(?:montre|montrait|montrent|a montre|fait voir|faisait voir) (?:son|ses|sa|le|la) (?:zizi|sexe|kiki|zezette|foufoune|fesses|parties|poitrine|seins)\b|\b(?:veut|voulait|demande|oblige) (?:que je (?:lui )?montre|de (?:lui )?montrer|a (?:lui )?montrer) (?:mon|ma|mes) (?:zizi|sexe|zezette|foufoune|fesses|parties|poitrine|seins|corps)\b/, unless: /\b(?:petite? (?:frere|soeur)|bebe|lol|mdr|hihi|pour rire|docteur|medecin)\b/ },
  { label: "sexual", pattern: /\b(?:veut|voulait|oblige|obligeait|force|forcait|dit) (?:que je |de |a |me )?(?:dorme|dormir|coucher|couche) (?:avec lui|dans son lit|dans leur lit|avec eux)\b/, unless: /\b(?:orage|cauchemars?|malade|vacances|camping|tente|peur du noir)\b/ },
  { label: "sexual", pattern: /\b(?:calins?|bisous?|caresses?|massages?)\b (?:bizarres|pas normaux|pas normales|degoutants|sur la bouche|en cachette|secrets?|quand on est (?:tout |tous )?seuls)\b/ },
  { label: "threat", pattern: /\b(?:ce que on fait|ce qui se passe|ce qui se est passe|entre nous)\b.{0,30}\b(?:secret|dire a personne|rien dire)\b|\b(?:secret|rien dire|dire a personne)\b.{0,30}\b(?:ce que on fait|ce qui se passe|ce qui se est passe|entre nous)\b/, unless: new RegExp(`\\b(?:${NOT_A_SECRET})\\b`), negatable: false },
  { label: "threat", pattern: /\bsi tu (?:le |en |lui |leur )?(?:dis|dit|parles|racontes|repetes)\b.{0,40}\b(?:je te|on te|je vais te|tu vas|il va|personne)\b|\bje (?:vais )?te (?:tue|tuer|tuerai|tabasse|tabasser|defonce|defoncer|frappe|frapper)\b/, unless: /\b(?:mdr|lol|ptdr|pour rire|rigol\w*|blague|surprise|cadeaux?|mon (?:petit |grand )?frere|ma (?:petite |grande )?soeur|jeu)\b/, negatable: false },
  // Threats and enforced secrecy.
  {
    label: "threat",
    pattern:
      /\b(?:dit|dis|a dit|me a dit|disait|menace|menacee?|me menace|a menace|me a menacee?|crie|repete)\b.{0,50}\b(?:si je (?:le |en |lui |leur )?(?:dis|dit|parle|raconte|repete|balance|denonce|envoie|envoies|refuse|fais pas|veux pas)|personne (?:ne )?(?:me )?(?:croira|croirait|va me croire|me croit)|(?:notre|un|son) (?:petit )?secret|(?:faut|dois) (?:pas|rien|jamais) (?:le |en )?dire|(?:le )?dire a personne|(?:va|vont|allait|allaient) me (?:mettre|placer|envoyer) (?:dans un foyer|en foyer|a la ddass|a la dass|loin|en pension|dehors|a la rue)|(?:va|vont|allait) me (?:tuer|buter|frapper|taper|defoncer|tabasser|etrangler|faire (?:du )?mal|enfermer|abandonner|jeter dehors|mettre dehors)|(?:tuer|faire du mal a) (?:mon|ma|mes|maman|papa)|plus jamais (?:voir|revoir) (?:maman|papa|ma|mon|mes)|verrai plus (?:jamais )?(?:maman|papa|ma|mon|mes))/,
    unless: new RegExp(`\\b(?:${NOT_A_SECRET}|si je (?:ne )?range|ranger|ma chambre|mes devoirs|bonbons|chocolats?|gateau)\\b`),
    negatable: false,
  },
  { label: "threat", pattern: /\bsi je (?:le |en |lui |leur )?(?:dis|dit|parle|raconte|repete|balance|denonce)\b.{0,40}\b(?:il|elle|ils|on) (?:va|vont|allait|me|nous)\b/, unless: new RegExp(`\\b(?:${NOT_A_SECRET}|gronder|punir|puni|privee?|ecran|tablette|console|telephone)\\b`), negatable: false },
  { label: "threat", pattern: /\bpersonne (?:ne )?(?:me )?(?:croira|croirait|va me croire|me croit|voudra me croire)\b|\b(?:ai|a) pas le droit de (?:le |en )?(?:dire|parler)\b|\b(?:interdit|defendu) de (?:le |en )?(?:dire|parler)\b|\bpour que je (?:ne )?(?:dise|dis) rien\b/, unless: new RegExp(`\\b(?:${NOT_A_SECRET})\\b`), negatable: false },
  { label: "threat", pattern: /\b(?:va|vont|veut|voulait|allait|menace de) (?:(?:me|nous) (?:tuer|buter)|tuer (?:moi|maman|papa|ma mere|mon pere|mon chat|mon chien|ma soeur|mon frere|mon petit frere|ma petite soeur))\b/, unless: /\b(?:jeu|fortnite|minecraft|roblox|zombies?|monstres?|dragons?|pour rire|mdr|lol|ptdr|hihi|haha|blague|rigol\w*|si je (?:ne )?(?:range|mange|casse|touche|finis|fais)|range pas|ma chambre|devoirs|quand (?:elle|il) (?:va )?(?:voir|verra|saura|decouvrira))\b/, negatable: false },
  { label: "threat", pattern: /\b(?:va|vont|veut|voulait|allait|menace de) (?:me |nous )(?:etrangler|tabasser|defoncer|frapper|taper|faire du mal|noyer|poignarder|bruler|enfermer|abandonner)\b/, unless: /\b(?:jeu|fortnite|minecraft|roblox|zombies?|monstres?|dragons?|pour rire|mdr|lol|ptdr|hihi|haha|blague|rigol\w*|chatouill\w*)\b/, negatable: false },
  // Added after the sixteenth held-out round (r16), tuning data since: what groomers tell children about age, deleting
  // messages and a phone their parents must not see.
  { label: "sexual", pattern: /\b(?:chatouille\w*|touche\w*|sa main|ses mains|ses doigts)\b.{0,30}\b(?:dans|sous) (?:ma|mon|la|le) (?:culotte|slip|calecon)\b/, negatable: false },
  { label: "sexual", pattern: /^(?=.*\b(?:1[89]|[2-5]\d)\b).*\ble age (?:ce |c )?(?:est|n est) (?:que |juste |seulement |rien que )?un (?:chiffre|nombre)\b/, negatable: false },
  { label: "sexual", pattern: /\b(?:efface|effacer|supprime|supprimer) (?:les|nos|ses|tous les) (?:messages|conversations|photos|snaps|discussions) (?:apres|pour que|comme ca|parce que|sinon)\b|\btelephone\b.{0,60}\bsans que (?:papa|maman|mes parents|ma mere|mon pere) (?:le )?(?:voie|voit|sache|sachent|voient)\b/, negatable: false },
  // Added after the nineteenth held-out round (r19), tuning data since: made to keep lookout or carry for older
  // youths, with a threat to the family.
  { label: "threat", pattern: /\b(?:me font|me fait|me obligent a|me oblige a|me forcent a|me force a) (?:faire )?(?:le |la )?(?:guet|guetteur|chouf|choufer|nourrice|charbon|livreur|livraisons|mule)\b|\b(?:je fais|je dois faire|jfais) (?:le |la )?(?:guetteur|guet|chouf|charbon)\b|\b(?:vont|va|allaient|allait) se en prendre a (?:ma|mon|mes) (?:mere|pere|petit frere|petite soeur|famille|frere|soeur|parents)\b/, negatable: false },
];

/** Fears that are not about home: the dark, monsters, a film, the dentist, or fear *for* someone. */
const ORDINARY_FEARS =
  "noir|monstres?|fantomes?|araignees?|orages?|tonnerre|films?|horreur|dentiste|piqures?|vaccins?|pere fouettard|(?:du|de le) pere noel|loups?|requins?|serpents?|chien (?:du|de le|des) voisins?|avion|hauteur|vide|grand huit|manege|controle|interro|spectacle|rentree|college|nouvelle ecole|me perdre|cauchemars?|clowns?|sorcieres?|guerre|examen|la mort|pour (?:elle|lui|eux|papi|mamie|maman|papa|ma soeur|mon frere|mon chat|mon chien)|sapin|la neige|le chat|les chiens|la piscine|noyer|plonger";

export const HARM_HOME: LexiconRule<HarmSign>[] = [
  // Not safe at home.
  {
    label: "unsafe_home",
    pattern: new RegExp(
      `\\b(?:peur|trouille|terrorisee?|effrayee?)\\b.{0,20}\\b(?:de|quand|a|pour|que)\\b.{0,25}\\b(?:rentrer|retourner|rester (?:a la maison|chez)|la maison|chez (?:moi|nous|papa|maman|lui|elle)|lui|eux|${ADULT}|(?:il|elle) (?:rentre|boit|a bu|crie|hurle|se fache|est en colere|se enerve|tape|frappe))\\b`,
    ),
    unless: new RegExp(`\\b(?:${ORDINARY_FEARS})\\b`),
  },
  {
    label: "unsafe_home",
    pattern: new RegExp(`\\b(?:${ADULT})\\b.{0,20}\\bme (?:fait|font|faisait|faisaient) (?:tres |trop |super |vraiment )?peur\\b`),
    unless: new RegExp(`\\b(?:${ORDINARY_FEARS}|deguise\\w*|masque|halloween|bouh|pour rire|blague|histoires?|grimaces?|surprise|cache cache)\\b`),
  },
  { label: "unsafe_home", pattern: /\b(?:me sens|se sent|sens|suis|sommes|est|sent) (?:pas|plus|jamais) (?:en securite|protegee?)\b|\bpas en securite (?:a la maison|chez (?:moi|nous|papa|maman))\b/, unless: /\b(?:velo|route|piscine|trottinette|rue|dehors|parc|internet|ski|patin|glace|lac|arbre)\b/, negatable: false },
  {
    label: "unsafe_home",
    pattern: /\b(?:me|nous) (?:cache|cachons|cachait|cachions|suis cachee?|enferme|enfermons|enfermais)\b.{0,40}\b(?:armoire|placard|lit|salle de bain|toilettes|ma chambre|cave|garage|grenier|penderie|sous (?:mon|le) lit)\b/,
    unless: /\b(?:cache cache|cachette|jouer|joue|jeu|cadeaux?|surprise|hihi|lutins?|(?:voir|attendre|surprendre) le pere noel|farce|petite souris|blague|pour rire)\b/,
  },
  {
    label: "unsafe_home",
    pattern: /\b(?:se|me|nous) cach(?:e|er|ons|ent|ait|aient) (?:\w+ ){0,4}quand (?:il|elle|ils|papa|maman|mon pere|ma mere|mon beau pere|ma belle mere|\w+ de maman|\w+ de papa) (?:rentre|rentrent|arrive|arrivent|crie|crient|hurle|hurlent|boit|a bu|se fache|est en colere|se enerve|est saoul|est bourre)\b/,
    unless: /\b(?:cache cache|cachette|jouer|joue|jeu|surprise|hihi|farce|blague|pour rire|cadeaux?)\b/,
  },
  { label: "unsafe_home", pattern: /\b(?:verrou|cadenas|serrure|cle) (?:pour|sur|a) (?:ma|la) (?:porte|chambre)\b|\bpour que (?:il|elle|ils|personne) (?:ne )?(?:puisse|puissent|peut|peuvent) (?:pas )?(?:entrer|rentrer) (?:dans ma chambre|la nuit)\b/, unless: /\b(?:petits? freres?|petites? soeurs?|journal|carnet|cabane|coffre)\b/ },
  {
    label: "unsafe_home",
    pattern:
      /\b(?:me|nous) (?:enferme|enferment|enfermait|a enferme|a enfermee|met|mettent|a mis|a mise|jette|jettent|a jete|fout|a foutu) (?:dehors|a la porte|dans (?:le|la|ma|un|une) (?:cave|placard|chambre|garage|salle de bain|armoire|cabane|voiture|noir))\b/,
    unless: /\b(?:jeu|escape game|par accident|sans faire expres|pour rire|film|livre|pour (?:jouer|prendre le air|faire du velo))\b/,
  },
  {
    label: "unsafe_home",
    pattern:
      /\b(?:boit|boivent|buvait|a bu|ont bu|avait bu|saoul|bourre|ivre|alcool|alcoolique|se drogue|drogue)\b.{0,60}\b(?:crie|crient|hurle|hurlent|casse|cassent|frappe|tape|mechante?|colere|fache|peur|pleure|cache|jette|balance|insulte|dort par terre|tombe|vomit|se reveille pas|reveille plus)\w*|\b(?:crie|hurle|casse|frappe|tape|mechante?|colere|fache|peur|cache|jette|insulte)\w*\b.{0,60}\b(?:a bu|boit|boivent|bourre|saoul|ivre|alcool|drogue)\b/,
    unless: /\b(?:chat|chien|chaton|chiot|bebe|biberon|du lait|de le eau|son cafe|sa soupe)\b/,
  },
  { label: "unsafe_home", pattern: /\bla police (?:est venue|est passee|vient|venait|a du venir|est arrivee|a emmene|est revenue)\b/, unless: /\b(?:ecole|classe|securite routiere|expliquer|voleurs?|cambrio\w*|vole|vol|accident|voisins?|chez les|metier|visite)\b/ },
  {
    label: "unsafe_home",
    pattern:
      /\b(?:veux|voudrais|vais|va|aimerais|faut|pense a) (?:partir|fuguer|me sauver|me en aller|me enfuir|quitter) (?:de chez (?:moi|nous)|de la maison|de ma maison|loin de (?:lui|elle|eux|papa|maman))\b|\b(?:fuguer|me enfuir)\b|\b(?:plus|pu) capable de rester (?:chez (?:moi|nous)|a la maison)\b|\bau cas ou (?:il|elle|on|je) (?:faut|faudrait|doit|devrait|dois) (?:partir|fuir|se sauver|me sauver)\b|\bdors avec mes chaussures\b/,
  },
  { label: "unsafe_home", pattern: /\b(?:pour|qui) me protege\w*\b/, unless: /\b(?:voleurs?|monstres?|loups?|cauchemars?|noir|fantomes?|soleil|froid|pluie|orage|chutes?|casque|genouilleres|velo|roller|skate|hockey|foot|ski|coudieres|mains|yeux|oreilles)\b/ },
  // Not being fed or looked after.
  { label: "neglect", pattern: /\b(?:y a|il y a|a|avons|ont|il y avait|y avait) (?:pu |plus )?(?:jamais|rien|jamais rien) (?:a manger|de nourriture|de bouffe|a bouffer)\b|\brien (?:a manger )?dans le (?:frigo|frigidaire|placard)\b|\b(?:le )?(?:frigo|frigidaire) (?:est )?(?:toujours |tout le temps )?vide\b/, negatable: false },
  { label: "neglect", pattern: /\bpersonne (?:ne )?(?:se |nous |me )?(?:en )?(?:occupe|occupait|soccupe) de (?:nous|moi)\b|\bpersonne (?:ne )?(?:nous|me) (?:donne|fait|prepare) (?:a manger|le repas|le diner|le souper|les repas)\b|\bpersonne pour (?:nous|me) (?:garder|faire a manger|faire le repas|nourrir)\b/, negatable: false },
  {
    label: "neglect",
    pattern: new RegExp(`\\b(?:${MUM}|papa|mon pere|ma mere|elle|il|mes parents|ils)\\b.{0,10}\\b(?:dort|dorment|reste couchee?|restent couches|reste au lit) (?:toute la journee|tout le temps|jusque au soir|tous les jours|toute la journee et)\\b`),
    unless: /\b(?:travaille (?:la nuit|de nuit)|de nuit|malade|bebe|opere\w*|operation|hopital|chimio|grippe|covid|fievre|accouche\w*)\b/,
  },
  {
    label: "neglect",
    pattern:
      /\b(?:reste|restons|restent|suis|sommes|on est|on reste|me laisse|nous laisse|nous laissent|me laissent|laisse|laissee?s?) (?:tout |toute |tous |toutes )?(?:seule?s?|seuls)\b.{0,50}\b(?:toute la nuit|la nuit|le soir|tout le week end|le week end|plusieurs jours|des jours|jusque au matin|jusque le matin|sans manger|sans rien|depuis (?:hier|avant hier|deux jours|2 jours|trois jours|des jours|plusieurs jours|ce matin))\b|\b(?:part|sort|partent|sortent) (?:la nuit|le soir)\b.{0,40}\b(?:revient|rentre|reviennent|rentrent) (?:le matin|le lendemain|pas|que le matin)\b/,
    unless: /\b(?:nounou|baby ?sitter|mamie|papi|grand mere|grand pere|voisine|camping|colonie|colo|cabane|tente)\b/,
    negatable: false,
  },
  { label: "neglect", pattern: /\b(?:pas|rien) mange depuis (?:hier|deux jours|2 jours|trois jours|3 jours|des jours|longtemps)\b|\b(?:va|vais|allons|vont|me couche|nous couchons|on se couche|on va) (?:au lit |me coucher |nous coucher |dormir |a le ecole )?(?:le ventre vide|sans manger|sans rien manger|sans diner|sans souper)\b/, negatable: false },
  { label: "neglect", pattern: /\bpersonne (?:ne )?(?:vient|venait|est venue?) me (?:chercher|recuperer)\b|\b(?:il y a|y a) personne (?:a la maison|chez nous|chez moi)\b.{0,30}\b(?:soir|nuit|jours|week end|depuis)\b|\bje rentre (?:tout |toute )?seule? et (?:il y a |y a )?personne\b/, negatable: false },
  {
    label: "neglect",
    pattern: /\b(?:on|je|nous) (?:ne )?(?:mange|mangeons|mangeait|mangions) (?:pas|rien|jamais)\b.{0,30}\b(?:le soir|le matin|le week end|pendant (?:des|plusieurs|deux|trois) jours|de la journee|depuis)\b|\bprivee?s? de (?:repas|manger|diner|souper|dejeuner|nourriture)\b/,
    unless: /\b(?:viande|poisson|legumes|dessert|bonbons|sucre|gateau|porc|cochon|ramadan|jeune|careme|regime|gluten|allergi\w*|malade|gastro)\b/,
  },
  { label: "neglect", pattern: /\b(?:on |je )?mange (?:que|seulement|juste|uniquement) (?:a|a la) (?:cantine|ecole)\b|\bseul repas\b.{0,20}\bcantine\b/, negatable: false },
  { label: "neglect", pattern: /\bce est moi qui (?:fait|fais|donne|donnes|prepare) (?:le biberon|a manger|les repas|le repas)\b/, unless: /\b(?:avec|aide|aider) (?:maman|papa)\b|\bdes fois\b/, negatable: false },
  // Added after the eighteenth held-out round (r18), tuning data since: "the dentist is not for us" with a swollen
  // cheek for weeks, white powder, a mother who cannot be woken.
  { label: "neglect", pattern: /\b(?:le )?(?:dentiste|docteur|medecin) (?:ce )?(?:est|c est) (?:pas|jamais) pour nous\b|\b(?:joue|dent) (?:toute )?(?:gonflee|infectee)\b.{0,60}\bdepuis\b/, negatable: false },
  { label: "unsafe_home", pattern: /\bpoudre blanche\b|\b(?:arrive|arrivais|peux|pouvais) (?:pas|plus) (?:a )?(?:la|le) reveiller\b/, negatable: false },
  // Added after the nineteenth held-out round (r19), tuning data since: a wish list asking for food for the evening
  // and shoes without holes.
  { label: "neglect", pattern: /\b(?:a|de quoi) manger (?:pour )?le soir\b|\bdes (?:chaussures|baskets|bottes) (?:sans trous|qui prennent pas le eau)\b/, unless: /\b(?:faire|cuisiner|prepare\w*|recettes?|dinette|poupee|chien|chat|lapin|hamster)\b/, negatable: false },
];

const DYING_TO = "sous (?:ma|la) couette|de honte|sous terre|mourir (?:de rire|de envie|de faim|de froid|de chaud|de ennui)|mort de rire|morte de rire|meurs de|disparaitre (?:dans|avec) (?:un|le|la|mon|ma) |tour de magie|magicien|magicienne|cape de invisibilite|invisible";

export const HARM_SELF: LexiconRule<HarmSign>[] = [
  // Wanting to die or not to be here: "je veux plus vivre", "je voudrais être mort", "j'ai envie de disparaître".
  {
    label: "self_harm",
    pattern:
      /\b(?:veux|voudrais|voulais|aimerais|souhaite|souhaiterais|ai envie de|avais envie de|ai envie|prefererais|prefere|reve de|pense a|pense souvent a) (?:de )?(?:mourir|etre mort|etre morte|etre morts|me tuer|me suicider|disparaitre|plus vivre|ne plus vivre|pas vivre|plus exister|ne plus exister|pas exister|plus etre la|ne plus etre la|plus etre en vie|ne plus etre en vie|plus etre vivante?|jamais etre nee?|pas etre nee?|en finir|partir pour toujours|dormir pour toujours|aller au ciel|partir au ciel|rejoindre \w+ au (?:ciel|paradis))\b/,
    unless: new RegExp(`\\b(?:${DYING_TO})`),
    negatable: false,
  },
  { label: "self_harm", pattern: /\bsi je (?:disparaissais|mourais|etais (?:morte?|plus la)|ne etais plus la|partais pour toujours|existais pas|etais jamais nee?)\b|\b(?:mieux|plus heureux|plus heureuses?|plus tranquilles?) sans moi\b/, unless: /\b(?:tour de magie|magicien|invisible)\b/, negatable: false },
  { label: "self_harm", pattern: /\bje (?:vais|veux|voudrais|pourrais|pense a|pense) (?:me tuer|me suicider|me faire du mal|me pendre|en finir|me jeter)\b|\bme suicider\b|\bsuicid\w*|\ben finir avec (?:la vie|tout|moi|ma vie)\b|\b(?:mettre fin|mettre un terme) a (?:ma|mes) (?:vie|jours)\b/, negatable: false },
  // Hurting themselves on purpose.
  {
    label: "self_harm",
    pattern:
      /\b(?:me|je me) (?:fais|fait|suis fait|suis faite|faisais) (?:du )?mal (?:expres|a moi meme|tout seule? (?:expres|pour)|pour me punir|quand je suis triste)\b|\bje me (?:coupe|coupais|scarifie|scarifiais|griffe|griffais|brule|brulais|frappe|frappais|tape|tapais|mords|mordais|pince|pincais|arrache)\b.{0,30}\b(?:bras|poignets?|jambes?|peau|cuisses?|ventre|tete|cheveux|expres|compas|lame|couteau|ciseaux|cutter|rasoir|sang|triste)\b|\bje me (?:fais|fait) vomir\b|\bme faire vomir expres\b|\bje me cogne (?:la tete|le front|les poings?|la tete contre)\b|\bscarifi\w*|\bautomutil\w*|\bmanches longues pour (?:que personne|cacher|pas qu)/,
    unless: /\b(?:par accident|sans faire expres|pas fait expres|tombee?|tombant|velo|foot|cuisine|papier|en coupant|en jouant|trottinette|ski|luge|la recre|patins?|bricol\w*|pate a sel)\b/,
    negatable: false,
  },
  // Sleeping and never waking up; no reason to live.
  { label: "self_harm", pattern: /\b(?:me )?(?:endormir|dormir)\b.{0,15}\b(?:ne )?(?:jamais|plus|pas) (?:me )?(?:reveiller|revenir)\b|\b(?:dormir|endormir) pour toujours\b|\b(?:jamais|plus) me reveiller\b/, unless: /\b(?:belle au bois dormant|conte|histoire|marmotte|ours|hibernation|grasse matinee)\b/, negatable: false },
  {
    label: "self_harm",
    pattern:
      /\b(?:sert a rien|servir a rien) de vivre\b|\bpas de raison de vivre\b|\b(?:ma vie|la vie|vivre) (?:ne )?sert a rien\b|\bje (?:suis|me sens) (?:un fardeau|de trop)\b|\bje devrais (?:pas|jamais|plus) (?:exister|etre nee?|etre la)\b|\baurais (?:pas|jamais) du (?:naitre|etre nee?)\b|\b(?:veux|voudrais) (?:aller|partir|monter) au (?:ciel|paradis)\b|\brejoindre (?:papi|mamie|papa|maman|\w+) (?:au ciel|au paradis)\b|\bplus envie de vivre\b|\b(?:fatiguee?|epuisee?) de vivre\b|\bplus la force de vivre\b|\bmarre de (?:la vie|vivre)\b/,
    negatable: false,
  },
  // Added after the sixteenth held-out round (r16), tuning data since: cutting told with the place and the blade far
  // apart, and sleeves or bracelets to hide the arms.
  { label: "self_harm", pattern: /\bje me (?:coupe|coupais|scarifie|scarifiais)\b.{0,90}\b(?:lame|cutter|rasoir|taille crayon|bras|poignets?|cuisses?|personne le sait|salle de bains?)\b|\b(?:pour )?cacher mes (?:bras|poignets|cicatrices|coupures)\b/, negatable: false },
  // Added after the seventeenth held-out round (r17), tuning data since: not being here on the 25th, "tell my mother
  // it is not her fault".
  { label: "self_harm", pattern: /\b(?:je (?:ne )?(?:compte|pense|vais) (?:pas |plus )?(?:etre|rester) (?:encore )?(?:la|ici|en vie) (?:le 25|a noel|pour noel)|dis a (?:ma mere|maman|mon pere|papa) que (?:ce )?(?:est|n est) pas (?:sa|de sa) faute|(?:ne )?pas me reveiller le 25)\b/, negatable: false },
];

export const HARM_FR: LexiconRule<HarmSign>[] = [...HARM_VIOLENCE, ...HARM_SEXUAL_AND_THREAT, ...HARM_HOME, ...HARM_SELF];
