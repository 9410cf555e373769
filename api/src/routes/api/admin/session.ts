// /api/admin/session: sign in (the one back-office write without a CSRF token: there
// is no session yet), who is signed in, sign out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthQuery, commonErrors, ErrorEnvelope } from '@safarnama/contracts';
import { recordAudit } from '../../../admin/audit-log';
import { findCredentials, normalizeEmail, recordSignIn } from '../../../admin/operator-accounts';
import { checkCsrf, SIGN_IN_MESSAGE, sessionOf } from '../../../admin/operator-guard';
import type { OperatorRole } from '../../../admin/operator-roles';
import { SessionEnvelope, SignInBody } from '../../../admin/operator-schemas';
import { clearedSessionCookie, deleteEndedSessions, sessionCookie, startSession } from '../../../admin/operator-sessions';
import { verifyAgainstNobody, verifyPassword } from '../../../admin/passwords';
import { countFailedSignIn, forgetAccountFailures, signInWaitMessage, signInWaitSeconds } from '../../../admin/sign-in-limits';
import { ClientError } from '../../../lib/errors';
import { sendEnvelope } from '../../../plugins/app/error-handler';

export const WRONG_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.admin;

  app.post(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign an operator in: the sf_admin cookie and the CSRF token every later write must send in X-CSRF-Token',
        querystring: AuthQuery,
        body: SignInBody,
        response: { 200: SessionEnvelope, ...commonErrors, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const email = normalizeEmail(request.body.email);
      const ip = request.ip;
      const wait = await signInWaitSeconds(app.db, email, ip, config);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        return sendEnvelope(reply, 429, { code: 0, message: signInWaitMessage(wait) });
      }
      const account = await findCredentials(app.db, email);
      // the hash is checked even for a disabled account: the time taken tells nothing
      const passwordOk = account ? await verifyPassword(account.password_hash, request.body.password) : await verifyAgainstNobody(request.body.password);
      if (!account || !passwordOk || account.disabled_at !== null) {
        await countFailedSignIn(app.db, email, ip, config);
        const reason = !account ? 'unknown email' : !passwordOk ? 'wrong password' : 'disabled';
        await recordAudit(app.db, { operatorId: null, action: 'sign-in.failed', target: account ? `operator:${account.id}` : `email:${email}`, after: { reason }, ip });
        throw new ClientError(401, WRONG_CREDENTIALS_MESSAGE);
      }
      const operator = { id: Number(account.id), email: account.email, role: account.role as OperatorRole };
      const session = await app.db.transaction().execute(async (trx) => {
        const started = await startSession(trx, operator.id, config);
        await recordSignIn(trx, operator.id);
        await recordAudit(trx, { operatorId: operator.id, action: 'sign-in', target: `operator:${operator.id}`, ip });
        return started;
      });
      await forgetAccountFailures(app.db, email, ip);
      await deleteEndedSessions(app.db);
      reply.header('Set-Cookie', sessionCookie(session.token, config));
      return { code: 1 as const, message: 'Signed in', data: { operator, csrfToken: session.csrfToken } };
    },
  );

  app.get(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in operator and the CSRF token of their session, or 401',
        querystring: AuthQuery,
        response: { 200: SessionEnvelope, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = await sessionOf(request);
      if (!session) throw new ClientError(401, SIGN_IN_MESSAGE);
      return { code: 1 as const, message: 'Success', data: { operator: session.operator, csrfToken: session.csrfToken } };
    },
  );

  app.delete(
    '/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign out: ends the session and clears the cookie (204; also when there was no session)',
        querystring: AuthQuery,
        response: { 204: z.null().describe('Signed out'), ...commonErrors, 403: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const session = await sessionOf(request);
      if (session) {
        checkCsrf(request, session);
        await app.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('operator_sessions').where('id', '=', session.id).execute();
          await recordAudit(trx, { operatorId: session.operator.id, action: 'sign-out', target: `operator:${session.operator.id}`, ip: request.ip });
        });
      }
      reply.header('Set-Cookie', clearedSessionCookie(config));
      return reply.code(204).send(null);
    },
  );
};

export default sessionRoutes;
