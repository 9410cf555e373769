import { checkEmail, checkText, contactFields as rules, firstErrors } from '@safarnama/contracts/fields';
import type { FieldErrors } from '../hooks/use-form-fields';

export type MessageField = 'name' | 'email' | 'message';

/**
 * The rules of the contact and support forms (both send POST /api/contact): the
 * API's contact rules. Only the wording for a missing name differs between them.
 */
export function validateMessage(values: Record<MessageField, string>, nameRequired: string): FieldErrors<MessageField> {
  return firstErrors({
    name: checkText({ ...rules.name, required: nameRequired }, values.name),
    email: checkEmail(rules.email, values.email),
    message: checkText(rules.message, values.message),
  });
}
