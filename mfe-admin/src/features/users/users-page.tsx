// The operators' accounts: add one, change a role, disable or enable an account.
import { useState, type FormEvent } from 'react';
import { Button, FormField, formatDate } from '@safarnama/shared';
import { ROLES, type Role } from '../../lib/roles';
import { useOperator } from '../../lib/session';
import { useAction } from '../../hooks/use-action';
import { useLoad } from '../../hooks/use-load';
import { DataTable } from '../../components/data-table';
import { PageHeading } from '../../components/page-heading';
import { LoadState } from '../../components/load-state';
import { addUser, changeUser, listUsers, type User } from './users-api';
import styles from '../../ui/page.module.css';

const roleOptions = ROLES.map((role) => ({ value: role, label: role[0]!.toUpperCase() + role.slice(1) }));

export function UsersPage() {
  const me = useOperator();
  const users = useLoad(listUsers, []);
  const [draft, setDraft] = useState({ email: '', role: 'agent' as Role, password: '' });
  const { busy, run } = useAction();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run('add', () => addUser({ ...draft, email: draft.email.trim() }).then(users.reload), `${draft.email.trim()} can now sign in.`)) setDraft({ email: '', role: 'agent', password: '' });
  };

  const change = (user: User, patch: { role?: Role; disabled?: boolean }, done: string) => void run(`user-${user.id}`, () => changeUser(user.id, patch).then(users.reload), done);

  return (
    <>
      <PageHeading title="Users">Users</PageHeading>
      <LoadState state={users} reload={users.reload} />
      {users.data && (
        <DataTable
          caption="Everyone who can sign in to the back office"
          headers={['Email', 'Role', 'State', 'Last signed in', 'Added', 'Account']}
          rows={users.data}
          row={(user) => (
            <tr key={user.id}>
              <td>{user.email}</td>
              <td>
                <FormField
                  as="select"
                  label={`Role of ${user.email}`}
                  hideLabel
                  value={user.role}
                  options={roleOptions}
                  disabled={busy !== null || user.id === me.id}
                  onChange={(e) => change(user, { role: e.target.value as Role }, `${user.email}'s role is now ${e.target.value}.`)}
                />
              </td>
              <td>{user.disabled ? 'Disabled' : 'Active'}</td>
              <td>{user.lastSignInAt ? formatDate(user.lastSignInAt) : 'Never'}</td>
              <td>{formatDate(user.createdAt)}</td>
              <td>
                {user.id !== me.id && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === `user-${user.id}`}
                    disabled={busy !== null}
                    aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
                    onClick={() => change(user, { disabled: !user.disabled }, `${user.email} is ${user.disabled ? 'enabled' : 'disabled'}.`)}
                  >
                    {user.disabled ? 'Enable' : 'Disable'}
                  </Button>
                )}
              </td>
            </tr>
          )}
        />
      )}
      <h2 className={styles.subheading}>Add a user</h2>
      <form className={`${styles.panel} ${styles.stack}`} onSubmit={add}>
        <FormField label="Email" type="email" required autoComplete="off" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.target.value })} />
        <FormField as="select" label="Role" value={draft.role} options={roleOptions} onChange={(e) => setDraft({ ...draft, role: e.target.value as Role })} />
        <FormField
          label="First password"
          type="password"
          required
          autoComplete="new-password"
          hint="Tell it to them in person or by phone, never by email."
          value={draft.password}
          onChange={(e) => setDraft({ ...draft, password: e.target.value })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy === 'add'} disabled={busy !== null || !draft.email.trim() || !draft.password}>
            Add user
          </Button>
        </div>
      </form>
    </>
  );
}
