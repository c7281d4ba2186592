import type { Circumstance, LexiconRule } from "./letter-reading.server";
import { DAD, GRAND, MUM } from "./lexicon-fr-spellings.server";

/**
 * French circumstances, on normalised text. Each `unless` holds the senses that are not about the child's life
 * ("mort de rire", "une maison de poupée", "un film triste"); `resolvable` rules drop a clause that says it is over
 * ("il va mieux maintenant").
 */

const RELATIVE = `${MUM}|${DAD}|${GRAND}|tonton|oncle|tata|tatie|tante|parrain|marraine|cousine?|frere|soeur|bebe|chien|chat|chienne|chatte|lapin|hamster|copain|copine|meilleure? amie?|amie?`;

export const CIRCUMSTANCES_LOSS: LexiconRule<Circumstance>[] = [
  {
    label: "bereavement",
    pattern: new RegExp(
      `\\b(?:(?:est|sont|etait|est deja) (?:morte?s?|mouru|decedee?s?)|morte?s? (?:en|le|la|cet|cette|il y a|depuis|dans|de (?:un|une|son|sa)|a le hopital|quand)|(?:${RELATIVE}) (?:est |sont )?(?:morte?s?|mouru|decedee?s?)|decede\\w*|deces|mouru|(?:est|sont) (?:partie?s?|montee?s?|allee?s?) (?:au|dans le) (?:ciel|paradis)|(?:est|sont|joue|jouent|vit|vivent) (?:au|dans le) (?:ciel|paradis)|(?:revienne|revenir|redescende|redescendre|reviens) du ciel|paradis des (?:chiens|chats|animaux)|une etoile (?:dans le ciel|maintenant|qui brille)|un ange (?:maintenant|dans le ciel|au ciel)|enterrement|enterre (?:mon|ma|notre|nos|papi|mamie|tonton|tata|tatie|parrain|marraine)|obseques|funerailles|cimetiere|(?:nous|on) (?:a|avons) (?:perdu|dit au revoir a) (?:ma|mon|mes|notre|nos|papi|mamie|\\w+ (?:chien|chat))|(?:a|ont) ete (?:endormie?|piquee?) (?:par le veto|chez le veto)|repose en paix|nous a quittes?|parti pour toujours|partie pour toujours)\\b`,
    ),
    unless:
      /\b(?:telephone|batterie|tablette|console|portable|ecran|plante|poisson rouge du jeu|personnage|perso|mon bonhomme|dans le jeu|dans fortnite|dans minecraft|mort de rire|morte de rire|morts de rire|mort de (?:peur|froid|fatigue|faim|envie)|morte de (?:peur|froid|fatigue|faim|envie)|presque morte?|failli mourir|mort vivants?|morts vivants|zombies?|fait le mort|faire le morte?|tete de mort|mortelle adele|je suis morte?|tu es morte?|te es morte?|t es morte?|pas morte?|trop drole|feuilles mortes|ciel (?:bleu|etoile|gris)|la mer morte|etoile filante|mort ou vif|a mort)\b/,
  },
  { label: "bereavement", pattern: /\b(?:ne )?(?:est|sont) plus (?:la|avec nous|de ce monde|en vie|vivante?s?)\b(?! (?:ce soir|aujourd hui|cette semaine|pour noel|a la maison))/, unless: /\b(?:malade|triste|fache|a le hopital|en colere|petit|petite|bebe|demenage|parti travailler|en vacances|a la maison|chez nous)\b/, negatable: false },
  {
    label: "illness",
    pattern:
      /\b(?:hopital|cancer|chimio\w*|radiotherap\w*|leucemie|tumeur|(?:se faire |se fait |va se faire |doit se faire )?operer|operation|opere|operee|greffe|dialyse|avc|crise cardiaque|malade du coeur|coeur malade|alzheimer|parkinson|sclerose|mucoviscidose|diabete|reanimation|soins intensifs|dans le coma|ambulance|(?:tres|gravement|super|trop|souvent|vraiment|tellement) malades?|(?:est|sont|etait|tombee?|tombe) malades?|une maladie|maladie (?:grave|rare)|depression|guerisse|guerir|aille mieux|aillent mieux|se soigne|se soigner|(?:ses|des) traitements?|medicaments tous les jours|perdu ses cheveux)\b/,
    unless:
      /\b(?:malade de rire|tu es malade|te es malade|t es malade|hopital (?:playmobil|lego)|jeu operation|jouer a le hopital|jouer au docteur|poupee docteur|veto|veterinaire|pour ma (?:poupee|barbie)|mon doudou|rhume|grippe|gastro|varicelle|angine|otite|mal au ventre|mal a la tete|pas (?:ete|etre|tomber|tombe) malades?|maths?|calculs?|(?:faire|fais|fait|apprends|apprendre) des operations|bebe|accouch\w*|naissance|est nee?|mal de mer|mal des transports|ma dent|dentiste|malade en voiture)\b/,
    resolvable: true,
  },
  {
    label: "far_away",
    pattern:
      /\b(?:militaire|armee|soldat|(?:en|une|sa|son) mission|opex|a le etranger|prison|taule|parloir|incarcere|en mer|au milieu de le ocean|est marin|sont marins|marin pecheur|plateforme petroliere|sur son (?:bateau|navire|porte avions|sous marin)|aux mines|travaille (?:loin|tres loin|dans un autre pays|a le etranger|au canada|en afrique)|(?:habite|habitent|vit|vivent|est|sont|restee?s?) (?:tres |trop |super )?loin|(?<!\b(?:je|on|nous|tu) )(?:habite|habitent|vit|vivent|est|sont) (?:en|au|aux|a) (?:algerie|maroc|tunisie|senegal|mali|cote de ivoire|cameroun|congo|haiti|portugal|espagne|italie|pologne|roumanie|turquie|vietnam|chine|liban|guadeloupe|martinique|reunion|guyane|mayotte|nouvelle caledonie|tahiti|afrique|amerique|oran|alger|casablanca|dakar|bamako|tunis|lisbonne|porto) (?:et|mais|pis|alors|depuis)|restee?s? la bas|(?:dans|de) un autre pays|revient (?:juste |seulement )?(?:une|1|deux|2) (?:semaine|fois|week end)s? par (?:mois|an)|(?:ne )?(?:peut|pourra|pourrons|peuvent|pourront|sera|seront|va|vont) (?:pas|jamais|plus) (?:venir|etre la|etre avec nous|rentrer|aller la voir|aller le voir|aller les voir)|(?:ne est |ne sont |ne )?(?:pas|jamais) (?:sur|sure) de (?:etre|rentrer|venir) (?:la|pour noel)|appel(?:le|les|lent|ons)? (?:en )?(?:video|visio)|appel video|facetime)\b/,
    unless:
      /\b(?:jouets?|lego|playmobil|figurines?|deguisement|jeu video|(?:on|nous) (?:part|partons|va|allons) en vacances|en vacances|voyage|colo|colonie|sous marin jaune|bleu marine|mission (?:impossible|de noel|du pere noel)|pole nord|copines?|copains?|la classe|la maitresse|le pere noel (?:peut|pourra|va))\b/,
    resolvable: true,
  },
  {
    label: "separation",
    pattern: new RegExp(
      `\\b(?:divorc\\w*|separ(?:e|es|ee|ees|er|ation|ent)|se (?:sont|est) quittes|(?:une|1) semaine chez (?:${DAD}|${MUM})(?: et)? (?:une|1) semaine chez|garde alternee|deux maisons|2 maisons|un week end sur deux|(?:${DAD}|${MUM}) (?:est parti|est partie|a quitte|est sorti) (?:de )?(?:la maison|maison|chez nous)|(?:${DAD}|${MUM}) (?:ne )?(?:habite|vit) (?:plus|pas) avec nous|(?:${DAD}|${MUM}) (?:habite|vit) (?:dans|a) (?:un|une|son|sa) (?:autre |nouvel |nouvelle |petit )?(?:appartement|maison|studio)|nouvelle (?:copine|amoureuse|femme|blonde) de (?:${DAD})|nouveau (?:copain|amoureux|mari|chum) de (?:${MUM})|(?:${DAD}|${MUM}) (?:a|avait) une nouvelle (?:copine|amoureuse|femme|blonde)|(?:${MUM}|${DAD}) (?:a|avait) un nouveau (?:copain|amoureux|mari|chum)|se remett\\w* ensemble|revivre ensemble|(?:ne )?(?:vivent|habitent) (?:plus|pas) ensemble|(?:ne )?(?:sont|etre) (?:plus|pas) ensemble)\\b`,
    ),
    unless: /\b(?:jouets?|lego|puzzle|dechets|le blanc|les jaunes|separateur|mon petit frere et moi|ma soeur et moi)\b/,
  },
];

