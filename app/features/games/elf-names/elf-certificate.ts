/**
 * The printable elf certificate (second spec document, section 4): a new window holding the certificate as
 * plain HTML with a <style> element (the site's CSP forbids inline scripts, and none are needed: the opener
 * calls print() and close() on it). If the browser blocks the window, nothing happens, as the spec says.
 */
import type { CertificateText } from "./elf-certificate-text";
import { CERTIFICATE_PRINT_DELAY_MS, type CertificateDetails } from "./elf-name";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The whole certificate document, in the page's language. Everything (typed or translated) is escaped. */
export function certificateHtml(details: CertificateDetails, text: CertificateText): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(text.lang)}">
<head>
<meta charset="utf-8">
<title>${e(text.title)}: ${e(details.elfName)}</title>
<style>
  @page { size: landscape; margin: 12mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: Georgia, "Times New Roman", serif; color: #1f2937; background: #fff; }
  .certificate { margin: 0 auto; max-width: 1000px; min-height: 640px; padding: 48px 56px; text-align: center;
    border: 14px double #b3261e; outline: 4px solid #165b33; outline-offset: -30px; }
  .stars { color: #8a5a00; letter-spacing: 0.6em; font-size: 22px; }
  h1 { margin: 12px 0 4px; font-size: 46px; color: #b3261e; }
  .lead { margin: 24px 0 6px; font-size: 20px; font-style: italic; }
  .name { margin: 6px 0; font-size: 42px; font-weight: bold; color: #165b33; }
  .job { font-size: 26px; font-weight: bold; color: #b3261e; }
  .ability { margin-top: 18px; font-size: 19px; }
  .meta { display: flex; justify-content: space-between; margin-top: 44px; font-size: 15px; }
  .signature { font-size: 24px; font-style: italic; color: #165b33; border-top: 2px solid #1f2937; padding-top: 6px; min-width: 220px; }
</style>
</head>
<body>
<main class="certificate">
  <p class="stars" aria-hidden="true">&#9733; &#10052; &#9733; &#10052; &#9733;</p>
  <h1>${e(text.title)}</h1>
  <p>${e(text.workshop)} &middot; ${e(text.department)}</p>
  <p class="lead">${e(text.certifies)}</p>
  <p class="name">${e(details.elfName)}</p>
  <p class="lead">${e(text.joined)}</p>
  <p class="job">${e(details.jobTitle)}</p>
  <p class="ability">${e(text.abilityLabel)} ${e(details.specialAbility)}</p>
  <div class="meta">
    <div><strong>${e(text.numberLabel)}</strong><br>${e(details.number)}</div>
    <div class="signature">${e(text.signature)}</div>
    <div><strong>${e(text.issuedLabel)}</strong><br>${e(details.issuedOn)}</div>
  </div>
</main>
</body>
</html>`;
}

export interface PrintDeps {
  open: (url: string, target: string, features: string) => Window | null;
  schedule: (fn: () => void, ms: number) => unknown;
}

/**
 * Opens the certificate in a new window, prints it after CERTIFICATE_PRINT_DELAY_MS and closes it.
 * Returns false (and does nothing else) when the window was blocked.
 */
export function printCertificate(details: CertificateDetails, text: CertificateText, deps: PrintDeps): boolean {
  const win = deps.open("", "_blank", "width=1050,height=760");
  if (!win) return false;
  win.document.open();
  win.document.write(certificateHtml(details, text));
  win.document.close();
  deps.schedule(() => {
    if (win.closed) return;
    win.focus();
    win.print();
    win.close();
  }, CERTIFICATE_PRINT_DELAY_MS);
  return true;
}
