/** Every carol on the site: the songs page's featured six, then the advent calendar's nine. */
import { ADVENT_SONGS } from "./advent-songs";
import { FEATURED_SONGS, type Song } from "./songs";

export const SONGS: readonly Song[] = [...FEATURED_SONGS, ...ADVENT_SONGS];
export const SONG_COUNT = 15;
