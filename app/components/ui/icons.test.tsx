import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Heart, Star, Trash2 } from "./icons";

describe("sprite icons", () => {
  it("draw the named symbol from the sprite with lucide's defaults", () => {
    const html = renderToStaticMarkup(<Star className="size-4 fill-gold" />);
    expect(html).toMatch(/^<svg [^>]*><use href="[^"#]*icon-sprite[^"#]*\.svg(?:\?[^"#]*)?#star"><\/use><\/svg>$/);
    for (const attr of ['width="24"', 'height="24"', 'viewBox="0 0 24 24"', 'fill="none"', 'stroke="currentColor"', 'stroke-width="2"', 'stroke-linecap="round"', 'stroke-linejoin="round"', 'class="size-4 fill-gold"']) {
      expect(html).toContain(attr);
    }
  });

  it("are hidden from assistive technology unless they are given a label or role", () => {
    expect(renderToStaticMarkup(<Trash2 />)).toContain('aria-hidden="true"');
    const labelled = renderToStaticMarkup(<Heart aria-label="love" />);
    expect(labelled).toContain('aria-label="love"');
    expect(labelled).not.toContain("aria-hidden");
    expect(renderToStaticMarkup(<Heart role="img" />)).not.toContain("aria-hidden");
  });

  it("let a caller's attributes win over the defaults", () => {
    const html = renderToStaticMarkup(<Star strokeWidth={3} fill="currentColor" />);
    expect(html).toContain('stroke-width="3"');
    expect(html).toContain('fill="currentColor"');
  });
});
