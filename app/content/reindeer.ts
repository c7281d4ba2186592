/** Santa's nine reindeer (second spec document, sections 2 and 3 "Reindeer"; 9 in section 9). Written for this site. */
export interface Reindeer {
  id: string;
  name: string;
  personality: string;
  description: string;
  specialPower: string;
  favoriteTreat: string;
  funFact: string;
}

export const REINDEER: readonly Reindeer[] = [
  {
    id: "dasher",
    name: "Dasher",
    personality: "Speedy and eager",
    description:
      "Dasher is always first out of the stable in the morning and first in line at the harness on Christmas Eve. He loves racing the wind across the frozen lake and never seems to get tired.",
    specialPower: "Super speed: he can cross an ocean in the time it takes to sneeze.",
    favoriteTreat: "Crunchy carrot sticks",
    funFact: "Dasher practices take-offs every single day of the year, even on his birthday.",
  },
  {
    id: "dancer",
    name: "Dancer",
    personality: "Graceful and cheerful",
    description:
      "Dancer glides through the sky as if she is moving to music only she can hear. The elves say her hooves barely touch the snow when she lands on a rooftop.",
    specialPower: "Feather-soft landings that never wake a sleeping house.",
    favoriteTreat: "Apple slices with a pinch of cinnamon",
    funFact: "Dancer taught the younger reindeer how to twirl in mid-air for the Christmas Eve parade.",
  },
  {
    id: "prancer",
    name: "Prancer",
    personality: "Proud and playful",
    description:
      "Prancer lifts his knees high with every step and loves to show off his shiny antlers. Under all that sparkle he is a loyal friend who always shares his hay.",
    specialPower: "Perfect balance on the steepest, iciest roofs.",
    favoriteTreat: "Sweet oat cakes",
    funFact: "Prancer polishes his antlers with a soft cloth every morning before breakfast.",
  },
  {
    id: "vixen",
    name: "Vixen",
    personality: "Clever and curious",
    description:
      "Vixen is the puzzle-solver of the team. When a chimney is too narrow or a street is confusing, she is the one who figures out a clever way through.",
    specialPower: "A map in her head of every town, road and rooftop in the world.",
    favoriteTreat: "Honey-glazed barley cookies",
    funFact: "Vixen can find her way home with her eyes closed, just by the smell of Mrs. Claus's baking.",
  },
  {
    id: "comet",
    name: "Comet",
    personality: "Adventurous and bright",
    description:
      "Comet loves exploring and is always the first to volunteer for a new route. He leaves a faint silver sparkle behind him when he flies at top speed.",
    specialPower: "A glittering trail that helps the team follow one another through the clouds.",
    favoriteTreat: "Star-shaped carrot cookies",
    funFact: "Comet has counted every star above the North Pole twice and got a different number each time.",
  },
  {
    id: "cupid",
    name: "Cupid",
    personality: "Kind and caring",
    description:
      "Cupid has the gentlest heart in the stables. She notices when someone is sad and always comes over for a cozy nuzzle until they smile again.",
    specialPower: "She can sense which homes most need a little extra Christmas cheer.",
    favoriteTreat: "Warm mashed sweet potato",
    funFact: "Cupid looks after every new baby reindeer born at the North Pole.",
  },
  {
    id: "donner",
    name: "Donner",
    personality: "Strong and steady",
    description:
      "Donner is the strongest of all the reindeer. When the sleigh is piled high with presents, he digs in his hooves and pulls without a single grumble.",
    specialPower: "Mighty strength: he can lift the whole sleigh over a mountain.",
    favoriteTreat: "A big bowl of lichen and moss",
    funFact: "Donner's deep snort is so loud that the elves use it as their lunchtime signal.",
  },
  {
    id: "blitzen",
    name: "Blitzen",
    personality: "Bold and energetic",
    description:
      "Blitzen is full of zip and zoom. He loves flying through wild weather and is never afraid of a storm, which makes the whole team feel brave too.",
    specialPower: "Lightning-quick reactions that steer the sleigh safely around any storm.",
    favoriteTreat: "Frosty pear slices",
    funFact: "Blitzen's favorite game is snowball tag, and nobody has ever managed to tag him.",
  },
  {
    id: "rudolph",
    name: "Rudolph",
    personality: "Brave and big-hearted",
    description:
      "Rudolph's glowing red nose lights the way through fog, snow and the darkest nights. He leads the team at the very front of the sleigh and always makes sure nobody is left behind.",
    specialPower: "A shining red nose that lights up the sky like a lantern.",
    favoriteTreat: "Candy-cane carrots",
    funFact: "On very cold nights, Rudolph's nose glows even brighter.",
  },
];
