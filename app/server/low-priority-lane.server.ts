/**
 * Answers for unknown paths wait behind the site's real pages when both are asked for at once.
 *
 * A scanner probing made-up paths costs the server about what a visitor's page does (both are fixed bytes from
 * memory), so on one event loop a scan with 20 connections beside a visitor with 30 took 40% of the visitor's rate.
 * Here the not-found answers go through a lane: while pages have been asked for recently, the lane answers at most
 * `share` of a not-found answer per page request (a closed-loop scanner waits for each answer, so it slows to that
 * pace); when no page has been asked for in `quietMs`, it answers everything at once, so a lone stream of unknown
 * paths (a broken link, a crawler) is served at full speed. Nothing is refused and nothing is dropped; a queue
 * longer than `maxQueued` is answered at once rather than held in memory.
 */
export interface LowPriorityLaneOptions {
  /** Not-found answers allowed per page request while pages are being asked for. */
  share: number;
  /** Pages asked for within this long count as "now". */
  quietMs: number;
  /** Most answers held at once; past it they are answered immediately. */
  maxQueued: number;
  now?: () => number;
}

export const LOW_PRIORITY_DEFAULTS: LowPriorityLaneOptions = { share: 0.15, quietMs: 100, maxQueued: 2000 };

export class LowPriorityLane {
  private readonly queue: (() => void)[] = [];
  private credit = 0;
  private lastPageAt = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private immediate: ReturnType<typeof setImmediate> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: LowPriorityLaneOptions = LOW_PRIORITY_DEFAULTS) {
    this.now = options.now ?? (() => performance.now());
  }

  /** A page (anything but a not-found answer) was asked for: it earns the lane `share` of an answer. */
  notePage(): void {
    this.lastPageAt = this.now();
    // Credit is capped so a burst of pages never lets a burst of scans through at once later.
    this.credit = Math.min(this.credit + this.options.share, 10);
  }

  /** Runs `answer` now if the site is quiet, otherwise when the pages asked for have earned it a turn. */
  run(answer: () => void): void {
    if (this.queue.length === 0 && this.quiet()) return answer();
    if (this.queue.length >= this.options.maxQueued) return answer();
    this.queue.push(answer);
    this.schedule();
  }

  /** Answers waiting now. */
  get waiting(): number {
    return this.queue.length;
  }

  private quiet(): boolean {
    return this.now() - this.lastPageAt >= this.options.quietMs;
  }

  private schedule(): void {
    if (this.immediate || this.timer) return;
    // After this turn's I/O (the pages that arrived with it are answered first).
    this.immediate = setImmediate(() => {
      this.immediate = undefined;
      this.drain();
    });
  }

  private drain(): void {
    if (this.quiet()) {
      this.credit = 0;
      for (const answer of this.queue.splice(0)) answer();
      return;
    }
    while (this.queue.length > 0 && this.credit >= 1) {
      this.credit -= 1;
      this.queue.shift()!();
    }
    if (this.queue.length === 0) return;
    // Nothing earned yet: look again shortly (a timer, not a busy loop of immediates).
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.drain();
    }, 1);
  }
}
