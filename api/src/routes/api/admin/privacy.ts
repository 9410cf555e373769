// /api/admin/privacy (admin): erasing a person's personal data on their request
// (privacy/erase.ts), the same as `npm run privacy -- erase`. The audit entry names
// what was removed, never the email or phone it was asked for: that would keep the
// very data that was erased.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthQuery, commonErrors, envelope, ErrorEnvelope } from '@safarnama/contracts';
import { recordAudit } from '../../../admin/audit-log';
import { requireRole } from '../../../admin/operator-guard';
import { badRequest } from '../../../lib/errors';
import { erasePersonalData, ErasureInputError, erasureSubject } from '../../../privacy/erase';

const EraseBody = z
  .object({
    email: z.string({ error: 'email must be text' }).max(200, { error: 'email must be at most 200 characters' }).optional(),
    phone: z.string({ error: 'phone must be text' }).max(40, { error: 'phone must be at most 40 characters' }).optional(),
  })
  .meta({ id: 'PrivacyEraseBody' });
const ErasureEnvelope = envelope(z.object({ removed: z.record(z.string(), z.number().int()) })).meta({ id: 'PrivacyErasureEnvelope' });

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/privacy/erase',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "Erase a person's personal data by their email or phone (admin): their leads, deliveries, newsletter subscription, Luna chats and stored replies; answers what was removed per table",
        querystring: AuthQuery,
        body: EraseBody,
        response: { 200: ErasureEnvelope, ...commonErrors, 403: ErrorEnvelope },
      },
    },
    async (request) => {
      let subject;
      try {
        subject = erasureSubject(request.body);
      } catch (error) {
        if (error instanceof ErasureInputError) throw badRequest(request.body.phone && !request.body.email ? 'phone' : 'email', error.message);
        throw error;
      }
      const report = await erasePersonalData(app.db, subject, {
        alsoInTransaction: (trx, done) =>
          recordAudit(trx, { operatorId: request.operator!.id, action: 'privacy.erase', target: `person:${'email' in subject ? 'email' : 'phone'}`, after: done, ip: request.ip }),
      });
      return { code: 1 as const, message: 'Erased', data: report };
    },
  );
};

export default privacyRoutes;
