// Lead delivery survives a crash: the real server, delivering to a real
// SMTP server and a webhook receiver, is killed with SIGKILL in the middle of a burst
// of 200 enquiries and started again. Every enquiry it acknowledged then reaches
// each receiver exactly once, counting a repeat of the same delivery id as once (a
// receiver drops those), and nothing reaches them that was not stored. On a SQLite
// file with one server process, and on PostgreSQL with two processes sharing the
// outbox, one of which is killed.
import http from 'node:http';
import { AUTH, createTestDatabase, dialects, type TestDatabase, validEnquiry } from '../helpers/app';
import { mintedBotCheck } from '../helpers/bot-check';
import { postJson } from '../helpers/http';
import { type SmtpReceiver, startSmtpReceiver, startWebhookReceiver, type WebhookReceiver } from '../helpers/lead-receivers';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';

jest.setTimeout(240_000);

const SECRET = 'durability-webhook-secret-0123456789';
const LEADS = 200;
const KILL_AFTER = 80;

function serverEnv(database: TestDatabase, webhook: WebhookReceiver, smtp: SmtpReceiver): Record<string, string> {
  const config = database.config;
  return {
    ...(config.dialect === 'sqlite' ? { DATABASE_URL: `sqlite:${config.filename}` } : { DATABASE_URL: config.connectionString, DATABASE_SCHEMA: config.schema ?? '' }),
    RATE_LIMIT_WRITE_MAX: '1000000',
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_SECRET: SECRET,
    SMTP_URL: smtp.url,
    LEAD_DELIVERY_RETRY_MS: '100',
    LEAD_DELIVERY_MAX_RETRY_MS: '400',
    LEAD_DELIVERY_POLL_MS: '100',
    // a killed process's leases run out after 2 x 1000 + 1000 ms
    LEAD_DELIVERY_TIMEOUT_MS: '1000',
  };
}

for (const dialect of dialects()) {
  const processes = dialect === 'postgres' ? 2 : 1;

  describe(`SIGKILL during a burst of ${LEADS} leads, ${processes} server process(es) [${dialect}]`, () => {
    let database: TestDatabase;
    let webhook: WebhookReceiver;
    let smtp: SmtpReceiver;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createTestDatabase(dialect, { file: true });
      webhook = await startWebhookReceiver(SECRET);
      smtp = await startSmtpReceiver();
    });
    afterAll(async () => {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await webhook.close();
      await smtp.close();
      await database.drop();
    });

    it('every acknowledged lead reaches the webhook, the business and the traveller once', async () => {
      const env = serverEnv(database, webhook, smtp);
      // one after the other: each migrates the (already migrated) database on start
      for (let i = 0; i < processes; i++) servers[i] = await startServerProcess(env);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const acknowledged = new Map<number, string>();
      let next = 0;
      let lost = 0;
      let restarted: Promise<void> | null = null;
      const running = (s: ServerProcess) => s.child.exitCode === null && s.child.signalCode === null;

      // Twelve senders share the 200 leads; a lead whose request dies with the server is
      // lost to the visitor (not acknowledged) and the sender goes on with the next one
      // once a server answers again.
      const sender = async (w: number) => {
        while (next < LEADS) {
          const n = next++;
          const alive = servers.filter(running);
          if (alive.length === 0) {
            await restarted;
            next--; // not sent: the next free number is this one again
            continue;
          }
          const server = alive[(n + w) % alive.length];
          try {
            const res = await postJson(`${server.baseUrl}/api/request-book/add-direct?authCode=${AUTH}`, validEnquiry({ name: `Outbox Lead ${n}`, email: `lead${n}@outbox.example` }), { 'x-bot-check': await mintedBotCheck() }, agent);
            if (res.status === 201) acknowledged.set(JSON.parse(res.body).data.id, `lead${n}@outbox.example`);
            else lost++;
          } catch {
            lost++;
          }
          if (!restarted && acknowledged.size >= KILL_AFTER) {
            // in the middle of the burst, with deliveries under way
            servers[0].child.kill('SIGKILL');
            restarted = servers[0].exited.then(async () => {
              servers[0] = await startServerProcess(env);
            });
          }
        }
      };
      await Promise.all(Array.from({ length: 12 }, (_, w) => sender(w)));
      agent.destroy();
      expect(restarted).not.toBeNull();
      await restarted;

      // every delivery settles: nothing left pending in the outbox
      const db = database.handle.db;
      const deadline = Date.now() + 90_000;
      for (;;) {
        const pending = await db.selectFrom('lead_deliveries').select('id').where('status', '!=', 'delivered').execute();
        if (pending.length === 0) break;
        if (Date.now() > deadline) throw new Error(`${pending.length} deliveries never delivered`);
        await new Promise((r) => setTimeout(r, 100));
      }

      const outbox = await db.selectFrom('lead_deliveries').select(['delivery_id', 'lead_id', 'channel']).where('lead_kind', '=', 'enquiry').execute();
      const byDeliveryId = new Map(outbox.map((row) => [row.delivery_id, row]));
      const stored = new Map((await db.selectFrom('enquiries').select(['id', 'email']).execute()).map((r) => [r.id, r.email]));
      const received = [
        ...webhook.calls.map((call) => ({ deliveryId: call.deliveryId, channel: 'webhook', valid: call.signatureValid && call.body.deliveryId === call.deliveryId })),
        ...smtp.messages.map((mail) => ({ deliveryId: mail.deliveryId, channel: mail.to === 'leads@safarnamaholidays.in' ? 'business_email' : 'traveller_email', valid: true })),
      ];
      // nothing arrives that the outbox does not hold, on the channel it names, properly signed
      expect(received.filter((r) => byDeliveryId.get(r.deliveryId)?.channel !== r.channel || !r.valid)).toEqual([]);

      // per acknowledged lead and channel: exactly one delivery id received
      const seen = new Map<string, Set<string>>();
      for (const r of received) {
        const row = byDeliveryId.get(r.deliveryId)!;
        const key = `${row.lead_id}/${row.channel}`;
        seen.set(key, (seen.get(key) ?? new Set()).add(r.deliveryId));
      }
      const wrong: string[] = [];
      for (const [id, email] of acknowledged) {
        expect(stored.get(id)).toBe(email);
        for (const channel of ['webhook', 'business_email', 'traveller_email']) {
          const ids = seen.get(`${id}/${channel}`)?.size ?? 0;
          if (ids !== 1) wrong.push(`${id}/${channel}: ${ids}`);
        }
      }
      expect(wrong).toEqual([]);
      // every stored lead was delivered, acknowledged or not (its answer may have been lost in the kill)
      expect(new Set(outbox.map((r) => r.lead_id))).toEqual(new Set(stored.keys()));
      const traveller = smtp.messages.filter((m) => m.to !== 'leads@safarnamaholidays.in');
      expect(traveller.every((m) => [...stored.values()].includes(m.to))).toBe(true);
      console.log(
        `lead delivery [${dialect}, ${processes} process(es)]: ${LEADS} sent, ${acknowledged.size} acknowledged, ${lost} lost to the kill, ${stored.size} stored; ` +
          `received ${webhook.calls.length} webhook calls and ${smtp.messages.length} emails for ${outbox.length} deliveries ` +
          `(${received.length - new Set(received.map((r) => r.deliveryId)).size} repeats dropped by delivery id)`,
      );
    });
  });
}
