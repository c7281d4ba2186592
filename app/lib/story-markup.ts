/**
 * The stories' tiny markup (second spec document, section 2 "Stories"): a line wrapped in double asterisks is
 * a centred heading, a line wrapped in single asterisks is the moral, anything else is a paragraph. Pure: the
 * page renders the blocks as React elements, never as HTML.
 */
export type StoryBlock =
  | { kind: "heading"; text: string }
  | { kind: "moral"; text: string }
  | { kind: "paragraph"; text: string };

function unwrap(line: string, marker: string): string | null {
  if (line.length <= marker.length * 2) return null;
  if (!line.startsWith(marker) || !line.endsWith(marker)) return null;
  const inner = line.slice(marker.length, line.length - marker.length).trim();
  // "***x***" or "** x *" style lines are not one clean wrapper: leave them as text.
  if (inner.length === 0 || inner.startsWith("*") || inner.endsWith("*")) return null;
  return inner;
}

/** One block per non-blank line, in order. */
export function parseStoryMarkup(content: string): StoryBlock[] {
  const blocks: StoryBlock[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "") continue;
    const heading = unwrap(line, "**");
    if (heading !== null) {
      blocks.push({ kind: "heading", text: heading });
      continue;
    }
    const moral = unwrap(line, "*");
    if (moral !== null) {
      blocks.push({ kind: "moral", text: moral });
      continue;
    }
    blocks.push({ kind: "paragraph", text: line });
  }
  return blocks;
}

/** Words in a story's text, markers left out (for its reading time). */
export function countStoryWords(content: string): number {
  return parseStoryMarkup(content)
    .flatMap((block) => block.text.split(/\s+/))
    .filter((word) => word.length > 0).length;
}
