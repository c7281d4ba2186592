import type { MessageDescriptor } from "@lingui/core";
import { Input } from "~/components/ui/input";
import { msg, plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Heart, Plus, RotateCcw, Star, Trash2, TrendingUp } from "~/components/ui/icons";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { Button, buttonVariants } from "~/components/ui/button";
import type { DeedSuggestion } from "~/content/good-deeds";
import { usePageLanguageTag } from "~/i18n/page-i18n";
import { trackClick } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { PATHS } from "~/lib/paths";
import {
  addDeed,
  canAddDeed,
  clearDeeds,
  deedChange,
  deedDateLabel,
  createDeed,
  deleteDeed,
  loadDeeds,
  randomDeedPoints,
  saveDeeds,
  summarize,
  type DeedChange,
  type DeedStorage,
  type DeedTier,
  type GoodDeed,
} from "./good-deeds";
import { ResetDialog } from "./reset-dialog";

/** window.localStorage, or null where the browser refuses it (reading the property itself can throw). */
function browserStorage(): DeedStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The tiers' words stay English in the rules (their key); they are translated where shown. */
const TIER_TEXT: Record<DeedTier["label"], { label: MessageDescriptor; message: MessageDescriptor }> = {
  "Super Nice!": { label: msg`Super Nice!`, message: msg`Santa is absolutely amazed by your kindness!` },
  "Very Nice!": { label: msg`Very Nice!`, message: msg`You're definitely on the Nice List!` },
  "Nice!": { label: msg`Nice!`, message: msg`Keep up the great work!` },
  "Getting There!": { label: msg`Getting There!`, message: msg`You're doing wonderful things!` },
  "Just Starting!": { label: msg`Just Starting!`, message: msg`Every good deed counts!` },
};

/** What the live region says after a deed is added or deleted, in the page's language. */
function useChangeAnnouncement(): (change: DeedChange) => string {
  const { t, i18n } = useLingui();
  return ({ change, text, points, total, tier }) => {
    const tierLabel = i18n._(TIER_TEXT[tier.label].label);
    const now = t`You now have ${plural(total, { one: "# nice point", other: "# nice points" })}: ${tierLabel}`;
    return change === "added" ? t`Added "${text}" for ${plural(points, { one: "# point", other: "# points" })}. ${now}` : t`Deleted "${text}". ${now}`;
  };
}

/**
 * The good deeds tracker. Rules and storage live in good-deeds.ts; this renders the list and its totals. The
 * quick-add suggestions are the page's language's (from the loader).
 */
