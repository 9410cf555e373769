// Small helpers the enquiry forms share. Kept here (not in @safarnama/shared)
// because only this remote's forms use them.
import { isApiError, patterns, type ApiResult } from '@safarnama/shared';

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** The server's email rule: no whitespace or @, then @, a domain part, a dot and a suffix. */
export function isEmail(value: string): boolean {
  return patterns.email.test(value.trim());
}

/** A person's name: required (in the form's own words), then at least two characters. */
export function nameError(value: string, required: string): string | undefined {
  const name = value.trim();
  if (!name) return required;
  if (name.length < 2) return 'Name must be at least 2 characters long';
  return undefined;
}

/** The email rule with the wording of the contact, support, booking and quote forms. */
export function emailError(value: string): string | undefined {
  if (isBlank(value)) return 'Email is required';
  if (!isEmail(value)) return 'Please enter a valid email address';
  return undefined;
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
