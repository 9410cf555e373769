// The console around every signed-in page: who is signed in, the areas their role
// opens (the others are not shown), and signing out.
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Button, toast } from '@safarnama/shared';
import { useOperator, useSession } from '../lib/session';
import { canOpen, type Area } from '../lib/roles';
import { messageOf } from '../lib/admin-api';
import styles from './console-frame.module.css';

const AREAS: { area: Area; to: string; label: string }[] = [
  { area: 'leads', to: '/admin/leads', label: 'Leads' },
  { area: 'content', to: '/admin/content/packages', label: 'Packages' },
  { area: 'content', to: '/admin/content/blogs', label: 'Blogs' },
  { area: 'content', to: '/admin/content/destinations', label: 'Destinations' },
  { area: 'content', to: '/admin/content/phone', label: 'Phone number' },
  { area: 'users', to: '/admin/users', label: 'Users' },
  { area: 'audit', to: '/admin/audit', label: 'Audit log' },
  { area: 'privacy', to: '/admin/privacy', label: 'Privacy' },
];

export function ConsoleFrame({ children }: { children: ReactNode }) {
  const operator = useOperator();
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
      toast.success('You are signed out.');
    } catch (error) {
      toast.error(messageOf(error));
      setLeaving(false);
    }
  };
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <p className={styles.brand}>Safarnama back office</p>
        <p className={styles.who}>
          {operator.email} <span className={styles.role}>{operator.role}</span>
        </p>
        <Button variant="secondary" size="sm" onClick={leave} loading={leaving} loadingText="Signing out…">
          Sign out
        </Button>
      </header>
      <nav className={styles.nav} aria-label="Back office">
        <ul>
          {AREAS.filter(({ area }) => canOpen(operator.role, area)).map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
