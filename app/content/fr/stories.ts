import { FEATURED_STORIES as EN_STORIES, STORY_COLLECTIONS as EN_COLLECTIONS, type Story, type StoryCollection } from "../stories";

/**
 * The stories page in French: the two collections and the three featured stories, retold for French readers in
 * the same markup (a line in double asterisks is a heading, a line in single asterisks is the moral).
 */
export const STORY_COLLECTIONS: readonly StoryCollection[] = [
  {
    ...EN_COLLECTIONS[0]!,
    title: "Les histoires des rennes du Père Noël",
    description:
      "Fais la connaissance des neuf rennes qui tirent le traîneau du Père Noël : qui est le plus rapide, qui est le plus drôle, et qui est assez courageux pour s'envoler le premier dans une tempête de neige.",
    readTime: "3 à 5 minutes",
  },
  {
    ...EN_COLLECTIONS[1]!,
    title: "Les histoires du village du pôle Nord",
    description:
      "Promène-toi dans le village enneigé où vivent et travaillent les lutins, de l'atelier de jouets toujours affairé jusqu'à la boulangerie bien chaude et douillette.",
    readTime: "5 à 8 minutes",
  },
];

export const FEATURED_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "Le flocon qui voulait aider",
    summary: "Un tout petit flocon nommé Poudrette est sûr d'être trop petit pour compter, jusqu'à ce que la nuit de Noël lui prouve le contraire.",
    ageGroup: "3 à 6 ans",
    content: `Tout là-haut, au-dessus du pôle Nord, dans un doux nuage gris, vivait un flocon de neige nommé Poudrette. Elle avait six branches scintillantes et brillait comme un minuscule miroir, mais c'était le plus petit flocon de tout le nuage.
Chaque hiver, les grands flocons parlaient de leurs missions importantes. «\u00a0Moi, je me poserai au sommet d'une montagne\u00a0», disait l'un. «\u00a0Moi, j'aiderai à faire un bonhomme de neige\u00a0», disait un autre. Poudrette écoutait en soupirant. «\u00a0Que pourrait bien faire un flocon aussi petit que moi\u202f?\u00a0»
**La nuit de Noël**
La nuit de Noël, le nuage devint lourd, et un par un les flocons commencèrent à tomber. Poudrette culbutait et tourbillonnait dans l'air froid de la nuit. Tout en bas, elle voyait les lumières du village du Père Noël, qui brillaient d'or et de rouge.
Dans l'écurie, le Père Noël était inquiet. Un épais brouillard était arrivé, et les rennes ne voyaient plus la piste. «\u00a0Si nous ne voyons pas où voler, dit-il, nous ne pourrons pas décoller du tout.\u00a0»
Poudrette l'entendit en passant. Elle eut une idée. Elle appela tous les flocons autour d'elle\u00a0: «\u00a0Les amis\u202f! Posons-nous ensemble le long des bords de la piste, là où les lanternes peuvent nous éclairer\u202f!\u00a0»
«\u00a0Tu es bien trop petite pour nous guider\u00a0», se moqua un grand flocon. Mais Poudrette continua d'appeler, et doucement, l'un après l'autre, les flocons la suivirent. Ils se posèrent en deux longues lignes bien droites, de chaque côté de la piste.
**Un chemin de lumière**
Quand la lumière des lanternes les toucha, il se passa quelque chose de merveilleux. Des milliers de petits flocons se mirent à scintiller tous en même temps, comme deux rivières d'étoiles qui s'étiraient dans le brouillard.
«\u00a0Regardez\u202f! s'écria le plus petit des lutins. Un chemin de lumière\u202f!\u00a0»
Le Père Noël sourit et secoua les rênes. Les rennes galopèrent sur le chemin étincelant et bondirent dans le ciel, et les grelots du traîneau tintèrent en s'éloignant dans la nuit.
En survolant la piste, le Père Noël baissa les yeux et souleva son bonnet. Poudrette en était sûre\u00a0: c'est à elle qu'il souriait.
**Le lendemain matin**
Le matin de Noël, les lutins trouvèrent un mot accroché à la porte de l'écurie. Il disait\u00a0: «\u00a0Merci à chaque flocon qui a éclairé notre chemin. Même la plus petite lumière peut guider le plus grand des traîneaux.\u00a0»
Poudrette se mit à briller si fort que les grands flocons durent plisser les yeux. Elle avait appris qu'être petit, ce n'est pas du tout la même chose qu'être sans importance. Il suffisait d'une bonne idée, d'une voix courageuse et d'amis prêts à briller ensemble.
*Même le plus petit des aides peut éclairer le chemin quand les amis brillent ensemble.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "Pip et le grelot silencieux",
    summary: "Quand le grand grelot du traîneau cesse de sonner deux jours avant Noël, un jeune lutin découvre que demander de l'aide, c'est aussi du courage.",
    ageGroup: "4 à 8 ans",
    content: `Pip était le plus jeune lutin de la Salle des grelots, le petit atelier rond où l'on astiquait, accordait et accrochait à son ruban chaque grelot du pôle Nord. Pip adorait la Salle des grelots. Chaque matin, les lutins plus âgés faisaient sonner les grelots un par un, et la musique s'échappait par les fenêtres et roulait sur la neige.
