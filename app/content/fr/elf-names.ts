/**
 * French word lists for the elf name generator, with the English counts: 26 prefixes, 12 suffixes (one per birth
 * month, January first), 16 job titles and 10 special abilities. A name reads "Prefix Firstname Suffix", like a
 * nickname, a first name and a family name: "Grelot Léa Pain-d'Épice". Job titles use words that suit a girl or a
 * boy alike (responsable, spécialiste, artiste, chef…).
 */

export const ELF_PREFIXES = [
  "Grelot",
  "Paillette",
  "Pompon",
  "Glaçon",
  "Praline",
  "Guirlande",
  "Flocon",
  "Bisou",
  "Bonbon",
  "Myrtille",
  "Étincelle",
  "Berlingot",
  "Câlin",
  "Biscuit",
  "Cannelle",
  "Rigolo",
  "Bouton",
  "Caramel",
  "Guimauve",
  "Nougat",
  "Frimousse",
  "Dragée",
  "Bulle",
  "Plumette",
  "Clochette",
  "Noisette",
] as const;

/** One suffix per birth month, January first. */
export const ELF_SUFFIXES = [
  "Boule-de-Neige",
  "Pâte-d'Amande",
  "Petons-Givrés",
  "Sucre-d'Orge",
  "Pain-d'Épice",
  "Carillon",
  "Baie-de-Houx",
  "Poussière-d'Étoile",
  "Pomme-de-Pin",
  "Moufle-en-Laine",
  "Chocolat-Chaud",
  "Pas-de-Velours",
] as const;

export const ELF_JOB_TITLES = [
  "Responsable des essais de jouets",
  "Spécialiste de la dégustation de biscuits",
  "Styliste pour rennes",
  "As du papier cadeau",
  "Pro des nœuds de ruban",
  "Chef du lustrage de traîneau",
  "Designer de flocons de neige",
  "Responsable du tri des lettres",
  "Chef du chocolat chaud",
  "Peintre de boules de Noël",
  "Chef d'orchestre des grelots",
  "Artiste des chaussettes de Noël",
  "Spécialiste des rayures de sucre d'orge",
  "Chef de gare du petit train",
  "Architecte en pain d'épices",
  "Bras droit de la liste des enfants sages",
] as const;

export const ELF_ABILITIES = [
  "Emballe un cadeau en trois secondes chrono",
  "Parle couramment la langue des rennes",
  "Fait danser les flocons dans les airs",
  "Entend un grelot à des kilomètres",
  "Prépare des biscuits qui donnent le sourire à tout le monde",
  "Retrouve les moufles perdues en un clin d'œil",
  "Connaît tous les chants de Noël par cœur",
  "Fait glousser de rire les jouets en bois",
  "Transforme les grimaces en sourires",
  "S'illumine comme une guirlande quand tout va bien",
] as const;

export const MONTH_NAMES = [
  "Janvier",
  "Février",
  "Mars",
  "Avril",
  "Mai",
  "Juin",
  "Juillet",
  "Août",
  "Septembre",
  "Octobre",
  "Novembre",
  "Décembre",
] as const;
