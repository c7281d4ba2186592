import { Cake, Clock, Cookie, Music, PencilLine, Play, Snowflake, Sparkles, Users, X, type IconComponent } from "~/components/ui/icons";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { ACTIVITIES, ACTIVITY_CATEGORIES, type Activity } from "~/content/activities";
import { DIFFICULTIES } from "~/content/recipes";
import { trackClick } from "~/lib/analytics";
import { cn } from "~/lib/cn";
import { ALL_ACTIVITIES, filterActivities, type ActivityFilters } from "./activity-filter";
import { DIFFICULTY_TEXT } from "./coloring-pages-grid";
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
  const [open, setOpen] = useState(false);
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
            <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-bold text-ink">{activity.category}</span>
            <span className={cn("rounded-full px-3 py-1 text-xs font-bold", DIFFICULTY_TEXT[activity.difficulty])}>{activity.difficulty}</span>
          </div>
          <h3 id={headingId} className="mt-3 text-xl font-bold">
            {activity.title}
          </h3>
          <p className="mt-1 text-ink-muted">{activity.description}</p>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1"><Clock aria-hidden="true" className="size-4" /> {activity.duration} minutes</span>
            <span className="inline-flex items-center gap-1"><Users aria-hidden="true" className="size-4" /> {activity.participants}</span>
          </p>
          <h4 className="mt-4 font-bold">Materials</h4>
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
            {open ? "Close Instructions" : "Start Activity"}
          </Button>
          {/* Rendered only when open: closed panels would add every step to the page's first layout and hydration. */}
          {open ? (
            <div id={panelId} className="mt-4 rounded-2xl bg-snow p-4 ring-1 ring-slate-200">
              <h4 className="font-bold">How to do it</h4>
              <WrittenSteps steps={activity.steps} className="mt-2" />
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** 'More Activities': the six activities, filtered by category AND difficulty. */
export function ActivityGrid() {
  const [filters, setFilters] = useState<ActivityFilters>(ALL_ACTIVITIES);
  const ids = useId();
  const shown = filterActivities(ACTIVITIES, filters);
  const select = "min-h-11 rounded-full border-2 border-slate-300 bg-white px-4 font-semibold focus:border-christmas-red";
  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-category`} className="font-bold">Category</label>
          <select
            id={`${ids}-category`}
            className={select}
            value={filters.category}
            onChange={(e) => setFilters((f) => ({ ...f, category: e.target.value as ActivityFilters["category"] }))}
          >
            <option value="all">All categories</option>
            {ACTIVITY_CATEGORIES.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-difficulty`} className="font-bold">Difficulty</label>
          <select
            id={`${ids}-difficulty`}
            className={select}
            value={filters.difficulty}
            onChange={(e) => setFilters((f) => ({ ...f, difficulty: e.target.value as ActivityFilters["difficulty"] }))}
          >
            <option value="all">All levels</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>{d}</option>
            ))}
          </select>
        </div>
        <p role="status" aria-live="polite" data-testid="activity-count" className="pb-2 font-semibold text-ink-muted">
          Showing {shown.length} of {ACTIVITIES.length} activities
        </p>
      </div>
      {shown.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Activities">
          {shown.map((a) => (
            <ActivityCard key={a.id} activity={a} />
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-3xl border-2 border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-xl font-bold">No activities match both filters.</p>
          <Button className="mt-5" onClick={() => setFilters(ALL_ACTIVITIES)}>Show all activities</Button>
        </div>
      )}
    </div>
  );
}
