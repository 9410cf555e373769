import { Link } from 'react-router-dom';
import { cx } from '../ui/cx';
import type { Crumb } from './breadcrumbs';
import styles from './breadcrumbs-nav.module.css';

/**
 * The trail above a page (Home › … › this page), from the same crumbs its
 * BreadcrumbList JSON-LD is built from; the last one is the current page, not a link.
 */
export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cx(styles.crumbs, className)}>
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={i} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={i}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
