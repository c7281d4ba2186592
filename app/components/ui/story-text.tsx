import { Trans } from "@lingui/react/macro";
import { parseStoryMarkup } from "~/lib/story-markup";
import { cn } from "~/lib/cn";

/**
 * A story's text from its tiny markup (lib/story-markup.ts): headings, paragraphs and the moral, as React
 * elements, never as HTML. The stories page and the advent calendar both read stories through it.
 */
export function StoryText({ content, headingLevel = 3, className }: { content: string; headingLevel?: 3 | 4; className?: string }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className={cn("mt-8 space-y-5 text-lg leading-relaxed", className)}>
      {parseStoryMarkup(content).map((block, i) => {
        if (block.kind === "heading") {
          return (
            <Heading key={i} className="pt-4 text-center text-2xl font-bold text-christmas-red">
              {block.text}
            </Heading>
          );
        }
        if (block.kind === "moral") {
          return (
            <p key={i} data-testid="story-moral" className="mt-8 rounded-2xl bg-gold-light px-6 py-5 text-center font-semibold italic text-gold-dark">
              <span className="sr-only">
                <Trans>The moral of the story:</Trans>{" "}
              </span>
              {block.text}
            </p>
          );
        }
        return <p key={i}>{block.text}</p>;
      })}
    </div>
  );
}
