/** One wish of the picture letter: the gift kind it is (its drawing's name) and what a child calls it. */
export interface PictureWish {
  id:
    | "teddy"
    | "doll"
    | "dinosaur"
    | "toy_vehicle"
    | "train"
    | "building_blocks"
    | "puzzle"
    | "board_game"
    | "video_game"
    | "book"
    | "art"
    | "craft"
    | "music"
    | "bike"
    | "scooter"
    | "skates"
    | "ball"
    | "costume"
    | "science"
    | "robot"
    | "pretend_play"
    | "sweets"
    | "outing"
    | "snow";
  label: string;
}
