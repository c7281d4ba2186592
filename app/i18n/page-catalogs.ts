import { PAGES } from "~/route-table";
import { PATHS } from "~/lib/paths";
import PAGE_CATALOGS from "./page-catalogs.generated.json";

/**
 * The route file that renders a path (without its locale prefix): a page, a reply's deletion or read-aloud page, or
 * the not-found page.
 */
export function routeFileOf(path: string): string {
  if (path === PATHS.deleteLetter) return "routes/letters-delete.tsx";
  if (path === PATHS.listenReply) return "routes/letters-reply.tsx";
  return PAGES.find((p) => p.path === path)?.file ?? "routes/not-found.tsx";
}

/** The Lingui catalogues a page needs (app/i18n/page-catalogs.generated.json, made from the route files' imports). */
export function catalogsFor(path: string): readonly string[] {
  return (PAGE_CATALOGS as Record<string, string[]>)[routeFileOf(path)] ?? ["layout"];
}
