import { render, toPlainText } from "@react-email/render";
import type { Letter } from "~/features/letter/letter-schema";
import { composeReply, type ComposeOptions, type ReplyContext } from "./reply-content";
import { ReplyEmail } from "./reply-email";

export interface RenderedReply {
  subject: string;
  html: string;
  text: string;
}

/** Santa's reply as subject, HTML and plain text, from one React Email component. */
export async function renderReply(letter: Letter, context: ReplyContext, options: ComposeOptions = {}): Promise<RenderedReply> {
  // Render once; the plain-text part is made from the same HTML (half the work of rendering twice).
  const html = await render(<ReplyEmail letter={letter} context={context} options={options} />);
  const text = toPlainText(html);
  return { subject: composeReply(letter, context, options).subject, html, text };
}
