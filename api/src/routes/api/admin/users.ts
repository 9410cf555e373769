// /api/admin/users (admin): the operator accounts, adding one, and changing one's
// role, state or password; every change goes to the audit log. /api/admin/operators
// (any role): the active accounts, for the console's owner pickers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthQuery, commonErrors, ErrorEnvelope } from '@safarnama/contracts';
import { addOperator, listActiveOperators, listOperators, updateOperator } from '../../../admin/operator-accounts';
import { requireRole } from '../../../admin/operator-guard';
import { NewUserBody, OperatorListEnvelope, UserChangesBody, UserEnvelope, UserIdParams, UserListEnvelope } from '../../../admin/operator-schemas';

const guardedErrors = { ...commonErrors, 403: ErrorEnvelope };

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operators',
    {
      preHandler: requireRole('agent', 'editor'),
      schema: { tags: ['admin'], summary: 'The active operator accounts (any role)', querystring: AuthQuery, response: { 200: OperatorListEnvelope, ...guardedErrors } },
    },
    async () => ({ code: 1 as const, message: 'Success', data: await listActiveOperators(app.db) }),
  );

  app.get(
    '/users',
    {
      preHandler: requireRole('admin'),
      schema: { tags: ['admin'], summary: 'Every operator account (admin)', querystring: AuthQuery, response: { 200: UserListEnvelope, ...guardedErrors } },
    },
    async () => ({ code: 1 as const, message: 'Success', data: await listOperators(app.db) }),
  );

  app.post(
    '/users',
    {
      preHandler: requireRole('admin'),
      schema: { tags: ['admin'], summary: 'Add an operator account (admin)', querystring: AuthQuery, body: NewUserBody, response: { 201: UserEnvelope, ...guardedErrors } },
    },
    async (request, reply) => {
      const account = await addOperator(app.db, request.body, { operatorId: request.operator!.id, ip: request.ip, via: 'console' });
      return reply.code(201).send({ code: 1 as const, message: 'Created', data: account });
    },
  );

  app.patch(
    '/users/:id',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: "Change an account's role, state (disabled) or password (admin); disabling it or a new password ends its sessions",
        querystring: AuthQuery,
        params: UserIdParams,
        body: UserChangesBody,
        response: { 200: UserEnvelope, ...guardedErrors, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const account = await updateOperator(app.db, request.params.id, request.body, { operatorId: request.operator!.id, ip: request.ip, via: 'console' });
      return { code: 1 as const, message: 'Saved', data: account };
    },
  );
};

export default usersRoutes;
