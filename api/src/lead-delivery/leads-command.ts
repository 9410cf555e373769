// npm run leads: the operator's view of lead delivery (status) and its one lever
// (retry). The parsing and the report live here, apart from the script, so that
// tests can hold them to their words.
import type { Kysely } from 'kysely';
import type { LeadDeliveryConfig } from '../config';
import type { Database } from '../db/schema';
import { countDeliveries, type DeliveryChannel, type DeliveryStatus, retryDeliveries } from '../repositories/deliveries.repository';
import { describeDelivery } from './outbox';

export const LEADS_USAGE = `Usage: npm run leads -- <command>

  status             deliveries per channel: pending, delivered, failed
  retry              send the pending deliveries now instead of after their back-off
  retry --failed     and try the failed ones again (for another LEAD_DELIVERY_GIVE_UP_MS)

Uses DATABASE_URL as the server does; a running server sends what retry makes due
within LEAD_DELIVERY_POLL_MS.`;

export type LeadsCommand = { command: 'help' } | { command: 'status' } | { command: 'retry'; failed: boolean };

export class UsageError extends Error {}

export function parseLeadsArgs(argv: string[]): LeadsCommand {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') return { command: 'help' };
  const [command, ...rest] = argv;
  if (command === 'status' && rest.length === 0) return { command: 'status' };
  if (command === 'retry' && rest.every((arg) => arg === '--failed')) return { command: 'retry', failed: rest.length > 0 };
  const unknown = ['status', 'retry'].includes(command) ? rest.find((arg) => arg !== '--failed') : command;
  throw new UsageError(`Unknown ${['status', 'retry'].includes(command) ? 'argument' : 'command'} "${unknown}".\n\n${LEADS_USAGE}`);
}

const CHANNELS: DeliveryChannel[] = ['webhook', 'business_email', 'traveller_email'];
const STATUSES: DeliveryStatus[] = ['pending', 'delivered', 'failed'];

/** The status report: a line on where leads go, then a row per channel. */
export async function deliveryStatus(db: Kysely<Database>, config: LeadDeliveryConfig): Promise<string> {
  const counts = await countDeliveries(db);
  const where = describeDelivery(config);
  const lines = [where ? `Lead delivery is on: ${where}.` : 'Lead delivery is off here: neither LEAD_WEBHOOK_URL nor SMTP_URL is set.', ''];
  const rows = CHANNELS.map((channel) => [channel, ...STATUSES.map((status) => String(counts.find((c) => c.channel === channel && c.status === status)?.count ?? 0))]);
  const header = ['channel', ...STATUSES];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  lines.push(line(header), ...rows.map(line));
  return lines.join('\n');
}

export async function retry(db: Kysely<Database>, config: LeadDeliveryConfig, failed: boolean, now = new Date()): Promise<string> {
  const changed = await retryDeliveries(db, now.toISOString(), { failed, giveUpAt: new Date(now.getTime() + config.giveUpMs).toISOString() });
  return `${changed} ${changed === 1 ? 'delivery is' : 'deliveries are'} due now${failed ? ' (failed ones included)' : ''}; a running server sends them within ${config.pollMs} ms.`;
}
