// POST /api/contact stores a contact or support message; GET /api/contact/captcha
// issues the captcha challenge its body must answer (the forms show its picture,
// the server checks the answer once); GET /api/contact/captcha/:captchaId/question
// is the picture's accessible alternative, a sum in words.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthQuery, CaptchaEnvelope, CaptchaIdParams, CaptchaQuestionEnvelope, commonErrors, ContactMessage, CreatedEnvelope, ErrorEnvelope } from '@safarnama/contracts';
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

  // Its own budget, generous enough for a visitor who refreshes the code many times.
  const captchaRateLimit = { max: app.config.captchaRateLimitMax, timeWindow: app.config.rateLimitWindowMs, groupId: 'captcha' };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/captcha',
    {
      config: { rateLimit: captchaRateLimit },
      schema: {
        tags: ['leads'],
        summary: 'Issue a captcha challenge: its id and its code drawn as an SVG picture; one answer, within ten minutes',
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

  app.withTypeProvider<ZodTypeProvider>().get(
    '/captcha/:captchaId/question',
    {
      config: { rateLimit: captchaRateLimit },
      schema: {
        tags: ['leads'],
        summary: "The picture's accessible alternative: a sum in words, whose answer (digits or words) the challenge then takes instead of the picture's code",
        querystring: AuthQuery,
        params: CaptchaIdParams,
        response: { 200: CaptchaQuestionEnvelope, ...commonErrors, 404: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { code: 1 as const, message: 'Success', data: await app.services.captcha.question(request.params.captchaId) };
    },
  );
};

export default contactRoutes;
