// What only the operators' scraper may read (/metrics, /api/ready's details) asks
// for `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN nobody may:
// leads per kind, delivery states, the Node version and the routes are not for
// visitors. The comparison takes the same time however much of the token is right.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function hasMetricsToken(request: FastifyRequest, token: string | null): boolean {
  const header = request.headers.authorization;
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token));
}
