/**
 * The process's Prometheus metrics, kept by prom-client (the standard Node client) in a registry of their own: the
 * counters and histogram below, and gauges read at each scrape (queue depth, oldest pending reply).
 */
import { Counter, Gauge, Histogram, Registry } from "prom-client";

function createMetrics(registers: Registry[]) {
  const counter = (name: string, help: string, labelNames: string[] = []) => new Counter({ name, help, labelNames, registers });
  return {
    lettersReceived: counter("northpole_letters_received_total", "Letters saved"),
    lettersRejected: counter("northpole_letters_rejected_total", "Letters not saved, by reason", ["reason"]),
    lettersRepeated: counter("northpole_letters_repeated_total", "Letters sent again with the same idempotency key, answered with the first answer"),
    lettersHeld: counter("northpole_letters_held_total", "Letters held for a person to review (signs of harm)"),
    repliesSent: counter("northpole_replies_sent_total", "Replies accepted by the mail server"),
    repliesFailed: counter("northpole_replies_failed_total", "Reply attempts that failed and will be retried"),
    repliesDead: counter("northpole_replies_dead_lettered_total", "Replies given up on (permanent failure or too old)"),
    httpRequests: counter("northpole_http_requests_total", "HTTP requests answered, by method and status", ["method", "status"]),
    httpDuration: new Histogram({
      name: "northpole_http_request_duration_seconds",
      help: "HTTP request latency",
      labelNames: ["method"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const registry = new Registry();
const all = createMetrics([registry]);
const gauges = new Map<string, Gauge>();

/** The process's metrics. */
export const metrics = (): Metrics => all;

/** A gauge's value read at a scrape; gauges of one name with labels give one series per label set. */
export interface GaugeValue {
  name: string;
  help: string;
  value: number;
  labels?: Record<string, string>;
}

/** The Prometheus text exposition: counters and histograms, plus gauges read just now. */
export async function renderMetrics(values: GaugeValue[]): Promise<string> {
  for (const { name, help, value, labels } of values) {
    let gauge = gauges.get(name);
    if (!gauge) gauges.set(name, (gauge = new Gauge({ name, help, labelNames: Object.keys(labels ?? {}), registers: [registry] })));
    if (labels) gauge.set(labels, value);
    else gauge.set(value);
  }
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
