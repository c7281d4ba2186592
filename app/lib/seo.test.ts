import { describe, expect, it } from "vitest";
import { absoluteUrl, fullTitle, noIndexMeta, seo } from "./seo";
import { siteUrl } from "./public-config";
import { SITE_NAME } from "./site";

function find(tags: ReturnType<typeof seo>, key: string, value: string) {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
}

describe("seo()", () => {
  const tags = seo({
    title: "Nice List Checker",
    description: "Check whether you are on Santa's Nice List.",
    path: "/nice-list",
    keywords: ["nice list", "santa"],
  });

  it("appends the site name to the title once", () => {
    expect(tags[0]).toEqual({ title: `Nice List Checker | ${SITE_NAME}` });
    expect(fullTitle(`Home | ${SITE_NAME}`)).toBe(`Home | ${SITE_NAME}`);
  });

  it("builds the canonical URL from SITE_URL", () => {
    expect(siteUrl()).toBe("https://north-pole.test");
    expect(find(tags, "rel", "canonical")?.href).toBe("https://north-pole.test/nice-list");
    expect(absoluteUrl("/")).toBe("https://north-pole.test/");
    expect(absoluteUrl("https://elsewhere.example/x.png")).toBe("https://elsewhere.example/x.png");
  });

  it("carries description, keywords, robots, Open Graph and Twitter tags", () => {
    expect(find(tags, "name", "description")?.content).toBe("Check whether you are on Santa's Nice List.");
    expect(find(tags, "name", "keywords")?.content).toBe("nice list, santa");
    expect(find(tags, "name", "robots")?.content).toBe("index, follow");
    expect(find(tags, "property", "og:title")?.content).toBe(`Nice List Checker | ${SITE_NAME}`);
    expect(find(tags, "property", "og:url")?.content).toBe("https://north-pole.test/nice-list");
    expect(find(tags, "property", "og:image")?.content).toBe("https://north-pole.test/social-card.png");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("names the site as publisher in JSON-LD", () => {
    const ld = tags.find((t) => "script:ld+json" in t) as { "script:ld+json": Record<string, any> };
    expect(ld["script:ld+json"]["@type"]).toBe("WebPage");
    expect(ld["script:ld+json"].publisher).toMatchObject({ "@type": "Organization", name: SITE_NAME });
  });

  it("omits keywords when none are given and honours robots", () => {
    const t = seo({ title: "Oops", description: "d", path: "/x", robots: "noindex, nofollow" });
    expect(find(t, "name", "keywords")).toBeUndefined();
    expect(find(t, "name", "robots")?.content).toBe("noindex, nofollow");
  });
});

describe("noIndexMeta()", () => {
  it("gives a titled, described page that crawlers skip, with no canonical URL", () => {
    const t = noIndexMeta("Page not found", "Nothing here.");
    expect(t).toContainEqual({ title: fullTitle("Page not found") });
    expect(find(t, "name", "description")?.content).toBe("Nothing here.");
    expect(find(t, "name", "robots")?.content).toBe("noindex, nofollow");
    expect(find(t, "rel", "canonical")).toBeUndefined();
  });
});
