import { z } from 'zod';
import { envelope } from './rules';

export const TfnData = z.object({ tfnNumber: z.string() });
export type TfnData = z.infer<typeof TfnData>;
export const TfnEnvelope = envelope(TfnData);
export const IpEnvelope = envelope(z.object({ ip: z.string() }));
export const HealthStatus = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
export type HealthStatus = z.infer<typeof HealthStatus>;
export const HealthEnvelope = envelope(HealthStatus);
export const RuntimeConfig = z
  .object({ apiBaseUrl: z.string(), authCode: z.string(), websiteId: z.literal(1), chatApiKey: z.string() })
  .meta({ id: 'RuntimeConfig' });
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
