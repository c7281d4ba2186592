/**
 * A small Prometheus registry. It sits on globalThis because server.ts (run by tsx) and the React Router
 * build each load their own copy of this module; both must count into the same numbers.
 */
type Labels = Record<string, string>;

const key = (labels: Labels) =>
  Object.keys(labels)
    .sort()
    .map((k) => `${k}="${labels[k]!.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`)
    .join(",");

export class Counter {
  readonly values = new Map<string, number>();
  constructor(readonly name: string, readonly help: string) {}
  inc(labels: Labels = {}, by = 1): void {
    const k = key(labels);
    this.values.set(k, (this.values.get(k) ?? 0) + by);
  }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    if (this.values.size === 0) lines.push(`${this.name} 0`);
    for (const [k, v] of this.values) lines.push(`${this.name}${k ? `{${k}}` : ""} ${v}`);
    return lines.join("\n");
  }
}

export class Histogram {
  private readonly series = new Map<string, { counts: number[]; sum: number; count: number }>();
  constructor(readonly name: string, readonly help: string, readonly buckets: readonly number[]) {}
  observe(value: number, labels: Labels = {}): void {
    const k = key(labels);
    let s = this.series.get(k);
    if (!s) {
      s = { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(k, s);
    }
    this.buckets.forEach((b, i) => {
      if (value <= b) s.counts[i]!++;
    });
    s.sum += value;
    s.count++;
  }
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [k, s] of this.series) {
      const sep = k ? `${k},` : "";
      this.buckets.forEach((b, i) => lines.push(`${this.name}_bucket{${sep}le="${b}"} ${s.counts[i]}`));
      lines.push(`${this.name}_bucket{${sep}le="+Inf"} ${s.count}`);
      lines.push(`${this.name}_sum${k ? `{${k}}` : ""} ${Number(s.sum.toFixed(6))}`);
      lines.push(`${this.name}_count${k ? `{${k}}` : ""} ${s.count}`);
    }
    return lines.join("\n");
  }
}

function createMetrics() {
  return {
    lettersReceived: new Counter("northpole_letters_received_total", "Letters saved"),
    lettersRejected: new Counter("northpole_letters_rejected_total", "Letters not saved, by reason"),
    lettersRepeated: new Counter("northpole_letters_repeated_total", "Letters sent again with the same idempotency key, answered with the first answer"),
    lettersHeld: new Counter("northpole_letters_held_total", "Letters held for a person to review (signs of harm)"),
    repliesSent: new Counter("northpole_replies_sent_total", "Replies accepted by the mail server"),
    repliesFailed: new Counter("northpole_replies_failed_total", "Reply attempts that failed and will be retried"),
    repliesDead: new Counter("northpole_replies_dead_lettered_total", "Replies given up on (permanent failure or too old)"),
    httpRequests: new Counter("northpole_http_requests_total", "HTTP requests answered, by method and status"),
    httpDuration: new Histogram("northpole_http_request_duration_seconds", "HTTP request latency", [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const slot = Symbol.for("north-pole-mail.metrics");
const store = globalThis as unknown as Record<symbol, Metrics | undefined>;

/** The process's metrics (shared by every copy of this module). */
export function metrics(): Metrics {
  store[slot] ??= createMetrics();
  return store[slot];
}

/** The Prometheus text exposition: counters and histograms, plus gauges read just now. */
export function renderMetrics(gauges: { name: string; help: string; value: number }[]): string {
  const m = metrics();
  const parts = Object.values(m).map((metric) => metric.render());
  for (const g of gauges) parts.push(`# HELP ${g.name} ${g.help}\n# TYPE ${g.name} gauge\n${g.name} ${g.value}`);
  return `${parts.join("\n")}\n`;
}
