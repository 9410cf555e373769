// /api/ip and /api/health.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEnvelope } from '../../../plugins/app/error-handler';
import { AuthQuery, commonErrors, ErrorEnvelope, HealthEnvelope, IpEnvelope } from '@safarnama/contracts';

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
        await app.dbPing();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return sendEnvelope(reply, 503, { code: 0, message: 'Database unavailable', data: null });
      }
      return { code: 1 as const, message: 'OK', data: { status: 'ok' as const, database: app.dbDialect } };
    },
  );
};

export default siteRoutes;
