import { CONTACT_TOKEN } from "~/lib/public-config";
/** Checks over the stories, reindeer, village, parent-resource, about, privacy and mailing content. */
import { describe, expect, it } from "vitest";
import { PATHS } from "~/lib/paths";
import { ABOUT_SECTIONS } from "./about";
import { AGE_GROUPS, BUDGET_TIERS } from "./gift-ideas";
import { PARENT_TIPS, RESOURCE_CARDS } from "./parent-resources";
import { PLANNING_CHECKLIST, PLANNING_TIMELINE } from "./planning";
import { TEMPLATE_CATEGORIES } from "./printable-templates";
import {
  LETTER_RETENTION_DAYS,
  PARENTAL_CONSENT_AGE,
  PRIVACY_LAST_UPDATED,
  PRIVACY_RESPONSE_HOURS,
  PRIVACY_SECTIONS,
} from "./privacy";
import { REINDEER } from "./reindeer";
import { MAILING_STEPS, MAILING_TIPS, SANTA_ADDRESS_LINES, SANTA_LETTER_TEMPLATE } from "./santas-address";
import { FEATURED_STORIES, STORY_COLLECTIONS } from "./stories";
import { FAMILY_TRADITION_IDEAS, WORLD_TRADITIONS } from "./traditions";
import { VILLAGE_FACTS, VILLAGE_LOCATIONS, VILLAGE_SCHEDULE } from "./village";

const ALL_CONTENT = {
  ABOUT_SECTIONS,
  AGE_GROUPS,
  BUDGET_TIERS,
  PARENT_TIPS,
  RESOURCE_CARDS,
  PLANNING_CHECKLIST,
  PLANNING_TIMELINE,
  TEMPLATE_CATEGORIES,
  PRIVACY_SECTIONS,
  REINDEER,
  MAILING_STEPS,
  MAILING_TIPS,
  SANTA_LETTER_TEMPLATE,
  FEATURED_STORIES,
  STORY_COLLECTIONS,
  WORLD_TRADITIONS,
  FAMILY_TRADITION_IDEAS,
  VILLAGE_FACTS,
  VILLAGE_LOCATIONS,
  VILLAGE_SCHEDULE,
};

