// Erasure of one person's data: leads sent through the real routes, a Luna chat, the
// back office's work and an audit entry, then `erase --email` (the service, and the
// real CLI against a file database) or `--phone`. Afterwards no text column of any
// table holds the person's email or phone, another person's data is all still there,
// and the report says what went. On SQLite and PostgreSQL.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_CHAT_API_KEY } from '../../src/config';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Database } from '../../src/db/schema';
import { erasePersonalData, ErasureInputError, normalisePhone } from '../../src/privacy/erase';
import { containsPattern, listTextColumns } from '../../src/privacy/text-columns';
import { createTestApp, createTestDatabase, describeEachDialect, type TestApp, validBooking, validEnquiry, withAuth } from '../helpers/app';
import { mintedBotCheck } from '../helpers/bot-check';
import { validContact } from '../helpers/contact';

const PRIYA = { email: 'priya.erase@example.in', phone: '9876501234' };
const OTHER = { email: 'someone.else@example.in', phone: '9123409876' };
const CHAT_SESSION = 'erase-chat-session-1';

/** Every row of every table with a text column holding one of `needles` (case-insensitive), as "table.column". */
async function mentions(db: Kysely<Database>, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await listTextColumns(db)) {
    for (const needle of needles) {
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table)} where lower(${sql.ref(column)}) like ${containsPattern(needle.toLowerCase())} escape '!'`.execute(db);
      if (Number(rows[0]?.n) > 0) found.push(`${table}.${column}`);
    }
  }
  return found;
}

type Inject = (opts: { method: 'POST'; url: string; payload: object; headers?: Record<string, string> }) => Promise<{ statusCode: number; body: string }>;

/** One person's leads through the routes, and their chat; answers the enquiry's id. */
async function sendLeads(inject: Inject, db: Kysely<Database>, who: { email: string; phone: string }, packageId: number, session: string, contact: Record<string, unknown>): Promise<number> {
  const enquiry = await inject({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ email: who.email, phone: who.phone, chatSessionId: session }) });
  expect(enquiry.statusCode).toBe(201);
  const booking = await inject({ method: 'POST', url: '/api/request-book/add', payload: validBooking(packageId, { email: who.email.toUpperCase(), phone: `${who.phone.slice(0, 5)} ${who.phone.slice(5)}` }) });
  expect(booking.statusCode).toBe(201);
  const message = await inject({ method: 'POST', url: '/api/contact', payload: { ...contact, email: who.email } });
  expect(message.statusCode).toBe(201);
  const newsletter = await inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: who.email } });
  expect(newsletter.statusCode).toBe(201);
  const chat = await inject({ method: 'POST', url: `/api/chatbot/tour_ai?session_id=${session}`, payload: { human: 'Goa in December for two, please' }, headers: { 'x-api-key': DEFAULT_CHAT_API_KEY } });
  expect(chat.statusCode).toBe(200);
  // a stored reply that carries the address (as an older answer shape did)
  await db
    .insertInto('idempotency_keys')
    .values({ scope: 'enquiry', key: `key-${who.phone}`, status_code: 201, response_body: JSON.stringify({ email: who.email }), created_at: new Date().toISOString() })
    .execute();
  return JSON.parse(enquiry.body).data.id as number;
}

describeEachDialect('privacy: erase', (dialect) => {
  let t: TestApp;
  let db: Kysely<Database>;
  let priyaEnquiry: number;
  let otherEnquiry: number;
  const inject: Inject = (opts) => t.request(opts);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    db = t.database.handle.db;
    const packageId = await t.firstPackageId();
    priyaEnquiry = await sendLeads(inject, db, PRIYA, packageId, CHAT_SESSION, await validContact(t));
    otherEnquiry = await sendLeads(inject, db, OTHER, packageId, 'other-chat-session-1', await validContact(t));
    // the back office worked both leads, and the audit log recorded Priya's update
    const now = new Date().toISOString();
    const agent = await db
      .insertInto('operators')
      .values({ email: `agent-erase-${dialect}@safarnamaholidays.in`, role: 'agent', password_hash: 'x', disabled_at: null, created_at: now, last_sign_in_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [priyaEnquiry, otherEnquiry]) {
      await db.insertInto('lead_work').values({ lead_kind: 'enquiry', lead_id: id, status: 'contacted', owner_id: agent.id, updated_at: now }).execute();
      await db.insertInto('lead_notes').values({ lead_kind: 'enquiry', lead_id: id, operator_id: agent.id, text: 'Called, wants a sea view', created_at: now }).execute();
    }
    await db
      .insertInto('audit_log')
      .values({ at: now, operator_id: agent.id, action: 'lead.update', target: `enquiry:${priyaEnquiry}`, before: JSON.stringify({ email: PRIYA.email }), after: JSON.stringify({ phone: PRIYA.phone }), ip: '127.0.0.1' })
      .execute();
  });
  afterAll(() => t.close());

  it('the leads, deliveries, chat and replies are there before', async () => {
    expect(await mentions(db, [PRIYA.email, PRIYA.phone])).toEqual(expect.arrayContaining(['enquiries.email', 'enquiries.phone', 'booking_requests.email', 'contact_messages.email', 'newsletter_subscriptions.email', 'idempotency_keys.response_body']));
    const chats = await db.selectFrom('chat_messages').select('id').where('session_id', '=', CHAT_SESSION).execute();
    expect(chats.length).toBeGreaterThan(0);
  });

  it('erase --email removes every row of theirs and blanks the audit mention; nothing else goes', async () => {
    const report = await erasePersonalData(db, { email: '  Priya.Erase@Example.IN ' });
    expect(report.removed).toMatchObject({
      enquiries: 1,
      booking_requests: 1,
      contact_messages: 1,
      newsletter_subscriptions: 1,
      idempotency_keys: 1,
      lead_work: 1,
      lead_notes: 1,
      audit_log: 1,
    });
    expect(report.removed.chat_messages).toBeGreaterThanOrEqual(2);
    // the outbox is off in tests: a lead queues nothing, so nothing was there to remove
    expect(report.removed.lead_deliveries).toBe(0);
    // the phone given on the leads went too, though only the email was asked for
    expect(await mentions(db, [PRIYA.email, PRIYA.phone])).toEqual([]);
    expect(await db.selectFrom('chat_messages').select('id').where('session_id', '=', CHAT_SESSION).execute()).toEqual([]);
    expect(await db.selectFrom('lead_work').select('lead_id').where('lead_id', '=', priyaEnquiry).execute()).toEqual([]);

    // the other traveller keeps everything
    expect((await mentions(db, [OTHER.email])).sort()).toEqual(
      expect.arrayContaining(['booking_requests.email', 'contact_messages.email', 'enquiries.email', 'newsletter_subscriptions.email', 'idempotency_keys.response_body']),
    );
    expect(await db.selectFrom('chat_messages').select('id').where('session_id', '=', 'other-chat-session-1').execute()).not.toEqual([]);
    expect(await db.selectFrom('lead_notes').select('lead_id').where('lead_id', '=', otherEnquiry).execute()).toHaveLength(1);
  });

  it('a second erasure finds nothing', async () => {
    const report = await erasePersonalData(db, { email: PRIYA.email });
    expect(Object.values(report.removed).every((n) => n === 0)).toBe(true);
  });

  it('erase --phone takes the number however it is written, and its email with it', async () => {
    const report = await erasePersonalData(db, { phone: `+91 ${OTHER.phone.slice(0, 5)}-${OTHER.phone.slice(5)}` });
    expect(report.removed).toMatchObject({ enquiries: 1, booking_requests: 1, contact_messages: 1, newsletter_subscriptions: 1, lead_work: 1, lead_notes: 1 });
    expect(await mentions(db, [OTHER.email, OTHER.phone])).toEqual([]);
  });
});

describe('privacy: what an erasure accepts', () => {
  it('normalises phones like the lead routes and refuses what is not one', () => {
    expect(normalisePhone('98765 01234')).toBe('9876501234');
    expect(normalisePhone('+91-98765-01234')).toBe('9876501234');
    expect(normalisePhone('098765 01234')).toBe('9876501234');
    expect(() => normalisePhone('12345')).toThrow(ErasureInputError);
  });
});

describe('privacy: npm run privacy -- erase (the real CLI against a file database)', () => {
  it('erases, prints the report and writes an audit entry without the address', async () => {
    const database = await createTestDatabase('sqlite', { file: true });
    const app = await buildApp({ config: testConfig({ database: database.config, rateLimitWriteMax: 100_000 }), database: database.handle, logger: false });
    try {
      const send: Inject = async ({ headers, url, ...rest }) => {
        const botCheck = url.includes('/chatbot/') ? {} : { 'x-bot-check': await mintedBotCheck(app.config.previewSecret) };
        return app.inject({ ...rest, url: withAuth(url), headers: { ...headers, ...botCheck } });
      };
      const packageId = (await database.handle.db.selectFrom('packages').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
      await sendLeads(send, database.handle.db, PRIYA, packageId, CHAT_SESSION, await validContact(app));
      await app.services.searchTracking.flush();
    } finally {
      await app.close();
    }

    const filename = (database.config as { filename: string }).filename;
    const apiDir = path.resolve(__dirname, '..', '..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/privacy.ts', 'erase', '--email', PRIYA.email], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: `sqlite:${filename}`, NODE_ENV: 'test' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^enquiries\s+1$/m);
    expect(run.stdout).toMatch(/^booking_requests\s+1$/m);
    expect(run.stdout).toMatch(/^newsletter_subscriptions\s+1$/m);
    expect(run.stdout).toMatch(/Removed \d+ row\(s\)\./);

    const usage = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/privacy.ts', 'erase'], { cwd: apiDir, env: { ...process.env, DATABASE_URL: `sqlite:${filename}` }, encoding: 'utf8' });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/email or the phone/);

    const reopened = await createReopened(filename);
    try {
      expect(await mentions(reopened.db, [PRIYA.email, PRIYA.phone])).toEqual([]);
      const audit = await reopened.db.selectFrom('audit_log').selectAll().where('action', '=', 'privacy.erase').execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ operator_id: null, target: 'person:email' });
    } finally {
      await reopened.close();
      await database.drop();
    }
  });
});

async function createReopened(filename: string) {
  const { openDatabase } = await import('../../src/db/database');
  return openDatabase({ dialect: 'sqlite', filename });
}
