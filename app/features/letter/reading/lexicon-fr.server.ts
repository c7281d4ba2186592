import type { LetterLexicon, LexiconRule, WishKind } from "./letter-reading.server";
import { CIRCUMSTANCES_FR } from "./lexicon-fr-circumstances.server";
import { HARM_FR } from "./lexicon-fr-harm.server";
import { normalize, sentences } from "./lexicon-fr-spellings.server";

/**
 * French (France, Belgium, Switzerland, Québec): the wish kinds, the negation words and the assembled lexicon.
 * Spellings and `normalize` are in lexicon-fr-spellings.server.ts, harm in lexicon-fr-harm.server.ts, circumstances in
 * lexicon-fr-circumstances.server.ts. Every pattern runs on normalised text: no accents, elisions written out.
 */

const ANIMAL =
  "chiens?|chienne|chiots?|chats?|chatte|chatons?|lapins?|lapine|hamsters?|cochons? d inde|cochon dinde|poissons?|poisson rouge|tortues?|cheval|chevaux|poneys?|jument|perroquets?|perruches?|oiseaux|oiseau|canaris?|souris|rats?|furets?|serpents?|lezards?|geckos?|gerbilles?|chinchillas?|poules?|poussins?|canards?|chevres?|agneaux?|moutons?|cochons?|ane|alpagas?|lamas?|axolotls?|herissons?|grenouilles?|phasmes?|husky|labrador|caniche|golden|berger allemand|animal de compagnie|animaux";
const NOT_A_PET =
  "peluches?|doudous?|robots?|robotique|jouets?|en plastique|figurines?|playmobil|lego|deguisement|pyjama|livres?|lampe|poster|dessin|jeu|cartes?|balle|arbre a chat|croquettes|panier|cage|niche|laisse|collier|gamelle|coussin|mug|tasse|chaussons|bonnet|puzzle|coloriage|sac|trousse|bijou|petits chevaux|cheval a bascule|chevaux de bois|cheval de bois|pate a modeler|en chocolat|chocolats?|gateau|bonbons?|tee shirt|sweat|porte cles|faire du poney|faire du cheval|monter a cheval|equitation|balade a poney|tour de poney|poney club|centre equestre|zoo|voir les|souris (?:de ordinateur|gamer|sans fil)|bocal|aquarium pour|terrarium|clapier|litiere|jouets? pour|pour (?:mon|ma) (?:chat|chien|lapin|hamster|cheval|poney)";
const RELATIVE =
  "papa|maman|papi|mamie|grand pere|grand mere|grands parents|mon pere|ma mere|mes parents|parents|tonton|tata|tatie|oncle|tante|parrain|marraine|frere|soeur|cousin|cousine|famille";

