import { render } from "@react-email/render";
import type { Letter } from "~/features/letter/letter-schema";
import { composeReply, replyText, type ComposeOptions, type ReplyContext } from "./reply-content";
import { ReplyEmail } from "./reply-email";

export interface RenderedReply {
  subject: string;
  html: string;
  text: string;
}

/**
 * Santa's reply as subject, HTML and plain text. The content is worked out once; the HTML is rendered from it once,
 * and the plain text is written from the same content (parsing the HTML back into text cost more than rendering).
 */
export async function renderReply(letter: Letter, context: ReplyContext, options: ComposeOptions = {}): Promise<RenderedReply> {
  const content = composeReply(letter, context, options);
  const html = await render(<ReplyEmail content={content} />);
  return { subject: content.subject, html, text: replyText(content) };
}
