/**
 * The parent's email address: only a plain `local@domain` is accepted (no display name, quotes, lists, spaces,
 * invisible or bidi characters), and every address has one canonical key that the per-recipient limit, the
 * operator's `find` and `delete` and the stored rows all use, so `victim@x`, `Victim+1@X` and `v.ictim@gmail.com`
 * count as the one mailbox they deliver to. Pure and shared by the browser and the server.
 */

// RFC 5322 "atext" for the local part, plus letters of any script (RFC 6531): no quotes, spaces, commas, angle
// brackets, semicolons, or invisible and bidi formatting characters (those are not letters, digits or marks).
const LOCAL = /^[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+)*$/u;
// A domain label: letters (any script, for internationalised domains), digits, combining marks and inner hyphens.
const LABEL = /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?$/u;
const ASCII_LABEL = /^(?:xn--)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Mail providers that ignore dots in the local part. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export interface PlainAddress {
  /** As it will be stored and delivered to: the local part as typed, the domain in lowercase ASCII (punycode). */
  address: string;
  /** The one key per mailbox: lowercased, +tag dropped, Gmail dots dropped, googlemail.com as gmail.com. */
  key: string;
}

/** The domain in lowercase ASCII (IDN to punycode), or null if it is not a plain domain name. */
function asciiDomain(domain: string): string | null {
  if (domain.length === 0 || domain.length > 253) return null;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l) && l.length <= 63)) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  const asciiLabels = ascii.split(".");
  if (asciiLabels.length !== labels.length || !asciiLabels.every((l) => ASCII_LABEL.test(l))) return null;
  const tld = asciiLabels.at(-1)!;
  if (!/^(?:[a-z]{1,63}|xn--[a-z0-9-]{2,59})$/.test(tld)) return null;
  return ascii;
}

/** A plain address and its key, or null when the text is anything but one plain address. */
export function parsePlainAddress(text: string): PlainAddress | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 254) return null;
  const at = trimmed.lastIndexOf("@");
  if (at <= 0 || at !== trimmed.indexOf("@")) return null;
  const local = trimmed.slice(0, at).normalize("NFC");
  const domain = asciiDomain(trimmed.slice(at + 1).normalize("NFC"));
  if (!domain || local.length > 64 || !LOCAL.test(local)) return null;
  return { address: `${local}@${domain}`, key: canonicalKey(local, domain) };
}

function canonicalKey(local: string, domain: string): string {
  const gmail = DOTLESS_DOMAINS.has(domain);
  let box = local.toLowerCase();
  const plus = box.indexOf("+");
  if (plus > 0) box = box.slice(0, plus);
  if (gmail) box = box.replace(/\./g, "");
  return `${box}@${gmail ? "gmail.com" : domain}`;
}

/** The canonical key of an address an operator typed, or null when it is not a plain address. */
export function emailKey(text: string): string | null {
  return parsePlainAddress(text)?.key ?? null;
}
