// The operators' console, exposed as one module: the shell mounts it under /admin and
// this router takes everything below. Signed out (or once the session ends) every
// path shows the sign-in page, and the operator comes back to where they were.
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@safarnama/shared';
import { SessionProvider, useSession } from '../lib/session';
import { canOpen, homeOf, type Area } from '../lib/roles';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { LeadsPage } from '../features/leads/leads-page';
import { LeadDetailPage } from '../features/leads/lead-detail-page';
import { PackagesPage } from '../features/content/packages-page';
import { PackageEditorPage } from '../features/content/package-editor-page';
import { BlogsPage } from '../features/content/blogs-page';
import { BlogEditorPage } from '../features/content/blog-editor-page';
import { DestinationsPage } from '../features/content/destinations-page';
import { DestinationEditorPage } from '../features/content/destination-editor-page';
import { PhonePage } from '../features/content/phone-page';
import { UsersPage } from '../features/users/users-page';
import { AuditPage } from '../features/users/audit-page';
import { PrivacyPage } from '../features/privacy/privacy-page';
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
        <Route path="leads" element={only('leads', <LeadsPage />)} />
        <Route path="leads/:kind/:id" element={only('leads', <LeadDetailPage />)} />
        <Route path="content" element={<Navigate to="/admin/content/packages" replace />} />
        <Route path="content/packages" element={only('content', <PackagesPage />)} />
        <Route path="content/packages/:slug" element={only('content', <PackageEditorPage />)} />
        <Route path="content/blogs" element={only('content', <BlogsPage />)} />
        <Route path="content/blogs/:slug" element={only('content', <BlogEditorPage />)} />
        <Route path="content/destinations" element={only('content', <DestinationsPage />)} />
        <Route path="content/destinations/:slug" element={only('content', <DestinationEditorPage />)} />
        <Route path="content/phone" element={only('content', <PhonePage />)} />
        <Route path="users" element={only('users', <UsersPage />)} />
        <Route path="audit" element={only('audit', <AuditPage />)} />
        <Route path="privacy" element={only('privacy', <PrivacyPage />)} />
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
