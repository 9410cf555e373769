// The operators' console, exposed as one module: the shell mounts it under /admin and
// this router takes everything below. Signed out (or once the session ends) every
// path shows the sign-in page, and the operator comes back to where they were.
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@safarnama/shared';
import { SessionProvider, useSession } from '../lib/session';
import { canOpen, homeOf, type Area } from '../lib/roles';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { CONSOLE_PAGES } from './console-pages';
import { ConsoleFrame } from './console-frame';
import styles from './admin-app.module.css';

function Console() {
  const { state } = useSession();
  if (state.status === 'checking') {
    return (
      <p className={styles.checking} role="status">
        <Spinner size="sm" /> Checking your session…
      </p>
    );
  }
  if (state.status === 'signed-out') return <SignInPage expired={state.expired} />;
  const { role } = state.operator;
  const only = (area: Area, element: React.ReactElement) => (canOpen(role, area) ? element : <Navigate to={homeOf(role)} replace />);
  return (
    <ConsoleFrame>
      <Routes>
        <Route index element={<Navigate to={homeOf(role)} replace />} />
        {CONSOLE_PAGES.map(({ path, area, element }) => (
          <Route key={path} path={path} element={only(area, element)} />
        ))}
        <Route path="content" element={<Navigate to="/admin/content/packages" replace />} />
        <Route path="*" element={<Navigate to={homeOf(role)} replace />} />
      </Routes>
    </ConsoleFrame>
  );
}

export default function AdminApp() {
  return (
    <div className={styles.app}>
      <SessionProvider>
        <Console />
      </SessionProvider>
    </div>
  );
}
