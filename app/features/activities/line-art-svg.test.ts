import { describe, expect, it } from "vitest";
import { COLORING_PAGES } from "~/content/all-coloring-pages";
import { lineArtSvg } from "./line-art-svg";

describe("lineArtSvg", () => {
  it("draws every shape of a drawing as a path in a standalone SVG with a white page", () => {
    const page = COLORING_PAGES[0]!;
    const svg = lineArtSvg(page.drawing, page.title);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500"')).toBe(true);
    expect(svg.match(/<path d="M/g)).toHaveLength(page.drawing.shapes.length);
    expect(svg).toContain(`<title>${page.title}</title>`);
    expect(svg).toContain('<rect width="100%" height="100%" fill="#fff"/>');
  });
  it("draws a shape with stroke 0 as a white mask without an outline, and keeps every other outline", () => {
    const svg = lineArtSvg(
      { shapes: [{ kind: "path", d: "M0 300 L400 300 L400 500 L0 500 Z", stroke: 0 }, { kind: "path", d: "M0 300 L400 300", fill: "none" }] },
      "Hills",
    );
    expect(svg).toContain('<path d="M0 300 L400 300 L400 500 L0 500 Z" fill="#fff" stroke="#000" stroke-width="0"/>');
    expect(svg).toContain('<path d="M0 300 L400 300" fill="none" stroke="#000" stroke-width="6"/>');
  });
  it("escapes text so a title can never break out of the markup", () => {
    const svg = lineArtSvg({ shapes: [{ kind: "circle", cx: 10, cy: 10, r: 5, fill: "none" }] }, 'Santa & "friends" <script>');
    expect(svg).toContain("<title>Santa &amp; &quot;friends&quot; &lt;script></title>");
    expect(svg).not.toContain("<script>");
  });
});
