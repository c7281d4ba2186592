import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadMessages } from "~/i18n/catalogs.server";
import { countdownSummary } from "./countdown-display";

describe("countdownSummary", () => {
  it("says the time left in English, one and many", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: {} } });
    expect(countdownSummary(i18n, { days: 364, hours: 0, minutes: 0, seconds: 0 })).toBe("364 days, 0 hours, 0 minutes and 0 seconds");
    expect(countdownSummary(i18n, { days: 1, hours: 1, minutes: 1, seconds: 1 })).toBe("1 day, 1 hour, 1 minute and 1 second");
  });

  it("says it in the page's language, with that language's plurals", async () => {
    const summary = async (locale: "es" | "de" | "pt-br", tag: string) => {
      const i18n = setupI18n({ locale: tag, messages: { [tag]: await loadMessages(locale, ["features/countdown"]) } });
      return countdownSummary(i18n, { days: 1, hours: 2, minutes: 0, seconds: 30 });
    };
    expect(await summary("es", "es")).toBe("1 día, 2 horas, 0 minutos y 30 segundos");
    expect(await summary("de", "de")).toBe("1 Tag, 2 Stunden, 0 Minuten und 30 Sekunden");
    expect(await summary("pt-br", "pt-BR")).toBe("1 dia, 2 horas, 0 minutos e 30 segundos");
  });
});