export function GoodDeedsTracker({ suggestions }: { suggestions: readonly DeedSuggestion[] }) {
  const { t, i18n } = useLingui();
  const languageTag = usePageLanguageTag();
  const announce = useChangeAnnouncement();
  const deleteLabel = (text: string) => t`Delete "${text}"`;
  // null until the stored list has been read after hydration (the prerendered page cannot know it).
  const [deeds, setDeeds] = useState<GoodDeed[] | null>(null);
  const [now, setNow] = useState<Date | null>(null);
  const [text, setText] = useState("");
  const [status, setStatus] = useState("");
  const [saveFailed, setSaveFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    setDeeds(loadDeeds(browserStorage()));
    setNow(new Date());
  }, []);

  const change = (next: GoodDeed[], message: string) => {
    setDeeds(next);
    setNow(new Date());
    setStatus(message);
    setSaveFailed(!saveDeeds(browserStorage(), next));
  };

  const add = (deedText: string, points: number) => {
    if (!deeds || !canAddDeed(deedText)) return;
    const deed = createDeed(deedText, points, new Date(), deeds, languageTag);
    const next = addDeed(deeds, deed);
    change(next, announce(deedChange("added", deed, next)));
  };

  const addSuggestion = (suggestion: DeedSuggestion, index: number) => {
    trackClick("good_deed_suggestion", { suggestion_index: index });
    add(suggestion.text, suggestion.points);
  };

  const remove = (deed: GoodDeed) => {
    if (!deeds) return;
    const next = deleteDeed(deeds, deed.id);
    change(next, announce(deedChange("deleted", deed, next)));
    input.current?.focus();
  };

  const reset = () => {
    clearDeeds(browserStorage());
    setDeeds([]);
    setNow(new Date());
    setSaveFailed(false);
    setStatus(t`Your tracker is reset. Time to start a new list of good deeds!`);
    setConfirming(false);
    trackClick("good_deeds_reset");
  };

  const focusResetButton = useCallback(() => resetButton.current?.focus(), []);

  const summary = deeds && now ? summarize(deeds, now) : null;
  const loaded = summary !== null;
  const tierText = TIER_TEXT[summary?.tier.label ?? "Just Starting!"];

  return (
    <div data-testid="good-deeds" data-ready={loaded ? "true" : "false"} className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[1fr_1.4fr]">
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>

      <div className="space-y-6">
        <section aria-labelledby={`${id}-points`} className="rounded-3xl bg-gradient-to-br from-christmas-red to-christmas-red-dark p-6 text-center text-white shadow-lg">
          <h2 id={`${id}-points`} className="text-xl font-bold">
            <Star aria-hidden="true" className="mr-2 inline size-6 text-gold" />
            <Trans>Nice Points</Trans>
          </h2>
          <p className={cn("mt-2 font-display text-6xl font-bold", !loaded && "invisible")} data-testid="deeds-total">
            {summary?.total ?? 0}
          </p>
          <p className={cn("mt-3 inline-block rounded-full bg-white px-4 py-1 text-lg font-bold text-christmas-red", !loaded && "invisible")} data-testid="deeds-tier">
            {i18n._(tierText.label)}
          </p>
          <p className={cn("mt-3 text-lg", !loaded && "invisible")} data-testid="deeds-tier-message">
            {i18n._(tierText.message)}
          </p>
        </section>

        <section aria-labelledby={`${id}-progress`} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id={`${id}-progress`} className="text-xl font-bold text-ink">
            <Trans>Your Progress</Trans>
          </h2>
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            {[
              { label: t`Good Deeds`, value: summary?.count, icon: Heart, key: "count" },
              { label: t`This Week`, value: summary?.thisWeek, icon: CalendarDays, key: "week" },
              { label: t`Average Points`, value: summary?.average, icon: TrendingUp, key: "average" },
            ].map((item) => (
              <div key={item.key} className="flex flex-col-reverse rounded-2xl bg-pine-light p-3">
                <dt className="mt-1 text-sm font-semibold text-ink">{item.label}</dt>
                <dd className={cn("font-display text-3xl font-bold text-pine", !loaded && "invisible")} data-testid={`deeds-${item.key}`}>
                  <item.icon aria-hidden="true" className="mx-auto mb-1 size-5" />
                  {item.value ?? 0}
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <button ref={resetButton} type="button" className={buttonVariants({ variant: "outline" })} onClick={() => setConfirming(true)} disabled={!loaded}>
              <RotateCcw aria-hidden="true" /> <Trans>Reset Tracker</Trans>
            </button>
            <Link to={PATHS.niceList} className={buttonVariants({ variant: "secondary" })}>
              <Trans>Check Nice List Status</Trans>
            </Link>
          </div>
        </section>
      </div>

      <div className="space-y-6">
        <section aria-labelledby={`${id}-add`} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id={`${id}-add`} className="text-xl font-bold text-ink">
            <Trans>Add a Good Deed</Trans>
          </h2>
          <form
            className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              if (!canAddDeed(text)) return;
              add(text, randomDeedPoints(Math.random));
              setText("");
              // The emptied field disables Add Deed; keep focus (and the next deed) in the field.
              input.current?.focus();
            }}
          >
            <div className="flex-1">
              <label htmlFor={`${id}-text`} className="font-semibold text-ink">
                <Trans>What good deed did you do?</Trans>
              </label>
              <Input
                size="lg"
                ref={input}
                id={`${id}-text`}
                type="text"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t`I helped my grandma bake cookies`}
                className="mt-1"
              />
            </div>
            <Button type="submit" size="lg" disabled={!loaded || !canAddDeed(text)}>
              <Plus aria-hidden="true" /> <Trans>Add Deed</Trans>
            </Button>
          </form>

          <h3 className="mt-6 font-bold text-ink">
            <Trans>Quick add</Trans>
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Good deed ideas`}>
            {suggestions.map((suggestion, i) => (
              <li key={suggestion.text}>
                <button
                  type="button"
                  disabled={!loaded}
                  onClick={() => addSuggestion(suggestion, i)}
                  className="rounded-full border-2 border-pine bg-white px-3 py-1.5 text-sm font-semibold text-pine hover:bg-pine-light disabled:opacity-60"
                >
                  {suggestion.text} <span className="text-christmas-red">+{suggestion.points}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={`${id}-list`} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id={`${id}-list`} className="text-xl font-bold text-ink">
            <Trans>My Good Deeds</Trans>
          </h2>
          {saveFailed ? (
            <p className="mt-2 text-sm text-ink-muted">
              <Trans>This browser is not letting us save, so your list will be gone when you leave the page.</Trans>
            </p>
          ) : null}
          <div
            className="mt-4 max-h-96 overflow-y-auto rounded-2xl"
            tabIndex={0}
            role="region"
            aria-label={t`Your list of good deeds`}
            aria-busy={!loaded || undefined}
            data-testid="deeds-list"
          >
            {!deeds ? (
              <div className="h-28" />
            ) : deeds.length === 0 ? (
              <div className="py-8 text-center">
                <p className="text-lg font-bold text-ink">
                  <Trans>No good deeds recorded yet!</Trans>
                </p>
                <p className="mt-1 text-ink-muted">
                  <Trans>Add your first good deed above to get started.</Trans>
                </p>
              </div>
            ) : (
              <ul className="space-y-3 pr-1">
                {deeds.map((deed) => (
                  <li key={deed.id} className="flex items-center gap-3 rounded-2xl bg-snow p-4 ring-1 ring-slate-200" data-testid="deed">
                    <div className="min-w-0 flex-1">
                      <p className="break-words font-semibold text-ink">{deed.text}</p>
                      <p className="text-sm text-ink-muted">{deedDateLabel(deed, languageTag)}</p>
                    </div>
                    <span className="shrink-0 rounded-full bg-gold-light px-3 py-1 font-bold text-gold-dark">
                      <PointsBadge points={deed.points} />
                    </span>
                    <button
                      type="button"
                      onClick={() => remove(deed)}
                      aria-label={deleteLabel(deed.text)}
                      className="shrink-0 rounded-full p-2 text-christmas-red hover:bg-christmas-red-light"
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>

      <ResetDialog
        open={confirming}
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
        onClosed={focusResetButton}
      />
    </div>
  );
}

function PointsBadge({ points }: { points: number }) {
  return <Plural value={points} one="+# point" other="+# points" />;
}
