import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "~/i18n/locale";
import { PATHS, normalizePath } from "./paths";

/** Navigation as data: the header, the mobile menu and the footer render these lists. */
export interface NavLink {
  /** Translated where it is shown (`i18n._(label)`): navigation is data, read in every locale. */
  label: MessageDescriptor;
  to: string;
  /** Sub-paths that belong to this link (its detail pages), e.g. "/recipe/" for the recipes list. */
  childPrefix?: string;
}

export const DIRECT_LINKS: readonly NavLink[] = [
  { label: msg`Home`, to: PATHS.home },
  { label: msg`Write to Santa`, to: PATHS.writeToSanta },
  { label: msg`Nice List`, to: PATHS.niceList },
  { label: msg`Track Santa`, to: PATHS.trackSanta },
  { label: msg`Santa's Address`, to: PATHS.santasAddress },
];

export const ACTIVITY_LINKS: readonly NavLink[] = [
  { label: msg`Advent Calendar`, to: PATHS.advent },
  { label: msg`Christmas Games`, to: PATHS.games, childPrefix: "/games/" },
  { label: msg`Coloring Pages`, to: PATHS.coloringPages },
  { label: msg`Christmas Songs`, to: PATHS.songs },
  { label: msg`Christmas Cards`, to: PATHS.cards },
  { label: msg`Christmas Movies`, to: PATHS.movies },
  { label: msg`Holiday Recipes`, to: PATHS.recipes, childPrefix: "/recipe/" },
  { label: msg`Christmas Stories`, to: PATHS.stories, childPrefix: "/stories/" },
];

export const RESOURCE_LINKS: readonly NavLink[] = [
  { label: msg`Parent Resources`, to: PATHS.parentResources },
  { label: msg`Gift Ideas`, to: PATHS.giftIdeas },
  { label: msg`Christmas Planning`, to: PATHS.planning },
  { label: msg`Printable Templates`, to: PATHS.printableTemplates },
  { label: msg`Christmas Traditions`, to: PATHS.traditions },
];

export interface NavGroup {
  id: "activities" | "resources";
  label: MessageDescriptor;
  links: readonly NavLink[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  { id: "activities", label: msg`Activities`, links: ACTIVITY_LINKS },
  { id: "resources", label: msg`Resources`, links: RESOURCE_LINKS },
];

export const WRITE_LETTER_LINK: NavLink = { label: msg`Write Letter`, to: PATHS.writeToSanta };

/** The footer's two link lists' headings. */
export const FOOTER_TITLES = { quick: msg`Quick Links`, more: msg`More` } as const;

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: msg`Write to Santa`, to: PATHS.writeToSanta },
  { label: msg`Nice List Checker`, to: PATHS.niceList },
  { label: msg`Track Santa`, to: PATHS.trackSanta },
  { label: msg`Holiday Recipes`, to: PATHS.recipes },
  { label: msg`Santa's Address`, to: PATHS.santasAddress },
  { label: msg`Christmas Cards`, to: PATHS.cards },
];

export const FOOTER_MORE_LINKS: readonly NavLink[] = [
  { label: msg`Activities`, to: PATHS.activities },
  { label: msg`Advent Calendar`, to: PATHS.advent },
  { label: msg`Christmas Games`, to: PATHS.games },
  { label: msg`Parent Resources`, to: PATHS.parentResources },
  { label: msg`About Us`, to: PATHS.about },
  { label: msg`Privacy Policy`, to: PATHS.privacy },
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

/**
 * The Tailwind breakpoint from which the header's menu bar (the direct links and both dropdowns) fits on one line in
 * each language; below it, the menu button lists everything. Other languages' labels are longer than the English:
 * the English row needs about 1,090 px, the Spanish, French and Italian about 1,280 and the Portuguese 1,340, so they
 * wait for "wide" (1,440 px, app.css), where the header widens to 90 rem; the German label of Santa's address is
 * "Weihnachtspost" so that its row fits there too. tests/e2e/header-fit.test.ts measures every language at its
 * breakpoint.
 */
export const MENU_BAR_FROM: Readonly<Record<Locale, "xl" | "wide">> = {
  en: "xl",
  es: "wide",
  fr: "wide",
  de: "wide",
  it: "wide",
  "pt-br": "wide",
};
