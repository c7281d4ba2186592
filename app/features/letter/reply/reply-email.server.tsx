import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { Letter } from "~/features/letter/letter-schema";
import { LOCALE_TAGS } from "~/i18n/locale";
import type { ReplyContent } from "./reply-content.server";

const colors = { red: "#b3261e", pine: "#165b33", gold: "#f2b705", ink: "#1f2937", muted: "#4b5563", paper: "#fffdf7" };
const text = { color: colors.ink, fontSize: "17px", lineHeight: "1.6", margin: "0 0 14px" };

/**
 * Santa's reply, as a React Email component: rendered to HTML and plain text from the same tree. Of the child's words
 * only the first name appears (escaped by React, never a link): everything else is Santa's own sentences.
 */
export function ReplyEmail({ content: c, attached = null }: { content: ReplyContent; attached?: string | null }) {
  return (
    <Html lang={LOCALE_TAGS[c.locale]}>
      <Head />
      <Preview>{c.preview}</Preview>
      <Body style={{ backgroundColor: "#f3efe6", fontFamily: "Georgia, 'Times New Roman', serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "600px", margin: "0 auto", backgroundColor: colors.paper, borderRadius: "12px", border: `6px double ${colors.red}`, padding: "32px 28px" }}>
          <Text style={{ color: colors.pine, fontSize: "13px", letterSpacing: "3px", textTransform: "uppercase", textAlign: "center", margin: "0 0 4px" }}>
            {c.masthead}
          </Text>
          <Heading as="h1" style={{ color: colors.red, fontSize: "30px", textAlign: "center", margin: "0 0 24px" }}>
            {c.heading}
          </Heading>
          <Text style={{ ...text, fontSize: "20px" }}>{c.greeting}</Text>
          {c.opening.map((p) => (
            <Text key={p} style={text}>{p}</Text>
          ))}
          {c.wishIntro ? (
            <Section style={{ margin: "8px 0 16px", padding: "16px 18px", backgroundColor: "#fff6d6", borderRadius: "10px" }}>
              <Text style={{ ...text, fontWeight: "bold" }}>{c.wishIntro}</Text>
              {c.wishes.map((w, i) => (
                <Text key={i} style={{ ...text, margin: "0 0 10px" }}>
                  🎁 {w.answer}
                </Text>
              ))}
            </Section>
          ) : null}
          {c.message.map((p) => (
            <Text key={p} style={text}>{p}</Text>
          ))}
          <Text style={text}>{c.goodness}</Text>
          <Text style={text}>{c.closing}</Text>
          <Text style={{ ...text, whiteSpace: "pre-line", color: colors.red, fontSize: "20px", fontStyle: "italic" }}>{c.signature}</Text>
          {c.postscript ? (
            <Text style={{ ...text, fontSize: "15px", color: colors.muted }}>
              {c.postscript} <Link href={c.links.niceList} style={{ color: colors.pine }}>{c.links.niceListLabel}</Link> ·{" "}
              <Link href={c.links.tracker} style={{ color: colors.pine }}>{c.links.trackerLabel}</Link>
            </Text>
          ) : null}
          {attached ? <Text style={{ ...text, fontSize: "15px", color: colors.pine }}>📎 {attached}</Text> : null}
          {c.links.listen ? (
            <Text style={{ ...text, fontSize: "15px" }}>
              🔊 <Link href={c.links.listen.url} style={{ color: colors.pine, fontWeight: "bold" }}>{c.links.listen.label}</Link>
            </Text>
          ) : null}
          <Hr style={{ borderColor: "#e5dccb", margin: "24px 0 16px" }} />
          <Text style={{ fontFamily: "Arial, sans-serif", fontSize: "13px", lineHeight: "1.5", color: colors.muted, margin: "0 0 8px" }}>{c.parentNote.stored}</Text>
          <Text style={{ fontFamily: "Arial, sans-serif", fontSize: "13px", lineHeight: "1.5", color: colors.muted, margin: "0 0 8px" }}>
            {c.parentNote.retention} <Link href={c.parentNote.deleteUrl} style={{ color: colors.red }}>{c.parentNote.deleteLabel}</Link>
          </Text>
          <Text style={{ fontFamily: "Arial, sans-serif", fontSize: "13px", lineHeight: "1.5", color: colors.muted, margin: "0 0 8px" }}>{c.parentNote.notExpected}</Text>
          <Text style={{ fontFamily: "Arial, sans-serif", fontSize: "13px", lineHeight: "1.5", color: colors.muted, margin: 0 }}>
            {c.parentNote.contactLead} <Link href={`mailto:${c.parentNote.contactEmail}`} style={{ color: colors.red }}>{c.parentNote.contactEmail}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Sample letter for previews (`npm run admin -- preview-email`) and tests. */
export const previewLetter: Letter = {
  childName: "Emma",
  age: 7,
  cityCountry: "Bergen, Norway",
  parentEmail: "parent@example.com",
  wishList: "A red bicycle\nA book about dinosaurs\nSnow for my birthday",
  messageToSanta: "Please say hello to Rudolph. My little brother Leo says hi too!",
  beenGood: true,
};