export const CIRCUMSTANCES_CHANGE: LexiconRule<Circumstance>[] = [
  {
    label: "new_baby",
    pattern:
      /\b(?:enceinte|bebe dans (?:son|le|sa) (?:ventre|bidon|bedaine)|(?:va|vont|allons|vais) avoir un (?:petit )?bebe|attend(?:ent)? un (?:petit )?bebe|(?:nouveau|nouvelle) bebe|(?:vais|va) (?:etre|devenir) (?:grand frere|grande soeur)|(?:je|moi) suis (?:grand frere|grande soeur) (?:maintenant|depuis)|(?:petit frere|petite soeur|bebe|cousine?) (?:est nee?|vient de naitre|est arrivee?|va naitre|va arriver|arrive en)|(?:est|sont) nee?s? (?:le|en|cet|cette|il y a|hier|avant hier)|vient de naitre|un bebe (?:qui )?(?:est arrive|est ne|va arriver|arrive)|(?:bebe|il|elle) va naitre|jumeaux|jumelles|naissance (?:de|du) (?:mon|ma|notre|petit|petite|bebe))\b/,
    unless:
      /\b(?:poupees?|baby born|reborn|poupon|bebe (?:chat|chien|lapin|dinosaure|yoda|requin|licorne)|chatons?|chiots?|lapereaux|maitresse|voisine|copine de maman|amie de maman|je suis nee?|depuis (?:sa|ma|leur) naissance|de naissance|anniversaire|jesus|creche|bethleem|(?:papi|mamie|grand \w+|papa|maman) est nee?|en (?:19|20[01])\d\d)\b/,
  },
  {
    label: "moving",
    pattern:
      /\b(?:demm?enag\w*|(?:nouvelle|nouvel) (?:maison|appartement|ecole|ville|pays|region|quartier)|nouveau (?:quartier|village|pays|logement)|(?:je|on|nous) (?:ai|a|avons|vais|va|allons|vient de|viens de|venons de) (?:change|changer) (?:de )?(?:ecole|maison|ville|pays)|(?:je|on|nous) (?:doit|dois|devons|va|vais|allons|change|changeons) (?:changer )?de (?:ecole|maison|ville|pays)|avant (?:on|je|nous) (?:vivait|habitait|vivions|habitions|vivais|habitais)|(?:on|nous) (?:a|avons) quitte (?:le |la |les )?\w+(?: \w+)? pour|venir (?:habiter|vivre) (?:a|en|au|ici)|(?:on|nous|je) (?:est|sommes|suis) (?:arrivee?s?|venue?s?) (?:en france|en belgique|en suisse|au quebec|au canada|ici)|(?:habite|habitons|vit|vivons) (?:ici|a \w+) depuis (?:septembre|octobre|novembre|decembre|cet ete|la rentree|peu|pas longtemps))\b/,
    unless:
      /\b(?:maison (?:de|pour|des) (?:poupees?|barbie|playmobil|lego|mon|ma|le|la|mes)|maison (?:en|de) pain|maison lego|maison playmobil|cabane|niche|cage|trousse|cartable|(?:papa|maman|mon pere|ma mere) (?:a|habite|vit|vient) (?:dans )?(?:un|une|son|sa) (?:nouvel|nouvelle)|nouvelle maison de (?:papa|maman)|demenageurs? (?:lego|playmobil|jouet)|camion de demenagement (?:jouet|lego))\b/,
  },
  {
    label: "bullying",
    pattern:
      /\b(?:harcel\w*|cyberharcel\w*|(?:se )?moqu(?:e|ent|ait|aient|er) de moi|(?:me|nous) (?:traite|traitent|traitait|traitaient|a traite|ont traite) de|(?:rit|rient|rire|riait|riaient|rigole|rigolent|rigolait) de moi|(?<!\b(?:ca|cela) )(?:me|nous) (?:embete|embetent|embetait|embetaient|enquiquine\w*|insulte|insultent|insultait|imite|imitent|imitait|ignore|ignorent|exclut|excluent|rackett\w*)|(?:me|nous) (?:pique|piquent|piquait|vole|volent|volait|prend|prennent|prenait) (?:mon|ma|mes) (?:gouter|gouters|argent|affaires|trousse|casquette|bonnet|ballon|cartes|telephone|dejeuner)|(?:disent|dit|dise|disait|disaient) que je suis (?:nulle?|moche|bete|grosse?|idiote?|bizarre|un bebe|une fille|un gros)|(?:personne|aucun|aucune) (?:ne )?(?:veut|voulait|veulent) (?:jouer|etre|rester|parler) avec moi|(?:me|nous) laisse(?:nt)? (?:pas|jamais) jouer|(?:me|nous) laisse(?:nt)? tranquilles?|(?:un|le) groupe pour (?:se moquer|rire)|photos de moi avec|des mechancetes|croche pieds?|(?:me|nous) (?:frappent|tapent|poussent|bousculent) (?:a la recre|a le ecole|dans la cour|en classe|a la cantine)|binoclarde?|(?:me|nous) font peur a le ecole)\b/,
    unless:
      /\b(?:(?:mon|ma) (?:petit|petite|grand|grande) (?:frere|soeur) (?:me )?(?:embete|imite|ignore|rit|rigole|pique|prend|vole|laisse)|petits? freres?|pour rire|mdr|lol|ptdr|blague|on rigole|quand on joue|ma maman me laisse|laisse tranquille le chat)\b/,
    resolvable: true,
  },
];

