// GET /config.json: what the browser packages need before their first API call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RuntimeConfig } from '@safarnama/contracts';
import type { AppConfig } from '../config';

/** The same values are handed out inside index.html (plugins/app/site-page.ts). */
export function runtimeConfig(config: AppConfig): RuntimeConfig {
  return { apiBaseUrl: '/api', authCode: config.authCode, websiteId: 1 as const, chatApiKey: config.chatApiKey, grievanceOfficer: config.privacy.grievanceOfficer };
}

const configJsonRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config.json',
    { schema: { tags: ['site'], summary: 'Runtime configuration for the site (no-cache)', response: { 200: RuntimeConfig } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return runtimeConfig(app.config);
    },
  );
};

export default configJsonRoute;
