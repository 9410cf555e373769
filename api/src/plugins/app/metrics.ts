// GET /metrics in Prometheus's text format (prom-client): requests and their latency
// by route, leads stored, lead deliveries by channel and state (read from the outbox
// at each scrape), remote area load outcomes from the shell's beacons, and Node's own
// process figures. One registry per app, so that tests can build many apps.
//
// Not behind the authCode (a scraper has none); a deployment that must hide it keeps
// /metrics off its public proxy.
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { countDeliveries } from '../../repositories/deliveries.repository';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  remoteLoads: Counter<'remote' | 'outcome'>;
}

const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'safarnama_' });
    const requests = new Counter({ name: 'safarnama_http_requests_total', help: 'HTTP requests answered, by method, route and status code.', labelNames: ['method', 'route', 'status'] as const, registers: [registry] });
    const duration = new Histogram({ name: 'safarnama_http_request_duration_seconds', help: 'Time to answer, by method and route.', labelNames: ['method', 'route'] as const, buckets: DURATION_BUCKETS, registers: [registry] });
    const leads = new Counter({ name: 'safarnama_leads_stored_total', help: 'Leads stored (enquiries, booking requests, contact messages), by kind.', labelNames: ['kind'] as const, registers: [registry] });
    const remoteLoads = new Counter({ name: 'safarnama_remote_loads_total', help: "Remote areas loaded in visitors' browsers, by remote and outcome (the shell's beacons).", labelNames: ['remote', 'outcome'] as const, registers: [registry] });
    new Gauge({
      name: 'safarnama_lead_deliveries',
      help: 'Lead deliveries in the outbox, by channel and status (pending, delivered, failed).',
      labelNames: ['channel', 'status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { channel, status, count } of await countDeliveries(app.db)) this.set({ channel, status }, count);
      },
    });
    for (const kind of ['enquiry', 'booking', 'contact']) leads.inc({ kind }, 0);
    app.services.leadOutbox.onCommitted((kind) => leads.inc({ kind }));
    app.decorate('metrics', { registry, remoteLoads });

    // The label children per route, made once: a lookup by labels hashes them on every request.
    const children = new Map<string, { count: () => void; observe: (seconds: number) => void }>();
    app.addHook('onResponse', async (request, reply) => {
      // the site's pages and files answer through the not-found handler: one label for them all
      const route = request.routeOptions.url ?? '(site)';
      const key = `${request.method} ${route} ${reply.statusCode}`;
      let child = children.get(key);
      if (!child) {
        const counter = requests.labels(request.method, route, String(reply.statusCode));
        const timer = duration.labels(request.method, route);
        child = { count: () => counter.inc(), observe: (seconds) => timer.observe(seconds) };
        children.set(key, child);
      }
      child.count();
      child.observe(reply.elapsedTime / 1000);
    });

    app.get(
      '/metrics',
      { config: { public: true }, schema: { tags: ['site'], summary: 'Prometheus metrics (text format 0.0.4): requests by route, leads stored, lead deliveries, remote loads, process', produces: ['text/plain'] } },
      async (_request, reply) => {
        const text = await registry.metrics();
        return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['services'] },
);
