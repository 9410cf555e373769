// /api/admin/session: filled in by the back-office work.
import type { FastifyInstance } from 'fastify';

export default async function sessionRoutes(_app: FastifyInstance): Promise<void> {}
