import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locale";
import { PAGES } from "~/route-table";
import { robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap and robots", () => {
  const xml = sitemapXml(PAGES, "https://example.org");
  it("lists every page of the route table in every locale with absolute URLs", () => {
    expect(xml.match(/<url>/g)).toHaveLength(PAGES.length * LOCALES.length);
    for (const page of PAGES) {
      expect(xml).toContain(`<loc>https://example.org${page.path === "/" ? "/" : page.path}</loc>`);
      expect(xml).toContain(`<loc>https://example.org/pt-br${page.path === "/" ? "" : page.path}</loc>`);
    }
  });
  it("gives each URL all its language versions and x-default", () => {
    const entry = xml.split("\n").find((line) => line.includes("<loc>https://example.org/fr/nice-list</loc>"))!;
    for (const tag of ["en", "es", "fr", "de", "it", "pt-BR"]) expect(entry).toContain(`hreflang="${tag}" href="https://example.org${tag === "en" ? "" : `/${tag.toLowerCase()}`}/nice-list"`);
    expect(entry).toContain('hreflang="x-default" href="https://example.org/nice-list"');
  });
  it("points robots at the sitemap and keeps deletion links out in every locale", () => {
    const robots = robotsTxt("https://example.org");
    expect(robots).toContain("Sitemap: https://example.org/sitemap.xml");
    expect(robots).toContain("Disallow: /letters/\n");
    expect(robots).toContain("Disallow: /de/letters/\n");
  });
});
