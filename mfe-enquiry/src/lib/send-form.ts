import { isServiceUnavailable, type ApiResult } from '@safarnama/shared';
import { fieldErrorsFrom, isConnectionFailure } from './form-helpers';
import type { FieldErrors } from '../hooks/use-form-fields';

export const CONNECTION_FAILED = 'Failed to connect. Please check your internet.';
/** A 503: the server could not store it just now (its database is away); nothing was stored and the fields keep what was typed. */
export const TRY_AGAIN_SOON = 'We could not send this just now. Please try again in a moment; your details are still here.';

export interface FailureMessages {
  /** Shown when the server refuses the form. */
  refused: string;
  /** Prefer the server's own message, when it sends one, to `refused`. */
  serverMessageFirst?: boolean;
  /** Shown when the call throws for another reason than the connection; `refused` when omitted. */
  failed?: string;
  /** Console prefix for a call that threw (the error follows it). */
  log: string;
}

/** `errors` is only there when the server answered: a throw leaves the fields' messages alone. */
export type SendAnswer<K extends string> = { ok: true } | { ok: false; message: string; errors?: FieldErrors<K> };

/**
 * One answer for a form's POST: stored; refused (a 400's `errors[]` become field
 * messages for `fields`, plus the form's message); or never answered, where a
 * connection failure tells the visitor to check the connection and a 503 to try
 * again in a moment. Never throws.
 */
export async function sendForm<K extends string>(
  send: () => Promise<ApiResult<unknown>>,
  fields: readonly K[],
  messages: FailureMessages,
): Promise<SendAnswer<K>> {
  try {
    const result = await send();
    if (result.code === 1) return { ok: true };
    const message = (messages.serverMessageFirst && result.message) || messages.refused;
    return { ok: false, message, errors: fieldErrorsFrom(result, fields) };
  } catch (error) {
    console.error(messages.log, error);
    if (isServiceUnavailable(error)) return { ok: false, message: TRY_AGAIN_SOON };
    return { ok: false, message: isConnectionFailure(error) ? CONNECTION_FAILED : (messages.failed ?? messages.refused) };
  }
}