/** Tried in order: the world, a need, a person, a pet; then experiences, any other "que …" wish, and unclear ones. */
const WISHES_FIRST: LexiconRule<WishKind>[] = [
  {
    label: "world",
    pattern:
      /\b(?:le monde|du monde|dans le monde|la planete|la terre|la paix|plus de guerres?|(?:la|les) guerres? (?:se )?(?:arrete|arretent|finisse|finissent)|fin de la guerre|tous les enfants|tout les enfants|tous les gens|toutes les familles|les pauvres|les sans abri|les sdf|personne (?:ne )?(?:ait|ai|aie|a) (?:faim|froid)|(?:aucun|aucune|plus de) (?:enfants?|gens|familles?) (?:ne )?(?:ait|ai|soit|soient|sans)|les animaux|animaux (?:en danger|abandonnes|sauvages)|les forets|les oceans|la mer propre|le climat|la pollution|rechauffement|les arbres|les ours polaires|la banquise|les abeilles|les infirmieres|les soignants|les docteurs|les enfants (?:malades|pauvres|a le hopital|qui)|pour les (?:enfants|gens|familles|infirmieres|soignants|pauvres|sdf|animaux|refugies)|refugies|les koalas)\b/,
    unless: /\b(?:tout le monde (?:dans|de) ma famille|ma famille|jouet|lego|playmobil|livre|jeu|puzzle|poster|globe|mappemonde|carte du monde|coupe du monde|maillot|disney|le monde de (?:nemo|narnia))\b/,
  },
  {
    label: "need",
    pattern:
      /\b(?:a manger|de quoi manger|nourriture|des courses|les courses|(?:des |du |un )?repas|des pates|des cereales|du lait|du riz|du pain|lait pour|chauffage|electricite|le loyer|les factures|(?:une|un) (?:maison|appartement|logement|toit|vrai lit|lit a moi|chez nous) (?:pour nous|a nous|pour maman|pour ma famille)|(?:une|un) (?:logement|toit)|(?:de le |de |des )?(?:argent|sous) (?:pour|a) (?:maman|papa|ma famille|le chauffage|le loyer|payer|manger|les courses)|assez de argent|(?:trouve|trouver|trouvent|ait|ai|aie|retrouve|retrouver) (?:un |du )?(?:travail|emploi|boulot)|un travail (?:pour|a) (?:papa|maman)|(?:manteau|blouson|veste|doudoune|chaussures|baskets|bottes|gants|habits|vetements|pull|chaussettes) (?:pour (?:mon|ma|mes) (?:frere|soeur|freres|soeurs|famille|maman|papa)|parce que|car|qui (?:me )?(?:vont|va)|a ma taille|sans trous))\b/,
    unless:
      /\b(?:maison de poupees?|maison (?:barbie|lego|playmobil|de poupee)|cabane|dinette|pate a modeler|pate a sel|fimo|argent de poche|pour ma (?:poupee|barbie)|pour mon (?:chat|chien|lapin|hamster|doudou|cheval|poney)|nourriture pour (?:chat|chien|poissons?|lapin|hamster|oiseaux|les oiseaux)|croquettes|pain de epices|pain au chocolat|pain perdu|robux|v bucks|jeu|jouet|faux|dinosaures?|licorne)\b/,
  },
  {
    label: "person",
    pattern: new RegExp(
      `^(?:que|qu|pour que)\\b.*\\b(?:guerisse|guerissent|guerir|aille mieux|aillent mieux|va mieux|soit gueri|sorte|sortent|revienne|reviennent|revient|rentre|rentrent|soit la|soient la|soit encore la|soit avec nous|puisse sortir|puisse venir|puisse rentrer|se remett\\w* ensemble|revivent ensemble|arrete\\w*|me laisse\\w* tranquilles?|soit gentil\\w*|soient gentil\\w*|se disputent plus|se dispute plus|se separent pas|divorcent pas|soit heureux|soit heureuse|ait plus mal|soit plus malade|se passe bien|reussisse|vive|revive|ressuscite|ait un travail|soit en bonne sante)\\b` +
        `|\\b(?:un|une|des|de|un nouveau|une nouvelle|un vrai|une vraie) (?:nouveau |nouvelle |vrai |vraie |meilleur |meilleure )?(?:copain|copine|copains|copines|ami|amie|amis|amies)\\b(?! (?:en peluche|robot|imaginaire))` +
        `|^(?:un|une|avoir un|avoir une)? ?(?:petit|petite|grand|grande)? ?(?:frere|soeur|bebe)$` +
        `|\\b(?:revoir|voir|aller voir|rendre visite a|passer noel avec|feter noel avec|etre avec|aller vivre (?:chez|avec)|vivre (?:chez|avec)|habiter (?:chez|avec)) (?:ma |mon |mes )?(?:${RELATIVE})\\b`,
    ),
    unless: /\b(?:jouet|lego|barbie|poupee|jeu|livre|peluche|doudou|deguisement)\b/,
  },
  { label: "pet", pattern: new RegExp(`\\b(?:${ANIMAL})\\b`), unless: new RegExp(`\\b(?:${NOT_A_PET})\\b(?!.*\\b(?:vrai|vraie|vrais|vraies) (?:${ANIMAL}))`) },
];
const WISHES_THEN: LexiconRule<WishKind>[] = [
  {
    label: "experience",
    pattern:
      /\b(?:neige|neiger|aller (?:a|au|aux|en|voir|faire|glisser|skier|patiner|nager|camper|dormir|manger|jouer|visiter|chez)|voir (?:la|le|les|un|une|des) |faire (?:du|de la|de le) (?:ski|poney|cheval|patin|luge|velo|bateau|kayak|canoe|surf|escalade|equitation|camping|voile|snowboard|traineau|chiens de traineau|montgolfiere|parapente|karting|accrobranche|plongee)|faire un (?:voyage|tour|sejour|bonhomme de neige)|ski|skier|patinoire|voyage|vacances|disneyland|parc asterix|futuroscope|europa park|puy du fou|zoo|cirque|cinema|concert|spectacle|theatre|un match|piscine|une sortie|balade|promenade|une journee|un week end|passer (?:du temps|la journee|noel|une journee|le week end)|dormir (?:chez|a|au)|soiree pyjama|pyjama party|rencontrer|apprendre|des billets|des places|un billet|une place pour|cours de|stage de|prendre (?:le avion|le train)|tour en|monter (?:dans|a|en)|glisser|jouer (?:avec|dans la neige))\b/,
    unless:
      /\b(?:reine des neiges|boule a neige|bonhomme de neige (?:en peluche|jouet|gonflable)|(?:une|la|ma) luge|des skis|patins|livre|jeu|jeux|lego|playmobil|dvd|puzzle|deguisement|poster|figurine|maillot|affiche|tenue|kimono|casque|sac|cartes?|album|valise)\b/,
  },
  // Any other "que …" wish is about someone ("que papa et maman se disputent plus").
  { label: "person", pattern: /^(?:que|qu|pour que)\b/ },
  {
    label: "unclear",
    pattern:
      /^(?:une |un |des )?(?:surprise|surprends moi|ce que tu veux|ce que tu veut|comme tu veux|tu choisis|choisis|je sais pas|je ne sais pas|sais pas|euh+|heu+|hum+|bof|rien|rien de special|rien du tout|pas de idee|aucune idee|nimporte quoi|ne importe quoi|quelque chose|quelque chose de (?:bien|beau|joli|cool|special|rigolo)|truc|truc (?:qui brille|cool|sympa|rigolo|beau)|trucs|jsp|idk|\W*|\w{1,2})(?: trop)?(?: en vrai)?$/,
  },
];

