// POST /api/releases/health: the shell's sendBeacon of remote area outcomes
// (remote, version, rendered or not), counted per remote version; a running canary
// that fails too often is ended by the server here (api/src/releases/release-health.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthQuery, commonErrors, RemoteOutcomeBody, RemoteOutcomeEnvelope } from '@safarnama/contracts';
import { RELEASE_HEALTH_MAX_REPORTS } from '@safarnama/contracts/releases';
import releaseApi from './release-api';

const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // the release API for teams and release managers (token-authenticated), in its own scope
  await app.register(releaseApi);
  app.post(
    '/health',
    {
      config: { rateLimit: { max: app.config.releaseHealthRateLimitMax, timeWindow: app.config.rateLimitWindowMs, groupId: 'release-health' } },
      schema: {
        tags: ['releases'],
        summary: `Load outcomes of remote areas (up to ${RELEASE_HEALTH_MAX_REPORTS} per request); only versions that are live are counted`,
        querystring: AuthQuery,
        body: RemoteOutcomeBody,
        response: { 200: RemoteOutcomeEnvelope, ...commonErrors },
      },
    },
    async (request) => {
      const { recorded, aborted, counted } = await app.services.releaseHealth.record(request.body.reports);
      // only live remote versions: a made-up remote name must not become a metric label
      for (const report of counted) app.metrics.remoteLoads.inc({ remote: report.remote, outcome: report.ok ? 'rendered' : 'failed' });
      for (const canary of aborted) request.log.warn({ canary }, 'release health: a failing canary was ended automatically (npm run remotes -- history)');
      return { code: 1 as const, message: 'Recorded', data: { recorded } };
    },
  );
};

export default releaseRoutes;
