import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAGE_CATALOGS_FILE, pageCatalogs, renderPageCatalogs } from "./generate-page-catalogs";

describe("which catalogues each page needs", () => {
  it("is committed exactly as the route files' imports make it (else run `npm run generate:catalogs`)", () => {
    expect(readFileSync(PAGE_CATALOGS_FILE, "utf8")).toBe(renderPageCatalogs());
  });
  it("follows a feature's own imports: the tracker page needs the countdown's messages", () => {
    expect(pageCatalogs()["routes/track-santa.tsx"]).toEqual(expect.arrayContaining(["layout", "features/tracker", "features/countdown", "routes/track-santa.tsx"]));
  });
});
