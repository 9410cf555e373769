// The Idempotency-Key header of write routes (docs/contracts.md): 1-100 printable
// characters. The key itself is stored by LeadsService together with the write.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';
import type { RequestContext } from '../../services/leads.service';

const KEY_PATTERN = /^[\x21-\x7E]{1,100}$/;

export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw badRequest('Idempotency-Key', 'Idempotency-Key must be 1-100 printable characters without spaces');
  }
  return value;
}

/** What a write records about its request: the address it came from and its Idempotency-Key. */
export function requestContext(request: FastifyRequest): RequestContext {
  return { serverIp: request.ip, idempotencyKey: idempotencyKey(request) };
}