const wishKinds = [...WISHES_FIRST, ...WISHES_THEN];

export const LEXICON_FR: LetterLexicon = {
  locale: "fr",
  normalize,
  sentences,
  // "ne" counts: children often drop it ("je veux pas"), and "pas"/"jamais" after a verb are handled in the
  // patterns themselves (NOT_AFTER in the harm rules), since a French negation comes after the verb too.
  negation: /^(?:pas|ne|jamais|personne|rien|aucun|aucune|sans|ni|non|nul|nulle|guere)$/,
  negationBreak: /^(?:mais|parce|car|et|quand|si|alors|donc|pourquoi|qui|que|comme|depuis|lorsque|toujours|encore|puis|continue|sauf|pourtant)$/,
  negationWindowWords: 3,
  negationUndoneAfter: /^\s*(?:que|qu)\b|\b(?:quand|sauf|seulement|si|lorsque|pendant que|des que|devant|chaque fois)\b/,
  unlessWindowChars: 40,
  resolved:
    /\b(?:va (?:beaucoup |bien |un peu )?mieux maintenant|vont mieux maintenant|(?:il|elle|ils|elles|papi|mamie|papa|maman) (?:va|vont) (?:beaucoup |bien )?mieux|(?:est|sont) (?:tout |toute |completement )?guerie?s?|ce est gueri|(?:est|sont) (?:rentree?s?|sortie?s?|revenue?s?) de le hopital|(?:ne )?(?:est|sont) plus (?:malades?|a le hopital|tristes?|seule?s?)|(?:ne )?(?:me|nous) (?:embetent|embete|harcelent|harcele|embetait) plus|(?:ce est|tout est) (?:fini|termine|regle|passe) maintenant|(?:ca|cela|tout) va (?:mieux|bien) maintenant|maintenant (?:ca|il|elle|tout) va (?:mieux|bien)|en remission|plus de cancer|avant je (?:etais|me sentais)|(?:est|sont) (?:rentree?s?|revenue?s?) (?:de mission|pour de bon|pour toujours))\b(?!.*\btoujours\b)/,
  harm: HARM_FR,
  circumstances: CIRCUMSTANCES_FR,
  wishKinds,
  defaultWishKind: "thing",
  wishImplies: [
    { kind: "person", pattern: /\b(?:guerisse|guerissent|guerir|aille mieux|aillent mieux|va mieux|gueri|soit plus malade|plus malade|hopital|operation|cancer|soigne|en bonne sante)\b/, circumstance: "illness" },
    { kind: "person", pattern: /\b(?:ciel|paradis|revienne a la vie|revive|ressuscite|soit encore la|soit encore vivante?|encore en vie)\b/, circumstance: "bereavement" },
    {
      kind: "person",
      pattern: /\b(?:mission|armee|militaire|prison|puisse sortir|rentre de|revienne de|revienne vite|soit la pour noel|rentre pour noel|bateau|en mer|a le etranger|(?:voir|revoir) (?:ma |mon )?\w+(?: \w+)? (?:a|en|au) \w+)\b/,
      circumstance: "far_away",
    },
    { kind: "person", pattern: /\b(?:ensemble|revient a la maison|revienne a la maison|revienne vivre|se disputent plus|se dispute plus|se separent pas|divorcent pas|vivre (?:avec|chez) (?:papa|maman|mon pere|ma mere))\b/, circumstance: "separation" },
    { kind: "person", pattern: /\b(?:de se moquer|se moquent plus|tranquilles?|soient gentil\w*|soit gentil\w*|harcel\w*|la gang|les grands|embete\w* plus|ca se arrete)\b/, circumstance: "bullying" },
    { kind: "person", pattern: /\b(?:copain|copine|copains|copines|ami|amie|amis|amies|quelqun pour jouer)\b/, circumstance: "lonely_sad" },
    { kind: "need", pattern: /./, circumstance: "hardship" },
  ],
  wishInContext: [
    {
      from: "thing",
      to: "need",
      pattern: /\b(?:manteau|blouson|veste|doudoune|chaussures|baskets|bottes|gants|moufles|bonnet|echarpe|habits|vetements|pull|chaussettes|pyjama|couverture|lit|nourriture|a manger|cartable|lunettes)\b/,
      when: "hardship",
    },
  ],
};
