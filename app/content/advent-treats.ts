/**
 * The treats that exist only behind an advent calendar door (app/content/advent.ts names them by kind and id):
 * three new stories, three crafts, a recipe, a trivia challenge and a good-deed idea. Shapes are in
 * advent-treats.types.ts; the stories use the stories page's Story shape and markup (see stories.ts).
 * Everything here was written for this site.
 */
import type { Story } from "./stories";

/** Door 3, door 13 and door 24 (Christmas Eve, a bedtime story). */
export const ADVENT_STORIES: readonly Story[] = [
  {
    id: "the-lost-mitten",
    title: "The Lost Mitten",
    summary: "Rosie loses one of the red mittens her grandad knitted, and finds out what to do when a stranger is kind to you.",
    readMinutes: 3,
    ageGroup: "Ages 3-6",
    content: `Rosie had a pair of red mittens with a little white star on each thumb. Grandad had knitted them for her, humming carols while his needles went click, click, click. Rosie loved those mittens so much that she wore them to breakfast.
On the first snowy Saturday of December, Rosie and Mum walked into town to see the Christmas lights. Rosie waved to the baker in his window. She patted a friendly dog outside the bookshop. She caught snowflakes on her tongue at the bus stop. But when they got home and stamped the snow off their boots, Rosie looked down at her hands.
One red mitten. One cold, pink hand.
"My mitten!" cried Rosie. "It's gone!"
**Following Our Footsteps**
The next morning, Mum zipped up Rosie's coat. "Let's walk the same way we walked yesterday," she said. "Lost things are often waiting for us to come back."
They stopped at the bakery first. "I haven't seen a red mitten," said the baker, "but I'll keep my eyes open." He gave Rosie a warm bun to hold in her bare hand, which helped a little.
They stopped at the bookshop. The friendly dog wagged his tail, but he had not seen the mitten either.
They stopped at the bus stop. There were lots of footprints in the snow, but no mitten. Rosie's lip began to wobble.
**The Railings by the Park**
Then Rosie saw something red at the park gate. Somebody had pushed her mitten gently onto the top of a railing, like a little flag, so it would stay dry and be easy to see.
"Mum! Look!" Rosie ran and held the mitten to her cheek. It was cold, but it was hers.
Along the railings there were other things too: a blue woolly hat, a striped scarf, and one tiny yellow baby's sock, hanging all by itself.
"People in our town do that," said Mum. "When they find something, they hang it up where its owner will see it."
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
"Keep practising," said his friends kindly. "It will come."
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
Fennel still practises his whistling now and then. Sometimes he manages a tiny squeak, and everybody cheers. But he does not worry about it any more. He has a sound of his own, and it turned out to be exactly the one that was needed.
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
