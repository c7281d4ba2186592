/**
 * What the certificate buttons do in the browser (spec sections 8 and 9):
 * - 'Print Certificate' opens a print view window holding a copy of the certificate and, 500 ms later, calls
 *   print() on it from this page (the site's CSP allows no inline script in that window).
 * - 'Download & Print Certificate' does the same and also downloads the certificate as a PDF, generated here
 *   with pdf-lib, loaded only now.
 * A blocked pop-up and any other failure show the spec's alerts, in the page's language (the checker passes them).
 */
import { track } from "~/lib/analytics";
import { saveFile } from "~/lib/save-file";
import { certificateFileName, type CertificateData } from "./certificate-design";

export const CERTIFICATE_PRINT_DELAY_MS = 500;

/** The two alerts, translated by the checker: a blocked pop-up, and any other failure. */
export interface CertificateAlerts {
  popupBlocked: string;
  failed: string;
}

const PRINT_VIEW_STYLE = `
@page { size: landscape; margin: 0.3in; }
html, body { margin: 0; height: 100%; background: #ffffff; }
body { display: flex; align-items: center; justify-content: center; }
svg { display: block; width: 100%; height: auto; max-height: 100vh; }
@media print { html, body { height: auto; } svg { max-height: 7.4in; break-inside: avoid; } }
`;

/** Opens the print view with a copy of the certificate; null when the browser blocked the pop-up. */
export function openPrintView(certificate: SVGSVGElement, data: CertificateData): Window | null {
  const view = window.open("", "_blank");
  if (!view) return null;
  const doc = view.document;
  doc.title = data.words.printTitle;
  doc.documentElement.lang = data.lang;
  const style = doc.createElement("style");
  style.textContent = PRINT_VIEW_STYLE;
  doc.head.appendChild(style);
  doc.body.replaceChildren(doc.importNode(certificate, true));
  setTimeout(() => {
    view.focus();
    view.print();
  }, CERTIFICATE_PRINT_DELAY_MS);
  return view;
}

export async function printCertificate(certificate: SVGSVGElement, data: CertificateData, { download, alerts }: { download: boolean; alerts: CertificateAlerts }): Promise<void> {
  try {
    // The window first, while the click still counts as the visitor's gesture.
    const view = openPrintView(certificate, data);
    if (!view) {
      window.alert(alerts.popupBlocked);
      return;
    }
    if (download) {
      const { certificatePdf } = await import("./certificate-pdf");
      const bytes = await certificatePdf(data);
      saveFile(bytes, certificateFileName(data.name, data.words.fileName), "application/pdf");
      track("file_download", { file_type: "pdf", file_id: "nice_list_certificate" });
    }
    track("nice_list_certificate_generated", { method: download ? "download_and_print" : "print" });
  } catch {
    window.alert(alerts.failed);
  }
}
