/**
 * Health checks for /healthz: each component answers only "ok" or "failing" (no host, no error text: those go to
 * the operator's log). A check is single-flight (concurrent requests share one run, so 200 requests open one
 * SMTP connection, not 200), cached for a while, and time-boxed well under Docker's 5-second HEALTHCHECK timeout.
 */
export type Health = "ok" | "failing";

/** A check that has not answered by then counts as failing (the Dockerfile's HEALTHCHECK allows 5 s in all). */
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

export interface HealthCheckOptions {
  /** How long an answer is reused. */
  cacheMs: number;
  timeoutMs?: number;
  now?: () => number;
  /** Told why a check failed (for the log). */
  onFailure?: (error: unknown) => void;
}

export class HealthTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/** Wraps `check` (resolves = healthy) as a cached, single-flight, time-boxed "ok" | "failing". */
export function healthCheck(check: () => Promise<unknown>, { cacheMs, timeoutMs = HEALTH_CHECK_TIMEOUT_MS, now = Date.now, onFailure }: HealthCheckOptions): () => Promise<Health> {
  let cached: { at: number; value: Health } | undefined;
  let running: Promise<Health> | undefined;
  const run = async (): Promise<Health> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(check),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new HealthTimeout(timeoutMs)), timeoutMs);
        }),
      ]);
      return "ok";
    } catch (error) {
      onFailure?.(error);
      return "failing";
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    if (cached && now() - cached.at < cacheMs) return Promise.resolve(cached.value);
    running ??= run().then((value) => {
      cached = { at: now(), value };
      running = undefined;
      return value;
    });
    return running;
  };
}
