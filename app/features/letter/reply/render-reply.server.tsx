import { renderToStaticMarkup } from "react-dom/server";
import type { Letter } from "~/features/letter/letter-schema";
import { composeReply, replyText, type ComposeOptions, type ReplyContext } from "./reply-content.server";
import { ReplyEmail } from "./reply-email.server";
import { recognisedCountry } from "./reply-place.server";
import { letterPdf, letterPdfName, paperFor } from "~/features/letter/print/letter-pdf.server";
import { PRINT_WORDS } from "~/features/letter/print/print-words.server";

export interface RenderedReply {
  subject: string;
  html: string;
  text: string;
  /** Santa's letter to print (issue 37), when asked for. */
  attachment: { filename: string; contentType: "application/pdf"; content: Buffer } | null;
}

export interface PrintOptions {
  /** The date on the printed letter and its postmark: when it is answered. */
  date: Date;
}

/** The doctype email clients expect (React Email's own renderer writes the same one). */
export const EMAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * Santa's reply as subject, HTML and plain text. The content is worked out once; the HTML is rendered from it once,
 * and the plain text is written from the same content (parsing the HTML back into text cost more than rendering).
 * The HTML is rendered with React's synchronous static renderer: the email has nothing to wait for, and React
 * Email's streaming render() cost four times as much CPU (0.9 against 0.2 ms) for the same markup plus Suspense
 * comments.
 */
export async function renderReply(letter: Letter, context: ReplyContext, options: ComposeOptions = {}, print?: PrintOptions): Promise<RenderedReply> {
  const content = composeReply(letter, context, options);
  const attached = print ? PRINT_WORDS[content.locale].attached : null;
  const html = `${EMAIL_DOCTYPE}${renderToStaticMarkup(<ReplyEmail content={content} attached={attached} />)}`;
  const attachment = print
    ? {
        filename: letterPdfName(content.locale, letter.childName),
        contentType: "application/pdf" as const,
        content: Buffer.from(
          await letterPdf({ content, childName: letter.childName, date: print.date, paper: paperFor(content.locale, recognisedCountry(letter.cityCountry)) }),
        ),
      }
    : null;
  return { subject: content.subject, html, text: replyText(content, attached), attachment };
}
