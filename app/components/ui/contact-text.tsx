import { CONTACT_TOKEN, contactEmail } from "~/lib/public-config";

/** Content text with the server's contact address (CONTACT_EMAIL) as a mailto link in place of CONTACT_TOKEN. */
export function ContactText({ text, subject }: { text: string; subject?: string }) {
  const email = contactEmail();
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return text.split(CONTACT_TOKEN).flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <a key={i} href={href} className="font-bold underline underline-offset-2 [overflow-wrap:anywhere]">
            {email}
          </a>,
          part,
        ],
  );
}
