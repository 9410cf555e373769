// /api/admin/content: filled in by the back-office work.
import type { FastifyInstance } from 'fastify';

export default async function contentRoutes(_app: FastifyInstance): Promise<void> {}
