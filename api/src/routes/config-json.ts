// GET /config.json: what the browser packages need before their first API call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RuntimeConfig } from '@safarnama/contracts';

const configJsonRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config.json',
    { schema: { tags: ['site'], summary: 'Runtime configuration for the site (no-cache)', response: { 200: RuntimeConfig } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { apiBaseUrl: '/api', authCode: app.config.authCode, websiteId: 1 as const };
    },
  );
};

export default configJsonRoute;
