// GET /api/bot-check/challenge issues the proof-of-work challenge that every lead
// write must carry solved (X-Bot-Check header, docs/contracts.md).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthQuery, BotCheckEnvelope, commonErrors, ErrorEnvelope } from '@safarnama/contracts';

const botCheckRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/challenge',
    {
      // a budget of its own, as the captcha's: one challenge per lead, and a visitor may open many forms
      config: { rateLimit: { max: app.config.captchaRateLimitMax, timeWindow: app.config.rateLimitWindowMs, groupId: 'bot-check' } },
      schema: {
        tags: ['leads'],
        summary: 'Issue a proof-of-work challenge (ALTCHA, SHA-256); its solution, sent in X-Bot-Check, lets one lead write through within five minutes',
        querystring: AuthQuery,
        response: { 200: BotCheckEnvelope, ...commonErrors, 429: ErrorEnvelope },
      },
    },
    async (_request, reply) => {
      // every answer is a new challenge: no cache may hand one to a second visitor
      reply.header('Cache-Control', 'no-store');
      return { code: 1 as const, message: 'Success', data: await app.services.botCheck.issue() };
    },
  );
};

export default botCheckRoutes;
