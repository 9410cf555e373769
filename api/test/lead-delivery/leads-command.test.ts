// npm run leads (status, retry) and the export's delivery column, against a server
// app delivering to a real webhook receiver, on SQLite and PostgreSQL; the real
// script's --help and usage errors.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { LeadDeliveryConfig } from '../../src/config';
import { deliveryStatus, LEADS_USAGE, parseLeadsArgs, retry } from '../../src/lead-delivery/leads-command';
import { exportLeads } from '../../src/services/export.service';
import { describeEachDialect, useTestApp, validEnquiry } from '../helpers/app';
import { startWebhookReceiver, waitFor, type WebhookReceiver } from '../helpers/lead-receivers';

const SECRET = 'leads-command-secret-0123456789';

describeEachDialect('npm run leads and the export', (dialect) => {
  let webhook: WebhookReceiver;
  let config: LeadDeliveryConfig;
  beforeAll(async () => {
    webhook = await startWebhookReceiver(SECRET);
    config = { webhook: { url: webhook.url, secret: SECRET }, email: null, retryMs: 20, maxRetryMs: 40, giveUpMs: 200, pollMs: 30, timeoutMs: 2000 };
  });
  const t = useTestApp(dialect, () => ({ leadDelivery: config }));
  afterAll(() => webhook.close());

  it('status counts each channel; retry --failed sends a failed delivery again, which the export then shows delivered', async () => {
    const db = t.database.handle.db;
    const status = (id: number) => db.selectFrom('lead_deliveries').select(['status', 'attempts']).where('lead_id', '=', id).executeTakeFirstOrThrow();
    // one lead delivered, one that fails for good while the receiver is down
    const ok = JSON.parse((await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ name: 'Delivered Lead' }) })).body).data.id as number;
    await waitFor(async () => (await status(ok)).status === 'delivered', () => 'the first lead');
    webhook.answers.push(...Array.from({ length: 50 }, () => 502));
    const down = JSON.parse((await t.request({ method: 'POST', url: '/api/request-book/add-direct', payload: validEnquiry({ name: 'Failed Lead' }) })).body).data.id as number;
    await waitFor(async () => (await status(down)).status === 'failed', () => 'the second lead to fail');

    const report = await deliveryStatus(db, config);
    expect(report).toContain(`Lead delivery is on: webhook ${new URL(webhook.url).origin}.`);
    expect(report.split('\n').slice(2)).toEqual([
      'channel          pending  delivered  failed',
      'webhook                0          1       1',
      'business_email         0          0       0',
      'traveller_email        0          0       0',
    ]);
    let csv = '';
    await exportLeads(db, 'enquiries', undefined, (chunk) => {
      csv += chunk;
    });
    expect(csv.split('\r\n')[0]).toMatch(/,contact_preference,delivery$/);
    expect(csv).toMatch(/Delivered Lead,.*,phone,webhook:delivered\r\n/);
    expect(csv).toMatch(/Failed Lead,.*,phone,webhook:failed\r\n/);

    // without --failed a failed delivery stays failed
    expect(await retry(db, config, false)).toBe('0 deliveries are due now; a running server sends them within 30 ms.');
    expect((await status(down)).status).toBe('failed');
    webhook.answers.length = 0;
    const attempts = (await status(down)).attempts;
    expect(await retry(db, config, true)).toBe('1 delivery is due now (failed ones included); a running server sends them within 30 ms.');
    await waitFor(async () => (await status(down)).status === 'delivered', () => 'the retried lead');
    expect((await status(down)).attempts).toBe(attempts + 1);
    const calls = webhook.calls.filter((c) => c.body.lead.id === down);
    expect(new Set(calls.map((c) => c.deliveryId)).size).toBe(1);
    expect(calls.at(-1)!.attempt).toBe(attempts + 1);
  });
});

describe('npm run leads: arguments', () => {
  it('parses the commands; anything else is a usage error', () => {
    expect(parseLeadsArgs(['status'])).toEqual({ command: 'status' });
    expect(parseLeadsArgs(['retry'])).toEqual({ command: 'retry', failed: false });
    expect(parseLeadsArgs(['retry', '--failed'])).toEqual({ command: 'retry', failed: true });
    expect(parseLeadsArgs([])).toEqual({ command: 'help' });
    expect(parseLeadsArgs(['status', '--help'])).toEqual({ command: 'help' });
    expect(() => parseLeadsArgs(['deliver'])).toThrow('Unknown command "deliver".');
    expect(() => parseLeadsArgs(['retry', '--all'])).toThrow('Unknown argument "--all".');
  });

  it('the real script: --help exits 0 with the usage, a wrong command exits 2 with it', () => {
    const apiDir = path.resolve(__dirname, '..', '..');
    const help = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', '--help'], { cwd: apiDir, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout.trim()).toBe(LEADS_USAGE);
    const wrong = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', 'resend'], { cwd: apiDir, encoding: 'utf8' });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('Unknown command "resend".');
    expect(wrong.stderr).toContain('Usage: npm run leads -- <command>');
  });
});
