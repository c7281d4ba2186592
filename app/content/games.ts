/** The games hub: the three games (second spec document, section 2) and its "Did You Know" facts. */

export type GameDifficulty = "Easy" | "Medium" | "Hard";
export type GameIcon = "trivia" | "elf" | "deeds";

export interface Game {
  id: string;
  title: string;
  description: string;
  difficulty: GameDifficulty;
  /** How long a round takes, as shown on the card. */
  time: string;
  link: string;
  icon: GameIcon;
}

export const GAMES: readonly Game[] = [
  {
    id: "christmas-trivia",
    title: "Christmas Trivia",
    description: "Eight festive questions about Santa, his reindeer and the North Pole. How many can you get right?",
    difficulty: "Medium",
    time: "5 minutes",
    link: "/games/christmas-trivia",
    icon: "trivia",
  },
  {
    id: "elf-name-generator",
    title: "Elf Name Generator",
    description: "Type your first name and birth month to discover your elf name, your workshop job and your special elf ability.",
    difficulty: "Easy",
    time: "1 minute",
    link: "/games/elf-name-generator",
    icon: "elf",
  },
  {
    id: "good-deeds-tracker",
    title: "Good Deeds Tracker",
    description: "Write down every kind thing you do, collect nice points and watch your Nice List status grow.",
    difficulty: "Easy",
    time: "All season",
    link: "/games/good-deeds-tracker",
    icon: "deeds",
  },
];

export interface GameFact {
  title: string;
  text: string;
}

export const GAME_FACTS: readonly GameFact[] = [
  {
    title: "Playing together helps",
    text: "Board games and word games at Christmas are a tradition in many families. Taking turns and cheering each other on is part of the fun.",
  },
  {
    title: "Elves in old stories",
    text: "Christmas elves first became Santa's helpers in stories and poems from the 1800s. Before that, elves were creatures from old northern European tales.",
  },
  {
    title: "Kindness is catching",
    text: "When you see someone do something kind, you are more likely to do something kind too. One good deed can start a whole chain of them!",
  },
  {
    title: "Quiz night is old",
    text: "People have played guessing and riddle games at winter gatherings for hundreds of years, long before there were screens to play on.",
  },
];
