import type { HarmSign, LexiconRule } from "./letter-reading";
import { ADULT, MUM } from "./lexicon-fr-spellings";

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
  "bat|bats|battent|battait|battaient|battre|battu|battue|mord|mords|mordent|mordait|mordre|mordu|mordue",
].join("|");
/** "il me met des claques", "elle me donne des coups de ceinture", "il me fout des baffes". */
const BLOWS =
  "(?:met|mets|mettent|mettait|mettaient|mis|mise|donne|donnent|donnait|donnaient|donnee|fout|foutent|foutait|colle|collent|collait|flanque|flanquent|file|filent)" +
  " (?:des|une|un|plein de|de|de grosses|de gros|une grosse|un gros) (?:claques?|baffes?|gifles?|fessees?|tartes?|beignes?|taloches?|torgnoles?|raclees?|calottes?|tapes?|coups?(?! de (?:main|fil|pouce|coeur|telephone|chance)))";
/** A post-verbal negation ("papa me frappe jamais") cancels the match, unless "quand" or "si" says when it happens. */
const NOT_AFTER =
  "(?!\\s+(?:pas|jamais|point|plus(?!\\s+(?:fort|souvent|que|de|en|dur)))\\b(?!\\s+(?:\\w+\\s+){0,3}(?:quand|sauf|si|lorsque|devant)\\b))";

/** Adults named in a window: a school or game excuse does not hold when one of them is there. */
const ADULT_NEAR = `^(?!.*\\b(?:${ADULT}|maitresse|maitre|surveillant|animateur)\\b)`;
const PLAY =
  "coussins?|oreillers?|polochons?|bataille|bagarre de|pour (?:rire|jouer|de faux|de rire)|en jouant|quand on joue|on joue|on se bat pour|chatouill\\w*|par accident|sans faire expres|pas fait expres|pas expres|judo|karate|boxe|taekwondo|lutte|hockey|foot|rugby|basket|handball|ballon|balle|boules? de neige|jeu|jeux|fortnite|minecraft|roblox|zombies?|nerf|sabre laser|epee|tape dans le dos|claque dans le dos|dans le dos pour|feliciter|high five|tape m en cinq|piqure|vaccin|moustique|abeille|guepe|meduse|ortie|soleil";
const ANIMAL_BITE = "(?:chat|chaton|chien|chiot|hamster|lapin|perroquet|oiseau|cheval|poney|chevre|oie|cochon d inde|bebe|crabe)s?(?: \\w+)? (?:me )?(?:a )?(?:mord|mordu|griffe|pince|pique|pousse|tape)";

export const HARM_VIOLENCE: LexiconRule<HarmSign>[] = [
  // Someone hurting the child: "il me tape", "ma mère me gifle", "il me a frappé", "il me met des claques".
  {
    label: "violence",
    pattern: new RegExp(`(?<!\\b(?:je|ca|cela|nous|tu) (?:ne )?)\\b(?:me|nous)(?: (?:a|ont|avait|avaient|avais))? (?:${HIT}|${BLOWS})\\b${NOT_AFTER}`),
    unless: new RegExp(`${ADULT_NEAR}.*\\b(?:recre|ecole|classe|la cour|cantine|college|garderie|equipe|match)\\b|\\b(?:${PLAY})\\b|\\b${ANIMAL_BITE}\\b|\\bmon (?:petit |gros )?(?:chat|chaton|chien|chiot|hamster|lapin|perroquet)\\b`),
  },
  {
    label: "violence",
    pattern: /\bme (?:suis |fais |fait )?(?:fait |faite )?(?:taper|frapper|battre|gifler|tabasser|cogner|defoncer|etrangler) (?:par|dessus)\b/,
    unless: new RegExp(`${ADULT_NEAR}.*\\b(?:recre|ecole|classe|la cour|cantine|college|equipe|match)\\b|\\b(?:${PLAY})\\b`),
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
  { label: "violence", pattern: /\b(?:ai|avais|a) (?:dit|raconte|menti) (?:que|a \w+ que) (?:je|j) ?(?:etais|suis|me suis|me etais) (?:tombee?|cognee?|fait mal tout seule?)\b|\b(?:la|une) marque sur (?:ma|la) (?:joue|figure|visage|bras|cou)\b/, negatable: false },
];

/** Private parts as children name them, and "where he shouldn't". */
const PRIVATE =
  "la ou il (?:ne )?faut pas|la ou (?:il|elle|on) (?:ne )?(?:doit|devrait) pas|la ou (?:je|j) (?:ne )?veux pas|mes parties(?: intimes| privees)?|parties intimes|partout|en bas|entre (?:mes|les) jambes|mon zizi|ma zezette|ma foufoune|mon kiki|ma nenette|ma choune|ma pepette|mon minou|ma zigounette|mes fesses|mon derriere|mon sexe|ma poitrine|mes seins|mon corps|sous (?:mes|ma|mon) (?:vetements|habits|culotte|slip|pyjama|chemise de nuit|tee shirt|t shirt|robe|couette)";
const NIGHT_ROOM = "(?:vient|viennent|venait|venaient|rentre|rentrent|rentrait|entre|entrent|entrait|se glisse|se glissait|se couche|se couchait|monte|montait|vient se coucher) (?:dans|sur) (?:ma chambre|mon lit)";
const NOT_A_SECRET =
  "surprise|cadeaux?|anniversaire|fete des (?:meres|peres)|bracelet|collier|dessin|carte|pere noel secret|secret santa|je prepare|on prepare|mdr|lol|ptdr|hihi|haha|pour rire|rigole|blague|journal intime|carnet secret|cabane|code secret|passage secret|recette";

export const HARM_SEXUAL_AND_THREAT: LexiconRule<HarmSign>[] = [
  // Touching, as children disclose it: never explicit, often indirect.
  { label: "sexual", pattern: new RegExp(`\\b(?:touche|touchent|touchait|touchaient|toucher|touchee|tripote|tripotent|tripotait|caresse|caressent|caressait|met (?:la|sa|ses) mains?|mettait (?:la|sa|ses) mains?|a mis (?:la|sa|ses) mains?)\\b.{0,30}\\b(?:${PRIVATE})`) },
  { label: "sexual", pattern: /\b(?:parties intimes|parties privees|attouchements?|abus sexuels?|agression sexuelle|viol|violee?|violer|pedophile|pedo|porno\w*|sexuel\w*)\b|\bsexe\b(?! (?:du|de le|de la) (?:bebe|chat|chien|lapin|hamster))/ },
  { label: "sexual", pattern: /\b(?:il|elle|ils|on) me (?:touche|touchent|touchait|touchaient|a touchee?)(?: partout| tout le temps| souvent| quand| la nuit| encore| le soir)\b/, unless: /\b(?:ballon|balle|chat|loup|epervier|jeu|cache cache|tag)\b/ },
  {
    label: "sexual",
    pattern: /\b(?:oblige|obligent|obligeait|force|forcent|forcait|demande|demandent|demandait|veut|voulait|fait|faisait)\b (?:a |de )?(?:me )?(?:le |la |les |lui )?(?:toucher (?:son|sa|ses|le|la)|embrasser sur la bouche|deshabiller|me deshabiller|enlever (?:mes|ma|mon) (?:vetements|habits|culotte|slip|pyjama)|regarder (?:des )?(?:videos|films|photos) (?:bizarres|de grands|de adultes|degoutant\w*)|dormir (?:avec lui|avec elle|dans son lit) (?:tout nue?|sans))/,
  },
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
];
