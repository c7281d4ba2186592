/**
 * The treats behind the advent calendar's doors, in French: three stories, three crafts, a recipe, a trivia
 * challenge and a good-deed idea. Ids, difficulties, minutes, points and the trivia path stay as in English;
 * measures are metric only, and every grown-up note is kept.
 */
import {
  ADVENT_CRAFTS as EN_CRAFTS,
  ADVENT_GAME_CHALLENGE as EN_CHALLENGE,
  ADVENT_GOOD_DEED as EN_DEED,
  ADVENT_RECIPE as EN_RECIPE,
  ADVENT_STORIES as EN_STORIES,
} from "../advent-treats";
import type { AdventCraft, AdventGameChallenge, AdventGoodDeed, AdventRecipe } from "../advent-treats.types";
import type { Story } from "../stories";

/** Door 3, door 13 and door 24 (Christmas Eve, a bedtime story). */
export const ADVENT_STORIES: readonly Story[] = [
  {
    ...EN_STORIES[0]!,
    title: "La moufle perdue",
    summary: "Rose perd l'une des moufles rouges que son papi lui a tricotées, et découvre quoi faire quand un inconnu est gentil avec toi.",
    ageGroup: "3 à 6 ans",
    content: `Rose avait une paire de moufles rouges avec une petite étoile blanche sur chaque pouce. C'est Papi qui les lui avait tricotées, en fredonnant des chants de Noël pendant que ses aiguilles faisaient clic, clic, clic. Rose aimait tellement ces moufles qu'elle les gardait même pour le petit déjeuner.
Le premier samedi de neige de décembre, Rose et Maman allèrent à pied en ville pour voir les illuminations de Noël. Rose fit coucou au boulanger derrière sa vitrine. Elle caressa un gentil chien devant la librairie. Elle attrapa des flocons sur sa langue à l'arrêt de bus. Mais quand elles rentrèrent à la maison et tapèrent leurs bottes pour enlever la neige, Rose regarda ses mains.
Une moufle rouge. Une main toute froide et toute rose.
«\u00a0Ma moufle\u202f! s'écria Rose. Elle a disparu\u202f!\u00a0»
**Sur nos pas**
Le lendemain matin, Maman remonta la fermeture éclair du manteau de Rose. «\u00a0Refaisons le même chemin qu'hier, dit-elle. Les choses perdues nous attendent souvent, il suffit de revenir.\u00a0»
Elles s'arrêtèrent d'abord à la boulangerie. «\u00a0Je n'ai pas vu de moufle rouge, dit le boulanger, mais j'ouvrirai l'œil.\u00a0» Il donna à Rose une petite brioche toute chaude à tenir dans sa main nue, et ça la réconforta un peu.
Elles s'arrêtèrent à la librairie. Le gentil chien remua la queue, mais lui non plus n'avait pas vu la moufle.
Elles s'arrêtèrent à l'arrêt de bus. Il y avait plein d'empreintes de pas dans la neige, mais pas de moufle. La lèvre de Rose se mit à trembler.
**Les grilles du parc**
Soudain, Rose aperçut quelque chose de rouge à l'entrée du parc. Quelqu'un avait délicatement enfilé sa moufle au sommet d'un barreau de la grille, comme un petit drapeau, pour qu'elle reste au sec et qu'on la voie bien.
«\u00a0Maman\u202f! Regarde\u202f!\u00a0» Rose courut et serra la moufle contre sa joue. Elle était froide, mais c'était la sienne.
Le long de la grille, il y avait d'autres choses aussi\u00a0: un bonnet bleu en laine, une écharpe rayée, et une toute petite chaussette jaune de bébé, accrochée toute seule.
«\u00a0Dans notre ville, on fait comme ça, dit Maman. Quand on trouve quelque chose, on l'accroche là où son propriétaire le verra.\u00a0»
Rose pensa à la personne qui avait sauvé sa moufle. Elle ne connaissait pas son nom. Elle ne pouvait pas lui dire merci. Mais elle eut une idée.
En repassant devant l'arrêt de bus, Rose vit un papa qui poussait une poussette. Dans la poussette, un bébé gigotait des jambes. À un pied, elle portait une chaussette jaune. L'autre pied était tout nu et tout rose de froid.
«\u00a0Attendez ici, s'il vous plaît\u202f!\u00a0» dit Rose. Elle courut jusqu'à la grille, décrocha la minuscule chaussette et l'apporta avec précaution au papa du bébé.
«\u00a0Oh, merci\u202f! dit-il avec un sourire jusqu'aux oreilles. On l'a cherchée partout.\u00a0» Il enfila la chaussette au pied du bébé, qui gazouilla en remuant ses orteils.
Ce soir-là, au téléphone, Rose raconta toute l'histoire à Papi. «\u00a0Quelqu'un m'a aidée, dit-elle, alors j'ai aidé quelqu'un d'autre.\u00a0»
«\u00a0C'est exactement comme ça que marche la gentillesse, dit Papi. Elle fait le tour, encore et encore, comme la laine autour d'une aiguille.\u00a0»
*Quand quelqu'un est gentil avec toi, fais passer la gentillesse.*`,
  },
  {
    ...EN_STORIES[1]!,
    title: "Le lutin qui ne savait pas siffler",
    summary: "Au pôle Nord, tous les lutins savent siffler, sauf Fenouil, jusqu'au jour où une jeune renne apeurée a besoin d'un son plus doux.",
    ageGroup: "4 à 8 ans",
    content: `Au pôle Nord, tout le monde sifflait. Les fabricants de jouets sifflaient en tapant du marteau. Les pâtissiers sifflaient en remuant leurs pâtes. Même le Père Noël sifflait un air joyeux en vérifiant sa liste. Et quand venait l'heure de rappeler les rennes des champs enneigés, les lutins de l'écurie mettaient deux doigts dans leur bouche et lançaient un long sifflement clair qui résonnait sur la glace\u00a0: fuiii-ou\u202f!
Tout le monde sifflait, sauf Fenouil.
Fenouil avait tout essayé. Il avait arrondi les lèvres comme un poisson rouge. Il avait sifflé entre ses dents, ce qui faisait seulement pschhh, comme une bouilloire qui fuit. Il avait essayé avec deux doigts, puis avec quatre, et une fois avec une moufle entière, ce qui n'avait pas aidé du tout.
«\u00a0Continue de t'entraîner, lui disaient gentiment ses amis. Ça va venir.\u00a0»
Mais ça ne venait pas. Fenouil soufflait et soufflait jusqu'à avoir les joues rondes comme des pommes, et il ne sortait que de l'air.
**Le lutin qui fredonnait**
Fenouil travaillait à l'écurie des rennes\u00a0: il brossait leur pelage et remplissait les filets de foin. Il adorait les rennes, et les rennes l'adoraient. Bien sûr, il ne leur sifflait jamais rien. À la place, en travaillant, il fredonnait\u00a0: des airs graves, lents et ronronnants, qui semblaient monter tout droit de ses bottes.
La plus jeune des rennes, une petite biche timide appelée Trèfle, aimait ses chansons plus que tout. Dès que Fenouil fredonnait, Trèfle posait son museau tout doux contre son épaule et fermait les yeux.
**La nuit de Noël**
La nuit de Noël, l'écurie était pleine de bruit. Les lutins couraient partout avec des harnais et des grelots. Des sifflets stridents fusaient de tous les coins. «\u00a0Les rennes, en rang\u202f!\u00a0» criaient les lutins de l'écurie. Fuiii-ou\u202f! Fuiii-ou\u202f!
Les rennes trottèrent jusqu'à leur place. Mais Trèfle, qui tirait le traîneau pour la toute première fois, avait peur de tout ce vacarme. Elle recula au fond de sa stalle et refusa d'en sortir.
«\u00a0Sifflez plus fort\u202f!\u00a0» dit quelqu'un. Les lutins sifflèrent plus fort. Trèfle se colla contre le mur en tremblant.
«\u00a0Le temps presse, dit doucement le Père Noël, et nous ne pouvons pas partir sans elle.\u00a0»
Le cœur de Fenouil battait fort. Il ne savait pas siffler. Tout le monde le savait. Mais lui, il connaissait Trèfle.
Il entra dans la stalle et s'assit dans la paille. Puis il se mit à fredonner, grave et lent, le même air ronronnant que chaque matin.
L'écurie devint silencieuse. Un par un, les lutins baissèrent les mains. Les oreilles de Trèfle frémirent. Elle cessa de trembler. Au bout d'un moment, elle s'avança et posa son museau sur l'épaule de Fenouil, comme elle le faisait toujours.
Sans arrêter de fredonner, Fenouil la fit sortir de la stalle, longea la grande rangée de lanternes et l'amena jusqu'à sa place devant le traîneau. Il boucla son harnais aussi doucement qu'on borde une couverture.
«\u00a0Eh bien, dit le Père Noël, les yeux pétillants. On dirait que ce soir, le pôle Nord avait besoin de quelqu'un qui fredonne.\u00a0»
**Un son bien à lui**
Le traîneau s'éleva dans le ciel étoilé, et les grelots de Trèfle sonnaient clair. Tandis qu'il s'éloignait, Fenouil entendit quelque chose descendre doucement dans l'air froid. C'était le Père Noël, qui fredonnait exactement le même air.
Après Noël, les lutins eurent une nouvelle idée. L'écurie aurait un Coin tranquille pour les rennes qui ont peur, et c'est Fenouil qui s'en occuperait. Certains jeunes lutins lui demandèrent même de leur apprendre à fredonner.
Fenouil s'entraîne encore à siffler de temps en temps. Parfois, il arrive à sortir un tout petit couic, et tout le monde applaudit. Mais il ne s'en fait plus. Il a un son bien à lui, et c'était justement celui dont on avait besoin.
*Tu n'as pas besoin d'être comme tout le monde\u00a0: ta façon à toi, c'est peut-être exactement ce dont quelqu'un a besoin.*`,
  },
  {
    ...EN_STORIES[2]!,
    title: "La nuit où la neige chantait",
    summary: "La nuit de Noël, Ada est bien trop excitée pour dormir, jusqu'à ce que Mamie lui apprenne à écouter la chanson la plus douce du monde.",
    ageGroup: "3 à 8 ans",
    content: `C'était la nuit de Noël, et Ada n'arrivait pas à dormir.
Elle s'était brossé les dents. Elle avait posé ses chaussons au pied de son lit. Elle avait écouté une histoire, puis une autre, et puis encore une. Mais ses yeux refusaient de rester fermés. Ils n'arrêtaient pas de s'ouvrir, comme deux petites fenêtres, pour voir si Noël était arrivé.
Mamie vint s'asseoir au bord du lit. Dehors, la neige tombait, douce et lente, devant le réverbère.
«\u00a0Tu veux que je te dise un secret\u202f? chuchota Mamie. La nuit de Noël, si on reste très, très tranquille, on peut entendre la neige chanter.\u00a0»
Ada se redressa. «\u00a0La neige, ça ne chante pas.\u00a0»
«\u00a0Pas très fort, dit Mamie. Elle chante la chanson la plus douce du monde. Il faut l'écouter de tout son corps. Allonge-toi, ferme les yeux et respire lentement. On inspire, et on expire.\u00a0»
Ada s'allongea. Elle ferma les yeux. Elle inspira, et elle expira.
**Écouter**
D'abord, Ada n'entendit que des bruits ordinaires. L'horloge qui faisait tic-tac sur le palier. Le chat qui tournait en rond sur le tapis, en bas. Le toc, toc, toc du radiateur qui refroidissait.
«\u00a0Continue d'écouter\u00a0», dit doucement Mamie.
Ada inspira, et expira. Et alors, sous tous les autres bruits, elle l'entendit\u00a0: un chuchotement. Un chuchotement doux comme une plume, léger comme une page qu'on tourne dans un livre. Les flocons touchaient la fenêtre, l'un après l'autre, et chacun murmurait le même petit mot.
Chut. Chut. Chut.
«\u00a0Je l'entends\u00a0», souffla Ada.
«\u00a0La neige chante pour endormir toute la ville, dit Mamie. Écoute où va sa chanson.\u00a0»
**La chanson de la neige**
Alors Ada écouta, et dans sa tête, elle suivit la chanson.
Elle passa au-dessus du jardin, où un rouge-gorge était blotti dans le lierre, les plumes gonflées comme un manteau bien chaud. Chut, chantait la neige, et le rouge-gorge cacha sa tête sous son aile.
Elle flotta au-dessus du parc, où la mare avait gelé, lisse et argentée, et où les canards dormaient en rang au bord de l'eau. Chut, chantait la neige, et les canards firent de beaux rêves de canards.
Elle se posa sur les toits, un par un\u00a0: sur la boulangerie, sur la bibliothèque et sur les petites maisons aux rideaux tirés, où d'autres enfants étaient couchés, les yeux grands ouverts, comme Ada. Chut, chantait la neige, et un par un, leurs yeux devinrent lourds.
Elle chanta pour le renard roulé en boule sous la haie, pour les vaches dans l'étable bien chaude derrière la colline, et pour les grands sapins, qui tendaient leurs branches pour l'attraper.
Puis la chanson monta plus haut, au-dessus des cheminées et des nuages, jusqu'aux étoiles qui brillaient. Et très, très loin, si faiblement qu'Ada n'était pas sûre de l'avoir entendu, il y eut un petit tintement de grelots.
**Le matin de Noël**
La respiration d'Ada devint lente et profonde. Ses mains étaient bien au chaud sous la couverture. Mamie remonta la couette jusqu'à son menton et l'embrassa sur le haut de la tête.
«\u00a0Bonne nuit, ma chérie, chuchota-t-elle. Joyeux Noël.\u00a0»
Ada ne répondit pas. Elle dormait à poings fermés, et la neige chantait toujours.
Au matin, le monde entier était blanc, tout neuf et scintillant. Au pied du lit, les chaussons débordaient de surprises. Et sur la fenêtre, juste là où les flocons avaient chuchoté toute la nuit, quelqu'un avait dessiné dans le givre une petite étoile qui souriait.
*Les moments les plus calmes peuvent cacher les plus belles merveilles.*`,
  },
];

