import type { LetterLexicon, LexiconRule, Circumstance, HarmSign, WishKind } from "./letter-reading.server";

/**
 * English: the words and patterns children use, as they spell them. Every pattern runs on normalised text:
 * lowercase, apostrophes dropped ("dont", "im", "mums"), hyphens as spaces, common misspellings folded.
 * Each rule's `unless` lists benign senses close to the match ("hits me with pillows", "scared of the dark").
 */

/** Misspellings and spoken forms children write, folded to the word the patterns expect. */
const SPELLINGS: Record<string, string> = {
  dady: "daddy", daddie: "daddy", dadi: "daddy", dadd: "dad", mumy: "mummy", mummie: "mummy", mommie: "mommy", momy: "mommy",
  grandda: "grandad", granddad: "grandad", grampa: "grandpa", gramma: "grandma", nanna: "nana",
  hopsital: "hospital", hosptal: "hospital", hospitle: "hospital", hospitel: "hospital", hosbital: "hospital", hospatal: "hospital",
  hostpital: "hospital", hopital: "hospital", hosital: "hospital", hospitol: "hospital", hosptial: "hospital", hospial: "hospital",
  sik: "sick", sic: "sick", sick: "sick", poorley: "poorly", canser: "cancer", cancre: "cancer", kancer: "cancer", cansur: "cancer",
  dide: "died", diead: "died", dieded: "died", dieed: "died", dyed: "dyed", ded: "dead", heven: "heaven", hevan: "heaven", heavan: "heaven", hevin: "heaven",
  funral: "funeral", funerel: "funeral", armey: "army", armys: "army", solder: "soldier", soldjer: "soldier", deployd: "deployed",
  prisin: "prison", prisn: "prison", prision: "prison", prizon: "prison", jale: "jail", jial: "jail",
  divorse: "divorce", devorce: "divorce", divorsed: "divorced", devorced: "divorced", seperated: "separated", seperate: "separate",
  seperating: "separating", separted: "separated", sepparated: "separated",
  becuz: "because", becuse: "because", becos: "because", becaus: "because", cuz: "because", coz: "because", cos: "because", bcoz: "because", bcuz: "because", bcos: "because",
  wen: "when", realy: "really", relly: "really", rilly: "really", alot: "a lot", pleese: "please", pleez: "please", plz: "please", pls: "please",
  scard: "scared", scaird: "scared", skared: "scared", scarred: "scared", scaerd: "scared", scaired: "scared", scred: "scared", scarde: "scared",
  frightend: "frightened", afriad: "afraid", afrade: "afraid",
  hert: "hurt", herts: "hurts", hurtz: "hurts", hurst: "hurts", hurtes: "hurts", hurded: "hurt", hurted: "hurt", hiting: "hitting", hitts: "hits", hitted: "hit",
  kiks: "kicks", kiked: "kicked", kik: "kick", punshes: "punches", slapps: "slaps", smaks: "smacks",
  tuches: "touches", tutches: "touches", touchs: "touches", tuchs: "touches", toches: "touches", touchis: "touches", tuch: "touch", tutch: "touch",
  tuched: "touched", tutched: "touched", touchd: "touched", tuching: "touching", privet: "private", privat: "private", privite: "private",
  pirvate: "private", privates: "privates", privit: "private",
  kil: "kill", killd: "killed", myslef: "myself", mysef: "myself", mself: "myself", meself: "myself", myselfe: "myself", mysekf: "myself",
  feds: "feeds", fead: "feed", feeds: "feeds", hungery: "hungry", hungy: "hungry", hungrey: "hungry", hungray: "hungry", starvin: "starving",
  noone: "noone", nobodys: "nobody", nobuddy: "nobody", anymor: "anymore", enymore: "anymore", aniemore: "anymore", anymoor: "anymore",
  freinds: "friends", frends: "friends", freind: "friend", frend: "friend", frens: "friends", fwends: "friends",
  lonley: "lonely", lonly: "lonely", lonelly: "lonely", lonliy: "lonely", sadd: "sad", upsett: "upset",
  bullys: "bullies", bullis: "bullies", bullyes: "bullies", bulling: "bullying", bullyin: "bullying", bulying: "bullying", bullyed: "bullied",
  bulied: "bullied", bullid: "bullied", bully: "bully",
  babby: "baby", bayby: "baby", babie: "baby", pregnent: "pregnant", pregant: "pregnant", pregnat: "pregnant", pregnint: "pregnant",
  moveing: "moving", muving: "moving", skool: "school", scool: "school", shcool: "school", scohol: "school",
  presants: "presents", presens: "presents", prezzies: "presents", pressies: "presents", pressents: "presents", presnts: "presents",
  mony: "money", munny: "money", monie: "money",  aford: "afford", afourd: "afford", afored: "afford",
  chrismas: "christmas", xmas: "christmas", chrstmas: "christmas", crismas: "christmas", christmass: "christmas", cristmas: "christmas", chrimas: "christmas",
  evry: "every", evey: "every", evrey: "every", nite: "night", nights: "nights", u: "you", ur: "your",
  drunck: "drunk", drunkk: "drunk", drinkin: "drinking", boyfreind: "boyfriend", boyfrend: "boyfriend", girlfreind: "girlfriend",
  wanna: "want to", gonna: "going to", gotta: "got to", dont: "dont", wont: "wont", cant: "cant",
  sumtimes: "sometimes", somtimes: "sometimes", allways: "always", alwas: "always", awlays: "always", alwys: "always",
  angrey: "angry", angy: "angry", shouting: "shouting", screems: "screams", yels: "yells",
  autisim: "autism", autisum: "autism", autistick: "autistic", wheelchare: "wheelchair", weelchair: "wheelchair", wheelchar: "wheelchair",
  dislexia: "dyslexia", dyslexic: "dyslexic", def: "def",
  evryone: "everyone", everyone: "everyone", evrybody: "everybody", evryboddy: "everybody", solider: "soldier", anuther: "another", annother: "another", difrent: "different", diffrent: "different", diferent: "different",
  muny: "money", fud: "food", ses: "says", sez: "says", laffs: "laughs", laff: "laugh", piks: "picks", piking: "picking", piked: "picked",
  autistik: "autistic", austistic: "autistic", moneys: "money is",
  puppys: "puppies", kitty: "kitten", pupy: "puppy", puppie: "puppy", doggie: "doggy", bunnie: "bunny", hamstir: "hamster", hampster: "hamster",
};

const fold = (word: string) => SPELLINGS[word] ?? word;

