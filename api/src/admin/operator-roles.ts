// The three roles: an agent works leads, an editor edits content, an admin does both
// and manages users, the audit log and erasure.
export const OPERATOR_ROLES = ['agent', 'editor', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}
