// /api/admin/audit: filled in by the back-office work.
import type { FastifyInstance } from 'fastify';

export default async function auditRoutes(_app: FastifyInstance): Promise<void> {}
