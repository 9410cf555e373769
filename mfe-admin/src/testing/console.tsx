// What the console's tests share: a session as the API answers it.
import type { Role } from '../lib/roles';

export const CSRF = 'csrf-token-1';

export function sessionOf(role: Role = 'agent') {
  return { operator: { id: 7, email: `${role}@safarnama.test`, role }, csrfToken: CSRF };
}