const NOT_HARDSHIP =
  /\b(?:argent de poche|tirelire|robux|v bucks|jeu|jeux|monopoly|en vacances|vacances|aux pauvres|pour les pauvres|les pauvres (?:gens|enfants|familles)|pauvres? (?:chat|chien|petit|petite|bete|rudolph|renne|koalas?|animaux)|benevole|pour aider|collecte|donner (?:aux|a le|a la|des)|faire un don|dons)\b/;

export const CIRCUMSTANCES_DAILY: LexiconRule<Circumstance>[] = [
  // Money said with a negation ("on a pas beaucoup d'argent"): the negation is the circumstance, so not negatable.
  {
    label: "hardship",
    pattern:
      /\b(?:ne )?(?:a|avons|ont|avait|avions|y a|il y a) (?:pas|plus|pas beaucoup|pas assez|pas trop|presque pas|presque plus|jamais) (?:de |d )?(?:argent|sous|le argent|chauffage|electricite|appartement|maison|logement|travail|boulot|quoi (?:manger|payer))\b|\b(?:pas|plus) (?:assez |beaucoup |trop )?de (?:argent|sous|chauffage)\b|\b(?:pas pu|peut pas|peuvent pas|pourra pas|pouvons pas|arrive pas a|arrivent pas a) (?:payer|acheter (?:a manger|des habits|de la nourriture))\b/,
    unless: NOT_HARDSHIP,
    negatable: false,
  },
  {
    label: "hardship",
    pattern:
      /\b(?:perdu (?:son|sa|leur|mon) (?:travail|emploi|boulot|job)|au chomage|chomeur|chomeuse|chomage|cherche (?:du|un) (?:travail|emploi|boulot)|restos? du coeur|banque alimentaire|secours populaire|colis alimentaires?|epicerie solidaire|aide alimentaire|payer le loyer|le loyer|les factures|fins? de mois|(?:a|dans) le hotel|(?:dans|a) un foyer (?:pour|avec) (?:nous|maman|les familles)|une seule chambre|sans abri|sans domicile|sdf|a la rue|expulsee?s?|expulsion|(?:la|une) galere (?:niveau|de|pour|avec) (?:argent|sous|payer|les sous)|niveau argent|faire attention (?:aux sous|a le argent|aux depenses)|tout est (?:trop )?cher|(?:on est|nous sommes|sont|suis) (?:tres |trop )?pauvres?|pour avoir des sous|(?:fait|fais|faire) des menages|travaille (?:la nuit|deux boulots|tout le temps) pour|cadeaux (?:seront|vont etre) (?:tout )?petits|pas de cadeaux cette annee|argent pour (?:le chauffage|le loyer|manger|les courses|payer)|assez de argent|les sous cette annee)\b/,
    unless: NOT_HARDSHIP,
  },
  {
    label: "disability",
    pattern:
      /\b(?:autis\w*|tsa|tdah|hyperactif|hyperactive|dys(?:lexi|prax|phasi|calcul|orthograph|graph)\w*|sourde?s?|malentendante?s?|appareils? auditifs?|implant cochleaire|aveugles?|malvoyante?s?|canne blanche|chien guide|fauteuil roulant|en fauteuil|basket fauteuil|handicap\w*|trisomi\w*|paralysie|paralysee?|epilep\w*|langue des signes|begai\w*|begue|begaye\w*|orthophon\w*|aesh|avs|ulis|mdph|prothese|myopathie|amputee?|spina bifida|deficien\w*|non verbale?)\b/,
    unless: /\b(?:faire le sourd|sourd comme|aveugle sans mes lunettes|colin maillard|fauteuil (?:de|du) (?:salon|papi|mamie|bureau|gamer)|tu es sourd|es sourd|prothese dentaire|handicap au golf)\b/,
  },
  {
    label: "lonely_sad",
    pattern:
      /\b(?:(?:suis|me sens|me sentais|sens|etais) (?:tres |trop |tellement |super |souvent |un peu |vraiment |toujours |tout le temps )?(?:triste|tristes|malheureuse?|deprimee?|seule?|tout seul|toute seule|abandonnee?|rejetee?)|triste tout le temps|tout le temps triste|toujours triste|je (?:pleure|pleurais|ai pleure) (?:tout le temps|souvent|le soir|la nuit|dans mon lit|beaucoup|tous les soirs|en cachette|toute seule?|tout seul)|(?:je|moi) (?:ne )?(?:ai|avais) (?:pas|plus|aucun|aucune) (?:de |d )?(?:copains?|copines?|amis?|amies?|camarades?)|(?:reste|suis|joue|mange) (?:tout seul|toute seule|seule?) (?:sur le banc|dans mon coin|a la recre|a la cantine|tout le temps)|personne (?:ne )?(?:veut|voulait|veux) (?:jouer|etre|rester|parler|de moi)|personne (?:ne )?(?:me aime|joue avec moi|me parle|me comprend|fait attention a moi|se interesse a moi)|personne (?:ne )?(?:se en rendrait compte|remarquerait|verrait)|(?:plus )?envie de rien|le moral a zero|pas le moral|(?:me )?(?:sens|sentais) (?:vide|mal dans ma peau|a le ecart|pas bien)|(?:angoisse|anxieuse?|stressee?) (?:tout le temps|tous les jours|beaucoup)|crises de angoisse)\b/,
    unless:
      /\b(?:(?:film|livre|chanson|histoire|dessin anime|fin) tristes?|tristes? (?:film|livre|chanson|histoire|fin)|equipe a perdu|match|pas triste|plus triste|triste que (?:les vacances|noel|le ete)|triste pour (?:le|la|les) (?:planete|animaux|koalas|ours|arbres|pauvres|forets)|quand noel est fini|a moi tout seul|je adore|trop bien|genial|tout seul comme un grand|toute seule comme une grande|sans les roulettes)\b/,
    resolvable: true,
  },
];

export const CIRCUMSTANCES_FR: LexiconRule<Circumstance>[] = [...CIRCUMSTANCES_LOSS, ...CIRCUMSTANCES_CHANGE, ...CIRCUMSTANCES_DAILY];
