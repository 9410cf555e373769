// GET /metrics in Prometheus's text format (prom-client): requests and their latency
// by route, leads stored, lead deliveries by channel and state (read from the outbox
// at each scrape), remote area load outcomes from the shell's beacons (and the ones
// refused), and Node's own process figures. One registry per app, so that tests can
// build many apps.
//
// Not behind the authCode (a scraper has none) but behind METRICS_TOKEN
// (metrics-token.ts): without the token, or with METRICS_TOKEN unset, a 401.
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { RequestStats } from '../../lib/request-stats';
import { countDeliveries } from '../../repositories/deliveries.repository';
import { REJECT_REASONS } from '../../releases/release-health';
import { sendEnvelope } from './error-handler';
import { hasMetricsToken } from './metrics-token';

export const METRICS_TOKEN_MESSAGE = 'Metrics need Authorization: Bearer <METRICS_TOKEN>.';
export const METRICS_OFF_MESSAGE = 'Metrics are off: set METRICS_TOKEN on the server and send it as a Bearer token.';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  remoteLoads: Counter<'remote' | 'outcome'>;
  remoteReportsRejected: Counter<'reason'>;
}

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'safarnama_' });
    const requests = new RequestStats();
    requests.register(registry, 'safarnama_');
    const leads = new Counter({ name: 'safarnama_leads_stored_total', help: 'Leads stored (enquiries, booking requests, contact messages), by kind.', labelNames: ['kind'] as const, registers: [registry] });
    const remoteLoads = new Counter({ name: 'safarnama_remote_loads_total', help: "Remote areas loaded in visitors' browsers, by remote and outcome (the shell's beacons, one per visitor and version per window).", labelNames: ['remote', 'outcome'] as const, registers: [registry] });
    const remoteReportsRejected = new Counter({
      name: 'safarnama_remote_reports_rejected_total',
      help: "The shell's load reports not counted, by reason: forged (no valid assignment for this visitor and version), expired, replayed (already counted for this visitor), not_live.",
      labelNames: ['reason'] as const,
      registers: [registry],
    });
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
    for (const reason of REJECT_REASONS) remoteReportsRejected.inc({ reason }, 0);
    app.services.leadOutbox.onCommitted((kind) => leads.inc({ kind }));
    app.decorate('metrics', { registry, remoteLoads, remoteReportsRejected });

    // A callback hook, not an async one: no promise per request.
    app.addHook('onResponse', (request, reply, done) => {
      // the site's pages and files answer through the not-found handler: one label for them all
      requests.record(request.method, request.routeOptions.url ?? '(site)', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    app.get(
      '/metrics',
      { config: { public: true }, schema: { tags: ['site'], summary: 'Prometheus metrics (text format 0.0.4; Authorization: Bearer <METRICS_TOKEN>): requests by route, leads stored, lead deliveries, remote loads, process', produces: ['text/plain'] } },
      async (request, reply) => {
        if (!hasMetricsToken(request, app.config.metricsToken)) {
          reply.header('www-authenticate', 'Bearer');
          const message = app.config.metricsToken ? METRICS_TOKEN_MESSAGE : METRICS_OFF_MESSAGE;
          return sendEnvelope(reply, 401, { code: 0, message });
        }
        const text = await registry.metrics();
        return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['services'] },
);
