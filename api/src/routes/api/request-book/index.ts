// /api/request-book/*: booking requests from a package page and direct enquiries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey } from '../../../plugins/app/idempotency';
import { writeRateLimit } from '../../../plugins/app/rate-limit';
import { AuthQuery, BookingRequest, commonErrors, CreatedEnvelope, DirectEnquiry, ErrorEnvelope } from '@safarnama/contracts';

export const BOOKING_MESSAGE = 'Booking request submitted successfully!';
export const ENQUIRY_MESSAGE = 'Thank you! Your enquiry was submitted successfully.';

const requestBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { leads } = app.services;
  const rateLimit = writeRateLimit(app.config.rateLimitWriteMax, app.config.rateLimitWindowMs);
  const responses = { 200: CreatedEnvelope, 201: CreatedEnvelope, ...commonErrors, 429: ErrorEnvelope };

  app.post(
    '/add',
    {
      config: { rateLimit },
      schema: { tags: ['leads'], summary: 'Store a booking request for a package', querystring: AuthQuery, body: BookingRequest, response: responses },
    },
    async (request, reply) => {
      const result = await leads.addBookingRequest(request.body, { serverIp: request.ip, idempotencyKey: idempotencyKey(request) });
      return reply.code(result.statusCode).send({ code: 1 as const, message: BOOKING_MESSAGE, data: result.body });
    },
  );

  app.post(
    '/add-direct',
    {
      config: { rateLimit },
      schema: { tags: ['leads'], summary: 'Store a direct enquiry (custom quote request)', querystring: AuthQuery, body: DirectEnquiry, response: responses },
    },
    async (request, reply) => {
      const result = await leads.addDirectEnquiry(request.body, { serverIp: request.ip, idempotencyKey: idempotencyKey(request) });
      return reply.code(result.statusCode).send({ code: 1 as const, message: ENQUIRY_MESSAGE, data: result.body });
    },
  );
};

export default requestBookRoutes;
