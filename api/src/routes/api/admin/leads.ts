// /api/admin/leads: filled in by the back-office work.
import type { FastifyInstance } from 'fastify';

export default async function leadsRoutes(_app: FastifyInstance): Promise<void> {}
