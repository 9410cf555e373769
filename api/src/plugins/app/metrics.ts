// GET /metrics in Prometheus's text format (prom-client): requests and their latency
// by route, leads stored, lead deliveries by channel and state (read from the outbox
// at each scrape), remote area load outcomes from the shell's beacons, and Node's own
// process figures. One registry per app, so that tests can build many apps.
//
// Not behind the authCode (a scraper has none); a deployment that must hide it keeps
// /metrics off its public proxy.
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { RequestStats } from '../../lib/request-stats';
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

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'safarnama_' });
    const requests = new RequestStats();
    requests.register(registry, 'safarnama_');
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

    // A callback hook, not an async one: no promise per request.
    app.addHook('onResponse', (request, reply, done) => {
      // the site's pages and files answer through the not-found handler: one label for them all
      requests.record(request.method, request.routeOptions.url ?? '(site)', reply.statusCode, reply.elapsedTime / 1000);
      done();
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
