import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Check, Gift, X } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { doorKindsText, type AdventDoorView } from "./advent-doors";
import { daysText, doorOpensText, isDoorOpen, type AdventSeasonState } from "./advent-season";
import { CalendarGarland } from "./calendar-art";
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
    return <p className={cn(box, "invisible")} data-testid="advent-status" data-phase="loading" aria-hidden="true">Checking today's date…<br />&nbsp;</p>;
  }
  if (state.phase === "countdown") {
    return (
      <div className={box} data-testid="advent-status" data-phase="countdown">
        <p className="font-display text-5xl font-bold text-christmas-red" data-testid="advent-countdown">
          {daysText(state.daysToAdvent)}
        </p>
        <p className="mt-2 text-lg font-semibold">until the first door opens on 1 December.</p>
      </div>
    );
  }
  if (state.phase === "resting") {
    return (
      <div className={box} data-testid="advent-status" data-phase="resting">
        <p className="text-lg font-bold">The advent calendar returns on 1 December.</p>
        <p className="mt-1 text-ink-muted">Until then, every door from last Christmas is open: enjoy them again.</p>
      </div>
    );
  }
  if (state.phase === "christmas") {
    return (
      <div className={box} data-testid="advent-status" data-phase="christmas">
        <p className="text-lg font-bold">Merry Christmas! Every door is open.</p>
        <p className="mt-1 text-ink-muted">Open any door you missed: they stay open until 6 January.</p>
      </div>
    );
  }
  return (
    <div className={box} data-testid="advent-status" data-phase="advent">
      <p className="text-lg font-bold">Today is {state.openDoors} December: door {state.openDoors} is ready to open!</p>
      <p className="mt-1 text-ink-muted">Doors you opened earlier stay open, so you can visit them again.</p>
    </div>
  );
}

function Door({
  day,
  index,
  open,
  opened,
  shown,
  onOpen,
  onShut,
  buttonRef,
}: {
  day: number;
  index: number;
  open: boolean;
  opened: boolean;
  shown: boolean;
  onOpen: () => void;
  onShut: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
}) {
  const colour = DOOR_COLOURS[index % DOOR_COLOURS.length];
  const base =
    "relative flex aspect-[4/5] w-full flex-col items-center justify-center gap-1 rounded-2xl border-4 p-0.5 text-center shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold";
  if (!open) {
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-disabled="true"
        aria-label={`Door ${day}, opens on ${day} December`}
        data-door={day}
        data-state="shut"
        onClick={onShut}
        className={cn(base, colour, "cursor-not-allowed border-white/40")}
      >
        <span className="font-display text-3xl font-bold sm:text-4xl">{day}</span>
        <span className="text-[0.7rem] font-semibold leading-tight sm:text-xs">{doorOpensText(day)}</span>
      </button>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={shown}
      aria-controls={shown ? TREAT_PANEL_ID : undefined}
      aria-label={`Door ${day}, ${opened ? "opened" : "ready to open"}`}
      data-door={day}
      data-state={opened ? "opened" : "ready"}
      onClick={onOpen}
      className={cn(
        base,
        opened ? "border-dashed border-white bg-snow text-ink" : cn(colour, "border-gold hover:brightness-110"),
        shown && "ring-4 ring-gold ring-offset-2 ring-offset-pine-dark",
      )}
    >
      <span className="font-display text-3xl font-bold sm:text-4xl">{day}</span>
      {opened ? (
        <span className="inline-flex items-center gap-1 text-xs font-bold text-pine-dark">
          <Check aria-hidden="true" className="size-4" /> Opened
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-bold text-christmas-red-dark shadow-sm">
          <Gift aria-hidden="true" className="hidden size-4 shrink-0 sm:block" /> Open me!
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
  const [notice, setNotice] = useState("");
  const doorRefs = useRef(new Map<number, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef<"panel" | number | null>(null);

  const shown = shownDay !== null && today && isDoorOpen(today, shownDay) ? doors.find((d) => d.day === shownDay) : undefined;

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
    markOpened(day);
    setNotice("");
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
        <ul aria-label="Advent calendar doors" className="grid grid-cols-4 gap-2 sm:gap-4 md:grid-cols-6">
          {doors.map((door, index) => (
            <li key={door.day}>
              <Door
                day={door.day}
                index={index}
                open={today !== null && isDoorOpen(today, door.day)}
                opened={opened.includes(door.day)}
                shown={shown?.day === door.day}
                onOpen={() => openDoor(door.day)}
                onShut={() => setNotice(`Door ${door.day} is still shut. It opens on ${door.day} December.`)}
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
        {notice}
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
              Door {shown.day}
              <span className="block text-base font-semibold text-ink-muted">{doorKindsText(shown)}</span>
            </h2>
            <Button variant="outline" size="sm" onClick={closeDoor}>
              <X aria-hidden="true" /> Close door {shown.day}
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
