// The GETs that issue a challenge a later request must answer (the contact form's
// captcha, its question in words, the lead writes' bot check) are one kind of route:
// every answer is a new challenge, so no cache may keep one, and each group of them
// has a rate limit of its own, generous enough for a visitor who opens many forms or
// asks for a new code many times.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AuthQuery, commonErrors, ErrorEnvelope } from '@safarnama/contracts';

interface Challenge<Params extends z.ZodType> {
  path: string;
  /** Routes of one group share their budget. */
  group: 'captcha' | 'bot-check';
  summary: string;
  params?: Params;
  /** The success envelope; the answer is serialised with it. */
  answer: z.ZodType;
  /** A challenge asked about by its id may be unknown: 404. */
  notFound?: boolean;
  issue(params: z.infer<Params>): Promise<unknown>;
}

export function challengeRoute<Params extends z.ZodType>(app: FastifyInstance, route: Challenge<Params>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    route.path,
    {
      config: { rateLimit: { max: app.config.captchaRateLimitMax, timeWindow: app.config.rateLimitWindowMs, groupId: route.group } },
      schema: {
        tags: ['leads'],
        summary: route.summary,
        querystring: AuthQuery,
        ...(route.params ? { params: route.params } : {}),
        response: { 200: route.answer, ...commonErrors, ...(route.notFound ? { 404: ErrorEnvelope } : {}), 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { code: 1 as const, message: 'Success', data: await route.issue(request.params as z.infer<Params>) };
    },
  );
}
