// Operators for back-office tests: accounts inserted with the real hashing, a real
// sign-in through POST /api/admin/session, and inject that sends what the console
// sends (the session cookie, X-CSRF-Token and ?authCode).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OperatorRole } from '../../src/admin/operator-roles';
import { hashPassword } from '../../src/admin/passwords';
import { withAuth } from './app';

/** A TestApp (createTestApp) or the Fastify instance itself. */
export type AppLike = FastifyInstance | { app: FastifyInstance };

function fastifyOf(app: AppLike): FastifyInstance {
  return 'inject' in app ? app : app.app;
}

export interface AdminSession {
  /** The Cookie header value: `sf_admin=<token>`. */
  cookie: string;
  csrfToken: string;
}

let counter = 0;

// Still argon2id through the real verify, at a cost that keeps suites quick on a busy
// machine: the hash carries its own parameters, so sign-in checks it as it would any.
const TEST_HASH_COST = { memoryCost: 4096, timeCost: 2, parallelism: 1 };

/** Inserts an account directly; the password defaults to a fresh valid one. */
export async function createOperator(
  app: AppLike,
  { email, role, password, disabled = false }: { email?: string; role: OperatorRole; password?: string; disabled?: boolean },
): Promise<{ id: number; email: string; password: string }> {
  counter += 1;
  const address = (email ?? `${role}-${process.pid}-${counter}@example.in`).toLowerCase();
  const secret = password ?? `correct-horse-${counter}-battery`;
  const row = await fastifyOf(app)
    .db.insertInto('operators')
    .values({ email: address, role, password_hash: await hashPassword(secret, TEST_HASH_COST), disabled_at: disabled ? new Date().toISOString() : null, created_at: new Date().toISOString(), last_sign_in_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email: address, password: secret };
}

/** Signs in through the API; throws with the answer when it is not a 200. */
export async function signIn(app: AppLike, email: string, password: string): Promise<AdminSession> {
  const response = await fastifyOf(app).inject({ method: 'POST', url: withAuth('/api/admin/session'), payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  const cookie = setCookie.split(';')[0] ?? '';
  return { cookie, csrfToken: (response.json() as { data: { csrfToken: string } }).data.csrfToken };
}

/** createOperator then signIn, for the common case. */
export async function signedInOperator(app: AppLike, role: OperatorRole, email?: string): Promise<{ id: number; email: string; password: string; session: AdminSession }> {
  const operator = await createOperator(app, { role, email });
  return { ...operator, session: await signIn(app, operator.email, operator.password) };
}

/**
 * inject with the session's cookie and CSRF token and ?authCode (unless the URL has
 * one). `session: null` sends neither, as a visitor who never signed in would;
 * `csrf: false` leaves the token out (a forged write).
 */
export function adminInject(app: AppLike, session: AdminSession | null, options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
  const { csrf = true, url, ...rest } = options;
  const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
  if (session) {
    headers.cookie = session.cookie;
    if (csrf) headers['x-csrf-token'] = session.csrfToken;
  }
  return fastifyOf(app).inject({ ...rest, headers, url: withAuth(String(url)) } as InjectOptions);
}
