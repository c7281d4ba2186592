/**
 * The stories page (second spec document, section 2 "Stories"; counts in section 9): two collections that
 * lead to the reindeer and village pages, and three featured short stories written for this site.
 *
 * Story text markup (parsed by app/lib/story-markup.ts, never rendered as HTML):
 *   a line wrapped in double asterisks, like **The Next Morning**, is a centred heading;
 *   a line wrapped in single asterisks, like *Kindness is the best gift.*, is the story's moral;
 *   any other line is a paragraph. Blank lines are ignored.
 */

export interface StoryCollection {
  id: string;
  title: string;
  description: string;
  /** Internal path of the page that holds the collection. */
  link: string;
  storiesCount: number;
  readTime: string;
}

export interface Story {
  id: string;
  title: string;
  summary: string;
  /** Reading time in whole minutes (about 150 words a minute, read aloud). */
  readMinutes: number;
  ageGroup: string;
  content: string;
}

/** Words read aloud to a child per minute, used to check each story's stated reading time. */
export const READ_ALOUD_WORDS_PER_MINUTE = 150;

export const STORY_COLLECTIONS: readonly StoryCollection[] = [
  {
    id: "reindeer-tales",
    title: "Tales of Santa's Reindeer",
    description:
      "Meet the nine reindeer who pull Santa's sleigh: who is fastest, who is funniest, and who is brave enough to fly first into a snowstorm.",
    link: "/stories/reindeer-profiles",
    storiesCount: 9,
    readTime: "3-5 minutes",
  },
  {
    id: "village-tales",
    title: "Stories from the North Pole Village",
    description:
      "Take a walk through the snowy village where the elves live and work, from the busy toy workshop to the warm and cozy bakery.",
    link: "/stories/north-pole-village",
    storiesCount: 6,
    readTime: "5-8 minutes",
  },
];

