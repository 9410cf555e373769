import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PREVIEW_EXIT_PATH } from '@safarnama/contracts/releases';
import { Button } from '@safarnama/shared';
import { activePreviews } from '../../remotes/previews';
import { leavePage } from './leave-page';
import styles from './preview-badge.module.css';

/** "14:05" today, "26 Nov, 14:05" on another day: in the visitor's own locale. */
function formatEnd(expiresAt: string, now: Date): string {
  const end = new Date(expiresAt);
  const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
  return end.toDateString() === now.toDateString()
    ? end.toLocaleTimeString(undefined, time)
    : end.toLocaleString(undefined, { day: 'numeric', month: 'short', ...time });
}

/**
 * Says which versions this browser previews (a signed preview link it opened), on
 * every page, with a way out: /preview/exit clears the server's preview cookie and
 * comes back to the same page with the live versions. In the page's flow above the
 * navbar, so it covers nothing.
 */
export function PreviewBadge() {
  const { pathname, search } = useLocation();
  // what this page loaded: fixed at start, as the remotes' versions are
  const [previews] = useState(() => {
    const now = new Date();
    return Object.entries(activePreviews(now.getTime())).map(([remote, target]) => ({
      remote,
      version: target.version,
      until: formatEnd(target.expiresAt, now),
    }));
  });
  if (previews.length === 0) return null;

  const exitUrl = `${PREVIEW_EXIT_PATH}?to=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <aside className={styles.badge} aria-label="Release preview">
      <div className={styles.inner}>
        <p className={styles.text}>
          <span className={styles.label}>Preview:</span>{' '}
          {previews.map(({ remote, version, until }, index) => (
            <span key={remote}>
              {index > 0 && ', '}
              {remote} <span className={styles.version}>{version}</span> (until {until})
            </span>
          ))}
        </p>
        <Button variant="secondary" size="sm" onClick={() => leavePage(exitUrl)}>
          Exit preview
        </Button>
      </div>
    </aside>
  );
}
