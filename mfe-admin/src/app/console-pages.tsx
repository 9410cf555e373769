// Every page of the console: its path under /admin, the area whose roles may open it,
// and its name in the navigation (a page reached from a list has none). The router
// and the navigation both read this list.
import type { ReactElement } from 'react';
import type { Area } from '../lib/roles';
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

export interface ConsolePage {
  path: string;
  area: Area;
  navLabel?: string;
  element: ReactElement;
}

export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: 'leads', area: 'leads', navLabel: 'Leads', element: <LeadsPage /> },
  { path: 'leads/:kind/:id', area: 'leads', element: <LeadDetailPage /> },
  { path: 'content/packages', area: 'content', navLabel: 'Packages', element: <PackagesPage /> },
  { path: 'content/packages/:slug', area: 'content', element: <PackageEditorPage /> },
  { path: 'content/blogs', area: 'content', navLabel: 'Blogs', element: <BlogsPage /> },
  { path: 'content/blogs/:slug', area: 'content', element: <BlogEditorPage /> },
  { path: 'content/destinations', area: 'content', navLabel: 'Destinations', element: <DestinationsPage /> },
  { path: 'content/destinations/:slug', area: 'content', element: <DestinationEditorPage /> },
  { path: 'content/phone', area: 'content', navLabel: 'Phone number', element: <PhonePage /> },
  { path: 'users', area: 'users', navLabel: 'Users', element: <UsersPage /> },
  { path: 'audit', area: 'audit', navLabel: 'Audit log', element: <AuditPage /> },
  { path: 'privacy', area: 'privacy', navLabel: 'Privacy', element: <PrivacyPage /> },
];
