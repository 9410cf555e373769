// The operators' accounts: add one, change a role, disable or enable an account.
import { useState, type FormEvent } from 'react';
import { Button, FormField, formatDate, toast } from '@safarnama/shared';
import { messageOf } from '../../lib/admin-api';
import { ROLES, type Role } from '../../lib/roles';
import { useOperator } from '../../lib/session';
import { useLoad } from '../../lib/use-load';
import { PageHeading } from '../../ui/page-heading';
import { LoadState } from '../../ui/load-state';
import { addUser, changeUser, listUsers, type User } from './users-api';
import styles from '../../ui/page.module.css';

const roleOptions = ROLES.map((role) => ({ value: role, label: role[0]!.toUpperCase() + role.slice(1) }));

export function UsersPage() {
  const me = useOperator();
  const users = useLoad(listUsers, []);
  const [draft, setDraft] = useState({ email: '', role: 'agent' as Role, password: '' });
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (what: string, action: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await action();
      toast.success(done);
      users.reload();
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await run('add', () => addUser({ ...draft, email: draft.email.trim() }), `${draft.email.trim()} can now sign in.`)) setDraft({ email: '', role: 'agent', password: '' });
  };

  const change = (user: User, patch: { role?: Role; disabled?: boolean }, done: string) => void run(`user-${user.id}`, () => changeUser(user.id, patch), done);

  return (
    <>
      <PageHeading title="Users">Users</PageHeading>
      <LoadState state={users} reload={users.reload} />
      {users.data && (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption>Everyone who can sign in to the back office</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Last signed in</th>
                <th scope="col">Added</th>
                <th scope="col">Account</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
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
              ))}
            </tbody>
          </table>
        </div>
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
