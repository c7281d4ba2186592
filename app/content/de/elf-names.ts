import type { ELF_ABILITIES as EN_ABILITIES, ELF_JOB_TITLES as EN_JOBS, ELF_PREFIXES as EN_PREFIXES, ELF_SUFFIXES as EN_SUFFIXES, MONTH_NAMES as EN_MONTHS } from "../elf-names";

/** The same tuple as the English list, with German words in it. */
type Words<T> = { readonly [K in keyof T]: string };

/**
 * German word lists for the elf name generator, in the same counts as English: the name reads
 * "<prefix> <first name> <suffix>", so prefixes are cosy nicknames that suit a girl or a boy alike (no adjectives,
 * which German would have to inflect) and suffixes read like funny family names: "Bimmel Emma Schneeflocke",
 * "Lebkuchen Paul Kakaobohne". Job titles avoid gendered job nouns (Profi, Ass, Genie, Helferlein).
 */
export const ELF_PREFIXES: Words<typeof EN_PREFIXES> = [
  "Bimmel",
  "Funkel",
  "Glitzer",
  "Kringel",
  "Flöckchen",
  "Zuckerschnute",
  "Lametta",
  "Schneeball",
  "Tannenzweig",
  "Bonbon",
  "Kakao",
  "Flitter",
  "Pfefferminz",
  "Kuschel",
  "Plätzchen",
  "Sternchen",
  "Schlingel",
  "Knöpfchen",
  "Lebkuchen",
  "Marzipan",
  "Streusel",
  "Mistelzweig",
  "Wuschel",
  "Pudding",
  "Blubber",
  "Samtpfote",
];

/** One suffix per birth month, January first. */
export const ELF_SUFFIXES: Words<typeof EN_SUFFIXES> = [
  "Schneeflocke",
  "Zuckerpflaume",
  "Glitzerzeh",
  "Zuckerstange",
  "Gummibärchen",
  "Klingelglöckchen",
  "Mistelbeere",
  "Sternenglanz",
  "Tannenzapfen",
  "Pudelmütze",
  "Kakaobohne",
  "Funkelfuß",
];

export const ELF_JOB_TITLES: Words<typeof EN_JOBS> = [
  "Spielzeug-Testprofi",
  "Plätzchen-Probierprofi",
  "Rentier-Bürstenprofi",
  "Geschenkpapier-Genie",
  "Schleifenbinde-Champion",
  "Schlitten-Polierprofi",
  "Schneeflocken-Designprofi",
  "Briefsortier-Ass",
  "Kakao-Kochprofi",
  "Christbaumkugel-Malgenie",
  "Glöckchen-Stimmprofi",
  "Nikolausstiefel-Nähprofi",
  "Zuckerstangen-Ringelprofi",
  "Spielzeugbahn-Fahrprofi",
  "Lebkuchenhaus-Baugenie",
  "Helferlein für die Liste der braven Kinder",
];

export const ELF_ABILITIES: Words<typeof EN_ABILITIES> = [
  "Kann ein Geschenk in genau drei Sekunden einpacken",
  "Spricht fließend Rentierisch",
  "Lässt Schneeflocken in der Luft tanzen",
  "Hört ein Glöckchen noch aus einem Kilometer Entfernung",
  "Backt Plätzchen, bei denen alle lächeln müssen",
  "Findet verlorene Handschuhe im Handumdrehen",
  "Kann jedes Weihnachtslied auswendig",
  "Bringt Holzspielzeug zum Kichern",
  "Macht aus jedem Schmollmund ein Lächeln",
  "Leuchtet vor Freude wie eine Lichterkette",
];

/** German month names (Austrian families say "Jänner"; "Januar" is understood everywhere). */
export const MONTH_NAMES: Words<typeof EN_MONTHS> = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];
