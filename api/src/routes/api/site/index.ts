// /api/ip, /api/health (alive, database reachable) and /api/ready (the database and
// the leads' outbox answer: this process can take traffic).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withDeadline } from '../../../db/database-unavailable';
import { sendEnvelope } from '../../../plugins/app/error-handler';
import { hasMetricsToken } from '../../../plugins/app/metrics-token';
import { countDeliveries } from '../../../repositories/deliveries.repository';
import { AuthQuery, commonErrors, ErrorEnvelope, HealthEnvelope, IpEnvelope, ReadyEnvelope } from '@safarnama/contracts';

/**
 * How long /api/health and /api/ready wait for the database: a probe (a load
 * balancer's, an orchestrator's) must learn "not now" within a second, whatever
 * DB_TIMEOUT_MS allows a visitor's query.
 */
export const DATABASE_CHECK_MS = 800;

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ip',
    {
      schema: {
        tags: ['site'],
        summary: "The caller's address as the server sees it (X-Forwarded-For only when TRUST_PROXY is set)",
        querystring: AuthQuery,
        response: { 200: IpEnvelope, ...commonErrors },
      },
    },
    async (request) => ({ code: 1 as const, message: 'Success', data: { ip: request.ip } }),
  );

  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['site'], summary: 'Liveness and database reachability (no authCode)', response: { 200: HealthEnvelope, 503: ErrorEnvelope } },
    },
    async (request, reply) => {
      try {
        await app.dbPing(DATABASE_CHECK_MS);
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return sendEnvelope(reply, 503, { code: 0, message: 'Database unavailable', data: null });
      }
      return { code: 1 as const, message: 'OK', data: { status: 'ok' as const, database: app.dbDialect } };
    },
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['site'],
        summary: "Readiness: the database and the leads' outbox answer (no authCode; the details only with Authorization: Bearer <METRICS_TOKEN>); 503 names what does not",
        response: { 200: ReadyEnvelope, 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      // one deadline for both checks: the answer comes within DATABASE_CHECK_MS
      const deadline = Date.now() + DATABASE_CHECK_MS;
      try {
        await app.dbPing(DATABASE_CHECK_MS);
      } catch (error) {
        request.log.error({ err: error }, 'ready: the database does not answer');
        return sendEnvelope(reply, 503, { code: 0, message: 'Not ready: the database does not answer', data: null });
      }
      let counts;
      try {
        counts = await withDeadline(countDeliveries(app.db), Math.max(1, deadline - Date.now()), 'ready: outbox count');
      } catch (error) {
        request.log.error({ err: error }, 'ready: the outbox cannot be read');
        return sendEnvelope(reply, 503, { code: 0, message: 'Not ready: the leads outbox cannot be read', data: null });
      }
      const total = (status: string) => counts.filter((c) => c.status === status).reduce((n, c) => n + c.count, 0);
      reply.header('cache-control', 'no-store');
      // a load balancer needs only "ready"; the database and the outbox are the operators' business
      if (!hasMetricsToken(request, app.config.metricsToken)) return { code: 1 as const, message: 'Ready', data: { status: 'ready' as const } };
      return {
        code: 1 as const,
        message: 'Ready',
        data: {
          status: 'ready' as const,
          database: app.dbDialect,
          outbox: { delivery: app.services.leadDelivery ? ('on' as const) : ('off' as const), pending: total('pending'), failed: total('failed') },
        },
      };
    },
  );
};

export default siteRoutes;
