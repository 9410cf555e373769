import { emailError, isBlank, nameError } from './form-helpers';
import type { FieldErrors } from '../hooks/use-form-fields';

export type MessageField = 'name' | 'email' | 'message';

/**
 * The rules of the contact and support forms (both send POST /api/contact):
 * a name, an email and a message. Only the wording for a missing name differs.
 */
export function validateMessage(values: Record<MessageField, string>, nameRequired: string): FieldErrors<MessageField> {
  const errors: FieldErrors<MessageField> = {};
  const name = nameError(values.name, nameRequired);
  if (name) errors.name = name;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (isBlank(values.message)) errors.message = 'Message is required';
  return errors;
}
