import type { PictureWish } from "./picture-wishes.types";

/**
 * The picture letter's wishes (issue 37): one drawing each (app/assets/art/wishes/<id>.svg), named as a child says it.
 * The chosen names become the letter's wish list, in the page's words, so the site recognises each one and Santa's
 * reply names it. Every language's names are checked against its vocabulary (picture-wishes.test.ts).
 */
export const PICTURE_WISHES: readonly PictureWish[] = [
  { id: "teddy", label: "Teddy bear" },
  { id: "doll", label: "Doll" },
  { id: "dinosaur", label: "Dinosaur" },
  { id: "toy_vehicle", label: "Toy car" },
  { id: "train", label: "Train set" },
  { id: "building_blocks", label: "Building blocks" },
  { id: "puzzle", label: "Puzzle" },
  { id: "board_game", label: "Board game" },
  { id: "video_game", label: "Video game" },
  { id: "book", label: "Books" },
  { id: "art", label: "Paints" },
  { id: "craft", label: "Craft kit" },
  { id: "music", label: "Drum" },
  { id: "bike", label: "Bike" },
  { id: "scooter", label: "Scooter" },
  { id: "skates", label: "Roller skates" },
  { id: "ball", label: "Ball" },
  { id: "costume", label: "Costume" },
  { id: "science", label: "Science kit" },
  { id: "robot", label: "Toy robot" },
  { id: "pretend_play", label: "Tea set" },
  { id: "sweets", label: "Candy" },
  { id: "outing", label: "A day out" },
  { id: "snow", label: "Snow" },
];
