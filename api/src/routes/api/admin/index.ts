// The back office's API (/api/admin): every route but sign-in needs an operator's
// session, every write its CSRF token, and each route names the roles it serves
// (session.ts). The operator console (mfe-admin) is its only client.
import type { FastifyInstance } from 'fastify';
import auditRoutes from './audit';
import contentRoutes from './content';
import leadsRoutes from './leads';
import privacyRoutes from './privacy';
import sessionRoutes from './session';
import usersRoutes from './users';

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(usersRoutes);
  await app.register(auditRoutes);
  await app.register(leadsRoutes);
  await app.register(contentRoutes);
  await app.register(privacyRoutes);
}
