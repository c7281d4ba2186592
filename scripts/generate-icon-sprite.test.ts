import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_ICON_IDS } from "../app/components/ui/icon-sprite-ids";
import { SPRITE_FILE, renderIconSprite, renderSymbol } from "./generate-icon-sprite";

describe("icon sprite", () => {
  it("is committed exactly as the id list and the installed lucide drawings make it (else run `npm run icons`)", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await renderIconSprite());
  });

  it("has one symbol per id, and every id is given a component", () => {
    const sprite = readFileSync(SPRITE_FILE, "utf8");
    const components = readFileSync(new URL("../app/components/ui/icons.tsx", import.meta.url), "utf8");
    expect(new Set(SPRITE_ICON_IDS).size).toBe(SPRITE_ICON_IDS.length);
    for (const id of SPRITE_ICON_IDS) {
      expect(sprite.match(new RegExp(`<symbol id="${id}" `, "g"))).toHaveLength(1);
      expect(components).toContain(`spriteIcon("${id}")`);
    }
  });

  it("keeps a drawing's elements and attributes, drops React's key and escapes values", () => {
    const symbol = renderSymbol("demo", {
      name: "demo",
      node: [
        ["path", { d: "M1 1h2", key: "abc" }],
        ["circle", { cx: 12, cy: 12, r: 3, key: "def" }],
        ["text", { "data-x": 'a"<&', key: "ghi" }],
      ],
    });
    expect(symbol).toBe(
      '<symbol id="demo" viewBox="0 0 24 24"><path d="M1 1h2"/><circle cx="12" cy="12" r="3"/><text data-x="a&quot;&lt;&amp;"/></symbol>',
    );
  });

  it("fails loudly for a name lucide does not have", async () => {
    await expect(renderIconSprite(["no-such-icon-anywhere"])).rejects.toThrow();
  });
});
