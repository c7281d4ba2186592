/**
 * Word lists for the elf name generator (second spec document, section 9): 26 prefixes picked by the first
 * letter's character code, 12 suffixes picked by birth month, 16 job titles and 10 special abilities.
 */

export const ELF_PREFIXES = [
  "Jingle",
  "Twinkle",
  "Sparkle",
  "Merry",
  "Frosty",
  "Sugar",
  "Tinsel",
  "Snowy",
  "Holly",
  "Candy",
  "Cocoa",
  "Glitter",
  "Peppermint",
  "Snuggle",
  "Cookie",
  "Starry",
  "Jolly",
  "Buttons",
  "Ginger",
  "Marshmallow",
  "Sprinkle",
  "Mistletoe",
  "Cheery",
  "Pudding",
  "Bubbly",
  "Velvet",
] as const;

/** One suffix per birth month, January first. */
export const ELF_SUFFIXES = [
  "Snowflake",
  "Sugarplum",
  "Tinseltoes",
  "Candycane",
  "Gumdrop",
  "Jinglebells",
  "Hollyberry",
  "Starlight",
  "Pinecone",
  "Mittens",
  "Cocoabean",
  "Twinklefeet",
] as const;

export const ELF_JOB_TITLES = [
  "Chief Toy Tester",
  "Head Cookie Taster",
  "Reindeer Groomer",
  "Wrapping Paper Wizard",
  "Bow Tying Champion",
  "Sleigh Polisher",
  "Snowflake Designer",
  "Letter Sorter",
  "Hot Cocoa Brewer",
  "Ornament Painter",
  "Jingle Bell Tuner",
  "Stocking Stitcher",
  "Candy Cane Striper",
  "Toy Train Conductor",
  "Gingerbread Architect",
  "Nice List Helper",
] as const;

export const ELF_ABILITIES = [
  "Can wrap a present in three seconds flat",
  "Speaks fluent Reindeer",
  "Makes snowflakes dance in the air",
  "Can hear a jingle bell from a mile away",
  "Bakes cookies that make everyone smile",
  "Finds lost mittens in a twinkle",
  "Knows every Christmas carol by heart",
  "Can make wooden toys giggle",
  "Turns frowns upside down",
  "Glows like a fairy light when happy",
] as const;

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
