// POST /api/releases/health: the shell's sendBeacon of remote area outcomes (remote,
// version, rendered or not, the page's signed assignment), counted once per visitor
// (their id cookie) and window; a running canary that fails too often is ended by
// the server here (api/src/releases/release-health.ts). Refused reports are counted
// apart, by a fixed reason.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthQuery, commonErrors, RemoteOutcomeBody, RemoteOutcomeEnvelope } from '@safarnama/contracts';
import { RELEASE_HEALTH_MAX_REPORTS, VISITOR_COOKIE, VISITOR_ID_PATTERN } from '@safarnama/contracts/releases';
import { readCookie } from '../../../lib/cookies';
import { releaseAssignments } from '../../../releases/release-assignment';
import releaseApi from './release-api';

const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // the release API for teams and release managers (token-authenticated), in its own scope
  await app.register(releaseApi);
  const assignments = releaseAssignments(app.config.previewSecret);
  app.post(
    '/health',
    {
      config: { rateLimit: { max: app.config.releaseHealthRateLimitMax, timeWindow: app.config.rateLimitWindowMs, groupId: 'release-health' } },
      schema: {
        tags: ['releases'],
        summary: `Load outcomes of remote areas (up to ${RELEASE_HEALTH_MAX_REPORTS} per request); only those with the page's assignment for this visitor and a live version count, once per visitor`,
        querystring: AuthQuery,
        body: RemoteOutcomeBody,
        response: { 200: RemoteOutcomeEnvelope, ...commonErrors },
      },
    },
    async (request) => {
      const cookie = readCookie(request.headers.cookie, VISITOR_COOKIE);
      const visitorId = cookie && VISITOR_ID_PATTERN.test(cookie) ? cookie : null;
      const { recorded, aborted, counted, rejected } = await app.services.releaseHealth.record(request.body.reports, visitorId, assignments);
      // counted reports name live versions only: a made-up remote name must not become a metric label
      for (const report of counted) app.metrics.remoteLoads.inc({ remote: report.remote, outcome: report.ok ? 'rendered' : 'failed' });
      for (const [reason, count] of Object.entries(rejected)) if (count > 0) app.metrics.remoteReportsRejected.inc({ reason }, count);
      for (const canary of aborted) request.log.warn({ canary }, 'release health: a failing canary was ended automatically (npm run remotes -- history)');
      return { code: 1 as const, message: 'Recorded', data: { recorded } };
    },
  );
};

export default releaseRoutes;
