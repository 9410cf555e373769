import { z } from 'zod';
import { envelope } from './common';

export const TfnEnvelope = envelope(z.object({ tfnNumber: z.string() }));
export const IpEnvelope = envelope(z.object({ ip: z.string() }));
export const HealthEnvelope = envelope(
  z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
);
export const RuntimeConfig = z
  .object({ apiBaseUrl: z.string(), authCode: z.string(), websiteId: z.literal(1) })
  .meta({ id: 'RuntimeConfig' });
