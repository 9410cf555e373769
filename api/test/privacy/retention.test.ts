// Visitor addresses past SEARCH_EVENT_IP_RETENTION_DAYS are blanked: a search event
// and a Luna message older than the period lose their address, recent ones keep it;
// the sweep runs when the server starts. On SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { sweepExpiredAddresses } from '../../src/privacy/retention';
import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { createTestDatabase, describeEachDialect } from '../helpers/app';

const DAY = 24 * 60 * 60_000;

async function addRows(db: Kysely<Database>, ageDays: number, ip: string): Promise<void> {
  const at = new Date(Date.now() - ageDays * DAY).toISOString();
  await db
    .insertInto('search_events')
    .values({
      page_name: 'home', destination_query: 'goa', destination_id: null, found: 1, month: '', device_type: 'desktop', browser: 'Chrome', user_ip: ip, server_ip: ip,
      source: '', source_media: '', website_id: 1, utm_source: '', utm_medium: '', utm_campaign: '', utm_content: '', created_at: at, idempotency_key: null,
    })
    .execute();
  await db.insertInto('chat_messages').values({ session_id: `retention-${ageDays}`, sender: 'user', text: 'hello', client_ip: ip, created_at: at }).execute();
}

const addresses = async (db: Kysely<Database>) => ({
  searches: (await db.selectFrom('search_events').select(['user_ip', 'server_ip']).orderBy('id').execute()).map((r) => `${r.user_ip}|${r.server_ip}`),
  chats: (await db.selectFrom('chat_messages').select('client_ip').orderBy('id').execute()).map((r) => r.client_ip),
});

describe('privacy: retention settings', () => {
  it('SEARCH_EVENT_IP_RETENTION_DAYS defaults to 30 and must be a whole number of days', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).privacy.ipRetentionDays).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', SEARCH_EVENT_IP_RETENTION_DAYS: '7' }).privacy.ipRetentionDays).toBe(7);
    expect(() => loadConfig({ NODE_ENV: 'test', SEARCH_EVENT_IP_RETENTION_DAYS: '0' })).toThrow(/SEARCH_EVENT_IP_RETENTION_DAYS/);
    expect(loadConfig({ NODE_ENV: 'test' }).privacy.grievanceOfficer).toEqual({ name: 'Grievance Officer', email: 'grievance@safarnamaholidays.in' });
    expect(() => loadConfig({ NODE_ENV: 'test', GRIEVANCE_OFFICER_EMAIL: 'nobody' })).toThrow(/GRIEVANCE_OFFICER_EMAIL/);
  });
});

describeEachDialect('privacy: address retention', (dialect) => {
  it('blanks the addresses of rows older than the period and keeps the recent ones', async () => {
    const database = await createTestDatabase(dialect, { seed: false });
    try {
      const db = database.handle.db;
      await addRows(db, 31, '203.0.113.7');
      await addRows(db, 29, '198.51.100.9');
      expect(await sweepExpiredAddresses(db, 30)).toEqual({ searchEvents: 1, chatMessages: 1 });
      expect(await addresses(db)).toEqual({ searches: ['|', '198.51.100.9|198.51.100.9'], chats: ['', '198.51.100.9'] });
      // nothing left to do the second time
      expect(await sweepExpiredAddresses(db, 30)).toEqual({ searchEvents: 0, chatMessages: 0 });
    } finally {
      await database.drop();
    }
  });

  it('the server sweeps when it starts, with the configured period', async () => {
    const database = await createTestDatabase(dialect, { seed: false });
    try {
      await addRows(database.handle.db, 8, '203.0.113.8');
      const config = testConfig({ database: database.config });
      const app = await buildApp({ config: { ...config, privacy: { ...config.privacy, ipRetentionDays: 7 } }, database: database.handle, logger: false });
      await app.close();
      expect(await addresses(database.handle.db)).toEqual({ searches: ['|'], chats: [''] });
    } finally {
      await database.drop();
    }
  });
});
