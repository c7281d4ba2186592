import { useLingui } from "@lingui/react";
import { Plural, Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Check, Gift, X } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { kindsSentence, type AdventDoorView } from "./advent-doors";
import { isDoorOpen, type AdventSeasonState } from "./advent-season";
import { CalendarGarland } from "./calendar-art";
import { KIND_WORDS } from "./labels";
import { TreatView } from "./treat-view";
import { useAdventToday, useOpenedDoors } from "./use-advent-today";

export const TREAT_PANEL_ID = "advent-treat";

/** Door colours, in turn: red, green, gold, berry; white numbers on all but gold. */
const DOOR_COLOURS = [
  "bg-christmas-red text-white",
  "bg-pine text-white",
  "bg-gold text-ink",
  "bg-christmas-red-dark text-white",
  "bg-pine-dark text-white",
  "bg-gold-light text-ink",
];

function SeasonMessage({ state }: { state: AdventSeasonState | null }) {
  const box = "mx-auto max-w-2xl rounded-3xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200";
  if (!state) {
    // Same height as the messages below, so nothing moves when the visitor's date arrives.
    return (
      <p className={cn(box, "invisible")} data-testid="advent-status" data-phase="loading" aria-hidden="true">
        <Trans>Checking today's date…</Trans>
        <br />
        &nbsp;
      </p>
    );
  }
  if (state.phase === "countdown") {
    const days = state.daysToAdvent;
    return (
      <div className={box} data-testid="advent-status" data-phase="countdown">
        <p className="font-display text-5xl font-bold text-christmas-red" data-testid="advent-countdown">
          <Plural value={days} one="# day" other="# days" />
        </p>
        <p className="mt-2 text-lg font-semibold">
          <Trans>until the first door opens on 1 December.</Trans>
        </p>
      </div>
    );
  }
  if (state.phase === "resting") {
    return (
      <div className={box} data-testid="advent-status" data-phase="resting">
        <p className="text-lg font-bold">
          <Trans>The advent calendar returns on 1 December.</Trans>
        </p>
        <p className="mt-1 text-ink-muted">
          <Trans>Until then, every door from last Christmas is open: enjoy them again.</Trans>
        </p>
      </div>
    );
  }
  if (state.phase === "christmas") {
    return (
      <div className={box} data-testid="advent-status" data-phase="christmas">
        <p className="text-lg font-bold">
          <Trans>Merry Christmas! Every door is open.</Trans>
        </p>
        <p className="mt-1 text-ink-muted">
          <Trans>Open any door you missed: they stay open until 6 January.</Trans>
        </p>
      </div>
    );
  }
  const day = state.openDoors;
  return (
    <div className={box} data-testid="advent-status" data-phase="advent">
      <p className="text-lg font-bold">
        <Trans>
          Today is {day} December: door {day} is ready to open!
        </Trans>
      </p>
      <p className="mt-1 text-ink-muted">
        <Trans>Doors you opened earlier stay open, so you can visit them again.</Trans>
      </p>
    </div>
  );
}

function Door({
  day,
  index,
  open,
  opened,
  shown,
  today,
  swinging,
  onSwung,
  onOpen,
  onShut,
  buttonRef,
}: {
  day: number;
  index: number;
  open: boolean;
  opened: boolean;
  shown: boolean;
  /** Today's door: marked, and `aria-current="date"`. */
  today: boolean;
  /** Opened just now: its leaf swings open in place (a cross-fade under reduced motion). */
  swinging: boolean;
  onSwung: () => void;
  onOpen: () => void;
  onShut: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
}) {
  const { t } = useLinguiMacro();
  const colour = DOOR_COLOURS[index % DOOR_COLOURS.length];
  const base =
    "relative flex aspect-[4/5] w-full flex-col items-center justify-center gap-1 rounded-2xl border-4 p-0.5 text-center shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold";
  if (!open) {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-disabled="true"
        aria-label={t`Door ${day}, opens on ${day} December`}
        data-door={day}
        data-state="shut"
        onClick={onShut}
        className={cn(base, colour, "cursor-not-allowed border-white/40")}
      >
        <span className="font-display text-3xl font-bold sm:text-4xl">{day}</span>
        <span className="text-[0.7rem] font-semibold leading-tight sm:text-xs">
          <Trans>Opens on {day} December</Trans>
        </span>
      </button>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-current={today ? "date" : undefined}
      aria-expanded={shown}
      aria-controls={shown ? TREAT_PANEL_ID : undefined}
      aria-label={opened ? t`Door ${day}, opened` : t`Door ${day}, ready to open`}
      data-door={day}
      data-state={opened ? "opened" : "ready"}
      onClick={onOpen}
      className={cn(
        base,
        opened ? "border-dashed border-white bg-snow text-ink" : cn(colour, "border-gold hover:brightness-110"),
        shown && "ring-4 ring-gold ring-offset-2 ring-offset-pine-dark",
        "door-frame",
      )}
    >
      {today ? (
        <span className="absolute -top-2 left-1/2 z-20 -translate-x-1/2 whitespace-nowrap rounded-full bg-gold px-2 py-0.5 text-[0.65rem] font-bold uppercase tracking-wide text-ink shadow sm:text-xs">
          <Trans>Today</Trans>
        </span>
      ) : null}
      {swinging ? (
        <span aria-hidden="true" data-testid="door-leaf" onAnimationEnd={onSwung} className={cn("door-leaf absolute inset-0 z-10 grid place-items-center rounded-xl", colour)}>
          <span className="font-display text-3xl font-bold sm:text-4xl">{day}</span>
        </span>
      ) : null}
      <span className="font-display text-3xl font-bold sm:text-4xl">{day}</span>
      {opened ? (
        <span className="inline-flex items-center gap-1 text-xs font-bold text-pine-dark">
          <Check aria-hidden="true" className="size-4" /> <Trans>Opened</Trans>
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-bold text-christmas-red-dark shadow-sm">
          <Gift aria-hidden="true" className="hidden size-4 shrink-0 sm:block" /> <Trans>Open me!</Trans>
        </span>
      )}
    </button>
  );
}