Deux jours avant Noël, on confia à Pip la mission la plus importante de toutes. «\u00a0S'il te plaît, astique le Grand Grelot, lui dit la vieille Tanaisie, la gardienne en chef des grelots. Il est accroché tout à l'avant du traîneau du Père Noël. Quand il sonne, les rennes savent qu'il est l'heure de s'envoler.\u00a0»
Pip prit le gros grelot doré aussi délicatement qu'un œuf d'oiseau. Il le frotta jusqu'à y voir le reflet de ses oreilles pointues. Puis il le secoua doucement pour entendre son joli son.
Rien. Pas un son. Pas un tintement. Pas même un petit ding.
**Le secret**
Le ventre de Pip fit une culbute. Il secoua encore le grelot, plus fort cette fois. Silence. Il regarda à l'intérieur et vit que la petite bille de métal, celle qui fait sonner le grelot, était tordue et complètement coincée.
«\u00a0Oh non, chuchota Pip. C'est sûrement moi qui l'ai cassé.\u00a0»
Il avait trop honte pour le dire à quelqu'un. Alors il cacha le grelot sous son établi et essaya de le réparer tout seul. Il essaya avec une cuillère. Il essaya avec une pince. Il essaya en faisant un vœu très, très fort. À l'heure du coucher, la bille était plus tordue que jamais, et Pip était si inquiet qu'il n'arrivait même pas à boire son chocolat chaud.
Le lendemain matin, tout le village était en effervescence. «\u00a0Où est le Grand Grelot\u202f? demandait tout le monde. Le Père Noël part demain soir\u202f!\u00a0» Les joues de Pip devinrent aussi rouges qu'une baie de houx.
**Assez courageux pour demander**
Cet après-midi-là, Pip s'assit tout seul sur les marches de la Salle des grelots. La vieille Tanaisie vint s'asseoir à côté de lui et attendit. Elle ne dit rien du tout, et bizarrement, cela rendit plus facile de parler.
«\u00a0J'ai fait quelque chose de terrible\u00a0», finit par dire Pip, et il lui raconta tout.
La vieille Tanaisie écouta toute l'histoire. Puis, à la grande surprise de Pip, elle se mit à rire doucement. «\u00a0Pip, cette bille est tordue depuis bien avant ta naissance. Quelqu'un a fait tomber le grelot pendant une bataille de boules de neige, il y a soixante ans. Elle attendait juste que quelqu'un le remarque.\u00a0»
«\u00a0Alors ce n'est pas moi qui l'ai cassé\u202f?\u00a0» demanda Pip.
«\u00a0Ce n'est pas toi qui l'as cassé, répondit la vieille Tanaisie. Mais tu as essayé de porter un gros problème tout seul, et c'est la seule erreur que je voudrais que tu arrêtes de faire. Allez, viens. On répare toujours plus facilement avec plus de mains.\u00a0»
**Beaucoup de mains**
La vieille Tanaisie appela les autres gardiens des grelots. Ronce chauffa la bille à la forge jusqu'à ce qu'elle rougeoie. Genièvre la redressa à petits coups d'un minuscule marteau d'argent. Pip tenait le grelot bien droit, et ses mains ne tremblaient qu'un tout petit peu. Ensemble, ils remirent la bille à sa place.
Alors la vieille Tanaisie fit un signe de tête à Pip. «\u00a0C'est toi qui as trouvé le problème. C'est toi qui le fais sonner.\u00a0»
Pip souleva le Grand Grelot et le secoua. Une note claire et lumineuse retentit, si douce et si forte que les rennes, dans l'écurie, levèrent la tête et tapèrent des sabots, prêts à partir.
La nuit de Noël, le Grand Grelot était accroché à l'avant du traîneau et brillait au clair de lune. Quand le traîneau s'éleva dans le ciel, Pip l'entendit sonner jusqu'au milieu des étoiles. Il se dit que c'était le plus beau son qu'il ait jamais fait, et qu'il ne l'avait pas fait tout seul.
*Demander de l'aide, ce n'est pas être faible\u00a0: c'est un premier pas courageux pour tout réparer.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "La carte en pain d'épices",
    summary: "Deux cousins préparent pour le Père Noël une carte de leur ville en pain d'épices, et découvrent ce que des voisins peuvent faire les uns pour les autres, un soir de neige.",
    ageGroup: "5 à 10 ans",
    content: `Maya et son cousin Léo préparaient leur surprise de Noël depuis des semaines. Chaque année, ils laissaient des biscuits au Père Noël, mais cette année, ils voulaient faire quelque chose de plus grand. «\u00a0Le Père Noël passe dans des millions de maisons, dit Maya. Il doit bien se perdre de temps en temps. Faisons-lui une carte en pain d'épices\u202f!\u00a0»
Alors, le matin du 24 décembre, Papi Sol noua son tablier rayé, sortit sa plus grande plaque de cuisson, et tous les trois se mirent au travail.
**La ville au four**
Ils étalèrent la pâte à pain d'épices aussi fine et large qu'une nappe. Léo découpa les rues avec un couteau à beurre, en suivant avec soin le plan que Maya avait dessiné. Il y avait la rue des Érables, où ils habitaient. Il y avait la boulangerie et sa cheminée de travers, la bibliothèque et sa fenêtre ronde, et le petit parc avec la mare aux canards au milieu.
Quand la carte sortit du four, toute la cuisine sentait le gingembre et la cannelle. Maya traça un trait de glaçage blanc le long de chaque route. Léo posa des boutons en chocolat sur chaque toit. Papi Sol ajouta une minuscule étoile en sucre juste au-dessus de leur maison. «\u00a0Comme ça, le Père Noël saura où se trouve le chocolat chaud\u00a0», dit-il avec un clin d'œil.
C'était la plus belle carte qu'ils aient jamais vue. Mais en glaçant la dernière rue, Maya fronça les sourcils.
«\u00a0Papi, c'est quoi, ce coin vide sur la carte\u202f? Celui près de la mare\u202f?\u00a0»
Papi Sol regarda. «\u00a0C'est là qu'habite Mme Okafor. Elle a emménagé cet automne.\u00a0»
Léo se gratta la tête. «\u00a0On n'a jamais vu de lumières là-bas.\u00a0»
**La maison sans lumières**
Après le déjeuner, les cousins marchèrent jusqu'au coin de la mare. La neige tombait à gros flocons paresseux. Toutes les maisons de la rue scintillaient de lumières, sauf une petite maison bleue au perron sombre et à la fenêtre vide.
Maya frappa. La porte s'ouvrit lentement, et une grande dame aux cheveux argentés les regarda.
«\u00a0Bonjour, dit Maya. Nous faisons une carte pour le Père Noël, et nous voulions y mettre votre maison.\u00a0»
Mme Okafor sourit, mais ses yeux avaient l'air un peu tristes. «\u00a0C'est gentil à vous. Mais je ne crois pas que le Père Noël s'arrêtera ici. Mes petits-enfants habitent loin cette année, et la neige a bloqué les routes. Ce sera un Noël bien calme.\u00a0»
Les cousins rentrèrent sans dire grand-chose. Puis, à mi-chemin de la rue des Érables, Léo s'arrêta dans la neige.
«\u00a0Maya, dit-il. Une carte, ça ne sert pas seulement à trouver des endroits. Ça peut aussi montrer aux gens qu'ils ont leur place.\u00a0»
**Un nouveau plan**
Quand ils arrivèrent à la maison, le plan était prêt. Papi Sol trouva au grenier une guirlande lumineuse qui ne servait pas. Maya prépara une deuxième fournée de pain d'épices et découpa une petite maison bleue. Léo fabriqua une carte où il était écrit\u00a0: «\u00a0Vous êtes sur notre carte, et vous êtes invitée à boire un chocolat chaud.\u00a0»
Puis ils prévinrent les voisins. M. Petrov, de la boulangerie, promit d'apporter ses fameuses brioches à la cannelle. Les jumeaux de la maison verte proposèrent de déneiger l'allée. Même Mme Lindqvist, de la bibliothèque, vint avec une boîte de bougies.
Au coucher du soleil, toute la petite troupe traversa la neige qui crissait jusqu'à la maison bleue. Ils enroulèrent la guirlande autour de la rampe du perron. Les jumeaux dégagèrent les marches jusqu'à ce qu'elles brillent. Maya posa la petite maison en pain d'épices sur le seuil, à côté de l'invitation.
Quand Mme Okafor ouvrit sa porte, le perron brillait de mille feux, et une foule de visages souriants chantait un chant de Noël un peu faux. Elle posa la main sur son cœur et rit du rire le plus heureux que les cousins aient jamais entendu.
**Le réveillon dans la rue des Érables**
Ce soir-là, la cuisine de Papi Sol était pleine à craquer. Mme Okafor raconta comment on fêtait Noël dans la ville où elle avait grandi, et elle apprit à tout le monde un jeu de mains qui fit tellement rire Léo qu'il en eut le hoquet. On remplit trois fois la casserole de chocolat chaud.
Avant d'aller se coucher, Maya ajouta une dernière étoile en sucre sur la carte en pain d'épices, juste au-dessus de la petite maison bleue près de la mare. Puis les cousins posèrent la carte à côté des biscuits et montèrent se coucher.
Le matin, les biscuits avaient disparu, mais la carte était toujours là. À côté, il y avait un mot écrit d'une belle écriture en boucles\u00a0: «\u00a0Merci pour cette magnifique carte. Je n'en avais pas besoin pour trouver votre ville, mais j'ai adoré voir que chaque maison y est illuminée. C'est la plus belle sorte de carte qui soit.\u00a0»
Maya et Léo le lurent deux fois. Puis ils coururent à la fenêtre et regardèrent au bout de la rue. Près de la mare, la petite maison bleue brillait toujours.
*Les plus beaux cadeaux sont ceux qui aident quelqu'un à sentir qu'il a sa place parmi nous.*`,
  },
];
