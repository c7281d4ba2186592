import type { Letter } from "~/features/letter/letter-schema";
import type { Db } from "../db/database.server";
import type { SantaLettersTable } from "../db/schema.server";

/** Each field of a letter and the `santa_letters` column it is stored in: the one place the two names meet. */
export const LETTER_COLUMNS = {
  childName: "child_name",
  age: "age",
  cityCountry: "city_country",
  parentEmail: "parent_email",
  wishList: "wish_list",
  messageToSanta: "message_to_santa",
  beenGood: "been_good",
} as const satisfies Record<keyof Letter, keyof SantaLettersTable>;

type LetterColumns = Pick<SantaLettersTable, (typeof LETTER_COLUMNS)[keyof Letter]>;

/** A letter's fields as its row's columns (the database's own boolean). */
export function letterToRow(letter: Letter, db: Pick<Db, "bool">): LetterColumns {
  return {
    child_name: letter.childName,
    age: letter.age,
    city_country: letter.cityCountry,
    parent_email: letter.parentEmail,
    wish_list: letter.wishList,
    message_to_santa: letter.messageToSanta,
    been_good: db.bool(letter.beenGood),
  };
}

/** A stored row's letter, as the reply and the checks read it. */
export function letterFromRow(row: LetterColumns): Letter {
  return {
    childName: row.child_name,
    age: row.age,
    cityCountry: row.city_country,
    parentEmail: row.parent_email,
    wishList: row.wish_list,
    messageToSanta: row.message_to_santa,
    beenGood: Boolean(row.been_good),
  };
}
