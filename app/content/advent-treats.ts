/**
 * The treats that exist only behind an advent calendar door (app/content/advent.ts names them by kind and id):
 * three new stories, three crafts, a recipe, a trivia challenge and a good-deed idea. Shapes are in
 * advent-treats.types.ts; the stories use the stories page's Story shape and markup (see stories.ts).
 * Everything here was written for this site.
 */
import type { AdventCraft, AdventGameChallenge, AdventGoodDeed, AdventRecipe } from "./advent-treats.types";
import type { Story } from "./stories";
// A type only, as recipes.ts imports one: content imports no values, so the trivia path below is written out and
// the compiler checks it against PATHS.trivia (advent-treats.test.ts checks it again).
import type { PATHS } from "~/lib/paths";

/** Door 3, door 13 and door 24 (Christmas Eve, a bedtime story). */
export const ADVENT_STORIES: readonly Story[] = [
  {
    id: "the-lost-mitten",
    title: "The Lost Mitten",
    summary: "Rosie loses one of the red mittens her grandad knitted, and finds out what to do when a stranger is kind to you.",
    readMinutes: 3,
    ageGroup: "Ages 3-6",
    content: `Rosie had a pair of red mittens with a little white star on each thumb. Grandad had knitted them for her, humming carols while his needles went click, click, click. Rosie loved those mittens so much that she wore them to breakfast.
On the first snowy Saturday of December, Rosie and Mom walked into town to see the Christmas lights. Rosie waved to the baker in his window. She patted a friendly dog outside the bookshop. She caught snowflakes on her tongue at the bus stop. But when they got home and stamped the snow off their boots, Rosie looked down at her hands.
One red mitten. One cold, pink hand.
"My mitten!" cried Rosie. "It's gone!"
**Following Our Footsteps**
The next morning, Mom zipped up Rosie's coat. "Let's walk the same way we walked yesterday," she said. "Lost things are often waiting for us to come back."
They stopped at the bakery first. "I haven't seen a red mitten," said the baker, "but I'll keep my eyes open." He gave Rosie a warm bun to hold in her bare hand, which helped a little.
They stopped at the bookshop. The friendly dog wagged his tail, but he had not seen the mitten either.
They stopped at the bus stop. There were lots of footprints in the snow, but no mitten. Rosie's lip began to wobble.
**The Railings by the Park**
Then Rosie saw something red at the park gate. Somebody had pushed her mitten gently onto the top of a railing, like a little flag, so it would stay dry and be easy to see.
"Mom! Look!" Rosie ran and held the mitten to her cheek. It was cold, but it was hers.
Along the railings there were other things too: a blue woolly hat, a striped scarf, and one tiny yellow baby's sock, hanging all by itself.
"People in our town do that," said Mom. "When they find something, they hang it up where its owner will see it."
Rosie thought about the person who had rescued her mitten. She did not know their name. She could not say thank you. But she had an idea.
As they walked back past the bus stop, Rosie saw a dad pushing a pram. In the pram a baby was kicking her legs. One foot wore a yellow sock. The other foot was bare and rosy with cold.
"Wait here, please!" said Rosie. She ran back to the railings, took down the tiny sock, and carried it carefully to the baby's dad.
"Oh, thank you!" he said, smiling from ear to ear. "We looked everywhere for that." He slipped it onto the baby's foot, and the baby gurgled and wiggled her toes.
That night, Rosie told Grandad the whole story on the telephone. "Somebody helped me," she said, "so I helped somebody else."
"That is just how kindness works," said Grandad. "It goes round and round, like wool on a needle."
*When someone is kind to you, pass the kindness on.*`,
  },
  {
    id: "the-elf-who-could-not-whistle",
    title: "The Elf Who Could Not Whistle",
    summary: "Every elf at the North Pole can whistle except Fennel, until a frightened young reindeer needs a gentler sound.",
    readMinutes: 4,
    ageGroup: "Ages 4-8",
    content: `At the North Pole, everybody whistled. The toymakers whistled while they hammered. The bakers whistled while they stirred. Even Santa whistled a cheerful tune as he checked his list. And when it was time to call the reindeer in from the snowy fields, the stable elves put two fingers in their mouths and blew a long, bright whistle that rang across the ice: wheeee-oo!
Everybody whistled, except Fennel.
Fennel had tried every way there was. He had puckered his lips like a goldfish. He had whistled through his teeth, which only made a hiss like a leaky kettle. He had tried with two fingers, then with four, and once with a whole mitten, which did not help at all.
"Keep practicing," said his friends kindly. "It will come."
But it did not come. Fennel puffed and puffed until his cheeks were as round as apples, and all that came out was air.
**The Humming Elf**
Fennel worked in the reindeer stables, brushing coats and filling hay nets. He loved the reindeer, and the reindeer loved him. He never whistled at them, of course. Instead, while he worked, he hummed: low, slow, rumbly tunes that seemed to come all the way up from his boots.
The youngest reindeer, a shy little doe called Clover, liked the humming best of all. Whenever Fennel hummed, Clover leaned her soft nose against his shoulder and closed her eyes.
**Christmas Eve**
On Christmas Eve, the stables were full of noise. Elves dashed about with harnesses and bells. Whistles shrieked from every corner. "Reindeer, line up!" called the stable elves. Wheeee-oo! Wheeee-oo!
The reindeer trotted into their places. But Clover, who was pulling the sleigh for the very first time, was frightened by all the noise. She backed into the corner of her stall and would not come out.
"Whistle louder!" someone said. The elves whistled louder. Clover pressed herself against the wall and trembled.
"Time is getting short," said Santa gently, "and we cannot go without her."
Fennel's heart thumped. He could not whistle. Everybody knew that. But he knew Clover.
He stepped into the stall and sat down in the straw. Then he began to hum, low and slow, the same rumbly tune he hummed every morning.
The stable grew quiet. One by one, the elves lowered their hands. Clover's ears twitched. Her trembling stopped. After a moment she stepped forward and rested her nose on Fennel's shoulder, just as she always did.
Still humming, Fennel walked her out of the stall, down the long row of lanterns, and right up to her place in front of the sleigh. He buckled her harness as softly as tucking in a blanket.
"Well," said Santa, and his eyes twinkled. "It seems the North Pole needed a hummer tonight."
**A Sound of His Own**
The sleigh rose into the starry sky with Clover's bells ringing clear. As it flew away, Fennel heard something drifting down through the cold air. It was Santa, humming the very same tune.
After Christmas, the elves made a new plan. The stables would have a Quiet Corner for nervous reindeer, and Fennel would be in charge of it. Some of the younger elves even asked him to teach them how to hum.
Fennel still practices his whistling now and then. Sometimes he manages a tiny squeak, and everybody cheers. But he does not worry about it any more. He has a sound of his own, and it turned out to be exactly the one that was needed.
*You do not have to be like everyone else: your own way may be just what someone needs.*`,
  },
  {
    id: "the-night-the-snow-sang",
    title: "The Night the Snow Sang",
    summary: "On Christmas Eve, Ada is far too excited to sleep, until Grandma teaches her how to listen to the quietest song in the world.",
    readMinutes: 4,
    ageGroup: "Ages 3-8",
    content: `It was Christmas Eve, and Ada could not sleep.
She had brushed her teeth. She had hung her stocking on the end of her bed. She had listened to one story, and then another, and then one more. But her eyes would not stay closed. They kept popping open, like two little windows, to see if Christmas had come yet.
Grandma came and sat on the edge of the bed. Outside, snow was falling, soft and slow, past the streetlamp.
"Shall I tell you a secret?" whispered Grandma. "On Christmas Eve, if you are very, very still, you can hear the snow sing."
Ada sat up. "Snow can't sing."
"Not loudly," said Grandma. "It sings the quietest song in the world. You have to listen with your whole self. Lie down, close your eyes, and breathe slowly. In, and out."
Ada lay down. She closed her eyes. She breathed in, and out.
**Listening**
At first, Ada heard only ordinary sounds. The clock ticking on the landing. The cat turning round and round on the rug downstairs. The tap, tap, tap of the radiator as it cooled.
"Keep listening," said Grandma softly.
Ada breathed in, and out. And then, underneath all the other sounds, she heard it: a hush. A soft, feathery hush, as gentle as a page turning in a book. Snowflakes were touching the window, one after another, and each one whispered the same little word.
Hush. Hush. Hush.
"I can hear it," breathed Ada.
"The snow is singing the whole town to sleep," said Grandma. "Listen to where its song goes."
**The Snow's Song**
So Ada listened, and in her mind she followed the song.
It drifted over the garden, where a robin was tucked up tight in the ivy with his feathers fluffed like a warm coat. Hush, sang the snow, and the robin tucked his head under his wing.
It floated across the park, where the pond had frozen smooth and silver and the ducks were sleeping in a row along the bank. Hush, sang the snow, and the ducks dreamed their happy duck dreams.
It settled on the rooftops, one by one: on the bakery and the library and the little houses with their curtains drawn, where other children were lying awake, just like Ada. Hush, sang the snow, and one by one their eyes grew heavy.
It sang to the fox curled up beneath the hedge, to the cows in the warm barn beyond the hill, and to the tall pine trees, which held out their branches to catch it.
Then the song rose higher, up past the chimneys and the clouds, all the way to where the stars were shining. And far, far away, so faint that Ada was not sure she had heard it at all, there was a tiny jingle of sleigh bells.
**Christmas Morning**
Ada's breathing grew slow and deep. Her hands were warm under the blanket. Grandma pulled the covers up to her chin and kissed the top of her head.
"Goodnight, my darling," she whispered. "Happy Christmas."
Ada did not answer. She was fast asleep, and the snow was still singing.
In the morning, the whole world was white and new and sparkling. There was a bulging stocking at the end of the bed. And on the window, right where the snowflakes had whispered all night long, somebody had drawn a small, smiling star in the frost.
*The quietest moments can hold the most wonder.*`,
  },
];