export const FEATURED_STORIES: readonly Story[] = [
  {
    id: "the-snowflake-who-wanted-to-help",
    title: "The Snowflake Who Wanted to Help",
    summary: "A tiny snowflake named Flurry is sure she is too small to matter, until Christmas Eve proves her wrong.",
    readMinutes: 3,
    ageGroup: "Ages 3-6",
    content: `High above the North Pole, in a soft gray cloud, lived a snowflake named Flurry. She had six sparkly points and a shine like a tiny mirror, but she was the smallest snowflake in the whole cloud.
Every winter the big snowflakes talked about their important jobs. "I will land on a mountain top," said one. "I will help build a snowman," said another. Flurry listened and sighed. "What could a snowflake as small as me ever do?"
**Christmas Eve**
On Christmas Eve the cloud grew heavy, and one by one the snowflakes began to fall. Flurry tumbled and twirled through the cold night air. Far below she could see the lights of Santa's village, glowing gold and red.
Down in the stables, Santa was worried. A thick fog had rolled in, and the reindeer could not see the runway. "If we cannot see where to fly," he said, "we cannot take off at all."
Flurry heard him as she floated past. She had an idea. She called out to every snowflake around her: "Friends! Let us land together along the edges of the runway, where the lanterns can shine on us!"
"You are too small to lead us," laughed a big snowflake. But Flurry kept calling, and slowly, one after another, the snowflakes followed her. They settled in two long, neat lines on either side of the runway.
**A Path of Light**
When the lantern light touched them, something wonderful happened. Thousands of tiny snowflakes sparkled all at once, like two rivers of stars stretching into the fog.
"Look!" cried the smallest elf. "A path of light!"
Santa smiled and shook the reins. The reindeer galloped down the glittering path and leapt into the sky, and the sleigh bells jingled away into the night.
As Santa flew over the runway, he looked down and tipped his hat. Somehow, Flurry was sure he was smiling right at her.
**The Next Morning**
On Christmas morning the elves found a note pinned to the stable door. It said: "Thank you to every snowflake who lit our way. Even the smallest light can guide the biggest sleigh."
Flurry glowed so brightly that the big snowflakes had to squint. She had learned that being small was never the same as being unimportant. All it took was a good idea, a brave voice, and friends who were willing to shine together.
*Even the smallest helper can light the way when friends shine together.*`,
  },
  {
    id: "pip-and-the-silent-sleigh-bell",
    title: "Pip and the Silent Sleigh Bell",
    summary: "When the lead sleigh bell stops ringing two days before Christmas, a young elf learns that asking for help is a kind of courage.",
    readMinutes: 4,
    ageGroup: "Ages 4-8",
    content: `Pip was the youngest elf in the Bell Room, the little round workshop where every sleigh bell at the North Pole was polished, tuned and hung on its ribbon. Pip loved the Bell Room. Every morning the older elves rang the bells one by one, and the music tumbled out of the windows and across the snow.
Two days before Christmas, Pip was given the most important job of all. "Please polish the Lead Bell," said Old Tansy, the head bell-keeper. "It hangs at the very front of Santa's sleigh. When it rings, the reindeer know it is time to fly."
Pip held the big golden bell as carefully as a bird's egg. He rubbed it until he could see his own pointy ears in it. Then he gave it a gentle shake to hear its lovely sound.
Nothing happened. No ring. No jingle. Not even a tinkle.
**The Secret**
Pip's tummy flipped. He shook the bell again, harder this time. Silence. He peeked inside and saw that the little metal ball, the clapper, was bent and stuck fast.
"Oh no," Pip whispered. "I must have broken it."
He was too embarrassed to tell anyone. Instead, he hid the bell under his workbench and tried to fix it on his own. He tried a spoon. He tried a pair of pliers. He tried wishing very hard. By bedtime the clapper was more bent than ever, and Pip was so worried that he could not eat his cocoa.
The next morning the whole village was buzzing. "Where is the Lead Bell?" everyone asked. "Santa leaves tomorrow night!" Pip's cheeks turned as red as a holly berry.
**Brave Enough to Ask**
That afternoon Pip sat alone on the steps of the Bell Room. Old Tansy sat down beside him and waited. She did not say anything at all, which somehow made it easier to talk.
"I did something terrible," Pip said at last, and he told her everything.
Old Tansy listened to the whole story. Then, to Pip's surprise, she chuckled. "Pip, that clapper has been bent since before you were born. Someone dropped it during a snowball fight sixty years ago. It was only waiting for somebody to notice."
"So I did not break it?" asked Pip.
"You did not break it," said Old Tansy. "But you did try to carry a heavy problem all by yourself, and that is the one mistake I want you to stop making. Come on. Fixing things is always easier with more hands."
**Many Hands**
Old Tansy called the other bell-keepers. Bramble heated the clapper over the forge until it glowed. Juniper tapped it straight with a tiny silver hammer. Pip held the bell steady, and his hands only shook a little. Together they fitted the clapper back inside.
Then Old Tansy nodded at Pip. "You found the problem. You ring it."
Pip lifted the Lead Bell and gave it a shake. A clear, bright note rang out, so sweet and loud that the reindeer in the stables lifted their heads and stamped their hooves, ready to go.
On Christmas Eve the Lead Bell hung at the front of Santa's sleigh, shining in the moonlight. As the sleigh rose into the sky, Pip heard it ringing all the way across the stars. He decided that it was the most beautiful sound he had ever made, and that he had not made it alone.
*Asking for help is not a weakness; it is a brave first step toward fixing anything.*`,
  },
  {
    id: "the-gingerbread-map",
    title: "The Gingerbread Map",
    summary: "Two cousins bake a gingerbread map of their town for Santa and discover what neighbors can do for one another on a snowy night.",
    readMinutes: 5,
    ageGroup: "Ages 5-10",
    content: `Maya and her cousin Leo had been planning their Christmas Eve surprise for weeks. Every year they left cookies for Santa, but this year they wanted to do something bigger. "Santa visits millions of houses," said Maya. "He must get lost sometimes. Let us bake him a map!"
So on the morning of Christmas Eve, Grandpa Sol tied on his striped apron, pulled out his biggest baking tray, and the three of them got to work.
**Baking the Town**
They rolled out the gingerbread dough as flat and wide as a tablecloth. Leo cut out the streets with a butter knife, carefully following the drawing Maya had made. There was Maple Street, where they lived. There was the bakery with its crooked chimney, the library with its round window, and the little park with the duck pond in the middle.
When the map came out of the oven, the whole kitchen smelled of ginger and cinnamon. Maya piped white icing along every road. Leo pressed chocolate buttons onto every roof. Grandpa Sol added a tiny sugar star right on top of their own house. "So Santa knows where the cocoa is," he said with a wink.
It was the best map they had ever seen. But as Maya iced the last street, she frowned.
"Grandpa, what is this empty corner of the map? The one by the pond?"
Grandpa Sol looked. "That is where Mrs. Okafor lives. She moved in this fall."
Leo scratched his head. "We have never seen any lights there."
**The House Without Lights**
After lunch, the cousins walked to the corner by the pond. The snow was falling in big lazy flakes. Every house on the street twinkled with lights, except one small blue house with a dark porch and an empty window.
Maya knocked. The door opened slowly, and a tall woman with silver hair looked down at them.
"Hello," said Maya. "We are making a map for Santa, and we wanted to put your house on it."
Mrs. Okafor smiled, but her eyes looked a little sad. "That is kind of you. But I do not think Santa will stop here. My grandchildren live far away this year, and the snow has closed the roads. It will be a quiet Christmas."
The cousins walked home without saying much. Then, halfway up Maple Street, Leo stopped in the snow.
"Maya," he said. "A map is not only for finding places. It can show people where they belong."
**A New Plan**
By the time they got home, the plan was ready. Grandpa Sol found a spare string of lights in the attic. Maya baked a second batch of gingerbread and cut out a little blue house. Leo made a card that said: "You are on our map, and you are invited to cocoa."
Then they told the neighbors. Mr. Petrov from the bakery said he would bring his famous cinnamon rolls. The twins from the green house offered to shovel the path. Even Mrs. Lindqvist from the library came along with a box of candles.
As the sun went down, the whole group crunched through the snow to the blue house. They wound the lights around the porch railing. The twins cleared the steps until they shone. Maya set the tiny gingerbread house on the doorstep, next to the invitation.
When Mrs. Okafor opened her door, the porch was glowing, and a crowd of smiling faces was singing a carol slightly out of tune. She pressed her hand to her heart and laughed the happiest laugh the cousins had ever heard.
**Christmas Eve on Maple Street**
That evening, Grandpa Sol's kitchen was full to bursting. Mrs. Okafor told stories about Christmas in the city where she grew up, and she taught everyone a clapping game that made Leo laugh so hard he got hiccups. The cocoa pot was filled three times.
Before bed, Maya added one more sugar star to the gingerbread map, right on top of the little blue house by the pond. Then the cousins set the map beside the cookies and went upstairs.
In the morning, the cookies were gone and the map was still there. Beside it was a note in curly writing: "Thank you for the wonderful map. I did not need it to find your town, but I loved seeing that every house on it is lit up. That is the best kind of map there is."
Maya and Leo read it twice. Then they ran to the window and looked down the street. By the pond, the little blue house was still glowing.
*The best gifts we can give are the ones that help someone feel they belong.*`,
  },
];