/** Door 1, door 8 and door 17. */
export const ADVENT_CRAFTS: readonly AdventCraft[] = [
  {
    ...EN_CRAFTS[0]!,
    title: "La guirlande compte à rebours",
    description:
      "Fabrique une guirlande de papier rayée, avec un anneau pour chaque jour jusqu'à Noël. Chaque matin, détache un anneau et découvre la petite surprise écrite à l'intérieur.",
    materials: [
      "2 feuilles de papier de couleur ou de papier cartonné fin (A4), de deux couleurs différentes",
      "Une règle et un crayon",
      "Des ciseaux à bouts ronds",
      "Un bâton de colle ou du ruban adhésif",
      "Des feutres ou des crayons de couleur",
      "Un ruban ou un bout de ficelle pour l'accrocher",
    ],
    steps: [
      "Avec la règle et le crayon, trace des lignes espacées de 2,5 cm sur toute la longueur de chaque feuille, pour la couvrir de longues bandes.",
      "Découpe le long des lignes pour obtenir de longues bandes, puis coupe chaque bande en deux. Avec deux feuilles, tu as 32 petites bandes, et il t'en faut 24.",
      "Numérote les bandes de 1 à 24, une pour chaque jour du 1er au 24 décembre. Alterne les couleurs pour que la guirlande soit rayée.",
      "Au dos de chaque bande, écris ou dessine une petite surprise pour ce jour-là : une blague, un chant de Noël à chanter ou une gentillesse à faire. Un adulte peut écrire les mots pendant que tu dessines.",
      "Commence par la bande 24. Courbe-la en anneau, le numéro à l'extérieur et la surprise à l'intérieur, fais se chevaucher les bouts et colle-les ou scotche-les.",
      "Passe la bande 23 dans l'anneau et ferme-la de la même façon. Continue jusqu'à la bande 1, en tenant chaque nouvel anneau quelques secondes, le temps que la colle prenne.",
      "Attache le ruban à l'anneau 24 et accroche la guirlande là où tout le monde la voit. Chaque matin, détache l'anneau du bas, lis la surprise et faites-la ensemble. Quand le dernier anneau tombe, c'est le 24 décembre !",
    ],
    grownUpNote:
      "Les ciseaux à bouts ronds suffisent pour cette activité. Si vous fermez les anneaux avec une agrafeuse plutôt qu'avec de la colle, c'est un adulte qui agrafe, et les agrafes de rechange restent hors de portée des petits.",
  },
  {
    ...EN_CRAFTS[1]!,
    title: "Oranges piquées de clous de girofle",
    description:
      "Pique des clous de girofle dans une orange en rayures, en spirales ou en étoiles pour faire une pomme d'ambre, une décoration qui sent bon les épices. Accroche-la avec un ruban, et toute la pièce sentira Noël.",
    materials: [
      "2 ou 3 petites oranges bien fermes (les clémentines, ça marche aussi)",
      "Un petit pot de clous de girofle entiers : 30 g suffisent pour deux oranges",
      "Un cure-dent ou une aiguille à tricoter à bout rond",
      "Du ruban étroit, environ 60 cm par orange",
      "Du ruban adhésif ou du ruban de masquage, et une épingle pour l'adulte",
      "Un plateau ou une assiette pour récupérer le jus",
    ],
    steps: [
      "Lave et sèche les oranges. Enroule une bande de ruban adhésif autour du milieu de chacune, comme une ceinture : elle garde un chemin bien propre pour le ruban.",
      "Choisis un motif. Les rayures de haut en bas sont les plus faciles ; une spirale, une étoile ou la première lettre de ton prénom demandent un peu plus de soin.",
      "Avec le cure-dent, fais un petit trou dans la peau, puis enfonce un clou de girofle par sa tige pour que seule sa tête ronde dépasse. Faire le trou d'abord évite d'avoir mal aux pouces.",
      "Continue en laissant environ la largeur d'un doigt entre chaque clou. Si la peau se fend, laisse un espace et recommence un peu plus loin.",
      "Quand ton motif est fini, retire le ruban adhésif. Demande à un adulte de nouer le ruban autour de l'orange sur le chemin propre, en le croisant dessous et en faisant une boucle en haut.",
      "Accroche ta pomme d'ambre dans un endroit frais et aéré, comme une poignée de fenêtre ou de porte, ou mets-en plusieurs dans un bol. Presse-la doucement de temps en temps pour sentir les épices.",
      "Elle va sécher et rétrécir petit à petit pendant les semaines suivantes. On fabrique des pommes d'ambre depuis des centaines d'années pour parfumer les maisons : la tienne fait partie d'une très vieille tradition de Noël.",
    ],
    grownUpNote:
      "Les clous de girofle sont petits et durs : garde-les loin des enfants de moins de trois ans, qui pourraient les mettre à la bouche. L'huile de girofle peut piquer les petites coupures, alors tout le monde se lave les mains après. Si l'orange moisit au bout d'une ou deux semaines (ça peut arriver dans une cuisine chaude et humide), mets-la au compost.",
  },
  {
    ...EN_CRAFTS[2]!,
    title: "Une pomme de pin pour les oiseaux",
    description:
      "Remplis une pomme de pin de graines et de graisse nature pour offrir un goûter d'hiver aux oiseaux du jardin, puis accroche-la et regarde qui vient en visite.",
    materials: [
      "Une grosse pomme de pin sèche et bien ouverte",
      "Environ 60 cm de ficelle de jardin",
      "100 g de saindoux ou de graisse végétale nature (de coco, par exemple), à température ambiante",
      "150 g de mélange de graines pour oiseaux sauvages",
      "Un bol, une fourchette et une cuillère",
      "Une assiette ou un plateau",
    ],
    steps: [
      "Attache bien serré la ficelle autour de la pomme de pin, entre les écailles près du gros bout, et fais un bon nœud. Laisse une longue queue avec une boucle au bout pour l'accrocher.",
      "Mets la graisse dans le bol et écrase-la à la fourchette jusqu'à ce qu'elle soit molle et crémeuse. Si elle est trop dure, laisse-la un moment dans une pièce chaude.",
      "Verse les graines et mélange jusqu'à ce que chaque graine soit enrobée. Malaxer avec des mains propres, ça marche très bien, et ça colle merveilleusement !",
      "Avec la cuillère ou tes doigts, enfonce le mélange dans les espaces entre les écailles, jusqu'à la pointe.",
      "Saupoudre un peu de graines sur l'assiette et roule la pomme de pin dedans pour couvrir les endroits qui collent encore.",
      "Mets la pomme de pin une heure au réfrigérateur, ou dehors s'il gèle, jusqu'à ce que la graisse soit ferme.",
      "Accroche-la à une branche ou à une mangeoire, à un petit saut d'un buisson ou d'un arbre où les oiseaux peuvent s'abriter, mais pas juste à côté d'une cachette où un chat pourrait les guetter.",
      "Observe en silence depuis une fenêtre. Dessine ou note les oiseaux qui viennent, et pose aussi dehors une coupelle d'eau fraîche pour eux.",
      "Fabrique une nouvelle pomme de pin quand celle-ci est vide. Quand il fait doux, la graisse peut ramollir et rancir : retire les restes au bout d'une ou deux semaines.",
    ],
    grownUpNote:
      "N'utilise que de la graisse nature et des graines pour oiseaux. Jamais de graisse de cuisson ou de jus de rôti, de margarine ou d'huile, ni rien de salé comme des cacahuètes salées, des chips ou des lardons : le sel et les jus de cuisson sont mauvais pour les oiseaux. Un adulte accroche la mangeoire en hauteur. Beaucoup de mélanges de graines contiennent des arachides : vérifie le paquet si quelqu'un dans la famille est allergique aux fruits à coque, et tout le monde se lave bien les mains après.",
  },
];

