import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '../../../plugins/app/idempotency';
import { writeRateLimit } from '../../../plugins/app/rate-limit';
import { AuthQuery, commonErrors, ErrorEnvelope, NewsletterRequest, SubscribedEnvelope } from '@safarnama/contracts';

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe',
    {
      config: { rateLimit: writeRateLimit(app.config.rateLimitWriteMax, app.config.rateLimitWindowMs) },
      schema: {
        tags: ['leads'],
        summary: 'Subscribe an email to the newsletter (201 new, 200 already subscribed; one row per email)',
        querystring: AuthQuery,
        body: NewsletterRequest,
        response: { 200: SubscribedEnvelope, 201: SubscribedEnvelope, ...commonErrors, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await app.services.leads.subscribe(request.body, { serverIp: request.ip, idempotencyKey: idempotencyKey(request) });
      return reply.code(result.statusCode).send({ code: 1 as const, message: SUBSCRIBED_MESSAGE, data: result.body });
    },
  );
};

export default newsletterRoutes;
