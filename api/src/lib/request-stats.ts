// Requests and their latency by route, counted in plain objects on every request and
// turned into Prometheus series only when /metrics is scraped. prom-client's own
// counters hash their labels on every increment (a child from labels() does too):
// under load that cost the health check 8% of its rate, against next to nothing here.
import type { Registry } from 'prom-client';

/** Seconds; the histogram's upper bounds (+Inf is implied). */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface RouteStats {
  method: string;
  route: string;
  byStatus: Map<number, number>;
  /** Answers whose time fell in each bucket (not cumulative; the scrape adds them up). */
  inBucket: number[];
  count: number;
  sum: number;
}

interface Sample {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

export class RequestStats {
  private readonly routes = new Map<string, RouteStats>();

  record(method: string, route: string, status: number, seconds: number): void {
    const key = method + ' ' + route;
    let stats = this.routes.get(key);
    if (!stats) {
      stats = { method, route, byStatus: new Map(), inBucket: new Array<number>(DURATION_BUCKETS.length + 1).fill(0), count: 0, sum: 0 };
      this.routes.set(key, stats);
    }
    stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]) bucket++;
    stats.inBucket[bucket]++;
    stats.count++;
    stats.sum += seconds;
  }

  /** Registers the two series with `registry` (prom-client reads a metric through its get()). */
  register(registry: Registry, prefix: string): void {
    const requests = `${prefix}http_requests_total`;
    const duration = `${prefix}http_request_duration_seconds`;
    const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => Sample[]) => ({
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
      reset: () => this.routes.clear(),
    });
    registry.registerMetric(
      metric(requests, 'HTTP requests answered, by method, route and status code.', 'counter', () =>
        [...this.routes.values()].flatMap((s) => [...s.byStatus].map(([status, value]) => ({ labels: { method: s.method, route: s.route, status }, value }))),
      ) as never,
    );
    registry.registerMetric(
      metric(duration, 'Time to answer, by method and route.', 'histogram', () =>
        [...this.routes.values()].flatMap((s) => {
          const labels = { method: s.method, route: s.route };
          let cumulative = 0;
          const buckets = DURATION_BUCKETS.map((le, i) => {
            cumulative += s.inBucket[i];
            return { metricName: `${duration}_bucket`, labels: { ...labels, le }, value: cumulative };
          });
          return [
            ...buckets,
            { metricName: `${duration}_bucket`, labels: { ...labels, le: '+Inf' }, value: s.count },
            { metricName: `${duration}_sum`, labels, value: s.sum },
            { metricName: `${duration}_count`, labels, value: s.count },
          ];
        }),
      ) as never,
    );
  }
}