/** Door 1, door 8 and door 17. */
export const ADVENT_CRAFTS: readonly AdventCraft[] = [
  {
    id: "paper-chain-countdown",
    title: "Paper Chain Countdown",
    description:
      "Make a stripy paper chain with one link for every day until Christmas. Each morning, take off one link and find the little surprise written inside.",
    difficulty: "Easy",
    minutes: 40,
    materials: [
      "2 sheets of colored paper or thin card (A4 or US Letter), in two different colors",
      "A ruler and a pencil",
      "Child-safe scissors",
      "A glue stick or sticky tape",
      "Felt-tip pens or crayons",
      "A ribbon or piece of string to hang it up",
    ],
    steps: [
      "With the ruler and pencil, draw lines 2.5 cm (1 inch) apart along the whole length of each sheet, so it is covered in long stripes.",
      "Cut along the lines to make long strips, then cut every strip in half. Two sheets give you 32 short strips, and you need 24.",
      "Number the strips from 1 to 24, one for each day from 1 December to Christmas Eve. Swap colors as you go so the chain is stripy.",
      "On the back of each strip, write or draw a little surprise for that day: a joke, a carol to sing or a kind thing to do. A grown-up can write the words while you draw.",
      "Start with strip 24. Bend it into a loop with the number on the outside and the surprise inside, overlap the ends and glue or tape them together.",
      "Thread strip 23 through the loop and close it the same way. Keep going, all the way down to strip 1, holding each new link for a few seconds while the glue grips.",
      "Tie the ribbon to link 24 and hang the chain where everybody can see it. Each morning, take off the lowest link, read the surprise and do it together. When the last link comes off, it is Christmas Eve!",
    ],
    grownUpNote:
      "Child-safe scissors are fine for this one. If you close the links with a stapler instead of glue, a grown-up should do the stapling and keep spare staples away from little ones.",
  },
  {
    id: "clove-orange-pomanders",
    title: "Clove Orange Pomanders",
    description:
      "Press cloves into an orange in stripes, swirls or stars to make a spicy-smelling decoration. Hang it up with a ribbon and the whole room smells of Christmas.",
    difficulty: "Easy",
    minutes: 40,
    materials: [
      "2 or 3 small, firm oranges (clementines work too)",
      "A small jar of whole cloves: 30 g (1 oz) is plenty for two oranges",
      "A cocktail stick (toothpick) or a blunt knitting needle",
      "Narrow ribbon, about 60 cm (2 feet) for each orange",
      "Sticky tape or masking tape, and a pin for the grown-up",
      "A tray or plate to catch the drips",
    ],
    steps: [
      "Wash and dry the oranges. Wind a strip of tape around the middle of each one, like a belt: it keeps a clean path for the ribbon later.",
      "Decide on a pattern. Stripes from top to bottom are easiest; a spiral, a star or your first letter takes a little more care.",
      "Use the cocktail stick to poke a small hole through the peel, then push a clove in by its stalk so only its round head shows. Making the hole first saves sore thumbs.",
      "Keep going, with each clove about a finger's width from the next. If the peel splits, leave a gap and start again a little further along.",
      "When your pattern is finished, peel off the tape. Ask a grown-up to tie the ribbon around the orange along the clean path, crossing it underneath and knotting a loop at the top.",
      "Hang your pomander somewhere cool and airy, like a window catch or a door handle, or pile several in a bowl. Give it a gentle squeeze now and then to smell the spice.",
      "It slowly dries and shrinks over the next few weeks. Pomanders were made for hundreds of years to make rooms smell sweet, so yours is part of a very old Christmas tradition.",
    ],
    grownUpNote:
      "Cloves are small and hard: keep them away from children under three, who might put them in their mouths. Some children find the clove oil stings little cuts, so wash hands afterwards. If the orange grows mold after a week or two (it can in a warm, steamy kitchen), put it in the compost.",
  },
  {
    id: "pine-cone-bird-feeder",
    title: "Pine Cone Bird Feeder",
    description:
      "Pack a pine cone with seeds and plain fat to make a winter snack for garden birds, then hang it up and see who comes to visit.",
    difficulty: "Easy",
    minutes: 90,
    materials: [
      "A large, dry, open pine cone",
      "About 60 cm (2 feet) of garden string or twine",
      "100 g (½ cup) lard, suet or plain white vegetable shortening, at room temperature",
      "150 g (1 cup) wild bird seed mix",
      "A bowl, a fork and a spoon",
      "A plate or tray",
    ],
    steps: [
      "Tie the string tightly around the cone, between the scales near the wide end, and knot it well. Leave a long tail with a loop at the end for hanging.",
      "Put the fat in the bowl and mash it with the fork until it is soft and creamy. If it is too hard to mash, leave it in a warm room for a while.",
      "Tip in the bird seed and mix until every seed is coated. Squishing it together with clean hands works well, and it is lovely and messy!",
      "Press the mixture into the gaps between the scales with the spoon or your fingers, all the way to the tip.",
      "Sprinkle a little extra seed on the plate and roll the cone in it to cover any sticky patches.",
      "Put the cone in the fridge for an hour, or outside on a frosty day, until the fat is firm.",
      "Hang it from a branch or a bird table, a short hop from a bush or tree where birds can shelter, but not right beside a hiding place where a cat could wait.",
      "Watch quietly from a window. Draw or write down the birds that visit, and put out a shallow dish of fresh water for them too.",
      "Make a new feeder when this one is empty. Fat can go soft and stale in mild weather, so take down any leftovers after a week or two.",
    ],
    grownUpNote:
      "Use only plain fat and bird seed. Never use fat from the roasting tin, margarine or oil, or anything salty such as salted nuts, crisps or bacon: salt and cooking juices are bad for birds. A grown-up should hang the feeder up high. Many bird seed mixes contain peanuts, so check the packet if anyone in the family has a nut allergy, and wash hands well afterwards.",
  },
];