/** Every string in a value, with where it was found. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("counts from the spec", () => {
  it("stories: 2 collections of 9 and 6 (3-5 and 5-8 minutes) and 3 featured stories", () => {
    expect(STORY_COLLECTIONS.map((c) => [c.link, c.storiesCount, c.readTime])).toEqual([
      [PATHS.reindeerProfiles, 9, "3-5 minutes"],
      [PATHS.northPoleVillage, 6, "5-8 minutes"],
    ]);
    expect(FEATURED_STORIES).toHaveLength(3);
  });

  it("reindeer: the nine, in order", () => {
    expect(REINDEER.map((r) => r.name)).toEqual(["Dasher", "Dancer", "Prancer", "Vixen", "Comet", "Cupid", "Donner", "Blitzen", "Rudolph"]);
    expect(STORY_COLLECTIONS[0]!.storiesCount).toBe(REINDEER.length);
  });

  it("village: 6 places, the four facts and the fixed schedule", () => {
    expect(VILLAGE_LOCATIONS).toHaveLength(6);
    expect(STORY_COLLECTIONS[1]!.storiesCount).toBe(VILLAGE_LOCATIONS.length);
    for (const place of VILLAGE_LOCATIONS) expect(place.details.length).toBeGreaterThan(0);
    expect(VILLAGE_FACTS.map((f) => `${f.value} ${f.label}`)).toEqual(["2,847 Elves", "300+ Houses", "50,000 Toys daily", "1 million Cookies monthly"]);
    expect(VILLAGE_SCHEDULE.map((e) => `${e.time} ${e.activity}`)).toEqual([
      "6AM Morning Bell & Breakfast",
      "9AM Workshop Work Begins",
      "12PM Lunch & Story Time",
      "6PM Evening Festivities",
    ]);
  });

  it("parent resources: 4 cards to the four resource pages, 4 tips", () => {
    expect(RESOURCE_CARDS.map((c) => c.link)).toEqual([PATHS.giftIdeas, PATHS.planning, PATHS.printableTemplates, PATHS.traditions]);
    expect(PARENT_TIPS).toHaveLength(4);
  });

  it("gifts, planning, templates and traditions", () => {
    expect(AGE_GROUPS.map((g) => g.gifts.length)).toEqual([6, 6, 6, 6]);
    expect(BUDGET_TIERS).toHaveLength(4);
    expect(PLANNING_TIMELINE).toHaveLength(4);
    expect(PLANNING_CHECKLIST).toHaveLength(10);
    expect(TEMPLATE_CATEGORIES.map((c) => c.items.length)).toEqual([4, 4, 4]);
    for (const item of TEMPLATE_CATEGORIES.flatMap((c) => c.items)) expect(item.type).toBe("PDF");
    expect(WORLD_TRADITIONS).toHaveLength(6);
    expect(FAMILY_TRADITION_IDEAS.length).toBeGreaterThanOrEqual(4);
  });

  it("about: mission, the elves and the magic", () => {
    expect(ABOUT_SECTIONS.map((s) => s.id)).toEqual(["mission", "elves", "magic"]);
  });
});

describe("content quality", () => {
  it("has no empty text anywhere", () => {
    for (const [at, text] of strings(ALL_CONTENT)) expect(text.trim(), at).not.toBe("");
  });

  it("has unique ids, names and download files", () => {
    const lists: [string, string[]][] = [
      ["stories", FEATURED_STORIES.map((s) => s.id)],
      ["collections", STORY_COLLECTIONS.map((c) => c.id)],
      ["reindeer", REINDEER.map((r) => r.id)],
      ["village", VILLAGE_LOCATIONS.map((l) => l.id)],
      ["resource cards", RESOURCE_CARDS.map((c) => c.id)],
      ["age groups", AGE_GROUPS.map((g) => g.id)],
      ["gifts", AGE_GROUPS.flatMap((g) => g.gifts.map((x) => x.name))],
      ["budgets", BUDGET_TIERS.map((t) => t.id)],
      ["timeline", PLANNING_TIMELINE.map((p) => p.id)],
      ["checklist", PLANNING_CHECKLIST.map((c) => c.id)],
      ["template categories", TEMPLATE_CATEGORIES.map((c) => c.id)],
      ["template items", TEMPLATE_CATEGORIES.flatMap((c) => c.items.map((i) => i.id))],
      ["files", [...TEMPLATE_CATEGORIES.flatMap((c) => c.items.map((i) => i.file)), SANTA_LETTER_TEMPLATE.file]],
      ["traditions", WORLD_TRADITIONS.map((t) => t.id)],
      ["privacy sections", PRIVACY_SECTIONS.map((s) => s.id)],
    ];
    for (const [name, ids] of lists) expect(unique(ids), name).toBe(true);
  });

  it("links only to pages that exist", () => {
    const pages = new Set<string>(Object.values(PATHS));
    const links = strings(ALL_CONTENT).filter(([at, text]) => /\.link$/.test(at) || (text.startsWith("/") && !text.includes(" ")));
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const [at, link] of links) expect(pages.has(link), `${at}: ${link}`).toBe(true);
  });

  it("uses only characters the PDF standard fonts can draw in printable designs", () => {
    for (const [at, text] of strings({ TEMPLATE_CATEGORIES, SANTA_LETTER_TEMPLATE })) expect(text, at).toMatch(/^[\x20-\x7E]*$/);
    for (const item of TEMPLATE_CATEGORIES.flatMap((c) => c.items)) expect(item.file).toMatch(/^[a-z0-9-]+\.pdf$/);
  });

  it("puts Santa's address on four lines", () => {
    expect(SANTA_ADDRESS_LINES).toEqual(["Santa Claus", "North Pole", "H0H 0H0", "Canada"]);
  });
});

describe("privacy policy", () => {
  const text = strings(PRIVACY_SECTIONS).map(([, t]) => t).join("\n");

  it("has the spec's sections, date and promises", () => {
    expect(PRIVACY_SECTIONS.map((s) => s.id)).toEqual(["collection", "use", "protection", "coppa", "rights", "contact"]);
    expect(PRIVACY_LAST_UPDATED).toBe("November 27, 2026");
    expect(text).toMatch(/signs that a child may be hurt or unsafe.*no automatic reply is sent/);
    expect(PARENTAL_CONSENT_AGE).toBe(13);
    expect(PRIVACY_RESPONSE_HOURS).toBe(48);
    expect(text).toContain("Parental consent is required for children under 13");
    expect(text).toContain("never sold");
    expect(text).toContain("never used for advertising");
    expect(text).toContain("within 48 hours");
    expect(text).toContain("'URGENT' in the subject line");
    expect(text).toContain(CONTACT_TOKEN);
  });

  it("describes what the letter really stores, the deletion and the absence of trackers", () => {
    for (const phrase of ["first name", "age", "city and country", "wish list", "message to Santa", "'I've been good this year'", "parent's email address"]) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain(`deleted automatically ${LETTER_RETENTION_DAYS} days after the reply was sent`);
    expect(text).toContain("Every reply email contains a link that deletes the letter");
    expect(text).toContain("no third-party trackers, no cookies and no advertising");
    expect(text).toContain("never contain anything you typed");
    expect(text).toContain("checked only in your browser. It is never sent to us");
  });
});