/** Door 7. */
export const ADVENT_RECIPE: AdventRecipe = {
  ...EN_RECIPE,
  title: "Biscuits étoiles à la cannelle",
  description:
    "Des étoiles croustillantes et bien beurrées, parfumées à la cannelle et couvertes d'un fin glaçage blanc, comme du givre par une nuit étoilée. Cette recette ne contient aucun fruit à coque. Prévois 30 minutes de plus pour le repos de la pâte au frais, et environ 30 minutes pour que les étoiles refroidissent avant le glaçage.",
  yield: "Pour environ 30 étoiles",
  ingredients: [
    "250 g de farine de blé, plus un peu pour étaler la pâte",
    "2 c. à café de cannelle en poudre",
    "1 pincée de sel",
    "150 g de beurre mou",
    "100 g de sucre en poudre fin",
    "1 gros œuf",
    "1 c. à café d'extrait de vanille",
    "Pour le glaçage : 120 g de sucre glace et environ 1 c. à soupe et demie d'eau ou de lait",
  ],
  steps: [
    "Dans un grand saladier, bats le beurre mou et le sucre avec une cuillère en bois jusqu'à ce que le mélange soit pâle et crémeux, environ 3 minutes. C'est plus facile en se relayant.",
    "Ajoute l'œuf et la vanille en battant jusqu'à ce que ce soit lisse.",
    "Ajoute la farine, la cannelle et le sel et mélange jusqu'à obtenir un mélange sableux, puis rassemble-le à la main en une boule de pâte.",
    "Aplatis la pâte en un disque épais, emballe-le et mets-le 30 minutes au réfrigérateur : la pâte sera plus facile à étaler et gardera sa forme au four.",
    "Pendant ce temps, un adulte préchauffe le four à 180 °C (160 °C en chaleur tournante), et tu couvres deux plaques de papier cuisson.",
    "Étale la pâte sur un plan de travail légèrement fariné, sur environ 5 mm d'épaisseur. Découpe des étoiles avec un emporte-pièce de 7 à 8 cm et pose-les sur les plaques en les espaçant un peu. Rassemble les chutes, étale-les de nouveau et découpe d'autres étoiles.",
    "Fais cuire 10 à 12 minutes, en échangeant les plaques à mi-cuisson, jusqu'à ce que les bords commencent tout juste à dorer. Laisse les étoiles 5 minutes sur les plaques, puis pose-les sur une grille pour qu'elles refroidissent complètement.",
    "Ajoute l'eau petit à petit au sucre glace en remuant, jusqu'à obtenir un glaçage lisse et coulant, comme une crème épaisse. Étales-en une fine couche sur chaque étoile froide, au pinceau ou à la cuillère, et laisse prendre environ 30 minutes.",
    "Les biscuits se gardent jusqu'à une semaine dans une boîte hermétique. Quelques étoiles dans un bocal fermé par un ruban, c'est un très joli cadeau.",
  ],
  grownUpNote:
    "Un adulte s'occupe du four et des plaques chaudes ; les enfants peuvent mélanger, étaler, découper et glacer. La pâte crue contient de l'œuf cru et de la farine crue : on ne grignote pas avant la cuisson des étoiles !",
};

