import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '../../../plugins/app/idempotency';
import { writeRateLimit } from '../../../plugins/app/rate-limit';
import { AuthQuery, commonErrors, ContactMessage, CreatedEnvelope, ErrorEnvelope } from '@safarnama/contracts';

export const CONTACT_MESSAGE = 'Form submitted successfully.';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { rateLimit: writeRateLimit(app.config.rateLimitWriteMax, app.config.rateLimitWindowMs) },
      schema: {
        tags: ['leads'],
        summary: 'Store a contact or support message',
        querystring: AuthQuery,
        body: ContactMessage,
        response: { 200: CreatedEnvelope, 201: CreatedEnvelope, ...commonErrors, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await app.services.leads.addContactMessage(request.body, { serverIp: request.ip, idempotencyKey: idempotencyKey(request) });
      return reply.code(result.statusCode).send({ code: 1 as const, message: CONTACT_MESSAGE, data: result.body });
    },
  );
};

export default contactRoutes;
