// POST /api/contact stores a contact or support message; GET /api/contact/captcha
// issues the captcha challenge its body must answer (the forms show the code, the
// server checks the answer once).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthQuery, CaptchaEnvelope, commonErrors, ContactMessage, CreatedEnvelope, ErrorEnvelope } from '@safarnama/contracts';
import { leadWriteRoute } from '../../lead-write-route';

export const CONTACT_MESSAGE = 'Form submitted successfully.';

const contactRoutes: FastifyPluginAsync = async (app) => {
  leadWriteRoute(app, {
    path: '/',
    summary: 'Store a contact or support message; it must answer a captcha challenge from GET /api/contact/captcha',
    body: ContactMessage,
    answer: CreatedEnvelope,
    message: CONTACT_MESSAGE,
    write: (input, ctx) => app.services.leads.addContactMessage(input, ctx),
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/captcha',
    {
      // Its own budget, generous enough for a visitor who refreshes the code many times.
      config: { rateLimit: { max: app.config.captchaRateLimitMax, timeWindow: app.config.rateLimitWindowMs, groupId: 'captcha' } },
      schema: {
        tags: ['leads'],
        summary: 'Issue a captcha challenge: the code to show and its id; one answer, within ten minutes',
        querystring: AuthQuery,
        response: { 200: CaptchaEnvelope, ...commonErrors, 429: ErrorEnvelope },
      },
    },
    async (_request, reply) => {
      // every answer is a new challenge: no cache may hand one to a second visitor
      reply.header('Cache-Control', 'no-store');
      return { code: 1 as const, message: 'Success', data: await app.services.captcha.issue() };
    },
  );
};

export default contactRoutes;