/** Door 7. */
export const ADVENT_RECIPE: AdventRecipe = {
  id: "cinnamon-star-biscuits",
  title: "Cinnamon Star Cookies",
  description:
    "Crisp, buttery star cookies spiced with cinnamon and brushed with thin white icing, like frost on a starry night. There are no nuts in this recipe. Allow an extra 30 minutes for chilling the dough and about 30 minutes for the stars to cool before you ice them.",
  prepMinutes: 35,
  cookMinutes: 12,
  yield: "Makes about 30 stars",
  ingredients: [
    "250 g (2 cups) plain (all-purpose) flour, plus a little for rolling",
    "2 tsp ground cinnamon",
    "A pinch of salt",
    "150 g (⅔ cup) butter, softened",
    "100 g (½ cup) caster (superfine) sugar",
    "1 large egg",
    "1 tsp vanilla extract",
    "For the icing: 120 g (1 cup) icing (powdered) sugar and about 1½ tbsp water or milk",
  ],
  steps: [
    "Beat the soft butter and sugar together in a large bowl with a wooden spoon until pale and creamy, about 3 minutes. Taking turns makes it easier.",
    "Beat in the egg and the vanilla until smooth.",
    "Add the flour, cinnamon and salt and stir until the mixture turns crumbly, then press it together into a ball of dough with your hands.",
    "Flatten the dough into a thick disc, wrap it and chill it in the fridge for 30 minutes, so it is easier to roll and keeps its shape in the oven.",
    "While it chills, a grown-up heats the oven to 180°C (160°C fan) / 350°F, and you line two baking trays with baking paper.",
    "Roll the dough out on a lightly floured surface to about 5 mm (¼ inch) thick. Cut out stars with a 7–8 cm (3 inch) star cutter and lift them onto the trays with a little space between them. Squash the scraps together, roll them out again and cut more stars.",
    "Bake for 10–12 minutes, swapping the trays over halfway, until the edges are just turning golden. Leave the stars on the trays for 5 minutes, then move them to a wire rack to cool completely.",
    "Stir the water into the icing sugar a little at a time until it is smooth and runny, like thick cream. Brush or spoon a thin layer over each cold star and leave it to set for about 30 minutes.",
    "Keep the cookies in an airtight tin for up to a week. A few in a jar tied with ribbon make a lovely present.",
  ],
  grownUpNote:
    "A grown-up handles the oven and the hot trays; children can do the mixing, rolling, cutting and icing. The raw dough contains raw egg and uncooked flour, so no nibbling until the stars are baked.",
};

