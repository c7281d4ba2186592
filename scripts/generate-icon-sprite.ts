/**
 * Writes app/components/ui/icon-sprite.svg: one <symbol> per lucide drawing in SPRITE_ICON_IDS, so a page
 * draws each icon as `<svg><use href="…#id"/></svg>` instead of inlining every path (see ADR 011).
 * Usage: npm run icons   (after changing SPRITE_ICON_IDS or upgrading lucide-react)
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SPRITE_ICON_IDS } from "../app/components/ui/icon-sprite-ids";
import { escapeXml } from "../app/lib/xml";

export const SPRITE_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app/components/ui/icon-sprite.svg");

type IconNode = [tag: string, attrs: Record<string, string | number>][];
type IconData = { name: string; size?: number; node: IconNode };

/** One symbol: lucide's child elements as they are, minus React's `key`; stroke and fill come from the <svg> that uses it. */
export function renderSymbol(id: string, data: IconData): string {
  const size = data.size ?? 24;
  const children = data.node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
        .join("");
      return `<${tag}${list}/>`;
    })
    .join("");
  return `<symbol id="${id}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
}

export async function renderIconSprite(ids: readonly string[] = SPRITE_ICON_IDS): Promise<string> {
  const symbols: string[] = [];
  for (const id of ids) {
    const icon = (await import(`lucide-react/icons/${id}`)) as { __iconData?: IconData };
    if (!icon.__iconData) throw new Error(`lucide-react/icons/${id} has no drawing data`);
    symbols.push(renderSymbol(id, icon.__iconData));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sprite = await renderIconSprite();
  writeFileSync(SPRITE_FILE, sprite);
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_FILE)}: ${SPRITE_ICON_IDS.length} icons, ${sprite.length} bytes`);
}
