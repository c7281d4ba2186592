import { PATHS, normalizePath } from "./paths";

/** Navigation as data: the header, the mobile menu and the footer render these lists. */
export interface NavLink {
  label: string;
  to: string;
  /** Sub-paths that belong to this link (its detail pages), e.g. "/recipe/" for the recipes list. */
  childPrefix?: string;
}

export const DIRECT_LINKS: readonly NavLink[] = [
  { label: "Home", to: PATHS.home },
  { label: "Write to Santa", to: PATHS.writeToSanta },
  { label: "Nice List", to: PATHS.niceList },
  { label: "Track Santa", to: PATHS.trackSanta },
  { label: "Santa's Address", to: PATHS.santasAddress },
];

export const ACTIVITY_LINKS: readonly NavLink[] = [
  { label: "Advent Calendar", to: PATHS.advent },
  { label: "Christmas Games", to: PATHS.games, childPrefix: "/games/" },
  { label: "Coloring Pages", to: PATHS.coloringPages },
  { label: "Christmas Songs", to: PATHS.songs },
  { label: "Christmas Cards", to: PATHS.cards },
  { label: "Christmas Movies", to: PATHS.movies },
  { label: "Holiday Recipes", to: PATHS.recipes, childPrefix: "/recipe/" },
  { label: "Christmas Stories", to: PATHS.stories, childPrefix: "/stories/" },
];

export const RESOURCE_LINKS: readonly NavLink[] = [
  { label: "Parent Resources", to: PATHS.parentResources },
  { label: "Gift Ideas", to: PATHS.giftIdeas },
  { label: "Christmas Planning", to: PATHS.planning },
  { label: "Printable Templates", to: PATHS.printableTemplates },
  { label: "Christmas Traditions", to: PATHS.traditions },
];

export interface NavGroup {
  id: "activities" | "resources";
  label: string;
  links: readonly NavLink[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  { id: "activities", label: "Activities", links: ACTIVITY_LINKS },
  { id: "resources", label: "Resources", links: RESOURCE_LINKS },
];

export const WRITE_LETTER_LINK: NavLink = { label: "Write Letter", to: PATHS.writeToSanta };

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: "Write to Santa", to: PATHS.writeToSanta },
  { label: "Nice List Checker", to: PATHS.niceList },
  { label: "Track Santa", to: PATHS.trackSanta },
  { label: "Holiday Recipes", to: PATHS.recipes },
  { label: "Santa's Address", to: PATHS.santasAddress },
  { label: "Christmas Cards", to: PATHS.cards },
];

export const FOOTER_MORE_LINKS: readonly NavLink[] = [
  { label: "Activities", to: PATHS.activities },
  { label: "Advent Calendar", to: PATHS.advent },
  { label: "Christmas Games", to: PATHS.games },
  { label: "Parent Resources", to: PATHS.parentResources },
  { label: "About Us", to: PATHS.about },
  { label: "Privacy Policy", to: PATHS.privacy },
];

/** True when `prefix` is the path itself or a parent segment of it ("/a" matches "/a" and "/a/b", not "/ab"). */
function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
}

/** The current link is highlighted: the exact page, or one of its detail pages. */
export function isLinkActive(currentPath: string, link: NavLink): boolean {
  const path = normalizePath(currentPath);
  if (path === link.to) return true;
  if (link.to === PATHS.home) return false;
  return startsWithSegment(path, link.to) || (link.childPrefix !== undefined && path.startsWith(link.childPrefix));
}

/** The Activities tab is highlighted when the path starts with any activity route (or one of its detail pages). */
export function isActivitiesActive(currentPath: string): boolean {
  return ACTIVITY_LINKS.some((link) => isLinkActive(currentPath, link));
}

/** The Resources tab is highlighted when the path starts with /parent-resources or /resources/. */
export function isResourcesActive(currentPath: string): boolean {
  const path = normalizePath(currentPath);
  return startsWithSegment(path, PATHS.parentResources) || path.startsWith("/resources/");
}

export function isGroupActive(currentPath: string, group: NavGroup["id"]): boolean {
  return group === "activities" ? isActivitiesActive(currentPath) : isResourcesActive(currentPath);
}
