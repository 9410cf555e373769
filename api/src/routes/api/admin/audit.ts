// /api/admin/audit (admin): the audit log, newest first, a page at a time.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonErrors, ErrorEnvelope } from '@safarnama/contracts';
import { listAudit } from '../../../admin/audit-log';
import { requireRole } from '../../../admin/operator-guard';
import { AUDIT_PAGE_SIZE, AuditPageEnvelope, AuditQuery } from '../../../admin/operator-schemas';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      preHandler: requireRole('admin'),
      schema: { tags: ['admin'], summary: 'The audit log, newest first (admin)', querystring: AuditQuery, response: { 200: AuditPageEnvelope, ...commonErrors, 403: ErrorEnvelope } },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { items, total } = await listAudit(app.db, page, AUDIT_PAGE_SIZE);
      return { code: 1 as const, message: 'Success', data: { items, total, page, pageSize: AUDIT_PAGE_SIZE } };
    },
  );
};

export default auditRoutes;
