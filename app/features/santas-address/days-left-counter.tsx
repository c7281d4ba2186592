import { useLingui } from "@lingui/react";
import { CalendarClock } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { daysLeftText, daysLeftToMail } from "./mail-deadline";

/**
 * Days left to post a letter to Santa. The visitor's date is only known after hydration, so the prerendered
 * HTML holds a same-size placeholder; the count is refreshed every minute so an open tab rolls over at midnight.
 */
export function DaysLeftCounter() {
  const { i18n } = useLingui();
  const [days, setDays] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setDays(daysLeftToMail(new Date()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p
      data-testid="days-left"
      data-ready={days !== null || undefined}
      className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-5 py-2 font-display text-lg font-bold text-christmas-red shadow-sm ring-1 ring-christmas-red/30"
    >
      <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
      <span aria-live="polite">{days === null ? <span className="invisible">{i18n._(daysLeftText(88))}</span> : i18n._(daysLeftText(days))}</span>
    </p>
  );
}
