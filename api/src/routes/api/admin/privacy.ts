// /api/admin/privacy: filled in by the back-office work.
import type { FastifyInstance } from 'fastify';

export default async function privacyRoutes(_app: FastifyInstance): Promise<void> {}
