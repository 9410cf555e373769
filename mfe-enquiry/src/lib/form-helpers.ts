// Small helpers the enquiry forms share. Kept here (not in @safarnama/shared)
// because only this remote's forms use them.
import { isApiError, type ApiResult } from '@safarnama/shared';

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * Field messages from a 400 answer (`errors: [{ field, message }]`), keyed by
 * field name, for the fields this form shows; the first message per field wins.
 */
export function fieldErrorsFrom<K extends string>(result: ApiResult<unknown>, fields: readonly K[]): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  if (result.code === 1 || !result.errors) return found;
  for (const { field, message } of result.errors) {
    const key = fields.find((name) => name === field);
    if (key && !found[key]) found[key] = message;
  }
  return found;
}

/** A failed call that never reached the server (offline, DNS, CORS): the visitor should check the connection. */
export function isConnectionFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}
