import { sitemapXml } from "~/lib/sitemap";
import { siteUrl } from "~/lib/public-config";
import { PAGES } from "~/route-table";

export function loader() {
  return new Response(sitemapXml(PAGES, siteUrl()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
