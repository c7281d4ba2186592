import type { ReplyWords } from "./reply-words-en.server";
import type { Circumstance } from "~/features/letter/reading/letter-reading.server";

/**
 * Every sentence of the Père Noël's reply in French, written for children in France, Belgium, Switzerland and
 * Québec. The same rules as English: no promise of a present, a pet or an outcome; next to a wish about a person, a
 * need or a painful circumstance, no workshop, elves, list, sleigh or reindeer, and nothing that says the letter
 * made him smile. Santa does not know whether the child is a girl or a boy, so no sentence says "gentil/gentille"
 * or "content/contente" of the child. Read aloud, each paragraph should sound like a grandparent talking.
 */
/** "la lettre de Léa", "la lettre d'Inès": "de" is elided before a vowel or a mute h. */
const ofName = (name: string) => (/^[aeiouyhàâäéèêëîïôöûüœæ]/i.test(name) ? `d'${name}` : `de ${name}`);

export const REPLY_WORDS_FR: ReplyWords = {
  masthead: "Du bureau du Père Noël · Pôle Nord",
  subject: (name: string) => `Une lettre du Père Noël pour ${name}`,
  preview: (name: string) => `Ho ho ho, ${name} ! Le Père Noël a lu ta lettre.`,
  gentlePreview: (name: string) => `Bonjour ${name}, le Père Noël a bien lu ta lettre.`,
  heading: "Ho ho ho !",
  gentleHeading: "Une lettre du Père Noël",
  greeting: (name: string) => `Bonjour ${name},`,

  openings: {
    unknown: "Ta lettre est bien arrivée au pôle Nord aujourd'hui, et je l'ai lue jusqu'au dernier mot, au coin du feu.",
    little: "Ta lettre est arrivée jusqu'au pôle Nord ! La Mère Noël me l'a lue au coin du feu, et les rennes ont tendu l'oreille, eux aussi.",
    young:
      "Ta lettre est arrivée au pôle Nord aujourd'hui, et je l'ai lue au coin du feu avec un grand bol de chocolat chaud. Les lutins disent que c'est l'une des plus jolies lettres de l'année.",
    older:
      "Ta lettre est arrivée au pôle Nord sans encombre, et je l'ai lue deux fois : une fois pour moi, et une fois à voix haute pour les lutins, qui ont beaucoup insisté.",
    teen: "Ta lettre est bien arrivée au pôle Nord, et elle m'a fait très plaisir. Beaucoup arrêtent de m'écrire à ton âge, alors une lettre de toi, ça compte énormément pour moi.",
  },
  gentleOpening:
    "Ta lettre est bien arrivée au pôle Nord, et je l'ai lue lentement, mot après mot. Merci de m'avoir écrit, et merci de m'avoir confié ce que tu as sur le cœur.",
  city: (city: string) => `J'ai trouvé ${city} sur ma grande carte du monde, et j'ai collé une étoile dorée juste à côté pour la nuit de Noël.`,
  gentleCity: (city: string) => `J'ai cherché ${city} sur ma grande carte du monde, et maintenant je sais d'où vient ta lettre.`,
  // Not "13 ans, c'est un…": a teenager wrote "à 13 ans c'est un peu bizarre", and Santa's line then matched five of her words (r15).
  age: (age: number) => `${age} ${age > 1 ? "ans" : "an"} : quel bel âge ! Je m'en souviens très bien, même si c'était il y a très, très longtemps !`,

  wishIntroOne: "Merci de m'avoir confié ton vœu pour Noël :",
  wishIntroMany: "Merci de m'avoir confié tes vœux pour Noël. Je les ai lus un par un, avec attention :",
  noWishes:
    "Tu ne m'as rien demandé du tout, et c'est très généreux de ta part. Y a-t-il quelque chose qui te ferait plaisir ? Tu peux toujours m'écrire à nouveau.",

  /**
   * Nothing the child wrote is repeated: a wish is named only by the kind of gift, the animal or the person the site
   * recognised ("un vélo", "ta mamie"). Those phrases carry their own article or possessive, so no sentence puts "de"
   * in front of a list ("de un vélo", "de des livres"), and no verb or adjective has to agree with a phrase.
   */
  wishAnswers: {
    /** `list` is the recognised gifts, joined the French way ("un vélo, des livres et tout le reste de ta liste"). */
    things: [
      (list: string) => `Tu m'as demandé ${list}. Je vois que tu y as bien réfléchi.`,
      (list: string) => `Dans ta lettre, il y a ${list}. Merci de m'avoir dit ce qui te ferait plaisir.`,
      (list: string) => `J'ai lu avec attention ce que tu souhaites : ${list}. On dirait que tu sais exactement ce qui te plaît.`,
    ],
    otherThings: "tout le reste de ta liste",
    everything: "Merci pour tout ce que tu as écrit sur ta liste. J'ai lu chaque vœu avec attention, un par un.",
    forSomeone: (gift: string, who: string) => `${gift} pour ${who}`,
    /** `animal` is "un chien", or `anAnimal`. */
    pet: [
      (animal: string) =>
        `Tu aimerais avoir ${animal}. Les animaux sont de très bons amis. Accueillir un animal, c'est une grande décision qui revient aux grandes personnes de ta famille, parce qu'il faut s'en occuper chaque jour, pendant de longues années. Quoi qu'elles décident, je sais que tu prendrais grand soin de n'importe quel animal.`,
      (animal: string) =>
        `Tu m'as demandé ${animal}. Moi aussi, j'adore les animaux. Un nouvel animal, c'est toujours une décision de famille, que prennent les grandes personnes, car s'occuper d'un animal est un travail long et important. C'est beau que tu aies envie d'en prendre soin.`,
    ],
    anAnimal: "un animal de compagnie",
    snow: "Tu as souhaité de la neige ! Même moi, je ne décide pas du temps qu'il fait. Avec ou sans neige, je te souhaite un Noël tout doux, plein de bons moments.",
    world:
      "Tu as fait un vœu pour le monde entier, et c'est un vœu très généreux. Personne ne peut le réaliser tout seul, pas même moi, mais chaque geste gentil rapproche un peu le monde de ce que tu souhaites.",
    need:
      "Merci de m'avoir confié un vœu aussi important. Vouloir que ta famille ait ce dont elle a besoin, cela montre combien ton cœur est grand. Les soucis d'argent, de nourriture ou de logement sont des soucis de grandes personnes, et ce n'est pas à toi de les porter. Il existe des gens bienveillants dont le métier est d'aider les familles, et les adultes qui s'occupent de toi peuvent leur demander de l'aide.",
    /** A wish about a person; `who` is "ta mamie" when the site recognised who, else null. */
    person: {
      illness: (who: string | null) =>
        `${who ? `Je sens combien tu aimes ${who}.` : "Je sens tout l'amour qu'il y a dans ce vœu."} Guérir, c'est le travail des médecins, des infirmiers et du temps, et même moi, je ne peux pas en décider. Ce que je sais, c'est que ton amour est un vrai réconfort. Un dessin, une carte ou un câlin de ta part peuvent compter bien plus que tu ne l'imagines.`,
      bereavement: (who: string | null) =>
        `${who ? `Je suis tellement désolé pour ${who}.` : "Je suis tellement désolé."} Quand quelqu'un qu'on aime meurt, il ne revient pas, même à Noël, et le manque peut faire très mal. Mais l'amour que vous avez partagé ne s'en va pas : il reste avec toi, dans tes souvenirs et dans tout ce que vous avez vécu ensemble.`,
      far_away: (who: string | null) =>
        `${who ? `Je vois combien tu as hâte de retrouver ${who}.` : "Je vois combien quelqu'un te manque."} Quand quelqu'un qu'on aime est loin, l'attente peut sembler très longue, et je ne peux pas te dire quand viendra le jour des retrouvailles. Garder tes nouvelles et tes dessins pour les partager, c'est une jolie façon de se sentir proches.`,
      separation: () =>
        "Merci de me confier ton vœu pour ta famille. Quand les grandes personnes décident de vivre séparément, ce n'est jamais à cause de quelque chose qu'un enfant a fait. Tu as le droit de souhaiter que les choses soient différentes, et tu as le droit d'aimer tout le monde dans ta famille.",
      bullying: () =>
        "Tu mérites de te sentir bien et en sécurité, à l'école comme partout ailleurs. Parles-en à un adulte en qui tu as confiance, à la maison ou à l'école, et continue d'en parler jusqu'à ce que quelqu'un t'aide. Tu vaux la peine qu'on te défende.",
      lonely_sad: () =>
        "Tout le monde mérite d'avoir des amis gentils, et toi aussi. Une amitié, ça prend parfois un peu de temps à grandir. Rester toi-même, avec ton cœur ouvert, c'est le meilleur début qui soit.",
      new_baby: () =>
        "Un petit frère ou une petite sœur, c'est quelque chose de très spécial, et c'est une affaire de grandes personnes. Quoi qu'il arrive, on t'aime exactement comme tu es.",
      other: (who: string | null) =>
        `${who ? `Je vois combien tu tiens à ${who}.` : "Je vois combien tu tiens aux personnes de ta vie."} Les vœux pour ceux qu'on aime sont les plus importants de tous, et certains sont plus grands que n'importe quel cadeau. Continue de leur dire ce que tu ressens, et laisse les grandes personnes autour de toi t'aider.`,
    },
  },

  /** A gentle paragraph for each circumstance a letter tells of; `who` is "ton papi" when the site recognised who, else null. */
  circumstances: {
    bereavement: (who: string | null) =>
      `${who ? `Je suis tellement désolé que tu aies perdu ${who}.` : "Je suis tellement désolé que quelqu'un que tu aimes soit mort."} Noël peut sembler bien différent quand quelqu'un manque, et tu as le droit d'être triste, de pleurer, et aussi de sourire en repensant aux bons souvenirs. Certaines familles allument une bougie, accrochent une décoration spéciale ou se racontent des histoires sur celui ou celle qui leur manque. Continue de parler aux grandes personnes qui t'aiment : tu n'as pas à garder pour toi des sentiments aussi grands.`,
    illness: (who: string | null) =>
      `${who ? `Je suis désolé que la maladie ait rendu cette année si difficile pour ${who} et pour toi.` : "Je suis désolé que la maladie soit entrée dans ta famille cette année."} Être malade, ou voir quelqu'un qu'on aime être malade, c'est difficile, et tu as le droit de t'inquiéter, d'être en colère ou d'être triste. Les médecins et les infirmiers font tout leur possible. Une carte, un dessin, un coup de téléphone ou un câlin peuvent éclairer une longue journée, et ça aide aussi de dire à tes grandes personnes ce que tu ressens.`,
    far_away: (who: string | null) =>
      `${who ? `Je sais que, pour ce Noël, il y a beaucoup de kilomètres entre toi et ${who}.` : "Je sais que quelqu'un que tu aimes est loin pour ce Noël."} Quand quelqu'un nous manque, c'est parce qu'on l'aime fort. Certaines familles fabriquent un calendrier pour compter les jours, ou mettent de côté des dessins, des photos et des nouvelles à partager. Même très loin les uns des autres, on peut continuer à s'aimer.`,
    separation: () =>
      "Je sais que les choses ont changé à la maison, et que les grandes personnes de ta famille vivent maintenant séparément. Ce genre de changement n'est jamais la faute d'un enfant, et c'est normal de ressentir plein d'émotions différentes. Noël sera peut-être un peu différent cette année, mais on t'aime, où que tu sois. Dis à tes grandes personnes ce que tu ressens : elles voudront le savoir.",
    bullying: () =>
      "Je suis désolé que quelqu'un ait été méchant avec toi. Personne ne mérite le harcèlement, et ce n'est jamais de ta faute. Parles-en à un adulte en qui tu as confiance, à la maison ou à l'école, et continue d'en parler jusqu'à ce que quelqu'un t'aide. Tu vaux la peine qu'on te défende.",
    hardship: () =>
      "Merci de m'avoir raconté comment ça se passe à la maison. Je sais que cette année est difficile pour certaines familles. C'est un souci de grandes personnes, et ce n'est pas à toi de le porter. Les plus belles choses de Noël ne s'achètent pas dans un magasin : du temps ensemble, une histoire, une chanson et un câlin valent plus que tout.",
    lonely_sad: () =>
      "Merci de m'avoir dit ce que tu ressens. Beaucoup de gens se sentent seuls ou tristes parfois, les enfants comme les grandes personnes, et ça ne veut pas dire que quelque chose ne va pas chez toi. Dis à un adulte en qui tu as confiance comment tu te sens. En parler aide vraiment, et tu mérites d'avoir des gens de ton côté.",
    new_baby: () =>
      "Il paraît qu'un bébé agrandit ta famille. Les bébés sont tout petits et demandent beaucoup de soins, alors les grandes personnes peuvent être très occupées et fatiguées pendant quelque temps. On t'aime toujours autant, et être grand frère ou grande sœur, c'est un rôle très important.",
    moving: () =>
      "Déménager ou changer d'école, c'est un grand changement. C'est normal que les anciens endroits et les anciens amis te manquent, et d'avoir un peu le trac devant les nouveaux. Il faut du temps pour qu'un nouvel endroit devienne un peu le tien. Laisse-toi ce temps, et garde le contact avec tes anciens amis si tu peux.",
    disability: () =>
      "Merci de m'avoir parlé un peu de toi et de ta famille. Chaque personne est différente, et chaque personne compte, exactement comme elle est.",
  } satisfies Record<Circumstance, (who: string | null) => string>,
  /** When an animal the child loved has died: `own` is "ton chien" when the site recognised the animal. */
  petLoss: (own: string | null) =>
    `Je suis tellement désolé que tu aies perdu ${own ?? "ton animal"}. Les animaux sont de vrais amis, et c'est normal d'avoir beaucoup de chagrin, même pendant longtemps. Les jours heureux passés ensemble, personne ne pourra te les enlever. Tu pourrais faire un dessin, ou raconter à ta famille ton plus beau souvenir.`,

  /** The message is never quoted: a plainly happy one gets `messageHappy`, any other `messageThanks`. */
  messageHappy: "Merci pour ton message. Je l'ai lu au coin du feu avec un grand bol de chocolat chaud, et ça m'a fait tellement plaisir d'avoir de tes nouvelles.",
  messageThanks: "Merci pour ton message. Je l'ai lu avec attention, et je suis très heureux que tu m'aies écrit.",
  // The Père Noël's own world, matched on the child's own words, accents and all: \b is ASCII-only, so letters bound the words.
  topics: [
    { pattern: /(?<!\p{L})(saint|st)[- ]nicolas(?!\p{L})/iu, line: "Saint Nicolas et moi, nous sommes de très vieux amis. Quelle chance de fêter à la fois la Saint-Nicolas et Noël !" },
    { pattern: /(?<!\p{L})(rennes?|rudolph|rudolphe)(?!\p{L})/iu, line: "Les rennes étaient ravis que tu penses à eux. Le nez de Rudolphe a brillé encore plus fort tout l'après-midi." },
    { pattern: /(?<!\p{L})(lutins?|lutines?)(?!\p{L})/iu, line: "Les lutins étaient tout fiers que tu parles d'eux, et ils m'ont demandé de te faire coucou depuis l'atelier." },
    { pattern: /(?<!\p{L})(chaussons?|chaussures?|souliers?|cheminée|cheminee)(?!\p{L})/iu, line: "Les chaussons au pied du sapin ou de la cheminée, c'est une bien jolie tradition." },
    { pattern: /(?<!\p{L})(biscuits?|gâteaux?|gateaux?|lait|carottes?|clémentines?|clementines?|spéculoos|speculoos|sablés?)(?!\p{L})/iu, line: "J'ai déjà hâte de goûter un petit quelque chose la nuit de Noël. Et les carottes pour les rennes sont toujours les bienvenues !" },
  ],

  good: {
    unknown: "Tu m'as dit que tu as été sage cette année, et je le vois bien. La gentillesse, c'est ce qu'il y a de plus magique au monde, et tu en as plein.",
    little: "Tu m'as dit que tu as été sage cette année ! La gentillesse et la douceur, ça fait briller tout le pôle Nord. Bravo à toi.",
    young: "Tu m'as dit que tu as été sage cette année, et les lutins qui tiennent ma liste des enfants sages sont bien d'accord. Chaque gentillesse rend Noël plus lumineux.",
    older: "Tu m'as dit que tu as été sage cette année, et je suis fier de toi. La gentillesse, l'honnêteté et l'entraide, c'est exactement ce qui compte pour la liste des enfants sages.",
    teen: "Tu m'as dit que tu as été sage cette année, et je te crois. La gentillesse quand personne ne regarde, c'est la plus vraie qui soit, et elle compte plus que tu ne le crois.",
  },
  trying: {
    unknown:
      "Tu n'as pas coché la case « j'ai été sage », et j'aime que tu sois honnête avec moi. Tout le monde a des jours difficiles. Ce qui compte, c'est de continuer à essayer, et je sais que tu y arriveras.",
    little: "Tu n'as pas coché la case « j'ai été sage », et ce n'est pas grave. Tout le monde a des jours grognons, même les rennes ! Demain est un tout nouveau jour pour faire des gentillesses.",
    young: "Tu n'as pas coché la case « j'ai été sage », et merci de ton honnêteté. Tout le monde fait des erreurs. Essaie de faire une gentillesse chaque jour, et regarde comme ça fait du bien.",
    older: "Tu n'as pas coché la case « j'ai été sage », et une telle honnêteté, je l'admire. Personne n'est parfait. Un mot gentil, un coup de main ou des excuses peuvent changer toute une semaine.",
    teen: "Tu n'as pas coché la case « j'ai été sage », et je respecte ton honnêteté. Tout le monde traverse des années difficiles. Il n'est jamais trop tard pour faire un choix généreux, et je crois en toi.",
  },
  gentleGoodness: "Quelle qu'ait été ton année, tu as un cœur bon et plein d'amour, et tu comptes énormément.",

  closings: {
    little: "Amuse-toi bien, et n'oublie pas de te coucher tôt la nuit de Noël. Je serai en route !",
    teen: "Passe un très joyeux Noël, et merci de garder la magie bien vivante.",
    other: "Reste toi-même, garde ta gentillesse, et guette mon traîneau la nuit de Noël !",
  },
  gentleClosing: "Je pense à toi en ce Noël, et je t'envoie mon câlin le plus chaleureux depuis le pôle Nord.",
  signature: "Avec toute mon affection et un joyeux ho ho ho,\nLe Père Noël",
  gentleSignature: "Avec toute mon affection,\nLe Père Noël",
  niceListLink: "Liste des enfants sages",
  trackerLink: "Suivre le Père Noël",
  postscript:
    "P.-S. Tu veux savoir si tu es sur la liste des enfants sages ? Demande à une grande personne de t'aider à vérifier, et tu pourras imprimer un certificat. Et la nuit de Noël, tu pourras suivre mon traîneau autour du monde avec « Suivre le Père Noël » !",

  /** Goes to the parent's address, which may be the person the child wrote about: nothing of the letter, of safety or of telling. */
  reviewed: [
    "Merci pour ta lettre. Je l'ai lue en entier, lentement et avec attention, et je suis vraiment heureux que tu m'aies écrit. Je veux que tu saches que tu es quelqu'un de précieux, chaque jour de l'année et pas seulement à Noël.",
  ],

  /**
   * `promise`: words that promise a present, a pet or an outcome ("je ne peux pas le promettre" is not one).
   * `cheer`: cheer that must never sit next to a wish about a person, a need or a painful circumstance.
   * Letters bound the words (\b is ASCII-only and French words end in "é").
   */
  checks: {
    promise:
      /(?<!\p{L})(?:je (?:vais |te |t['’]|vais te |vais t['’])?(?:apporter|apporterai|déposer|déposerai|livrer|livrerai|offrir|offrirai|envoyer|enverrai|donnerai|réaliser|réaliserai|fabriquer|fabriquerai)|je (?:vais|m['’]en vais) (?:m['’]assurer|faire en sorte|exaucer)|tu (?:auras|recevras|trouveras|vas recevoir|vas avoir|vas trouver|verras (?:ton|ta|tes|le|la|les|un|une) (?:cadeau|vœu|souhait|surprise))|(?:il|elle|ils|elles|ton vœu|ton souhait|tes vœux|ce vœu) (?:va|vont|sera|seront) (?:se réaliser|exaucée?s?|sous (?:le|ton) sapin|là le matin de Noël)|se réalisera|seront exaucés|sera exaucée?|sur ma liste|dans mon (?:grand )?(?:livre|carnet) des (?:vœux|souhaits)|je l['’]ai (?:noté|inscrit|écrit)|je les ai (?:notés|inscrits|écrits)|les lutins vont (?:le |la |les )?(?:fabriquer|construire|préparer|s['’]en occuper)|l['’]atelier (?:peut|va)|(?<!(?:ne peux pas|ne peut pas|pas) )je (?:te )?(?:le )?promets|c['’]est promis|en route vers toi|rien que pour toi la nuit de Noël|sous ton sapin)(?!\p{L})/iu,
    cheer:
      /(?<!\p{L})(?:atelier|lutins?|lutines?|liste des enfants sages|ma liste|traîneau|traineau|m['’]a fait sourire|m['’]a fait rire|quel (?:beau|joli|merveilleux|magnifique) vœu|vœu merveilleux|merveilleux vœu|formidable|ho ho|oh oh oh|youpi|(?:les|mes|des|le|mon|un|aux|ses|tes|nos) rennes?|étoile dorée|chocolat chaud)(?!\p{L})/iu,
  },

  parentNote: {
    stored: (name: string) =>
      `Pour le parent : tu reçois ce message parce que ton adresse a été indiquée comme adresse e-mail du parent dans la lettre ${ofName(name)} au Père Noël. Nous avons conservé la lettre telle qu'elle a été écrite (prénom, âge, ville, vœux, message, la case « j'ai été sage ») ainsi que cette adresse e-mail, uniquement pour envoyer cette réponse.`,
    retention: (days: number) =>
      `Nous supprimons automatiquement la lettre et l'enregistrement de cette réponse ${days} jours après l'envoi. Tu peux aussi la supprimer dès maintenant :`,
    deleteLabel: "Supprimer cette lettre maintenant",
    notExpected: "Si tu n'attendais pas ce message, tu peux l'ignorer : nous ne t'écrirons plus, sauf si une autre lettre est envoyée.",
    contactLead: "Une question, ou quelque chose qui ne va pas ? Écris-nous, une vraie personne lit chaque message :",
  },
};
