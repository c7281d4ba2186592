import { render } from "@react-email/render";
import type { Letter } from "~/features/letter/letter-schema";
import { composeReply, type ReplyContext } from "./reply-content";
import { ReplyEmail } from "./reply-email";

export interface RenderedReply {
  subject: string;
  html: string;
  text: string;
}

/** Santa's reply as subject, HTML and plain text, from one React Email component. */
export async function renderReply(letter: Letter, context: ReplyContext): Promise<RenderedReply> {
  const element = <ReplyEmail letter={letter} context={context} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: composeReply(letter, context).subject, html, text };
}
