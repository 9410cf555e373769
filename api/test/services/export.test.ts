// The lead export: RFC 4180 CSV with a header row, quoting, formula guarding, --since.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exportLeads, parseExportArgs } from '../../src/services/export.service';
import { createTestDatabase, describeEachDialect, type TestApp, useTestApp, validBooking, validEnquiry } from '../helpers/app';
import { validContact } from '../helpers/contact';

async function csv(t: TestApp, kind: Parameters<typeof exportLeads>[1], since?: string): Promise<string> {
  let out = '';
  await exportLeads(t.database.handle.db, kind, since, (chunk) => {
    out += chunk;
  });
  return out;
}

describeEachDialect('lead export', (dialect) => {
  const t = useTestApp(dialect);

  it('enquiries: header, quoting of commas, quotes and line breaks, formula injection guarded', async () => {
    await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ name: 'Kapoor, Anil', destination: 'Goa "North"' }) });
    await t.request({
      method: 'POST',
      url: '/api/request-book/add-direct',
      payload: validEnquiry({ name: '=HYPERLINK("x")', destination: '+91 trip', departureCity: '@Delhi', contactPreference: ['email', 'whatsapp'] }),
    });
    const text = await csv(t, 'enquiries');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,name,phone,email,destination,departure_city,no_of_people,travel_date,website_name,source,device_type,browser,user_ip,server_ip,utm_source,utm_medium,utm_campaign,utm_content,chat_session_id,contact_preference,delivery',
    );
    expect(lines[1]).toMatch(/^1,\d{4}-\d{2}-\d{2}T[^,]+,"Kapoor, Anil",9876543210,priya@example.in,"Goa ""North""",Delhi,2,/);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(`'+91 trip`);
    expect(lines[2]).toContain(`'@Delhi`);
    // a preference of several ways is one quoted cell, in the fixed order
    // delivery is off in this app: the delivery cell is empty
    expect(lines[1]).toMatch(/,phone,$/);
    expect(lines[2]).toMatch(/,"whatsapp,email",$/);
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('bookings carry the package name; newsletter and contact export; --since filters', async () => {
    const pkg = await t.database.handle.db.selectFrom('packages').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    await t.request({ method: 'POST', url: '/api/request-book/add', payload: validBooking(pkg.id) });
    await t.request({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'csv@example.com' } });
    await t.request({ method: 'POST', url: '/api/contact', payload: await validContact(t, { name: 'Asha', email: 'asha@example.com', message: 'Line one\nLine two', source: 'support' }) });
    const bookings = (await csv(t, 'bookings')).split('\r\n');
    expect(bookings[0]).toMatch(/^id,created_at,package_id,package_name,destination,/);
    expect(bookings[1]).toContain(pkg.name.includes(',') ? `"${pkg.name}"` : pkg.name);
    expect(await csv(t, 'newsletter')).toMatch(/^id,created_at,email,server_ip\r\n1,[^,]+,csv@example.com,127.0.0.1\r\n$/);
    expect(await csv(t, 'contact')).toContain('"Line one\nLine two"');
    expect((await csv(t, 'enquiries', '2999-01-01')).split('\r\n')).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await csv(t, 'enquiries', today)).split('\r\n').length).toBeGreaterThan(2);
  });
});

describe('export arguments', () => {
  it('parses kinds and --since', () => {
    expect(parseExportArgs(['enquiries'])).toEqual({ kind: 'enquiries', since: undefined });
    expect(parseExportArgs(['bookings', '--since', '2026-11-01'])).toEqual({ kind: 'bookings', since: '2026-11-01' });
    expect(parseExportArgs(['contact', '--since=2026-01-31'])).toEqual({ kind: 'contact', since: '2026-01-31' });
    expect(() => parseExportArgs(['leads'])).toThrow(/Usage/);
    expect(() => parseExportArgs(['newsletter', '--since', '2026-13-01'])).toThrow(/YYYY-MM-DD/);
    expect(() => parseExportArgs(['newsletter', '--verbose'])).toThrow(/Unknown argument/);
  });

  it('npm run export writes CSV to stdout (the real script against a file database)', async () => {
    const database = await createTestDatabase('sqlite', { file: true, seed: false });
    try {
      await database.handle.db
        .insertInto('newsletter_subscriptions')
        .values({ email: 'script@example.com', access_key: '', server_ip: '127.0.0.1', created_at: '2026-11-20T10:00:00.000Z' })
        .execute();
      const filename = (database.config as { filename: string }).filename;
      const apiDir = path.resolve(__dirname, '..', '..');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', 'newsletter', '--since', '2026-11-01'], {
        cwd: apiDir,
        env: { ...process.env, DATABASE_URL: `sqlite:${filename}` },
        encoding: 'utf8',
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toBe('id,created_at,email,server_ip\r\n1,2026-11-20T10:00:00.000Z,script@example.com,127.0.0.1\r\n');
      expect(run.stderr).toContain('Exported 1 newsletter row(s) since 2026-11-01');
      // as the README says to run it: npm's own banner must not end up in the file
      const file = path.join(path.dirname(filename), 'newsletter.csv');
      const viaNpm = spawnSync('sh', ['-c', `npm run export -- newsletter > '${file}'`], {
        cwd: path.resolve(apiDir, '..'),
        env: { ...process.env, DATABASE_URL: `sqlite:${filename}` },
        encoding: 'utf8',
      });
      expect(viaNpm.status).toBe(0);
      expect(fs.readFileSync(file, 'utf8')).toBe('id,created_at,email,server_ip\r\n1,2026-11-20T10:00:00.000Z,script@example.com,127.0.0.1\r\n');
      const bad = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', 'everything'], { cwd: apiDir, encoding: 'utf8' });
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('Usage: npm run export');
    } finally {
      await database.drop();
    }
  });
});
