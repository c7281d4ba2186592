import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Cake, Clock, Cookie, Music, PencilLine, Play, Snowflake, Sparkles, Users, X, type IconComponent } from "~/components/ui/icons";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ACTIVITY_CATEGORIES, type Activity } from "~/content/activities";
import { DIFFICULTIES } from "~/content/recipes";
import { trackClick } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { ALL_ACTIVITIES, filterActivities, type ActivityFilters } from "./activity-filter";
import { DifficultyBadge } from "./coloring-pages-grid";
import { CATEGORY_LABELS, DIFFICULTY_LABELS } from "./labels";
import { WrittenSteps } from "./written-steps";

const IMAGES: Record<Activity["image"], { icon: IconComponent; bg: string }> = {
  cookie: { icon: Cookie, bg: "bg-gold-light text-gold-dark" },
  "gingerbread-house": { icon: Cake, bg: "bg-christmas-red-light text-christmas-red" },
  snowflake: { icon: Snowflake, bg: "bg-sky-100 text-sky-800" },
  ornament: { icon: Sparkles, bg: "bg-pine-light text-pine" },
  bell: { icon: Music, bg: "bg-gold-light text-gold-dark" },
  pencil: { icon: PencilLine, bg: "bg-christmas-red-light text-christmas-red" },
};

function ActivityCard({ activity }: { activity: Activity }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const minutes = activity.duration;
  const { icon: ImageIcon, bg } = IMAGES[activity.image];
  const headingId = `activity-${activity.id}-title`;
  const panelId = `activity-${activity.id}-steps`;
  return (
    <li>
      <article aria-labelledby={headingId} data-testid="activity-card" className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
        <div className={cn("flex h-28 items-center justify-center", bg)}>
          <ImageIcon aria-hidden="true" className="size-14" />
        </div>
        <div className="flex flex-1 flex-col p-6">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-bold text-ink">{i18n._(CATEGORY_LABELS[activity.category])}</span>
            <DifficultyBadge difficulty={activity.difficulty} />
          </div>
          <h3 id={headingId} className="mt-3 text-xl font-bold">
            {activity.title}
          </h3>
          <p className="mt-1 text-ink-muted">{activity.description}</p>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1"><Clock aria-hidden="true" className="size-4" /> <Trans>{minutes} minutes</Trans></span>
            <span className="inline-flex items-center gap-1"><Users aria-hidden="true" className="size-4" /> {activity.participants}</span>
          </p>
          <h4 className="mt-4 font-bold">
            <Trans>Materials</Trans>
          </h4>
          <ul className="mt-1 flex-1 list-disc pl-5 text-sm text-ink-muted">
            {activity.materials.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
          <Button
            className="mt-5 self-start"
            variant={open ? "outline" : "primary"}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => {
              if (!open) trackClick("activity_start", { activity: activity.id });
              setOpen((o) => !o);
            }}
          >
            {open ? <X aria-hidden="true" /> : <Play aria-hidden="true" />}
            {open ? <Trans>Close Instructions</Trans> : <Trans>Start Activity</Trans>}
          </Button>
          {/* Rendered only when open: closed panels would add every step to the page's first layout and hydration. */}
          {open ? (
            <div id={panelId} className="mt-4 rounded-2xl bg-snow p-4 ring-1 ring-slate-200">
              <h4 className="font-bold">
                <Trans>How to do it</Trans>
              </h4>
              <WrittenSteps steps={activity.steps} className="mt-2" />
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** 'More Activities': the six activities (the loader's, in the page's language), filtered by category AND difficulty. */
export function ActivityGrid({ activities }: { activities: readonly Activity[] }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [filters, setFilters] = useState<ActivityFilters>(ALL_ACTIVITIES);
  const ids = useId();
  const shown = filterActivities(activities, filters);
  const shownCount = shown.length;
  const total = activities.length;
  const select = "min-h-11 rounded-full border-2 border-slate-300 bg-white px-4 font-semibold focus:border-christmas-red";
  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-category`} className="font-bold">
            <Trans>Category</Trans>
          </label>
          <select
            id={`${ids}-category`}
            className={select}
            value={filters.category}
            onChange={(e) => setFilters((f) => ({ ...f, category: e.target.value as ActivityFilters["category"] }))}
          >
            <option value="all">{t`All categories`}</option>
            {ACTIVITY_CATEGORIES.map((c) => (
              <option key={c} value={c}>{i18n._(CATEGORY_LABELS[c])}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-difficulty`} className="font-bold">
            <Trans>Difficulty</Trans>
          </label>
          <select
            id={`${ids}-difficulty`}
            className={select}
            value={filters.difficulty}
            onChange={(e) => setFilters((f) => ({ ...f, difficulty: e.target.value as ActivityFilters["difficulty"] }))}
          >
            <option value="all">{t`All levels`}</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>{i18n._(DIFFICULTY_LABELS[d])}</option>
            ))}
          </select>
        </div>
        <p role="status" aria-live="polite" data-testid="activity-count" className="pb-2 font-semibold text-ink-muted">
          <Trans>
            Showing {shownCount} of {total} activities
          </Trans>
        </p>
      </div>
      {shown.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t({ message: "Activities", context: "the list of activity cards" })}>
          {shown.map((a) => (
            <ActivityCard key={a.id} activity={a} />
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-3xl border-2 border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-xl font-bold">
            <Trans>No activities match both filters.</Trans>
          </p>
          <Button className="mt-5" onClick={() => setFilters(ALL_ACTIVITIES)}>
            <Trans>Show all activities</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
