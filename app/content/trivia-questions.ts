/** The Christmas trivia quiz: eight questions written for children, each with four options A–D. */

export interface TriviaQuestion {
  question: string;
  /** Exactly four options, shown as A, B, C and D. */
  options: readonly [string, string, string, string];
  /** Index (0–3) of the right option. */
  correct: 0 | 1 | 2 | 3;
  /** The "Did you know?" explanation shown after answering. */
  explanation: string;
}

export const TRIVIA_QUESTIONS: readonly TriviaQuestion[] = [
  {
    question: "Which of these is the name of one of Santa's reindeer?",
    options: ["Sparky", "Dasher", "Snowball", "Thunderhoof"],
    correct: 1,
    explanation:
      "A famous poem from 1823, 'A Visit from St. Nicholas', named eight reindeer, among them Dasher, Dancer, Prancer and Vixen. Rudolph with his shiny red nose joined the team in a story written in 1939.",
  },
  {
    question: "In old Christmas stories, what might a naughty child find in their stocking?",
    options: ["A lump of coal", "A pair of socks", "A pine cone", "An empty box"],
    correct: 0,
    explanation:
      "Long ago many homes burned coal to keep warm, so a lump of coal was the stocking filler nobody wanted. Today some shops even sell sweet 'candy coal' as a funny treat!",
  },
  {
    question: "Santa Claus is based on a real person who lived long ago. What was his name?",
    options: ["King Wenceslas", "Saint Patrick", "Saint Nicholas", "Jack Frost"],
    correct: 2,
    explanation:
      "Saint Nicholas was a kind bishop who lived about 1,700 years ago in a town called Myra, in what is now Turkey. He was famous for giving gifts in secret. The Dutch called him Sinterklaas, which became 'Santa Claus'.",
  },
  {
    question: "Where does Santa live and make toys with his elves?",
    options: ["The South Pole", "The North Pole", "The Moon", "A cave in the mountains"],
    correct: 1,
    explanation:
      "The North Pole is the very top of the Earth. There is no land there at all, just thick ice floating on the Arctic Ocean, which makes it a wonderfully secret spot for a workshop!",
  },
  {
    question: "What do many children leave out for Santa on Christmas Eve?",
    options: ["Pizza and lemonade", "A sandwich and soup", "Cookies and milk", "Cake and juice"],
    correct: 2,
    explanation:
      "Cookies and milk are a favorite in the United States and Canada. In the United Kingdom and Ireland many families leave a mince pie instead, and lots of children put out a carrot for the reindeer too.",
  },
  {
    question: "How does Santa deliver presents to a home that has no chimney?",
    options: ["He uses Christmas magic", "He climbs in through the window", "He leaves them in the garden", "He skips that house"],
    correct: 0,
    explanation:
      "Christmas stories say Santa's magic gets him into every home, chimney or not. Some families even hang a special 'Santa key' on the door to help him in.",
  },
  {
    question: "In many old pictures, what color was Father Christmas's suit before red became the favorite?",
    options: ["Purple", "Blue", "Yellow", "Green"],
    correct: 3,
    explanation:
      "Old pictures often show Father Christmas in a long green robe. Artists painted him in many colors over the years, but red became the favorite, and by the 1930s the red suit was everywhere.",
  },
  {
    question: "In the film 'The Santa Clause', what is the name of the head elf who runs Santa's workshop?",
    options: ["Buddy", "Bernard", "Hermey", "Jingles"],
    correct: 1,
    explanation:
      "Bernard is the head elf in 'The Santa Clause' (1994). He keeps the busy workshop running and helps the new Santa learn the job, with a little grumbling along the way!",
  },
];
