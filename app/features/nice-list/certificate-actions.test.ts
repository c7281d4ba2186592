// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { setupI18n } from "@lingui/core";
import type { CertificateData } from "./certificate-design";
import { CERTIFICATE_PRINT_DELAY_MS, openPrintView, printCertificate } from "./certificate-actions";
import { certificateWords } from "./certificate-words";

const details = { name: "Emma", score: 96, year: 2026, number: "NL-1" };
const words = certificateWords(setupI18n({ locale: "en", messages: { en: {} } }), details);
const data: CertificateData = { ...details, stars: 4, issuedOn: "December 1, 2026", lang: "en", words };
const alerts = { popupBlocked: "Please allow pop-ups to download your certificate.", failed: "There was an error generating your certificate. Please try again." };
const svg = () => document.createElementNS("http://www.w3.org/2000/svg", "svg");

const realOpen = window.open;
const realAlert = window.alert;
afterEach(() => {
  window.open = realOpen;
  window.alert = realAlert;
  vi.useRealTimers();
});

describe("certificate actions", () => {
  it("alerts 'Please allow pop-ups…' when the print view is blocked", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    await printCertificate(svg(), data, { download: false, alerts });
    expect(alert).toHaveBeenCalledWith(alerts.popupBlocked);
  });

  it("alerts the generic error for any other failure", async () => {
    vi.spyOn(window, "open").mockImplementation(() => {
      throw new Error("boom");
    });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    await printCertificate(svg(), data, { download: false, alerts });
    expect(alert).toHaveBeenCalledWith(alerts.failed);
  });

  it("copies the certificate into the print view and prints it after 500 ms", () => {
    vi.useFakeTimers();
    const view = document.implementation.createHTMLDocument("");
    const print = vi.fn();
    const fakeWindow = { document: view, focus: vi.fn(), print } as unknown as Window;
    vi.spyOn(window, "open").mockReturnValue(fakeWindow);
    const art = svg();
    art.setAttribute("data-testid", "certificate");
    expect(openPrintView(art, data)).toBe(fakeWindow);
    expect(view.title).toBe("Nice List Certificate for Emma");
    expect(view.documentElement.lang).toBe("en");
    expect(view.body.querySelector('[data-testid="certificate"]')).not.toBeNull();
    vi.advanceTimersByTime(CERTIFICATE_PRINT_DELAY_MS - 1);
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledTimes(1);
  });
});
