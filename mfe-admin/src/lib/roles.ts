// What each role may open. The API decides (403 otherwise); the console only hides
// what would be refused, so an operator never meets a page they cannot use.
export type Role = 'agent' | 'editor' | 'admin';
export type Area = 'leads' | 'content' | 'users' | 'audit' | 'privacy';

const AREAS: Record<Role, readonly Area[]> = {
  agent: ['leads'],
  editor: ['content'],
  admin: ['leads', 'content', 'users', 'audit', 'privacy'],
};

export const ROLES: readonly Role[] = ['agent', 'editor', 'admin'];

export function canOpen(role: Role, area: Area): boolean {
  return AREAS[role]?.includes(area) ?? false;
}

/** Where an operator lands after signing in: the first area their role opens. */
export function homeOf(role: Role): string {
  return `/admin/${AREAS[role]?.[0] ?? 'leads'}`;
}
