import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PAGES } from "./route-table";

export default [
  // Every page of the site (app/route-table.ts lists them, one line each, in the spec's order).
  ...PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file))),
  // Generated files, prerendered from the same table.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // Any other path: the not-found page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
