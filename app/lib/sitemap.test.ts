import { describe, expect, it } from "vitest";
import { PAGES } from "~/route-table";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap and robots", () => {
  it("lists every page of the route table with absolute URLs", () => {
    const xml = sitemapXml(PAGES, "https://example.org");
    expect(xml.match(/<url>/g)).toHaveLength(PAGES.length);
    for (const page of PAGES) {
      expect(xml).toContain(`<loc>https://example.org${page.path === "/" ? "/" : page.path}</loc>`);
    }
  });
  it("points robots at the sitemap", () => {
    expect(robotsTxt("https://example.org")).toContain("Sitemap: https://example.org/sitemap.xml");
  });
});
