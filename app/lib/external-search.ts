/**
 * Links to other sites' search pages. They are only ever opened by a click, in a new tab with
 * rel="noopener noreferrer" (use EXTERNAL_LINK_PROPS); nothing is fetched from these sites by our pages.
 */
export const EXTERNAL_LINK_PROPS = { target: "_blank", rel: "noopener noreferrer" } as const;

const q = (text: string) => encodeURIComponent(text);

/** A music-streaming search page. */
export const musicSearchUrl = (text: string) => `https://open.spotify.com/search/${q(text)}`;
/** A video-site search page. */
export const videoSearchUrl = (text: string) => `https://www.youtube.com/results?search_query=${q(text)}`;
/** An encyclopedia article by title. */
export const encyclopediaUrl = (title: string) => `https://en.wikipedia.org/wiki/${q(title.replace(/ /g, "_"))}`;
