// What the console's tests share: the console as the shell mounts it, and a session
// as the API answers it. Test files only.
import { ok, renderWithRouter, type FakeApi } from '@safarnama/shared/testing';
import AdminApp from '../app/admin-app';
import type { Role } from '../lib/roles';

export const CSRF = 'csrf-token-1';

function sessionOf(role: Role = 'agent') {
  return { operator: { id: 7, email: `${role}@safarnama.test`, role }, csrfToken: CSRF };
}

/** The whole console opened at `route`, below /admin where the shell mounts it. */
export const openConsole = (route: string) => renderWithRouter(<AdminApp />, { route, path: '/admin/*' });

/** The API answers that an operator with `role` is signed in. */
export const signedInAs = (server: FakeApi, role: Role) => server.on('GET', '/admin/session', ok(sessionOf(role)));
