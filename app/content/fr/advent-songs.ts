import { ADVENT_SONGS as EN } from "../advent-songs";
import type { Song } from "../songs";

/**
 * The nine carols behind the advent calendar's doors, in French. All nine were written in English; each excerpt is
 * our own plain French translation of the public-domain English words, as each card says.
 */
const OUR_TRANSLATION = "Les paroles ici sont notre propre traduction simple des paroles anglaises.";

export const ADVENT_SONGS: readonly Song[] = [
  {
    ...EN[0]!,
    title: "Jolly Old Saint Nicholas",
    artist: "Paroles d'Emily Huntington Miller, musique de James R. Murray",
    location: "États-Unis",
    year: "1865",
    description: "Un enfant chuchote un souhait de Noël secret à l'oreille du Père Noël, dans cette petite chanson toute douce que les plus jeunes apprennent vite.",
    tags: ["Père Noël", "Douce", "Facile"],
    lyrics: [
      "Cher vieux saint Nicolas,",
      "Penche ton oreille par ici !",
      "Ne va le répéter à personne,",
      "Ce que je vais te dire :",
      "Noël arrive bientôt ;",
      "Alors, mon cher vieux monsieur,",
      "Chuchote-moi ce que tu m'apporteras ;",
      "Dis-le-moi, si tu peux.",
    ],
    funFact:
      `Les paroles sont d'abord parues sous la forme d'un poème, «\u00a0Lilly's Secret\u00a0», dans un magazine pour enfants, The Little Corporal, en décembre 1865. La mélodie sur laquelle on le chante a été publiée environ neuf ans plus tard, en 1874. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[1]!,
    title: "Up on the Housetop",
    artist: "Benjamin Hanby",
    location: "Ohio, États-Unis",
    year: "1864",
    description: "Les rennes se posent sur le toit et le Père Noël descend par la cheminée avec sa hotte de jouets, dans cette chanson qui rebondit au rythme des « ho, ho, ho ».",
    tags: ["Père Noël", "Entraînante", "À chanter ensemble"],
    lyrics: [
      "Sur le toit, les rennes s'arrêtent,",
      "Et hop, voilà le bon Père Noël ;",
      "Il descend par la cheminée avec plein de jouets,",
      "Pour la joie de Noël des tout-petits.",
      "Ho, ho, ho ! Qui ne voudrait pas y aller ?",
      "Ho, ho, ho ! Qui ne voudrait pas y aller ?",
    ],
    funFact:
      `On dit souvent que c'est la première chanson de Noël consacrée au Père Noël. Benjamin Hanby l'a écrite dans l'Ohio en 1864, et l'idée des rennes sur le toit vient sans doute du poème «\u00a0A Visit from St. Nicholas\u00a0». ${OUR_TRANSLATION}`,
  },
  {
    ...EN[2]!,
    title: "The Holly and the Ivy",
    artist: "Chant traditionnel anglais",
    location: "Angleterre",
    year: "Début du XIXe siècle",
    description: "Un vieux chant populaire sur le houx et le lierre toujours verts, avec un refrain qui roule, où il est question du soleil, des cerfs et des chants de la chorale.",
    tags: ["Traditionnel", "Populaire", "Chorale"],
    lyrics: [
      "Le houx et le lierre,",
      "Quand ils sont tous deux bien grands,",
      "De tous les arbres du bois,",
      "C'est le houx qui porte la couronne :",
      "Oh, le soleil qui se lève",
      "Et le cerf qui court,",
      "Le joyeux orgue qui joue,",
      "Les doux chants de la chorale.",
    ],
    funFact:
      `Les paroles ont été imprimées à Birmingham il y a plus de 200\u00a0ans, mais la mélodie que chantent la plupart des gens n'a été notée qu'en 1909, quand le collecteur de chansons Cecil Sharp l'a entendue chantée par une certaine Mary Clayton à Chipping Campden, dans le Gloucestershire. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[3]!,
    title: "Good King Wenceslas",
    artist: "Paroles de John Mason Neale, sur un air imprimé en 1582",
    location: "Angleterre",
    year: "1853",
    description: "Un bon roi et son jeune page marchent dans la neige épaisse pour apporter à manger et du bois à un voisin pauvre.",
    tags: ["Chanson-histoire", "Gentillesse", "Traditionnel"],
    lyrics: [
      "Le bon roi Venceslas regarda dehors",
      "Le jour de la Saint-Étienne,",
      "Quand la neige couvrait tout alentour,",
      "Épaisse, craquante et bien lisse ;",
      "La lune brillait fort cette nuit-là,",
      "Même si le gel était cruel,",
      "Quand un pauvre homme apparut,",
      "Ramassant du bois pour l'hiver.",
    ],
    funFact:
      `Venceslas a vraiment existé\u00a0: c'était un duc de Bohême, dans l'actuelle République tchèque, il y a plus de 1\u202f000\u00a0ans. Il n'a reçu le titre de roi qu'après sa mort. La Saint-Étienne de la chanson tombe le 26 décembre, le lendemain de Noël. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[4]!,
    title: "Here We Come A-wassailing",
    artist: "Chant traditionnel anglais",
    location: "Angleterre",
    year: "XIXe siècle",
    description: "Une chanson pour les chanteurs qui vont de maison en maison, en souhaitant à tous amour, joie et bonne année.",
    tags: ["De porte en porte", "Joyeuse", "Nouvel An"],
    lyrics: [
      "Nous voici, chanteurs de wassail,",
      "Parmi les feuilles si vertes ;",
      "Nous voici, en promenade,",
      "Si beaux à regarder.",
      "Amour et joie pour vous,",
      "Et pour vous aussi, votre wassail ;",
    ],
    funFact:
      `«\u00a0Wassail\u00a0» vient d'une formule de vieil anglais qui voulait dire «\u00a0porte-toi bien\u00a0» ou «\u00a0bonne santé\u00a0». Les «\u00a0wassailers\u00a0» étaient des voisins qui allaient de porte en porte chanter leurs bons vœux, en espérant une boisson chaude ou une douceur en retour. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[5]!,
    title: "O Little Town of Bethlehem",
    artist: "Paroles de Phillips Brooks, musique de Lewis Redner",
    location: "Philadelphie, États-Unis",
    year: "1868",
    description: "Un chant tout doux et étoilé qui regarde d'en haut une petite ville endormie, la toute première nuit de Noël.",
    tags: ["Paisible", "Chorale", "Classique"],
    lyrics: [
      "Ô petite ville de Bethléem,",
      "Comme tu dors tranquille !",
      "Au-dessus de ton sommeil profond et sans rêves",
      "Passent les étoiles silencieuses ;",
      "Pourtant, dans tes rues sombres, brille",
      "La Lumière éternelle ;",
      "Les espoirs et les peurs de toutes les années",
      "Se rejoignent en toi ce soir.",
    ],
    funFact:
      `Phillips Brooks a écrit les paroles pour les enfants de son école du dimanche, à Philadelphie. Trois ans plus tôt, il était allé à cheval jusqu'à Bethléem la veille de Noël, et il n'avait jamais oublié la petite ville tranquille sous les étoiles. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[6]!,
    title: "The First Noel",
    artist: "Chant traditionnel anglais",
    location: "Cornouailles, Angleterre",
    year: "1823",
    description: "Un long et doux chant qui raconte l'histoire des bergers dans les champs et de l'étoile brillante qui les éclairait.",
    tags: ["Traditionnel", "Chanson-histoire", "Chorale"],
    lyrics: [
      "Le premier Noël, l'ange l'annonça",
      "À de pauvres bergers couchés dans les champs ;",
      "Dans les champs où ils gardaient leurs moutons,",
      "Par une nuit d'hiver froide et profonde.",
      "Noël, Noël, Noël, Noël,",
      "Il est né, le Roi d'Israël.",
    ],
    funFact:
      `Les Anglais ont emprunté le mot «\u00a0Noel\u00a0» au français\u202f! Il vient d'un mot latin qui veut dire «\u00a0jour de naissance\u00a0». Le chant a été imprimé pour la première fois en 1823, dans un petit recueil de vieux chants de l'ouest de l'Angleterre, mais on le chantait bien avant. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[7]!,
    title: "Hark! The Herald Angels Sing",
    artist: "Charles Wesley, musique de Felix Mendelssohn",
    location: "Angleterre",
    year: "1739 / 1855",
    description: "Un grand chant lumineux à chanter à pleine voix, sur une mélodie qui sonne comme une fanfare de trompettes.",
    tags: ["Joyeux", "Chorale", "Classique"],
    lyrics: [
      "Écoutez ! Les anges messagers chantent :",
      "« Gloire au Roi qui vient de naître ;",
      "Paix sur la terre, douce bonté,",
      "Dieu et les pécheurs réconciliés ! »",
      "Levez-vous, nations, dans la joie,",
      "Joignez-vous au triomphe des cieux ;",
    ],
    funFact:
      `Le premier vers de Charles Wesley était «\u00a0Hark, how all the welkin rings!\u00a0», et «\u00a0welkin\u00a0» est un vieux mot anglais pour dire le ciel. Les paroles ont été changées pour celles que l'on connaît en 1753, et la mélodie vient d'un morceau que Mendelssohn a composé en 1840 pour fêter l'imprimerie. ${OUR_TRANSLATION}`,
  },
  {
    ...EN[8]!,
    title: "We Three Kings",
    artist: "John Henry Hopkins Jr.",
    location: "New York, États-Unis",
    year: "Vers 1857",
    description: "Les Rois mages traversent champs et montagnes en suivant une étoile brillante, dans ce chant qui se balance comme une marche.",
    tags: ["Chanson-histoire", "Étoiles", "Classique"],
    lyrics: [
      "Nous, les trois rois d'Orient,",
      "Portant nos présents, nous allons au loin,",
      "Champs et fontaines, landes et montagnes,",
      "En suivant là-bas l'étoile.",
      "Ô étoile merveilleuse, étoile de la nuit,",
      "Étoile à la beauté royale et brillante,",
    ],
    funFact:
      `La Bible ne dit jamais combien il y avait de mages. On a pensé qu'ils étaient trois parce qu'ils apportaient trois cadeaux\u00a0: l'or, l'encens et la myrrhe. En France, on fête leur arrivée le 6 janvier, jour de l'Épiphanie, avec la galette des rois. ${OUR_TRANSLATION}`,
  },
];
