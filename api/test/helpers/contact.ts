// POST /api/contact needs a captcha challenge issued by the server: these fetch
// one (GET /api/contact/captcha) and build a body that answers it. The answer
// only comes as a picture, so the tests read it from the database, as a person
// reads the picture. A challenge is spent by its first answer, so build a new
// body for every message to store.
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './app';

export interface IssuedCaptcha {
  captchaId: string;
  code: string;
}

function fastifyOf(app: TestApp | FastifyInstance): FastifyInstance {
  return 'database' in app ? app.app : app;
}

/** A fresh challenge: its id and the code its picture shows. */
export async function issueCaptcha(app: TestApp | FastifyInstance, remoteAddress?: string): Promise<IssuedCaptcha> {
  const fastify = fastifyOf(app);
  const res = await fastify.inject({
    method: 'GET',
    url: `/api/contact/captcha?authCode=${encodeURIComponent(fastify.config.authCode)}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/contact/captcha answered ${res.statusCode}: ${res.body}`);
  const { captchaId } = JSON.parse(res.body).data as { captchaId: string };
  const row = await fastify.db.selectFrom('captcha_challenges').select('code').where('id', '=', captchaId).executeTakeFirstOrThrow();
  return { captchaId, code: row.code };
}

/**
 * A contact message that the server stores (201): a fresh challenge answered
 * correctly. `overrides` replace or add fields, the captcha ones included.
 */
export async function validContact(app: TestApp | FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const { captchaId, code } = await issueCaptcha(app);
  return {
    name: 'Meera Iyer',
    email: 'meera@example.in',
    subject: 'Kerala in May',
    message: 'Is May a good month for the backwaters?',
    source: 'contact',
    captchaId,
    captcha: code,
    ...overrides,
  };
}
