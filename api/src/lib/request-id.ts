// X-Request-Id: the caller's own id when it sends a sensible one (a proxy or the
// browser can then find its request in our logs), else a new UUID. Anything else a
// client sends (too long, control characters, spaces) is replaced, never logged.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SENSIBLE_ID = /^[\x21-\x7e]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SENSIBLE_ID.test(given) ? given : randomUUID();
}