const TRIVIA_PATH: (typeof PATHS)["trivia"] = "/games/christmas-trivia";

/** Door 10: played in the site's Christmas trivia quiz, whose eight questions and result messages the goal names. */
export const ADVENT_GAME_CHALLENGE: AdventGameChallenge = {
  id: "trivia-star-challenge",
  title: "Trivia Star Challenge",
  description:
    "Play our Christmas trivia quiz and try for a star score. Pick A, B, C or D for each question, and find out a surprising fact after every answer.",
  gamePath: TRIVIA_PATH,
  goal: "Get at least 6 of the 8 questions right to see \"Great job! You know your Christmas facts!\" For a super star, get all 8 and become a Christmas Expert!",
  tips: [
    "Read every answer before you choose: some of them are there to make you giggle.",
    "Not sure? Rule out the answers you know are wrong, then pick from the ones that are left.",
    "Read the 'Did you know?' fact after each question. If you play again, those facts will help you.",
    "Younger players can team up with a grown-up or a big brother or sister and take turns reading the questions aloud.",
    "You can play as many times as you like, so keep going until you reach your star.",
  ],
};

/** Door 16. */
export const ADVENT_GOOD_DEED: AdventGoodDeed = {
  id: "kindness-notes",
  title: "Hidden Kindness Notes",
  description:
    "Write little notes full of kind words and hide them around the house for your family to find. It is a small surprise that can brighten someone's whole day.",
  steps: [
    "Cut some paper into pieces about the size of your hand, or use sticky notes. Make at least one for each person in your family.",
    "On each note, write or draw something kind for one person: what you love about them, a thank-you for something they did, or a happy picture. If you are still learning to write, tell a grown-up the words and draw the picture yourself.",
    "Fold each note and write the person's name on the outside.",
    "Hide the notes where they will be found: in a coat pocket, under a pillow, inside a slipper, in a favorite book or stuck to the bathroom mirror.",
    "Keep it a secret, then watch for the smiles when the notes are found.",
    "Want to keep going? Hide one new note every day until Christmas.",
  ],
  points: 15,
};
