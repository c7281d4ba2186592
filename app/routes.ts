import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { PAGES } from "./route-table";
import { PATHS } from "./lib/paths";

export default [
  // Every page of the site (app/route-table.ts lists them, one line each, in the spec's order).
  ...PAGES.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file, page.id ? { id: page.id } : {}))),
  // Generated files, prerendered from the same table.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The letter endpoint for the page's script, and the deletion link in every reply (never prerendered).
  route(PATHS.apiLetters.slice(1), "routes/api-letters.ts"),
  route(PATHS.deleteLetter.slice(1), "routes/letters-delete.tsx"),
  // Any other path: the not-found page, answered with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
