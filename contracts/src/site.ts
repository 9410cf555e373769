import { z } from 'zod';
import { envelope } from './rules';

export const TfnData = z.object({ tfnNumber: z.string() });
export type TfnData = z.infer<typeof TfnData>;
export const TfnEnvelope = envelope(TfnData);
export const IpEnvelope = envelope(z.object({ ip: z.string() }));
export const HealthStatus = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
export type HealthStatus = z.infer<typeof HealthStatus>;
export const HealthEnvelope = envelope(HealthStatus);
/**
 * GET /api/ready: whether this process can take traffic: the database answers and the
 * leads' outbox can be read (its pending and failed deliveries are counted).
 */
export const ReadyStatus = z.object({
  status: z.literal('ready'),
  // the details answer only the operators' Bearer METRICS_TOKEN
  database: z.enum(['sqlite', 'postgres']).optional(),
  outbox: z.object({ delivery: z.enum(['on', 'off']), pending: z.number().int(), failed: z.number().int() }).optional(),
});
export type ReadyStatus = z.infer<typeof ReadyStatus>;
export const ReadyEnvelope = envelope(ReadyStatus);
export const RuntimeConfig = z
  .object({
    apiBaseUrl: z.string(),
    authCode: z.string(),
    websiteId: z.literal(1),
    chatApiKey: z.string(),
    /** The grievance contact the privacy policy names (DPDP Act); optional for older servers. */
    grievanceOfficer: z.object({ name: z.string(), email: z.string() }).optional(),
  })
  .meta({ id: 'RuntimeConfig' });
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

// The shell's reports of remote area outcomes (contracts/src/releases.ts has the
// names; the limits here are what a real page sends: a few areas per page load).
export const RemoteOutcomeReport = z.object({
  remote: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'Must be a remote name' }),
  version: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, { error: 'Must be a version' }),
  ok: z.boolean(),
  // loosely checked here: a malformed assignment is refused as forged (and counted so), not answered 400
  assignment: z.string().max(64, { error: 'Must be an assignment' }),
});
export const RemoteOutcomeBody = z
  .object({ reports: z.array(RemoteOutcomeReport).min(1, { error: 'At least one report' }).max(20, { error: 'At most 20 reports' }) })
  .meta({ id: 'RemoteOutcomeBody' });
export const RemoteOutcomeEnvelope = envelope(z.object({ recorded: z.number().int() }));
