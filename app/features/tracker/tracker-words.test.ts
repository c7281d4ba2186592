import { setupI18n, type I18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadMessages } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import { arrivalAt, etaOf, parseRoute, takeOffAt } from "./journey";
import routeJson from "./route.generated.json";
import { arrivalTitle, asleepText, etaWords, homeText, nextText, reminderSavedText, waitWords } from "./tracker-words";
import { homeEta, trackerView } from "./tracker-view";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const route = parseRoute(routeJson);
const english = setupI18n({ locale: "en", messages: { en: {} } });
const i18nFor = async (locale: Locale): Promise<I18n> => setupI18n({ locale, messages: { [locale]: await loadMessages(locale, ["features/tracker"]) } });

describe("etaWords in English", () => {
  it.each([
    [-5 * MINUTE, "less than a minute"],
    [59 * SECOND, "less than a minute"],
    [60 * SECOND, "about 1 minute"],
    [9 * MINUTE + 20 * SECOND, "about 9 minutes"],
    [44 * MINUTE, "about 45 minutes"],
    [58 * MINUTE, "about 1 hour"],
    [HOUR + 15 * MINUTE, "about 1½ hours"],
    [3 * HOUR + 30 * MINUTE, "about 3½ hours"],
    [25 * HOUR + 50 * MINUTE, "about 26 hours"],
  ])("%d ms reads %s", (ms, text) => {
    expect(etaWords(english, etaOf(ms))).toBe(text);
  });
  it("counts a long wait in days", () => {
    expect(etaWords(english, homeEta(30 * 24 * HOUR))).toBe("about 30 days");
  });
  it("counts a short wait in minutes and seconds", () => {
    expect(waitWords(english, 4 * MINUTE + 10 * SECOND)).toBe("in 4 min 10 s");
    expect(waitWords(english, 42 * SECOND)).toBe("in 42 s");
    expect(waitWords(english, 25 * MINUTE)).toBe("in about 25 minutes");
  });
});

describe("the tracker's sentences", () => {
  const year = 2026;
  const midFlight = takeOffAt(year) + 2 * HOUR;
  const london = route.stops.find((s) => s.id === "london")!;

  it("say in English what they said before", () => {
    const view = trackerView(route, midFlight, "Europe/London");
    expect(homeText(english, view, "Europe/London", "en")).toMatch(new RegExp(`^Santa reaches ${london.name} in about \\d+(½)? hours, at about \\d+:\\d\\d [AP]M your time\\.$`));
    expect(arrivalTitle(english, london)).toBe(`Santa has reached ${london.name}, ${london.country}!`);
    expect(nextText(english, view, "en")).toMatch(/^(Departing in .+\. Next stop: .+\.|Arriving at .+ in .+\.)$/);
    const weeksBefore = trackerView(route, Date.UTC(year, 10, 1), "Europe/London");
    expect(nextText(english, weeksBefore, "en")).toBe(`Take-off from the North Pole on 24 December at 10:00 UTC. First stop: ${route.stops[0]!.name}, ${route.stops[0]!.country}.`);
    const after = trackerView(route, arrivalAt(london, year) + HOUR, "Europe/London");
    expect(homeText(english, after, "Europe/London", "en")).toMatch(/^Santa visited London at 12:\d\d AM your time\. Merry Christmas!$/);
  });

  it("are written in the page's language, with its clock", async () => {
    const view = trackerView(route, midFlight, "Europe/London");
    const german = homeText(await i18nFor("de"), view, "Europe/London", "de");
    expect(german).toContain("Weihnachtsmann");
    expect(german).toContain(london.name);
    expect(german).toMatch(/\b0?0:\d\d\b/);
    expect(german).not.toMatch(/Santa|about|your time|AM|PM/);
    const spanish = await i18nFor("es");
    expect(etaWords(spanish, etaOf(HOUR))).not.toContain("hour");
    expect(nextText(spanish, trackerView(route, Date.UTC(year, 10, 1), "Europe/Madrid"), "es")).toMatch(/^Despega del Polo Norte el 24 de diciembre a las 10:00 UTC\. Primera parada: /);
  });

  it("give a time the article its hour takes: la 1:30 but las 2:30, l'1:30 but le 2:30, à 0:30 and 1:30 but às 2:30", async () => {
    // London's stop is reached in its midnight hour: 0:xx in London, 1:xx in Madrid or Rome, 2:xx in Athens. The
    // bedtime and the reminder are an hour earlier.
    const before = trackerView(route, midFlight, "Europe/London");
    const after = trackerView(route, arrivalAt(london, year) + HOUR, "Europe/London");
    const [es, it, pt] = await Promise.all([i18nFor("es"), i18nFor("it"), i18nFor("pt-br")]);
    expect(homeText(es, before, "Europe/Madrid", "es")).toMatch(/, hacia la 1:\d\d \(hora de tu casa\)\.$/);
    expect(homeText(es, before, "Europe/Athens", "es")).toMatch(/, hacia las 2:\d\d \(hora de tu casa\)\.$/);
    expect(homeText(es, after, "Europe/Madrid", "es")).toMatch(/ a la 1:\d\d \(hora de tu casa\)\./);
    expect(homeText(es, after, "Europe/London", "es")).toMatch(/ a las 0:\d\d \(hora de tu casa\)\./);
    expect(asleepText(es, before, "Europe/Athens", "es")).toMatch(/^¡A dormir antes de la 1:\d\d,/);
    expect(asleepText(es, before, "Europe/Madrid", "es")).toMatch(/^¡A dormir antes de las 0:\d\d,/);
    expect(reminderSavedText(es, before, "Europe/Athens", "es")).toMatch(/calendario la 1:\d\d de la noche/);
    expect(homeText(it, before, "Europe/Rome", "it")).toMatch(/, verso l’1:\d\d \(ora di casa tua\)\.$/);
    expect(homeText(it, before, "Europe/Athens", "it")).toMatch(/, verso le 2:\d\d \(ora di casa tua\)\.$/);
    expect(homeText(it, after, "Europe/Rome", "it")).toMatch(/ all’1:\d\d /);
    expect(asleepText(it, before, "Europe/Athens", "it")).toMatch(/^A nanna entro l’1:\d\d,/);
    expect(homeText(pt, before, "Europe/London", "pt-br")).toMatch(/, por volta da 0?0:\d\d no seu horário\.$/);
    expect(homeText(pt, before, "Europe/Madrid", "pt-br")).toMatch(/, por volta da 0?1:\d\d no seu horário\.$/);
    expect(homeText(pt, before, "Europe/Athens", "pt-br")).toMatch(/, por volta das 0?2:\d\d no seu horário\.$/);
    expect(homeText(pt, after, "Europe/London", "pt-br")).toMatch(/ à 0?0:\d\d /);
    expect(asleepText(pt, before, "Europe/London", "pt-br")).toMatch(/^Esteja dormindo até as 23:\d\d /);
    // English has one form: the sentence is as before.
    expect(asleepText(english, before, "Europe/Madrid", "en")).toMatch(/^Be asleep by 12:\d\d AM, and leave a snack for the reindeer!$/);
    expect(reminderSavedText(english, before, "Europe/London", "en")).toMatch(/^Open the file to add 11:\d\d PM on Christmas night, an hour before Santa reaches London, to your calendar\.$/);
  });
});
