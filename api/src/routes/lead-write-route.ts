// The four lead writes (booking request, direct enquiry, newsletter, contact) are
// one kind of route: a contract body, the write rate limit, an optional
// Idempotency-Key, 201 for a new row and 200 for a replay or a known row, and
// the success message its form shows. The visitor's IP is the request's address. Each
// carries a solved proof-of-work challenge in X-Bot-Check (bot-check.service.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthQuery, BOT_CHECK_HEADER, commonErrors, ErrorEnvelope, IdempotencyHeaders } from '@safarnama/contracts';
import { requestContext } from '../plugins/app/idempotency';
import { writeRateLimit } from '../plugins/app/rate-limit';
import type { RequestContext } from '../services/leads.service';

interface LeadWrite<Body extends z.ZodType> {
  path: string;
  summary: string;
  body: Body;
  /** the success envelope (the same for 200 and 201); the answer is serialised with it */
  answer: z.ZodType;
  message: string;
  write(input: z.infer<Body>, ctx: RequestContext): Promise<{ statusCode: 200 | 201; body: unknown }>;
}

/** The header as the OpenAPI document shows it (plugins/app/idempotency.ts reads and checks it). */
const LeadWriteHeaders = z.object({
  'idempotency-key': IdempotencyHeaders.shape['idempotency-key'].describe(
    'Optional, one per lead (a UUID). Sending the same request again with the same key replays the first answer (200, the same id) and stores nothing new; the same key with a different request is 422. Keys are kept for 24 hours.',
  ),
  'x-bot-check': z
    .string()
    .describe(
      'Required: a solved challenge from GET /api/bot-check/challenge, base64(JSON {algorithm, challenge, number, salt, signature}). One lead per challenge, within five minutes of its issue; missing, invalid, expired or already used is 400. A replay of a stored request (same Idempotency-Key) is answered before it is checked.',
    ),
});

function botCheckHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[BOT_CHECK_HEADER.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

export function leadWriteRoute<Body extends z.ZodType>(app: FastifyInstance, route: LeadWrite<Body>): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    route.path,
    {
      config: { rateLimit: writeRateLimit(app.config.rateLimitWriteMax, app.config.rateLimitWindowMs), documentedHeaders: LeadWriteHeaders },
      schema: {
        tags: ['leads'],
        summary: route.summary,
        querystring: AuthQuery,
        body: route.body,
        response: { 200: route.answer, 201: route.answer, ...commonErrors, 422: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply: FastifyReply) => {
      const result = await route.write(request.body as z.infer<Body>, { ...requestContext(request), botCheck: botCheckHeader(request) });
      return reply.code(result.statusCode).send({ code: 1 as const, message: route.message, data: result.body });
    },
  );
}
