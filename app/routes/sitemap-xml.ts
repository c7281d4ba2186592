import { sitemapXml } from "~/lib/sitemap";
import { SITE_URL } from "~/lib/site";
import { PAGES } from "~/route-table";

export function loader() {
  return new Response(sitemapXml(PAGES, SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
