/**
 * Lets one log line through per interval and counts the rest, so a scanner sending thousands of stray requests
 * writes a handful of lines ("and 3,318 more like it"), not thousands.
 */
export class LogThrottle {
  private lastAt = -Infinity;
  private suppressed = 0;
  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether to write this line now; when so, how many were held back since the last one written. */
  take(): { write: true; suppressed: number } | { write: false } {
    const now = this.now();
    if (now - this.lastAt < this.intervalMs) {
      this.suppressed++;
      return { write: false };
    }
    const suppressed = this.suppressed;
    this.lastAt = now;
    this.suppressed = 0;
    return { write: true, suppressed };
  }
}
