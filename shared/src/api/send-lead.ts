// A lead write (booking, enquiry, newsletter, contact): a write (sendWrite) that
// also carries a solved bot check and the honeypot's value. A bot check the
// server refuses (it expired while the visitor was away, say) is replaced by a
// fresh one once, under the same Idempotency-Key.
import type { AxiosRequestConfig } from 'axios';
import { BOT_CHECK_HEADER, HONEYPOT_FIELD } from '@safarnama/contracts/fields';
import { refusedForBotCheck, takeBotCheck } from './bot-check';
import { type CallOptions, newWriteKey, sendWrite } from './http-client';
import type { ApiResult } from './types';

export interface LeadOptions extends CallOptions {
  /** The value of the form's honeypot field (HoneypotField); empty for a person. */
  honeypot?: string;
}

/**
 * The Idempotency-Key of each submission that got no answer (the database away, the
 * network gone, a timeout), by what it sent: the lead may have been stored before
 * the answer was lost, so the visitor's retry of the same details sends the same key
 * and gets that lead back instead of storing it twice. An answer, yes or no, ends it.
 */
const unansweredKeys = new Map<string, string>();

export async function sendLead<T>(config: AxiosRequestConfig & { data: object }, options: LeadOptions): Promise<ApiResult<T>> {
  const data = options.honeypot ? { ...config.data, [HONEYPOT_FIELD]: options.honeypot } : config.data;
  const request = { ...config, data, signal: options.signal };
  const submission = JSON.stringify([config.url, data]);
  const key = unansweredKeys.get(submission) ?? newWriteKey();
  unansweredKeys.set(submission, key);
  let result: ApiResult<T> | undefined;
  for (let attempt = 0; attempt < 2 && (result === undefined || refusedForBotCheck(result)); attempt += 1) {
    const check = await takeBotCheck();
    if ('refused' in check) return check.refused;
    result = await sendWrite<T>(request, { 'Idempotency-Key': key, [BOT_CHECK_HEADER]: check.header });
  }
  unansweredKeys.delete(submission);
  return result as ApiResult<T>;
}
