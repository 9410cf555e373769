// The console around every signed-in page: who is signed in, the areas their role
// opens (the others are not shown), and signing out.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '@safarnama/shared';
import { useOperator, useSession } from '../lib/session';
import { canOpen } from '../lib/roles';
import { useAction } from '../hooks/use-action';
import { CONSOLE_PAGES } from './console-pages';
import styles from './console-frame.module.css';

export function ConsoleFrame({ children }: { children: ReactNode }) {
  const operator = useOperator();
  const { signOut } = useSession();
  const { busy, run } = useAction<'sign-out'>();
  const leave = () => run('sign-out', signOut, 'You are signed out.');
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <p className={styles.brand}>Safarnama back office</p>
        <p className={styles.who}>
          {operator.email} <span className={styles.role}>{operator.role}</span>
        </p>
        <Button variant="secondary" size="sm" onClick={leave} loading={busy === 'sign-out'} loadingText="Signing out…">
          Sign out
        </Button>
      </header>
      <nav className={styles.nav} aria-label="Back office">
        <ul>
          {CONSOLE_PAGES.filter(({ area, navLabel }) => navLabel && canOpen(operator.role, area)).map(({ path, navLabel }) => (
            <li key={path}>
              <NavLink to={`/admin/${path}`} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {navLabel}
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
