import { adminCall } from '../../lib/admin-api';
import type { Paged } from '../../lib/paged';
import type { Role } from '../../lib/roles';
import type { AuditEntry } from '@safarnama/contracts/back-office';

export interface User {
  id: number;
  email: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export const listUsers = () => adminCall<User[]>('/users');
export const addUser = (user: { email: string; role: Role; password: string }) => adminCall<User>('/users', { method: 'POST', body: user });
export const changeUser = (id: number, change: { role?: Role; disabled?: boolean }) => adminCall<User>(`/users/${id}`, { method: 'PATCH', body: change });
export const listAudit = (page: number) => adminCall<Paged<AuditEntry>>('/audit', { params: { page } });
