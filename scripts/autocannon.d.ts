// The parts of autocannon's API the benchmarks use (the package ships no types).
declare module "autocannon" {
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: RequestParams) => RequestParams;
  }
  interface Histogram {
    p50: number;
    p90: number;
    p99: number;
    average: number;
    max: number;
  }
  interface Result {
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
    latency: Histogram;
    requests: Histogram & { total: number };
    throughput: Histogram;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: RequestParams[];
    headers?: Record<string, string>;
    /** Requests a second across all connections (a fixed offered load). */
    overallRate?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export type { Options, RequestParams, Result };
  export default autocannon;
}
