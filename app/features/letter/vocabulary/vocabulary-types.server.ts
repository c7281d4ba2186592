/**
 * What the site recognises in a letter, in one language: kinds of gift, the people and animals in a child's life, and
 * words of concern. Santa's reply names only what is recognised here, in Santa's own words ("a red bike" becomes
 * "a bike"); nothing else a child wrote is ever repeated. The concern words feed the second, phrase-independent
 * reading of a letter (docs/decisions/018-…).
 *
 * A word list entry is matched on whole words of the letter after lowercasing and removing accents (so "arbol" and
 * "árbol" both match "árbol"). A trailing `*` matches any ending ("bicicl*" matches "bicicleta", "bicicletas"); an
 * entry of several words matches those words in a row ("gift card*"). Emoji entries match the emoji anywhere.
 */

/** Ordinary gift kinds, named in Santa's words. The ids are the same in every language. */
export const GIFT_KINDS = [
  "teddy",
  "doll",
  "dinosaur",
  "toy_vehicle",
  "train",
  "building_blocks",
  "puzzle",
  "board_game",
  "video_game",
  "book",
  "art",
  "craft",
  "music",
  "bike",
  "scooter",
  "skates",
  "ball",
  "sport",
  "clothes",
  "costume",
  "jewellery",
  "gadget",
  "science",
  "figures",
  "robot",
  "cards",
  "pretend_play",
  "sweets",
  "outing",
  "snow",
] as const;
export type GiftKind = (typeof GIFT_KINDS)[number];

/** Animals: wished for ("a puppy") or the child's own ("your dog"). */
export const ANIMALS = ["dog", "cat", "rabbit", "hamster", "guinea_pig", "fish", "bird", "horse", "tortoise", "pet"] as const;
export type Animal = (typeof ANIMALS)[number];

/** The people in a child's life, named in Santa's words with the child's possessive ("your grandad"). */
export const RELATIONS = [
  "mum",
  "dad",
  "parents",
  "stepmum",
  "stepdad",
  "grandma",
  "grandad",
  "grandparents",
  "brother",
  "sister",
  "baby_brother",
  "baby_sister",
  "baby",
  "aunt",
  "uncle",
  "cousin",
  "friend",
  "teacher",
  "family",
] as const;
export type Relation = (typeof RELATIONS)[number];

/**
 * Concepts of concern, the same in every language. None alone means harm: the concern model learns from the labelled
 * corpus which concepts, together, do.
 */
export const CONCERN_CONCEPTS = [
  "hit",
  "hurt",
  "injury",
  "fear",
  "secret",
  "touch",
  "body_private",
  "undress",
  "bed_night",
  "locked",
  "hunger",
  "alone",
  "neglect_care",
  "drink",
  "drugs",
  "shout",
  "worthless",
  "hate",
  "death",
  "disappear",
  "farewell",
  "self_harm",
  "police_help",
  "online",
  "photo",
  "meet",
  "money_gift",
  "older_person",
  "work",
  "beg",
  "school_missing",
  "punish",
  "threat",
  "cry_sad",
  "run_away",
  "safe",
  "fight_adults",
  "sick",
] as const;
export type ConcernConcept = (typeof CONCERN_CONCEPTS)[number];

export interface Named {
  /** How Santa names it in a sentence: "a bike", "some books"; for a relation, "your grandad". */
  name: string;
  /** Words that recognise it (see the top of this file for the matching rules). */
  words: readonly string[];
}

export interface AnimalNames extends Named {
  /** The child's own animal, with the possessive: "your dog". */
  own: string;
}

export interface LanguageVocabulary {
  locale: string;
  gifts: Record<GiftKind, Named>;
  animals: Record<Animal, AnimalNames>;
  relations: Record<Relation, Named>;
  concern: Record<ConcernConcept, readonly string[]>;
}
