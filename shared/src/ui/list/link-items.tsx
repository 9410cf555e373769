import { Link } from 'react-router-dom';
import type { PageLink } from '@safarnama/contracts/site-pages';

export interface LinkItemsProps {
  links: readonly PageLink[];
  /** The class of each link. */
  className?: string;
}

/** One list item a link, each to a page of the site: the items of a list its caller names and lays out. */
export function LinkItems({ links, className }: LinkItemsProps) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={className}>
            {link.label}
          </Link>
        </li>
      ))}
    </>
  );
}
