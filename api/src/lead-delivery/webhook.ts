// The lead webhook: a POST of JSON, signed so that the receiver can tell it came
// from us, with a delivery id that stays the same on every attempt so that the
// receiver can drop a repeat (a lead is delivered at least once: an attempt whose
// answer was lost is sent again).
//
//   X-Safarnama-Delivery-Id: <uuid>          the same on every attempt
//   X-Safarnama-Attempt: <n>                  1 for the first
//   X-Safarnama-Signature: sha256=<hex>       HMAC-SHA256 of the raw body with LEAD_WEBHOOK_SECRET
//
// Any 2xx answer is a delivery; anything else (or no answer in time) is tried again.
import { createHmac } from 'node:crypto';
import type { LeadRecord } from './lead-record';

export const WEBHOOK_EVENT = 'lead.created';

export interface WebhookBody {
  deliveryId: string;
  event: typeof WEBHOOK_EVENT;
  lead: LeadRecord;
}

/** 'sha256=<hex>': what the receiver recomputes over the body it received, byte for byte. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export class DeliveryError extends Error {
  /** True when trying again cannot help (a mailbox that does not exist). */
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export async function postLead(
  webhook: { url: string; secret: string },
  timeoutMs: number,
  delivery: { deliveryId: string; attempt: number; lead: LeadRecord },
): Promise<void> {
  const body = JSON.stringify({ deliveryId: delivery.deliveryId, event: WEBHOOK_EVENT, lead: delivery.lead } satisfies WebhookBody);
  let status: number;
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'SafarnamaHolidays-LeadDelivery/1',
        'x-safarnama-delivery-id': delivery.deliveryId,
        'x-safarnama-attempt': String(delivery.attempt),
        'x-safarnama-signature': webhookSignature(webhook.secret, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    // the answer's body is not read, but it must be consumed so the connection can be reused
    await response.body?.cancel();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String((error as Error)?.message ?? error);
    throw new DeliveryError(`webhook: ${reason}`);
  }
  if (status < 200 || status > 299) throw new DeliveryError(`webhook answered ${status}`);
}
