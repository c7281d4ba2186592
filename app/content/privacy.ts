/**
 * The privacy policy (second spec document, sections 1, 2 and 9 "Privacy"). It describes what the site really
 * does with a letter; if the letter flow changes, this text must change with it.
 */
import { CONTACT_TOKEN } from "~/lib/public-config";

/** The spec said "December 27, 2025"; the policy changed when letters showing a child at risk began to be read by a person. */
export const PRIVACY_LAST_UPDATED = "November 27, 2026";
/** Parental consent is required for children under this age (COPPA). */
export const PARENTAL_CONSENT_AGE = 13;
/** We aim to answer privacy messages within this many hours. */
export const PRIVACY_RESPONSE_HOURS = 48;
/** Letters and replies are deleted automatically this many days after the reply was sent. */
export const LETTER_RETENTION_DAYS = 30;

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs shown after the list. */
  afterList?: readonly string[];
}

export const PRIVACY_INTRO =
  "This website is a free Christmas site for families. We collect as little as we can, use it only to send Santa's reply, and delete it soon after. This page explains exactly what happens.";

export const PRIVACY_SECTIONS: readonly PrivacySection[] = [
  {
    id: "collection",
    title: "Information We Collect",
    paragraphs: [
      "When a letter to Santa is sent from the Write to Santa page, we store what is typed into the letter form, with the time it arrived and whether Santa's reply has been sent:",
    ],
    list: [
      "The child's first name and the child's age.",
      "The child's city and country (a town is enough; we never ask for a street address).",
      "The letter itself: the wish list, the message to Santa, and whether the 'I've been good this year' box was ticked.",
      "The parent's email address, so Santa's reply can be delivered to a grown-up.",
      "Nice List information: the name typed into the Nice List checker is checked only in your browser. It is never sent to us and we never store it.",
    ],
    afterList: [
      "To stop the letter form being used to send unwanted email, we also count letters per internet address and per parent email address. For that we keep a scrambled code (a keyed hash) of each, which cannot be turned back into the address, for at most one day; it is then deleted automatically.",
    ],
  },
  {
    id: "use",
    title: "How We Use Information",
    paragraphs: [
      "A letter is used for one thing only: to write and send Santa's personal reply to the parent's email address. We do not add the address to a mailing list and we do not send newsletters or offers.",
      "Santa's reply is written by a computer from what the letter says; nobody reads a letter to write it. There is one exception, for children's safety: if a letter shows signs that a child may be hurt or unsafe (for example, someone hurting them, or wanting to hurt themselves), no automatic reply is sent. A trained person at the North Pole reads that letter, decides whether a gentle reply is sent, and, where the law requires it or a child is in danger, tells the people whose job is to protect children. Such a letter is kept until it has been reviewed, then deleted like any other.",
      "The site has no accounts, no third-party trackers, no cookies and no advertising. It counts simple events, such as which page was opened or which button was pressed, inside your own browser page; these events never contain anything you typed.",
    ],
  },
  {
    id: "protection",
    title: "How We Protect Information",
    paragraphs: [
      `Letters travel to us over an encrypted connection and are kept only as long as needed: a letter and Santa's reply are deleted automatically ${LETTER_RETENTION_DAYS} days after the reply was sent.`,
      "Every reply email contains a link that deletes the letter from our records at once, if you would rather not wait.",
      "It also contains a private link to a page that shows Santa's reply and can read it aloud with your own device's voice: no sound or text is sent anywhere to do it. The link works only while the letter is kept, and search engines are asked not to list it.",
      "We load no scripts, fonts or images from other companies, so nobody else sees what you do on this site. Our logs record technical events but never the contents of a letter.",
    ],
  },
  {
    id: "coppa",
    title: "Children's Privacy (COPPA)",
    paragraphs: [
      `We follow the Children's Online Privacy Protection Act. Parental consent is required for children under ${PARENTAL_CONSENT_AGE}: a parent or guardian should help their child write the letter and must give their own email address for the reply.`,
      "Children's information is never sold, never shared for marketing, and never used for advertising of any kind.",
    ],
  },
  {
    id: "rights",
    title: "Your Rights",
    paragraphs: ["Parents and guardians can, at any time:"],
    list: [
      "Delete a letter at once with the link in Santa's reply email.",
      "Ask us what we hold about their child, and ask us to correct or delete it.",
      "Withdraw consent, after which we delete the letter and send nothing more.",
    ],
  },
  {
    id: "contact",
    title: "Contact Us",
    paragraphs: [
      `Questions about privacy? Email us at ${CONTACT_TOKEN}. We aim to respond within ${PRIVACY_RESPONSE_HOURS} hours.`,
      "For urgent concerns about a child's information, please put 'URGENT' in the subject line and we will look at it first.",
    ],
  },
];