function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    // Contractions that would collide with words once apostrophes go ("I'll" is not "ill", "he'll" not "hell").
    .replace(/\b(i|you|he|she|we|they|it|that)'ll\b/g, "$1 will")
    .replace(/\b(we|you|they)'re\b/g, "$1 are")
    .replace(/\b(i|you|he|she|we|they)'d\b/g, "$1 would")
    .replace(/'/g, "")
    .replace(/[\u201c\u201d"]/g, " ")
    .replace(/\bstep[\s-]+(dad|mum|mom|father|mother|brother|sister)/g, "step$1")
    .replace(/\b(self|play|half)[\s-]+(harm|fight|fighting|brother|sister)/g, "$1 $2")
    .replace(/[-_/]+/g, " ")
    .replace(/\bno[\s-]+one\b/g, "noone")
    .replace(/\b(want|wanna|going|go|have|got|need) 2\b/g, "$1 to")
    .replace(/\bkill (my|me) ?self\b/g, "kill myself")
    .replace(/\b(my|me) self\b/g, "myself")
    .replace(/[a-z0-9]+/g, fold)
    .replace(/[ \t]+/g, " ")
    .trim();
}

const sentences = (text: string) =>
  text
    .split(/[.!?;,:\n()]+|\s+-\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

// Shared word groups.
const MUM = "mum|mummy|mom|mommy|mam|mammy|mama|mamma|mother|stepmum|stepmom|stepmother";
const DAD = "dad|daddy|dada|father|papa|stepdad|stepfather";
const GRAND = "grandma|grandmother|granny|gran|nan|nana|nanny|nonna|oma|grandmom|grandad|grandpa|grandfather|gramps|pop|pops|poppa|poppy|grandparents?|abuela|abuelo|opa";
const RELATIVE = `${MUM}|${DAD}|${GRAND}|aunt|aunty|auntie|uncle|cousin|brother|sister|parents?|family|boyfriend|girlfriend|partner|husband|wife`;
const PARTNER = "(mums|moms|mams|mummys|dads|daddys) (new )?(boyfriend|girlfriend|partner|husband|wife|fella)";
const ADULT = `${MUM}|${DAD}|${GRAND}|aunt|aunty|auntie|uncle|${PARTNER}|boyfriend|girlfriend|babysitter|cousin|brother|sister|neighbou?r`;
const ANIMAL =
  "puppy|puppies|dog|dogs|doggy|kitten|kittens|cat|cats|pony|ponies|horse|horses|hamsters?|guinea pigs?|rabbits?|bunny|bunnies|fish|goldfish|turtles?|tortoise|lizards?|gecko|snakes?|parrots?|budgie|birds?|chickens?|chicks|ducks?|ducklings?|ferrets?|rats?|mouse|mice|axolotl|hedgehogs?|pet|pets|lamb|goats?|piglets?|pig|llama|alpaca|gerbils?|chinchilla|bearded dragon|iguana|frogs?|donkey|cockatiel|canary|spider|tarantula|stick insects?";
const TOY =
  "toy|toys|stuffed|plush|plushie|plushy|soft|teddy|cuddly|lego|playmobil|barbie|sylvanian|figure|figures|figurine|robot|robotic|pretend|fake|interactive|furreal|remote control|rc|rocking|hobby|squishmallow|beanie|jellycat|build a bear|puzzle|book|books|colouring|coloring|costume|onesie|slippers|pyjamas|pajamas|jumper|sweater|hoodie|t shirt|shirt|poster|mug|blanket|pillow|lamp|bed|cage|tank|hutch|bowl|lead|leash|collar|game|video|set|kit|model|drawing|picture|stickers?|card|ornament|statue|balloon|food|treats|toy|clothes|house|a bag|backpack|pencil case|socks|hat|necklace|earrings|unicorn|squishy|keyring|calendar|cake|cookie cutter|lunchbox|bottle|nightlight|pokemon";

const harm: LexiconRule<HarmSign>[] = [
  // Someone hurting the child, or a parent in front of them.
  {
    label: "violence",
    pattern: new RegExp(
      `\\b(hits?|hitting|hurts?|hurting|kicks?|kicked|kicking|punch(es|ed|ing)?|slaps?|slapped|slapping|beats?|beating|beaten|smacks?|smacked|smacking|chokes?|choked|choking|strangles?|strangled|whips?|whipped|belts?|belted|burns?|burned|burnt|bites?|bit|shakes?|shook|pinch(es|ed)?|shoves?|shoved|pushes|pushed|batters?|battered|bashes|bashed|throws? (things |stuff )?at|threw (things |stuff )?at|pulls? my hair|pulled my hair|grabs?|grabbed)\\s+(me|us|my (${MUM})|(${MUM})|my (little |baby |big )?(brother|sister)|my (little |baby )?(bro|sis))\\b`,
    ),
    unless:
      /\b(pillows?|play ?fight\w*|playfight\w*|wrestl\w*|when we (play|are playing|mess)|by accident|accidentally|on accident|in (the |a )?game|(ball|snowball|football|dodgeball|balloon|frisbee)s? (hit|hits)|tickl\w*|karate|judo|boxing|taekwondo|fortnite|minecraft|roblox|zombies?|nerf|lightsabers?|(dog|cat|puppy|kitten|hamster|bird|parrot|rabbit|pony|horse) (bites|bit|kicks|kicked|scratch\w*)|(little|baby|toddler) (brother|sister|cousin) (bites|bit|pinches|pinched)|(sister|brother) (hits|kicks|pushes|pushed|pinches) me (back|sometimes when we)|mosquito|bee|wasp|stung)\b/,
  },
  {
    label: "violence",
    pattern: new RegExp(
      `\\b(${ADULT}|he|she|they|someone|somebody)\\b.{0,20}\\b(hits?|hurts?|kicks?|kicked|punch(es|ed)?|slaps?|slapped|smacks?|smacked|grabs?|grabbed|squeezes|squeezed|twists?|twisted|chokes?|choked|burns?|burned|bangs?|banged|pulls?|pulled|drags?|dragged)\\s+my\\s+(head|neck|arms?|face|back|tummy|ears?|legs?|hands?|wrists?|body|throat|hair)\\b`,
    ),
    unless: /\b(pillows?|play ?fight\w*|wrestl\w*|when we play|by accident|accidentally|tickl\w*|brush\w*|plait\w*|braid\w*|hairdress\w*|dentist|doctor|nurse|injection)\b/,
  },
  { label: "violence", pattern: /\b(gives?|gave|leaves?|left) (me )?(bruises|marks|a black eye|a fat lip)|\bbruises (from|because of) (him|her|my)\b|\bhit me with (a|his|her|the) (belt|shoe|stick|spoon|wooden spoon|slipper|cable|wire)\b/ },
  // Touching and secrets, as children disclose them: never explicit, often indirect.
  {
    label: "sexual",
    pattern:
      /\b(touch(es|ed|ing)?|feels?|felt|rubs?|rubbed|looks? at|shows? me)\b.{0,25}\b(privates?|private (parts|places|area|bits)|down there|between my legs|my (bottom|bum|willy|chest|boobs|front bottom)|under my (clothes|pants|knickers|pyjamas|pajamas|nightie|underwear))/,
  },
  { label: "sexual", pattern: /\bprivate (parts|places|area|bits)\b|\bmy privates\b/ },
  { label: "sexual", pattern: /\bsecrets?\b.{0,30}\b(touch\w*|bed|bath|body|naked|clothes)\b|\b(touch\w*)\b.{0,30}\bsecrets?\b/, negatable: false },
  { label: "sexual", pattern: /\b(makes?|made|make) me (touch|kiss|take (off|of) my|get undressed|undress|take my clothes|be naked|watch (things|videos))|\b(naked|nude|undress\w*)\b/, unless: /\bmole rats?\b|\bnaked (eye|flame)\b/ },
  { label: "sexual", pattern: /\b(com(e|es|ing)|came|gets?|getting|got|creeps?|creeping|sneaks?|sneaking) (in ?to|into|in) my (bed|room|bedroom)\b|\bpretend (im|i am|to be|that im) (asleep|sleeping)\b/, unless: /\b(santa|elf|elves|tooth fairy|reindeer|cat|dog|puppy|kitten|baby (brother|sister)|little (brother|sister)|when i have (a )?(bad dream|nightmare)|to say goodnight|read me|story)\b/ },
  { label: "sexual", pattern: /\b(send|sending|sent|asks? me (for|to send)|asking me (for|to send)|wants? me to send) (him |her |them )?(photos|pictures|pics|videos|selfies) (of )?(me|myself)\b|\bman (i met |i talk to )?(online|on a game|on roblox|on fortnite|on snapchat|on tiktok)\b/, unless: /\b(grandma|granny|nana|nan|gran|grandad|grandpa|costume|nativity|school play|christmas card)\b/ },
  { label: "sexual", pattern: /\b(comes?|came|gets?|got) (in ?to|into|in) my (bed|room) at night|\b(does|did|do) (things|stuff)\b.{0,20}\b(i dont like|to me at night|that hurts?|to my body)/ },
  { label: "sexual", pattern: /\b(comes?|came|walks?|walked|barges?) (in ?to|into|in) (the|my) (bathroom|bedroom|room|shower)\b.{0,40}\b(when|while) (im|i am|i was)\b|\b(says|said|talks about|comments on|makes comments about) (things |stuff |rude things )?(about )?my body\b/ },
  // English forms only: every language's patterns read every letter, and Spanish "me molesté" (I got annoyed) and
  // Argentine "ni en pedo" (no way) are not these words (r5's Spanish false holds; Italian has its own "molest-").
  { label: "sexual", pattern: /\b(sex|sexual\w*|rape|raped|molest|molested|molesting|molests|molester|abuse|abused|abusing|abuses|pervert|paedo|pedo|groom(ed|ing))\b/, unless: /\bgroom(ed|ing)? (the |my )?(pony|horse|dog|cat|puppy)|\bdog groom|\bcime di rape\b|\bme molesta\b|\b(ni|al|en) pedo\b/ },
  { label: "sexual", pattern: /\b(bad|wrong|secret) (touch|touches|touching)\b|\btouch(es|ed|ing)? me\b/, unless: /\b(tag|tig|tickl\w*|hugs?|hugged|gently|shoulder|my head|my hand|high five|game of|my (lego|toys|stuff|things|doll|books?|phone))\b/ },
  // Threats and enforced secrecy.
  {
    label: "threat",
    pattern:
      /\b(says?|said|told me|tells me|threatens?|threatened|sayd|sez)\b.{0,40}\b(kill|hurt|hit|beat|get rid of|send me away|put me in|take (me|my|us) away|(nobody|noone) (will|would) believe|if i tell|dont tell|not to tell|its (our|a) secret|keep (it |this )?(a |our )?secret)/,
    unless: /\bif i (eat|touch|break|take|use|open|lose|spoil|read)\b|\b(cookies?|sweets|chocolate|mess|my room|joking|jokes?|jk|lol|haha|laugh\w*|surprise|presents?|gift|secret santa|birthday)\b/,
    negatable: false,
  },
  { label: "threat", pattern: /\b(will|going to|is going to|wants to|would|threaten(s|ed)? to)\s+(kill|hurt|hit|beat|stab|shoot|drown)\s+(me|my|us|mum|mom|mummy|you)\b/, unless: /\bif i (eat|touch|break|take|use|open|lose|spoil|read)\b|\b(game|fortnite|minecraft|roblox|zombies?|monsters?|dragons?|pretend|when (she|he|they|mum|dad|mom) (sees|finds|reads)|if (she|he|they|mum|dad|mom) finds? out|laugh\w*|joke|jk|lol)\b/, negatable: false },
  { label: "threat", pattern: /\bif i tell\b|\b(noone|nobody) (will|would) believe me\b|\bnot allowed to tell\b/, unless: /\b(surprise|presents?|gifts?|secret santa|what i (want|got|am getting|bought)|a joke|you a secret)\b/, negatable: false },
  { label: "threat", pattern: /\bif i (dont|do not|tell|say no|say anything)\b.{0,24}\b(he|she|they)\b (will|would|is going to)\b/, unless: /\b(surprise|presents?|gifts?|secret santa|joke|homework|tidy|my room|eat (my|the|all)|vegetables|sprouts)\b/, negatable: false },
  { label: "violence", pattern: /\b(hide|cover|covers|covering|see|sees|notice|notices) (up )?(the|my) (marks|bruises|cuts|burns)\b|\b(marks|bruises) (on|all over) (me|my (arms?|legs?|back|face|neck))\b.{0,40}\b(him|her|he|she|they|mum|dad|stepdad|stepmum)\b/, negatable: false },
  // Not safe at home.
  {
    label: "unsafe_home",
    pattern: new RegExp(
      `\\b(scared|afraid|frightened|terrified|petrified|fear)\\b.{0,14}\\b(of|to go|to be|at|when|in|about)\\b.{0,24}\\b(home|house|him|her|them|my (${ADULT})|stepdad|mums boyfriend|dads girlfriend|(he|she) (comes|gets|is|drinks|shouts))\\b`,
    ),
    unless:
      /\b(dark|spiders?|monsters?|ghosts?|clowns?|thunder|storms?|dentist|jumping|heights|films?|movies?|dog next door|the show|the play|nativity|sing\w*|solos?|santa|reindeer|elf on the shelf|krampus|halloween|horror|haunted|the (big )?slide|rollercoaster|mice|rats?|snakes?|sharks?|bees?|wasps?|fireworks|the vacuum|the hoover|needles|injections?|jabs?|flying|planes?|lost|getting lost|the (new|big) school|first day|exam|tests?|bad dreams|nightmares|scary)\b/,
  },
  { label: "unsafe_home", pattern: /\b(dont|do not|never|doesnt) feel safe\b|\bnot safe\b|\bunsafe\b/, unless: /\b(ice|road|roads|pond|lake|river|street|park|roof|tree|trampoline|to swim|to play|outside after dark)\b/, negatable: false },
  { label: "unsafe_home", pattern: /\bhide\b.{0,24}\b(bed|cupboard|wardrobe|closet|bathroom|my room|shed|garden)\b.{0,30}\b(when|because|from|so)\b/, unless: /\b(hide and seek|hide n seek|hide ?n ?go ?seek|presents?|gifts?|hiding the|elf|surprise|sweets|chocolate)\b/ },
  { label: "unsafe_home", pattern: /\ba lock (for|on) (my|the) (bedroom |bathroom )?(door|room|bedroom|bathroom)\b|\bso (he|she|they) (cant|cannot|wont|can not) (get|come) in\b/ },
  { label: "unsafe_home", pattern: /\block(s|ed)? me (in|out|up)\b|\blocked in (my|the|a) (room|cupboard|shed|closet|bathroom|garage)\b|\b(kick(s|ed)?|throws?|threw|puts?) me out\b/, unless: /\b(game|escape room|by accident|accidentally|of the game|football|harry|potter|in the (film|book|movie|story))\b/ },
  {
    label: "unsafe_home",
    pattern:
      /\b(drunk|drinking|drugs|high)\b.{0,60}\b(shout|scream|scar|hit|hurt|angry|throw|smash|break|hide|cry|yell|mean)\w*|\b(shout|scream|hit|hurt|angry|throw|smash|break|hide|yell)\w*\b.{0,60}\b(drunk|drinking|drugs)\b|\b(gets|is|was) (really |so )?drunk\b/,
  },
  { label: "unsafe_home", pattern: /\b(want|wants|going|try|tried|planning) to run away\b|\b(run|ran|running) away from home\b/, negatable: false },
  // Not being fed or looked after.
  { label: "neglect", pattern: /\b(no|never|never any|not any|isnt any|isnt|never enough) food\b.{0,25}\b(house|home|fridge|cupboard|flat|days|ours)\b|\bthere is (never|no|not) (any )?food\b/, negatable: false },
  {
    label: "neglect",
    pattern:
      /\b(dont|doesnt|never|didnt|wont|havent|hasnt|not|barely|hardly)\s+(ever\s+)?(get|gets|got|give|gives|gave|make|makes|made|had|have|been given|feed|feeds)\s+(me\s+|us\s+)?(any\s+)?(dinner|food|breakfast|lunch|tea|supper|meals?|anything to eat|something to eat)\b/,
    unless: /\b(yet|today because|because i (was|am|wasnt) (full|sick|not hungry|hungry)|before (school|football|swimming)|tonight because|on christmas|at school because|dont like|dislike|vegetarian|vegan|allergic|sprouts|broccoli|fast|fasting|ramadan|diet)\b/,
    negatable: false,
  },
  { label: "neglect", pattern: /\b(nobody|noone)\s+(ever\s+)?(feeds|fed|feed|cooks for|gives me food|makes (me )?(dinner|food|tea))\b/, negatable: false },
  {
    label: "neglect",
    pattern:
      /\b(go|goes|going|went|gone) to (bed|sleep|school) (really |so |very )?(hungry|starving|without (any )?(dinner|food|tea|supper|eating|breakfast))\b|\b(always|every day|every night|all the time) (so |really )?(hungry|starving)\b|\b(hungry|starving) (all the time|every day|every night|always)\b/,
    unless: /\b(growing|growth spurt|after (swimming|football|school|training|practice|rugby)|eats? everything|ate (three|two|3|2|all)|hollow legs|bottomless)\b/,
  },
  { label: "neglect", pattern: /\b(havent|hasnt|have not|has not|didnt|did not|not)\s+(had|eaten|eat)\s+(anything|any food|food|dinner|a meal|proper food)\s+(for|in|since)\s+(days|\d+ days|two days|three days|ages|a long time|yesterday)\b/, negatable: false },
  {
    label: "neglect",
    pattern:
      /\b(left|leave|leaves) (me|us) (alone|on (my|our) own|by (my|our) ?sel(f|ves))\b.{0,30}\b(days|all night|all weekend|nights|every night|for ages|a long time|with no food)\b|\bhome alone\b.{0,30}\b(days|nights|all the time|every|weekend|for ages)\b|\b(nobody|noone) (has )?(come|comes|came|been) home\b|\b(mum|mom|mam|mummy|mommy|dad|daddy) (is asleep|sleeps|stays in bed|doesnt wake up|wont wake up|never gets up|is always asleep)\b.{0,24}\b(all day|for days|no food|nobody)\b/,
    negatable: false,
  },
  { label: "neglect", pattern: /\b(stay|stays|stayed|staying|are|were|left|home|sleep) (by|on) (ourselves|myself|our own|my own)\b.{0,60}\b(food|hungry|crackers|weekend|days|nights|all night)\b|\b(weekend|days|nights|all night)\b.{0,60}\b(by|on) (ourselves|myself|our own|my own)\b/, negatable: false },
  { label: "neglect", pattern: /\b(not|never) allowed (to )?(eat|have (any )?(dinner|food|tea|breakfast|lunch))\b|\b(have to|has to|make me|makes me) earn (my )?(dinner|food|tea|meals?|breakfast)\b|\b(dont|doesnt|didnt|never) (come|comes) (back|home) (til|till|until|for) (the next|two|2|three|days)\b|\b(leaves?|left|leaving) (me|us)( and my (baby |little )?(brother|sister|siblings))? (alone|on (my|our) own|by (my|our) ?sel(f|ves)|home alone)\b.{0,40}\b(night|nite|days|next day|overnight|weekend|baby|scared|til|till|until)\b/, negatable: false },
  { label: "neglect", pattern: /\b(nobody|noone) (looks|look) after (me|us)\b|\bhave to look after (myself|my little|my baby)\b.{0,30}\b(all|every|on my own|by myself|nobody|because|night)\b/, negatable: false },
  // Wanting to die or to hurt themselves.
  {
    label: "self_harm",
    pattern: /\b(want|wants|wanted|wish|wishing|wished)\s+(to |i could |i can )?(just )?(die|dye|be dead|kill myself|end it|end my life|disappear|not (be )?(alive|here|exist))\b/,
    unless: /\b(die|dye) (my|her|his|your|our) hair\b|\bhair\b|\bdie laughing\b|\bdisappear (in|into) (a|the) (magic|trick)|\bmagic\b|\bdisappear into (narnia|hogwarts|a book|books|the book|my books?|the story|the game|a game|minecraft|roblox|fortnite|the world of)/,
  },
  { label: "self_harm", pattern: /\bi wish i (was|were|wasnt|werent|had never been|was never|never was) (dead|never born|not born|not alive|gone|born|alive)\b/, negatable: false },
  { label: "self_harm", pattern: /\b(dont|do not|doesnt|dont even) want to (be alive|live anymore|live any more|exist|be here anymore|be here any more|wake up|be me anymore)\b|\bdont want to live\b(?!\s+(in|with|at|near|there|here|next|by))/, negatable: false },
  {
    label: "self_harm",
    pattern: /\b(kill|killing|killed|hurt|hurting|hurts|harm|harming|cut|cutting|cuts|burn|burning|punch|punching|scratch|scratching|hit|hitting|starve|starving|bite|biting) myself\b/,
    unless: /\b(by accident|accidentally|fell|falling|football|soccer|rugby|trampoline|bike|skateboard|scooter|slipped|tripped|playing|climbing|skating|skiing|pe|gym|running|making|cooking|baking|cookies|paper|a little bit|sledging|sledding|nearly|almost)\b/,
    negatable: false,
  },
  { label: "self_harm", pattern: /\b(hurt|cut|burn|hit|scratch|bite|punch)\w* (myself|my arms?|my legs?|my wrists?|my skin) on purpose\b/, negatable: false },
  { label: "self_harm", pattern: /\bcut(s|ting)? (my|on my) (arms?|wrists?|legs?|skin|tummy|thighs?)\b/, unless: /\b(on (a|the|some|my)|fell|by accident|accidentally|playing|paper|knife when|cooking|making|climbing)\b/, negatable: false },
  {
    label: "self_harm",
    pattern:
      /\bsuicid\w*|\bself harm\w*|\bend (it all|my life)\b|\b(thinking|think|thought) (about|of) (ending|killing|dying|not being here|ending my)\b|\bending it\b|\b(dont|do not|cant) see the point (of|in) (anything|living|life|going on|being here|it all)\b|\bwant (it all|everything) to (stop|end)\b|\bwish i could (go to heaven|die|be dead|disappear|not wake up)\b(?! (into|in|to) (narnia|hogwarts|a book|books|the book|my books?|the story|the game|a game|minecraft|roblox|fortnite|the world))|\bwould (even )?(notice|care) if i (was|were) gone\b|\bbetter off without me\b|\b(sleep|go to sleep|fall asleep) and never wake up\b|\bdisappear (forever|for ever|for good)\b|\bno (reason|point) (to live|in living|being alive|in being alive)\b|\b(nobody|noone)( \w+)? would (care|miss me|notice|even notice) if i (died|was gone|wasnt here|disappeared|was dead)\b|\bnot be here anymore\b|\bwant to (go to|be in) heaven\b|\bkill myself\b|\bwant to be dead\b/,
    negatable: false,
  },
  // Added after the sixteenth held-out round (r16), tuning data since: a wish that an implement stop being used on the
  // child, covering bruises for PE, and what groomers tell children about age and deleting messages.
  { label: "violence", pattern: /\b(use|uses|used|using) (the|a|his|her) (wooden spoon|belt|slipper|stick|cane|cable|wire|hanger) on (me|us|my (brother|sister))\b|\b(cover|hide|covers|hides) (up )?(the|my) (bruises|marks) (before|for) (pe|swimming|school|games)\b/, negatable: false },
  { label: "sexual", pattern: /^(?=.*\b(?:1[89]|[2-5]\d)\b).*\bage is (just|only) a number\b/, negatable: false },
  { label: "sexual", pattern: /\b((delete|deletes|deleted|deleting) (them|the (chats|messages|texts|pictures|photos)|our (chats|messages)) (after|so|because|before)|(chats|messages) are (special|our secret))\b/, negatable: false },
  // Added after the seventeenth held-out round (r17), tuning data since: not being here on the 25th, sleeves so nobody
  // sees the arms, a parent gone for days or out every night with the baby left to the child, being put out on the
  // street, a parent who cannot be woken.
  { label: "self_harm", pattern: /\b(i (wont|will not|am not|m not|im not) (be|going to be|planning to be|gonna be) (here|around|alive) (on|by|for|at) (the 25th|christmas|boxing day)|(not|never) (to )?wake up on (the 25th|christmas)|tell (my |me )?(mum|mom|mam|mammy|dad|mummy|mommy) (it|its) not (her|his|their) fault|so (no ?one|nobody) (sees|can see|will see) my (arms|wrists|legs|cuts))\b/, negatable: false },
  { label: "neglect", pattern: /\b((mum|mom|mam|dad|mummy|mommy|mammy)( has| hasnt| hasn't)? (not )?(been|come) (home|back) (since|for) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|days|two days|three days|ages)|(nappy|diaper) (did not|didnt|hasnt|has not|wasnt|was not) (get |been )?chang\w*|only (have|got) (cereal|bread|crisps) (with|and) water|(out|away) (nearly |almost )?every night and (i|me) (look after|mind|watch))\b/, negatable: false },
  { label: "threat", pattern: /\b(put|throw|kick) (me|my suitcase|my stuff|my things) (out|by the (gate|door)|on the street)\b.{0,40}\b(street|live|out)\b/, negatable: false },
  { label: "unsafe_home", pattern: /\b(mum|mom|mam|dad|mummy|mommy)\b.{0,30}\b(would not|wouldnt|did not|didnt|could not|couldnt) wake up\b.{0,60}\b(ambulance|breathing|doctor|paramedic\w*|999|911)\b/, negatable: false },
  // Added after the eighteenth held-out round (r18), tuning data since: a parent the child shakes and cannot wake,
  // white powder and glass pipes, kept off school until the marks go, talking to someone without mum seeing, photos
  // and money to meet, the dentist "not for us", scratches so "the sad can come out".
  { label: "unsafe_home", pattern: /\b(wake up when i (shake|call|wake) (her|him)|(cant|cannot|could not|couldnt) wake (her|him|mum|mom|mam|dad|mummy|mommy) up\b.{0,40}\b(scared|shake|shook|shaking|breath\w*|blue|powder|needle\w*|pills)|(glass|crack) pipe|white powder|(people|men|friends) (who )?(inject|shoot up|use needles))\b/, negatable: false },
  { label: "violence", pattern: /\b(not (let|allowed) (to )?(go )?(to )?school|off school|kept (home|off school)) (until|till|til) (the )?(marks|bruises|cuts) (go|fade|heal)\w*\b/, negatable: false },
  { label: "sexual", pattern: /\b(talk|talking|chat|chatting|text|texting|message|messaging) (to|with) \w+ without (mum|mom|mam|dad|my parents|anyone|anybody) (seeing|knowing|finding out)\b|\b(photos|pictures|pics) (he|she|they) (wants|asked for|asks for)\b|\bmoney to (go )?meet \w+\b/, negatable: false },
  { label: "self_harm", pattern: /\b(scratch\w*|cuts?|cutting) (on|in)? ?(his|her|my) (arms|wrists|legs)\b.{0,40}\b(so the sad|to let the sad|so it stops|so (the )?(hurt|pain) (comes|goes))\b|\blie (down )?on the (train )?tracks\b/, negatable: false },
  // Added after the nineteenth held-out round (r19), tuning data since: an adult who asks for photos of the child or
  // calls after bedtime, and wishes for a bed so as not to sleep on the floor, food that lasts the week, someone to
  // treat the nits.
  { label: "sexual", pattern: /\b(photos?|pictures?|pics|selfies|videos?)( \w+){0,4} (he|she|they|\w+) (asked|asks|wants|wanted|told) me to (take|send|make) of (myself|me)\b/, unless: /\b(grandma|granny|nana|nan|gran|grandad|grandpa|costume|nativity|school play|christmas card)\b/, negatable: false },
  { label: "sexual", pattern: /\b(video ?call|videocall|facetime|call|ring|text|message)s? me (after bedtime|after lights out|when (every ?one|everybody|mum|mom|dad|my parents) (is|are) asleep)\b/, unless: /\b(dad|daddy|mum|mummy|mom|mommy|papa|mama|grandma|granny|nana|nan|grandad|grandpa)\b/, negatable: false },
  { label: "neglect", pattern: /\b(so i(m| am)? (not|dont have to|do not have to|wont have to) (sleep )?on the floor|(food|dinner|tea) (that|to|which) (lasts?|last) (till|until|til|to|all|the whole) (monday|friday|the weekend|the end of the week|the week)|(nits?|lice)\b.{0,30}\bsomeone to (do|comb|wash|treat) (it|them|my hair)( for me)?)\b/, unless: /\b(sleepover|camping|cousins?|visit\w*|holiday|tent|dog|cat|hamster|rabbit|fish|guinea pig)\b/, negatable: false },
];

const circumstances: LexiconRule<Circumstance>[] = [
  {
    label: "bereavement",
    pattern:
      /\b(died|dyed|dead|passed away|passed on|past away|pasted away|went to heaven|gone to heaven|is in heaven|in heaven|up in heaven|from heaven|is a star|an angel now|angel in|funeral|an? angel now|is an? angel|went to sleep and (didnt|never|did not) wake up|we lost (my|our|him|her)|lost my (mum|mom|dad|daddy|mummy|grandma|grandad|nana|nan|granny|grandpa|brother|sister|baby|papa|uncle|aunt|auntie|dog|cat|pet|best friend)|(isnt|is not|not) (here|with us) (anymore|any more)|(not|isnt) alive (anymore|any more)|put to sleep|put down|rest in peace|rip|miss (him|her|them) (so much )?since)\b/,
    unless: /\b(phone|battery|batteries|tablet|ipad|console|laptop|torch|character) (has |just |finally |had )?(died|dead)\b|\b(wish|want|wants|wanted) (i was|i were|to be) dead|\b(my (guy|man|player)|in the game|died laughing|nearly died|almost died|(would|could|i?d) die|dead (good|easy|funny|cool|nice)|dead end|dead tired|plants?|dyed (my|her|his|our|your) hair|hair|grateful dead|star wars|lego|toy)\b/,
    negatable: true,
  },
  {
    label: "illness",
    pattern:
      /\b(hospital|cancer|chemo\w*|leuka?emia|tumou?r|operations?|surgery|(very|really|so|seriously|quite|too|super|terribly) (sick|ill|poorly|unwell)|(is|are|was|been|gets|got|getting|feels?) (sick|ill|poorly|unwell)|gets? better|get well|getting better|be well|heart (attack|problems?|condition|surgery)|stroke|dementia|alzheimers?|intensive care|icu|transplant|dialysis|radiation|medicine every day|treatment|disease|hospice|in a coma|ambulance)\b/,
    unless: /\b(sick of|sick at|sick on the|was sick on|sick in the car|car sick|carsick|sea ?sick|sick trick|sick (skateboard|bike|game|goal)|better at|better grades|better than|get better (at|grades)|operation (game|board)|hospital (set|game|toy|lego|playmobil)|play hospital|vet|for my (doll|teddy|barbie)|baby|born|having (a|the|my|our) baby|stroke (the|my|a) (dog|cat|pony|horse|puppy|kitten)|a cold|the flu|tummy bug|chickenpox|chicken pox|died in (the )?hospital|(english|reading|writing|spelling|maths?|math|swimming|football|skating|drawing|it|things|school|french|german) (is |are )?(getting|get|gets) better)\b/,
    resolvable: true,
  },
  {
    label: "far_away",
    pattern:
      /\b(army|navy|air force|raf|marines?|military|deployed|deployment|soldier|on tour|on duty|overseas|abroad|in (prison|jail|gaol)|prison|jail|locked up|behind bars|oil rig|on a rig|on the rigs?|fifo|working away|works away|works? far away|(work|works|working) (in|on) (another|a different) (country|state)|(lives?|living|is|are|moved|stuck|stays) (in )?(another|a different) country|(lives?|living|is|are|moved) (so )?far away|cant come (home|back|for christmas|to see)|wont be home|not (be )?coming home|cant be (here|home) (for|at|this) christmas|away (for|at) work|away with (work|the army|the navy)|(really|so|very|too) far away|(been|bin) away (since|for)|(cant|cannot|wont|not|isnt|wasnt) (be )?(come|coming|be|make it|get|going to be)\b.{0,25}\b(for|at|this|on) christmas|(not|isnt|wont be|is not) (going to be )?home (for|at|this) christmas|lives? in \w+( \w+)? and (he|she|they) (cant|cannot|wont|isnt able to) (come|visit)|(working|works|worked|stationed|posted|based) (in|at|on) [\w ]{2,25} for (a|the|another|two|three|six|\d+) (whole )?(year|years|months|weeks)|(coming|comes|come) (home|back) (in|next|after) (january|february|march|april|may|june|july|august|september|october|november|the spring|the summer|the new year|\w+ months|a few months)|(comes|come) (home|back) (every|once|one week)|only (met|see|seen) (her|him|them) on the (computer|phone|screen|ipad)|miss (him|her|my (dad|daddy|mum|mummy|mom)) (so much )?(because|cos|since) (he|she) (is|lives|works) (away|far))\b/,
    unless: /\b(toy|lego|nerf|playmobil|army (tank|truck|set|men|figures|game|costume)|play army|soldiers? (toy|figures|set)|coming (home |back |over |to visit |to stay )?(for|at|this) christmas|(will|is going to|are going to) (be )?(home|here|back) (for|at|this) christmas|visiting us|army of|galaxy|north pole|(is|hes|shes|he is|she is|will be|theyre|they are) home (for|this|at) christmas|abroad on holiday|holiday abroad|go abroad|trip abroad|prison (set|game|break|lego|escape)|escape room)\b/,
    resolvable: true,
  },
  {
    label: "separation",
    pattern: new RegExp(
      `\\b(divorce|divorced|divorcing|separated|separating|split(ting)? up|broke up|broken up|break(ing)? up|two houses|2 houses|two homes|2 homes|(${DAD})s (house|flat|home) and (my )?(${MUM})s|(${MUM})s (house|flat|home) and (my )?(${DAD})s|(${DAD}|${MUM}) (doesnt|does not|dont|do not) live with (us|me)|(${DAD}|${MUM}) (lives?|living|stays?) (in )?(a )?(different|another|new|other|his own|her own) (house|home|flat|place|apartment)|(${DAD}|${MUM}|he|she) moved out|(my )?(${DAD}|${MUM}) (left|walked out|walked away)\\b(?! (for|to go|the|a|an|his|her|early|at|me (a|some|an)|us (a|some|an)|some|cookies|presents?|carrots|milk|work)\\b)|dont live together|(live|living|be) together again|back together|every other weekend|custody|(${MUM})s new (boyfriend|partner)|(${DAD})s new (girlfriend|partner)|(mum|dad|mummy|daddy|mom|parents) (are )?not together)\\b`,
    ),
    unless: /\b(lego|toy|puzzle|chocolate|biscuit)\b/,
  },
  {
    label: "new_baby",
    pattern:
      /\b(new baby|(baby|brother|sister) (was |is |just |got )?born|born (last|this|in)|baby (is |was )?(coming|due|on the way)|having a baby|(has|had|just had) (a|the|our) baby|pregnant|baby in (her|mums|mummys|my mums|moms|mommys|mams|the) (tummy|belly)|(tummy|belly) (has|with) a baby|expecting|newborn|going to be a big (brother|sister)|im a big (brother|sister) now|a big (brother|sister) now|baby (brother|sister) (is|was) (born|coming|due|on)|our (new )?baby|my (new )?baby (brother|sister) (is|was) (born|only|just|tiny)|(weeks|days|months) old|(had|having|has|have) twins|twins (were|was) born|(is|shes|she is) due (in|next|any|on|at)|my first sibling)\b/,
    unless: /\b(baby (doll|alive|annabell|born doll|yoda|shark)|doll|toy baby|teacher|teachers|neighbou?rs?|friends? mum|(miss|mrs|ms) \w+|our cat|our dog|kittens|puppies|lambs|chicks)\b/,
  },
  {
    label: "moving",
    pattern:
      /\b((we|i|me|family|us|were|im|parents)\b( \w+){0,3} (moving|move|moved) (house|home|to|into|here|from|schools?|in|away|out of our|there|over|country|flat|abroad)|moving (house|home|schools?|country)|move (house|home|to a new|schools?|to another)|moved (house|home|schools?|out of our)|(we|were|we are|im|i am|we will be|were going to be) moving|(we|i) (came|come) (here|to \w+) from|new (house|home|school|flat|apartment|country|town|city|neighbourhood|neighborhood)|different school|changed? schools?|changing schools?|start(ing|ed)? (at )?a new school|new class at a new school)\b/,
    unless: /\b(moved (the|my) (sofa|furniture|bed|room|desk)|new (house|home) for (my|the) (dog|cat|hamster|barbies?|dolls?|rabbit|guinea pigs?|fish)|dolls? house|dolls house|lego house|barbie house|new school (bag|shoes|uniform|coat|jumper|pencil case)|moving (toy|truck toy)|move (my|the) (toys|room)|new (house|home) (set|lego|playset|toy)|(dads|mums|daddys|mummys|moms|dad|mum) new (house|home|flat|apartment))\b/,
  },
  {
    label: "bullying",
    pattern:
      /\b(bull(y|ies|ied|ying|ys)|picks? on me|picking on me|picked on|call(s|ed|ing)? me (names|fat|stupid|ugly|weird|a loser|dumb)|make fun of me|makes fun of me|made fun of me|laugh(s|ed|ing)? at me|(nobody|noone) (will )?(let me play|plays? with me)|wont let me play|dont let me play|leave me out|left me out|pushes me|pushed me over|trip(s|ped)? me|mean to me|horrible to me|nasty to me|teas(e|es|ed|ing) me|(girls|boys|kids|children|people|they|everyone) (at|in) (my )?(school|class) (are|is|were|was) (mean|horrible|nasty|unkind)|mean (messages|comments)|cyber ?bull\w*|steal(s)? my (lunch|things|stuff)|spit (at|on) me|(filming|film|films|filmed|posting|posts|posted) (me|it|photos of me|pictures of me)|comments about my (weight|looks|hair|face|body|clothes|skin)|(spread|spreading|spreads) (rumou?rs|lies|stories) about me|mean captions|(sending|send|sends|sent) me (mean |nasty |horrible |rude )?messages|fake account|(copy|copying|copies|mock|mocking|mocks|imitate|imitating) me|(whisper|whispering|whispers) about me|(not allowed|cant) (in|to join|join) (it|their|the club|the group)|(everyone|everybody|they all|the whole class) (laughs|laughed|laugh)\b|takes? my (ball|lunch|bag|money|hat))\b/,
    unless: /\b(bullied (us )?\d|(team|we|they) (got )?bullied \w* \d|bulldogs?|bull ?dozers?|bull (riding|ring|frog)|pit ?bull|lol|haha|tickl\w*|when we play|my (little )?(brother|sister) teases|teases me (about|because) (my|i) (love|like))\b/,
    resolvable: true,
  },
  {
    label: "hardship",
    pattern:
      /\b(no money|not (got )?(much|enough|any) money|(dont|doesnt|didnt) have (much |enough |any )?money|(havent|hasnt) got (much |enough |any )?money|cant afford|cannot afford|couldnt afford|cant pay|money is (tight|hard|short)|second hand|short of money|tight on money|skint|we are broke|were broke|(we are|were|were really|we are really) poor|food ?banks?|food parcels?|lost (his|her|their|my) (job|work)|lost (my )?(mums|dads|moms|mummys|daddys) job|(no|hasnt got a|doesnt have a|cant find a|looking for a) job|out of work|without (a )?(job|work)|unemployed|(got |was |been )?(laid off|fired|sacked|made redundant)|homeless|shelter|hostel|emergency (housing|accommodation)|(live|living|sleep|sleeping|stay|staying) in (a|our|the) (car|hotel|motel|one room|b and b)|evicted|eviction|the rent|pay (the )?rent|the bills|pay (the )?bills|no heating|heating (is )?(off|broken)|cold in our (house|flat)|free school meals|(cant|dont) have (a|any) (coat|warm coat|shoes|bed)|(enough|any) food|(hungry|struggling) family|money for food|struggl(e|es|ing) (with money|to pay)|works? (two|2|three|3) jobs|benefits|universal credit)\b/,
    unless: /\b((for|to|collect\w*|donat\w*|help\w*|at church) (at |for |to )?(the )?food ?bank|joking|jk|pocket money|poor (at|thing|grandma|grandad|doggy|dog|cat|reindeer|rudolph)|shelter (dog|cat|animals|for the birds)|dog shelter|animal shelter|cat shelter|hotel (for|on) (holiday|vacation)|on holiday|vacation|video game|game)\b/,
  },
  {
    label: "disability",
    pattern:
      /\b(autism|autistic|asd|adhd|aspergers?|aspie|deaf|hard of hearing|hearing aids?|cochlear|blind|visually impaired|wheelchairs?|downs syndrome|downs|down syndrome|cerebral palsy|spina bifida|dyslexi[ac]|dyspraxi[ac]|disabled|disability|disabilities|special needs|sen|non verbal|nonverbal|sign language|makaton|epilep(sy|tic)|seizures?|muscular dystrophy|learning difficult(y|ies)|tourettes?|global delay|chromosome|tube fed|feeding tube|oxygen|prosthetic|amputee|walking frame|crutches forever|cp|(use|uses|in) a walker|stammer|stutter|speech therap\w*)\b/,
    unless: /\b(blind without|blind ?fold\w*|blinds|blind (date|spot|man.?s buff)|deafening|down (the|to|by|there|stairs|the road|hill)|upside down|sit down|calm down|let me down|lie down|fell down|slow down|down at|down in)\b/,
  },
  {
    label: "lonely_sad",
    pattern:
      /\b(lonely|alone all the time|on my own all the time|always alone|always on my own|no friends|(dont|do not|dont really) have (any )?(friends|a friend|anyone to play)|(havent|have not) got (any )?(friends|a friend)|noone to play with|nobody to play with|(nobody|noone) (likes|wants|plays with|talks to|cares about) me|(nobody|noone) wants to (play|be my friend)|(feel|feeling|felt|am|im|been|get|getting|so) (so |really |very |quite |a bit |a little )?(sad|down|unhappy|miserable|depressed|upset|empty|worried|anxious|scared all the time)|(cry|cries|crying|cried) (every|at night|myself|a lot|all the time|in bed|when)|sad all the time|sad a lot|always sad|always worried|worried all the time|anxious|anxiety|left out|(feel|feels|felt) invisible|(everyone|everybody) hates me|(nobody|noone) understands me|all by myself|by myself all|(worry|worries) (all the time|about everything|a lot|so much)|tired of pretending|pretending (to be|im|i am) (fine|ok|okay|happy)|(nobody|noone) (would )?(care|cares)|(everyone|everybody) ([a-z]+ ){0,3}hates? me)\b/,
    unless: /\b(sad when (my|the|our) (team|football|match)|was sad (but|when (the|my) (film|movie|book|game))|sad (film|movie|song|book|story|ending)|fine now|ok now|okay now|happy now|better now|not (sad|lonely) (anymore|any more)|down the|down to|down stairs|downstairs|calm down|upset tummy|upset stomach|worried (about|that) (santa|you|rudolph|the reindeer|my present|my letter|the (polar|planet|animals|world|climate|bees|ice)|her|him|them|my (grandma|grandad|nana|nan|granny|grandpa|mum|mom|mam|mummy|dad|daddy|brother|sister|dog|cat))|a bit worried you|not worried|sad (because|becos|that) christmas)\b/,
    resolvable: true,
  },
];

const wishKinds: LexiconRule<WishKind>[] = [
  {
    label: "world",
    pattern:
      /\b(world|everyone|everybody|every one|all (the )?(children|kids|people|animals|families|homeless|poor|sick|refugees|soldiers)|peace|no (more )?wars?|wars? (to )?(stop|end)|end (of )?(war|hunger|poverty)|(nobody|noone|no child|no kids?|no children|no people) (to )?(be |is |go |goes |being |going )?(hungry|homeless|sad|lonely|cold|alone|poor|sick|without)|planet|earth|oceans?|seas? (to be )?clean|climate|pollution|global warming|homeless people|poor (people|children|kids|families)|(children|kids|people|animals|families) (who|that|in need|without|in hospital|with no)|refugees|save the (animals|bees|whales|turtles|trees|rainforest|planet|earth|polar bears|pandas|oceans)|endangered|rainforests?|all animals|every child|every kid|kindness|no more (hungry|sad|homeless|lonely|poor|sick)|(reef|reefs|polar bears?|bees|whales|forests?|ice caps?) to|cure (for )?(cancer|all))\b/,
    unless: /\b(everyone in my (family|class|house|school)|my family|toy|lego|globe|map|book|game|puzzle|poster|world cup|minecraft|roblox|lego world|disney world)\b/,
  },
  {
    label: "need",
    pattern:
      /\b(food|something to eat|enough to eat|dinner|meals?|groceries|a warm (coat|jacket|bed|blanket|house|home|place)|warm (clothes|coat|jacket|shoes|boots|bed)|a (house|home|flat|apartment|place to live|proper home|bed of my own)|(new|bigger|proper|real|safe) (house|home|flat)|our own (house|home|flat|room|place)|somewhere to live|a roof|house (to live in|for us)|money (for|so|to pay)|(some )?money for (my|our|the) (family|mum|mom|dad|rent|bills|food|house)|rent|bills|heating|electricity|a job|job for|(get|find|have) (a )?(new )?job|shoes that fit|(coat|shoes|boots|jacket|socks|clothes|trousers|uniform)\b.{0,24}\b(because|cos|since|that fit|without holes|mine (are|is) (broken|too small|ripped))|clothes for (me|my) (brother|sister|family))\b/,
    unless: /\bto be (at|here|with|home|there|back)\b|\bchristmas dinner\b|\b(dolls?|barbies?|lego|toy|toys|play|gingerbread|bird ?house|tree ?house|dog ?house|kennel|fairy|mansion|money box|piggy bank|robux|v ?bucks|game|pokemon|pretend|kitchen|for my (doll|barbie|teddy|hamster|dog|cat|rabbit|guinea pig|pony|horse|fish)|chocolate money|monopoly|(dog|cat|fish|hamster|bird|pet|play|reindeer|rabbit|guinea pig) ?food|food for (my|the) (dog|cat|pet|fish|hamster|reindeer|rabbit|ducks|birds)|food (truck|set|toy)|fast food|junk food|pizza|sweets|dream house|lego house|house party)\b/,
  },
  {
    label: "person",
    pattern: new RegExp(
      `\\b(get(s|ting)? better|get well|be well|(be|get|feel) (ok|okay|alright|all right|healthy|safe|home|happy|well) again|(come|comes|coming|came) (home|back)|be home( for christmas)?|(stop|stops) (fighting|arguing|shouting|drinking|being (sick|sad|angry|mean)|smoking|crying|yelling|hitting|hurting)|(be )?friends again|back together|together again|live together|(alive|back) again|alive|(from|in|out of) heaven|not (to )?(be )?(sick|ill|sad|poorly|lonely) (anymore|any more)?|(a|another|new|one more) (baby |little |big )?(brother|sister|sibling)|a (new )?(best )?(friend|friends)|(some|more|new|real) friends|someone to play with|(bullies|bully|kids|they|people|everyone at school) (to )?(stop|leave me alone|be nice|be kind)|leave me alone|a (new )?(dad|daddy|mum|mummy|mom|grandma|grandad)|(my |our )?(${RELATIVE}|dog|cat)\\b.{0,30}\\bto (be|come|get|stop|feel|not|visit|see|have|find|wake|walk|talk|hear|live|love|move|smile|laugh|remember|like|play|forgive|say)\\b|(to )?see (my )?(${MUM}|${DAD}|${GRAND}|brother|sister) (again|one more|at christmas|this christmas)|(my )?(${MUM}|${DAD}|${GRAND}|brother|sister|uncle|aunt|auntie|dog|cat) (back|to be here|home)|for (him|her|them) to|cure (my|for my)|(to )?live with (my|our) \\w+)\\b`,
    ),
    unless: /\b(toy|lego|barbie|doll|game|book|set|for my (brother|sister|mum|dad|mummy|daddy|mom|nan|nana|grandma|grandad)$)\b/,
  },
  { label: "pet", pattern: new RegExp(`\\b(${ANIMAL})\\b`), unless: new RegExp(`\\b(${TOY}|run|enclosure)\\b(?!.*\\breal (${ANIMAL}))`) },
  {
    label: "experience",
    pattern:
      /\b(snow|snowy|white christmas|snowball fight|build a snowman|trip|holiday|holidays|vacation|(go|going|to go|visit|visiting|travel|fly|flying) (to|on|in|ice|skiing|skating|camping|swimming|sledging|sledding|fishing|horse|back|see|watch)|to visit|to see|to meet|meet (santa|you|the reindeer|rudolph|a|my|an)|tickets?|day (out|at|with|in|off|trip)|a day|time with|spend (time|the day|christmas|a day|more time)|sleepover|sleep over|sleepovers|ski|skiing|skating|sledging|sledding|camping|disney(land| ?world)?|beach|zoo|aquarium|circus|concert|cinema|the movies|theme park|water park|funfair|pantomime|panto|a show|the show|match|lessons?|learn (to|how)|ride (on|in|a)|a ride|flight|plane ride|hot air balloon|a party|party|adventure|cruise|road ?trip|picnic|fireworks|(to|and) play (with|in|for|at)|play with|hang out|hanging out|a visit|safari|glamping|lapland|legoland|a wedding|swim with)\b/,
    unless: /\b(lego|playmobil|toy|set|kit|book|dvd|puzzle|figures?|costume|poster|plush|snow ?globe|snowboard|snow ?boots|snow ?white|snow ?cone|play ?set|model|ticket to ride|party (dress|hat|bag|popper|outfit|game|games)|snowman (kit|toy|costume|jumper)|(a|the) (game|movie) (called|about))\b/,
  },
  { label: "person", pattern: /\b(for (my|our|the) \w+( \w+)? to|for (him|her|them|everyone in my family) to|everyone in my family|my family to|a hug)\b/ },
  {
    label: "unclear",
    pattern:
      /^(a |an |some )?(surprise( me| for me)?|a surprise|something( nice| good| special| fun| cool| you think i would like| you choose)?|anything|any thing|idk|i dont know|dont know|dunno|not sure|you (choose|pick|decide)|(its )?up to you|whatever|whatever you (want|think|like)|nothing|nothing thanks|nothing really|no thing|[?!. ]*|\W*|(um+|uh+|erm+|hmm+)\s*\w*|\w{1,2}|(idk |honestly |just )?(something|anything|nothing)( else| at all| really| sparkly| shiny| nice| good| special| fun| cool| different| new| for \w+( \w+)?)*)$/,
  },
];

export const LEXICON_EN: LetterLexicon = {
  locale: "en",
  normalize,
  sentences,
  negation: /^(not|no|never|nobody|noone|nothing|dont|doesnt|didnt|isnt|arent|wasnt|werent|wont|wouldnt|cant|cannot|havent|hasnt|hardly|without|nor)$/,
  negationBreak: /^(stop|stops|stopped|stopping|but|because|and|so|when|then|if|who|that|since|still)$/,
  negationWindowWords: 3,
  negationUndoneAfter: /\b(when|unless|except|only|if|while|whenever|because|but|anymore (but|and))\b/,
  unlessWindowChars: 40,
  resolved:
    /\b(better now|all better|(is|are|got|has got|is getting) (much |a lot )?better now|recovered|(came|come|is|got|are) (back )?home (from|now)|home from (the )?hospital|out of (the )?hospital|not (sick|ill|poorly|sad|lonely|bullied|in hospital) (anymore|any more)|(no longer|isnt|not) (sick|ill|poorly|in hospital|lonely|sad|bullied)|(fine|ok|okay|happy) now|(stopped|doesnt happen|dont happen) (anymore|now)|used to (be|feel|get)|last year but|(hes|shes|he is|she is|theyre|they are) home (this year|now|for christmas|for good)|cancer free|in remission)\b(?!.*\bstill\b)/,
  harm,
  circumstances,
  wishKinds,
  defaultWishKind: "thing",
  wishImplies: [
    { kind: "person", pattern: /\b(get(s|ting)? better|get well|not (to )?(be )?(sick|ill|poorly)|hospital|cancer|be well|healthy|cure)\b/, circumstance: "illness" },
    { kind: "person", pattern: /\b(heaven|alive|back from (the )?dead|died|come back to life)\b/, circumstance: "bereavement" },
    { kind: "person", pattern: /\b(army|navy|prison|jail|deployed|soldier|(come|comes|coming) home from (work|the army|the navy|abroad|overseas|the war|the rig|prison|jail))\b/, circumstance: "far_away" },
    {
      kind: "person",
      pattern: /\b(live together|back together|together again|(mum|mom|mummy|mommy|dad|daddy|parents)\b.{0,30}\b(friends again|love each other again|get back)|(to )?live with my (dad|daddy|mum|mummy|mom|mam))\b/,
      circumstance: "separation",
    },
    { kind: "person", pattern: /\b(bullies|bully|leave me alone|be nice to me|be kind to me|stop being mean|stop picking on me)\b/, circumstance: "bullying" },
    { kind: "person", pattern: /\b(a (new )?(best )?friends?|(some|more|new|real) friends|someone to play with)\b/, circumstance: "lonely_sad" },
    { kind: "need", pattern: /./, circumstance: "hardship" },
  ],
  wishInContext: [
    { from: "thing", to: "need", pattern: /\b(coat|jacket|shoes|boots|socks|clothes|trousers|jumper|blanket|bed|food|dinner|uniform|gloves|hat|scarf)\b/, when: "hardship" },
  ],
};
