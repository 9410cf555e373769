import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError } from './api-error';
import { sendRaw, type CallOptions } from './http-client';
import type { ChatAnswer } from './types';

/**
 * POST /chatbot/tour_ai?session_id=...: one visitor message to Luna. It
 * carries the fixed chat key in x-api-key. The answer is {model_response,
 * quote?}. Anything else (a refusal, a broken answer, no network) throws, and
 * the widget only logs it.
 */
export async function askLuna(sessionId: string, human: string, options: CallOptions = {}): Promise<ChatAnswer> {
  const url = '/chatbot/tour_ai';
  const { status, data } = await sendRaw<unknown>({
    method: 'POST',
    url,
    params: { session_id: sessionId },
    data: { human },
    headers: { 'Content-Type': 'application/json', 'x-api-key': getRuntimeConfig().chatApiKey },
    signal: options.signal,
  });
  if (status === 200 && isChatAnswer(data)) return data;
  const message = typeof (data as { message?: unknown } | null)?.message === 'string' ? (data as { message: string }).message : '';
  throw new ApiError('server', `Luna did not answer (HTTP ${status}${message ? `: ${message}` : ''})`, { status, url });
}

function isChatAnswer(value: unknown): value is ChatAnswer {
  return typeof value === 'object' && value !== null && typeof (value as { model_response?: unknown }).model_response === 'string';
}