/** Door 10: played in the site's Christmas trivia quiz. */
export const ADVENT_GAME_CHALLENGE: AdventGameChallenge = {
  ...EN_CHALLENGE,
  title: "Le défi étoile du quiz",
  description:
    "Joue à notre quiz de Noël et essaie de décrocher une étoile. Choisis A, B, C ou D pour chaque question, et découvre une info surprenante après chaque réponse.",
  goal: "Trouve au moins 6 bonnes réponses sur 8 pour recevoir les félicitations du quiz. Pour être une super étoile, trouve les 8 et rejoins les experts de Noël !",
  tips: [
    "Lis toutes les réponses avant de choisir : certaines sont là juste pour te faire rire.",
    "Tu hésites ? Élimine d'abord les réponses que tu sais fausses, puis choisis parmi celles qui restent.",
    "Lis l'info « Le savais-tu ? » après chaque question. Si tu rejoues, elle t'aidera.",
    "Les plus jeunes peuvent faire équipe avec un adulte, un grand frère ou une grande sœur, et lire les questions à voix haute chacun son tour.",
    "Tu peux jouer autant de fois que tu veux : continue jusqu'à décrocher ton étoile.",
  ],
};

/** Door 16. */
export const ADVENT_GOOD_DEED: AdventGoodDeed = {
  ...EN_DEED,
  title: "Des mots gentils cachés",
  description:
    "Écris de petits mots pleins de gentillesse et cache-les dans la maison pour que ta famille les trouve. C'est une petite surprise qui peut illuminer toute la journée de quelqu'un.",
  steps: [
    "Découpe du papier en morceaux de la taille de ta main, ou prends des notes autocollantes. Prépares-en au moins un pour chaque personne de ta famille.",
    "Sur chaque mot, écris ou dessine quelque chose de gentil pour une personne : ce que tu aimes chez elle, un merci pour quelque chose qu'elle a fait, ou un dessin joyeux. Si tu apprends encore à écrire, dis les mots à un adulte et fais le dessin toi-même.",
    "Plie chaque mot et écris le prénom de la personne dessus.",
    "Cache les mots là où on les trouvera : dans une poche de manteau, sous un oreiller, dans un chausson, dans un livre préféré ou collé sur le miroir de la salle de bains.",
    "Garde le secret, puis guette les sourires quand les mots sont découverts.",
    "Envie de continuer ? Cache un nouveau mot chaque jour jusqu'à Noël.",
  ],
};
