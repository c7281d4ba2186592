import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { PRERENDER_NONCE } from "~/lib/nonce";

/**
 * The HTML that the build prerendered, held in memory. Each page is served with a fresh CSP nonce in
 * place of the build's placeholder, and with SITE_URL swapped in when it differs from the build's.
 */
export class PrerenderedPages {
  private readonly pages = new Map<string, string>();

  constructor(clientDir: string, buildSiteUrl: string, siteUrl: string) {
    for (const file of findIndexFiles(clientDir)) {
      const relative = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
      const route = relative === "" ? "/" : `/${relative}`;
      let html = readFileSync(file, "utf8");
      if (buildSiteUrl !== siteUrl) html = html.split(buildSiteUrl).join(siteUrl);
      this.pages.set(route, html);
    }
  }

  get paths(): string[] {
    return [...this.pages.keys()];
  }

  /** The page for a request path ("/about" or "/about/"), with `nonce` on its scripts; undefined if none. */
  render(requestPath: string, nonce: string): string | undefined {
    const key = requestPath.length > 1 ? requestPath.replace(/\/+$/, "") : requestPath;
    const html = this.pages.get(key);
    return html === undefined ? undefined : html.split(`nonce="${PRERENDER_NONCE}"`).join(`nonce="${nonce}"`);
  }
}

function findIndexFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === "assets") continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...findIndexFiles(full));
    else if (entry === "index.html") found.push(full);
  }
  return found;
}