/**
 * The 24 doors (issue 24). A door that may open is a disclosure button: opening it shows its treats in the panel
 * under the calendar and moves focus to the panel's heading; "Close door" (or Escape) returns focus to the door.
 * A shut door stays focusable (aria-disabled) and says when it opens. Opened doors are remembered in this browser.
 */
export function AdventCalendar({ doors }: { doors: readonly AdventDoorView[] }) {
  const today = useAdventToday();
  const { opened, markOpened } = useOpenedDoors(today);
  const [shownDay, setShownDay] = useState<number | null>(null);
  /** The door opened for the first time just now, whose leaf is swinging open. */
  const [swingingDay, setSwingingDay] = useState<number | null>(null);
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const languageTag = usePageLanguageTag();
  /** The shut door last pressed: the notice says when it opens, in the page's language. */
  const [shutDoor, setShutDoor] = useState<number | null>(null);
  const doorRefs = useRef(new Map<number, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef<"panel" | number | null>(null);

  const shown = shownDay !== null && today && isDoorOpen(today, shownDay) ? doors.find((d) => d.day === shownDay) : undefined;
  const shownDayNumber = shown?.day;

  useEffect(() => {
    const target = moveFocus.current;
    moveFocus.current = null;
    if (target === "panel") headingRef.current?.focus();
    else if (typeof target === "number") doorRefs.current.get(target)?.focus();
  }, [shownDay]);

  const openDoor = (day: number) => {
    if (shownDay === day) {
      setShownDay(null);
      return;
    }
    if (!opened.includes(day)) setSwingingDay(day);
    markOpened(day);
    setShutDoor(null);
    moveFocus.current = "panel";
    setShownDay(day);
  };
  const closeDoor = () => {
    if (shownDay === null) return;
    moveFocus.current = shownDay;
    setShownDay(null);
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") closeDoor();
  };

  return (
    <div>
      <SeasonMessage state={today} />
      <div className="relative mx-auto mt-8 max-w-4xl overflow-hidden rounded-[2rem] bg-pine-dark px-3 pb-5 pt-2 shadow-xl sm:px-6 sm:pb-8">
        <CalendarGarland />
        <ul aria-label={t`Advent calendar doors`} className="grid grid-cols-4 gap-2 sm:gap-4 md:grid-cols-6">
          {doors.map((door, index) => (
            <li key={door.day}>
              <Door
                day={door.day}
                index={index}
                open={today !== null && isDoorOpen(today, door.day)}
                opened={opened.includes(door.day)}
                shown={shown?.day === door.day}
                today={today?.phase === "advent" && today.openDoors === door.day}
                swinging={swingingDay === door.day}
                onSwung={() => setSwingingDay(null)}
                onOpen={() => openDoor(door.day)}
                onShut={() => setShutDoor(door.day)}
                buttonRef={(el) => {
                  if (el) doorRefs.current.set(door.day, el);
                  else doorRefs.current.delete(door.day);
                }}
              />
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="mt-4 min-h-7 text-center font-semibold text-christmas-red-dark">
        {shutDoor === null ? "" : t`Door ${shutDoor} is still shut. It opens on ${shutDoor} December.`}
      </p>
      {shown ? (
        <section
          id={TREAT_PANEL_ID}
          aria-labelledby={`${TREAT_PANEL_ID}-heading`}
          onKeyDown={onPanelKeyDown}
          className="mx-auto mt-4 max-w-3xl scroll-mt-24 rounded-[2rem] bg-christmas-red-light/60 p-4 ring-1 ring-christmas-red/20 sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${TREAT_PANEL_ID}-heading`} ref={headingRef} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
              <Trans>Door {shownDayNumber}</Trans>
              <span className="block text-base font-semibold text-ink-muted">
                {kindsSentence(
                  shown.treats.map((treat) => i18n._(KIND_WORDS[treat.kind])),
                  languageTag,
                )}
              </span>
            </h2>
            <Button variant="outline" size="sm" onClick={closeDoor}>
              <X aria-hidden="true" /> <Trans>Close door {shownDayNumber}</Trans>
            </Button>
          </div>
          <div className="mt-4 grid gap-4">
            {shown.treats.map((treat) => (
              <TreatView key={`${treat.kind}-${treat.id}`} treat={treat} day={shown.day} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
